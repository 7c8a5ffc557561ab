/**
 * banner: full-width pictures with the section's heading and text over them; several pictures
 * cross-fade in the generic slider, each captioned with its own title.
 */
import type { SectionOf } from './types';
import { Slider } from '../../../components/slider/Slider';
import { RichText } from '../RichText';
import { SiteLink } from '../../../components/link/Link';
import { pageImage } from '../../../../shared/format/page-image';

export function BannerSection({ section }: { section: SectionOf<'banner'> }) {
  const { title, html, slides } = section;
  // One picture is a hero with the heading over it; several are a gallery under the heading.
  const overlay = slides.length === 1;
  const text = (title || html) && (
    <div className="banner-section__text">
      {title && <h2 className="banner-section__title">{title}</h2>}
      <RichText html={html} className="banner-section__lead" />
    </div>
  );
  return (
    <div className={`banner-section${overlay ? ' banner-section--hero' : ' banner-section--gallery'}`}>
      {!overlay && text}
      {slides.length > 0 && (
        <Slider label={title || slides[0]?.title || ''}>
          {slides.map((slide, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide's place in a fixed list is its identity; pictures may repeat
            <figure key={`${slide.image}-${i}`} className="banner-section__slide">
              <img
                src={pageImage(slide.image)}
                alt=""
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {!overlay && slide.title && (
                <figcaption className="banner-section__caption">
                  {slide.link ? <SiteLink link={slide.link}>{slide.title}</SiteLink> : slide.title}
                </figcaption>
              )}
            </figure>
          ))}
        </Slider>
      )}
      {overlay && text}
    </div>
  );
}
