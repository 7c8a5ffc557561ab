import { describe, expect, it } from 'vitest';
import { bannerHeading, headersTitle } from './banner-heading';

describe('bannerHeading', () => {
  it('uses the content heading in the page language, else its title', () => {
    const h = { heading: 'Featured Stories', headingPa: 'ਖ਼ਾਸ ਕਹਾਣੀਆਂ', titlePa: 'ਖ਼ਾਸ' };
    expect(bannerHeading(h, 'en', 'featured.title')).toBe('Featured Stories');
    expect(bannerHeading(h, 'pa', 'featured.title')).toBe('ਖ਼ਾਸ ਕਹਾਣੀਆਂ');
    expect(bannerHeading({ heading: 'Featured Stories', titlePa: 'ਖ਼ਾਸ' }, 'pa', 'featured.title')).toBe('ਖ਼ਾਸ');
  });
  it('prefers the supplied heading to the title (the events banner, issue 24)', () => {
    const h = { title: 'Events', titlePa: 'ਸਮਾਗਮ', heading: "What's on in our community" };
    expect(bannerHeading(h, 'en', 'events.title')).toBe("What's on in our community");
    expect(bannerHeading({ ...h, headingPa: 'ਭਾਈਚਾਰੇ ਵਿੱਚ ਕੀ ਹੋ ਰਿਹਾ ਹੈ' }, 'pa', 'events.title')).toBe(
      'ਭਾਈਚਾਰੇ ਵਿੱਚ ਕੀ ਹੋ ਰਿਹਾ ਹੈ',
    );
    expect(bannerHeading(h, 'pa', 'events.title')).toBe('ਸਮਾਗਮ');
  });
  it('falls back to the translated default, never to English on a Punjabi page', () => {
    expect(bannerHeading({}, 'en', 'featured.title')).toBe('Featured');
    expect(bannerHeading({ heading: 'Featured Stories' }, 'pa', 'featured.title')).toBe('ਖ਼ਾਸ ਕਹਾਣੀਆਂ');
    expect(bannerHeading({ heading: "What's on" }, 'pa', 'events.title')).toBe('ਸਮਾਗਮ');
  });
});

describe('headersTitle', () => {
  it('is the title in the page language, else the default', () => {
    expect(headersTitle({ title: 'Events', heading: 'Long heading' }, 'en', 'events.title')).toBe('Events');
    expect(headersTitle({ title: 'Events' }, 'pa', 'events.title')).toBe('ਸਮਾਗਮ');
  });
});
