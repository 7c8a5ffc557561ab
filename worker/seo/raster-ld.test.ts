import { describe, expect, it } from 'vitest';
import { rasterLd } from './raster-ld';

const O = 'https://site.example';
const CARD = `${O}/share/card/en/x.png?v=1`;

describe('rasterLd', () => {
  it("keeps PNG and JPEG images, and names a demo SVG's JPEG", () => {
    const ld = {
      image: [`${O}/media/images/bc/a.svg`, 'https://cms.example/b.JPG', `${O}/media/images/bc/a.svg`],
      logo: { url: `${O}/share/logo.png` },
    };
    expect(rasterLd(ld, O, CARD)).toEqual({
      image: [`${O}/media/share/bc/a.jpg`, 'https://cms.example/b.JPG'],
      logo: { url: `${O}/share/logo.png` },
    });
  });

  it("uses the page's image at the top and drops the picture deeper down when there is no raster one", () => {
    const ld = {
      image: `${O}/images/default.svg`,
      partOfSeries: { image: { '@type': 'ImageObject', url: `${O}/x.webp` }, name: 'S' },
      '@graph': [{ '@type': 'Event', image: `${O}/y.svg` }],
    };
    expect(rasterLd(ld, O, CARD)).toEqual({
      image: CARD,
      partOfSeries: { name: 'S' },
      '@graph': [{ '@type': 'Event' }],
    });
  });
});
