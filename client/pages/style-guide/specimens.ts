/**
 * The sample content the style guide sets in each style. It stands for articles, not for the
 * interface, so it is data (like the seed), written once in each script rather than translated.
 */
import type { CardView } from '../../../shared/loaders/cards';
import type { Lang } from '../../../shared/types/content';

export const SPECIMENS = {
  headline: {
    en: 'Surrey council approves new transit link for Newton',
    pa: 'ਸਰੀ ਕੌਂਸਲ ਵੱਲੋਂ ਨਿਊਟਨ ਲਈ ਨਵੇਂ ਟਰਾਂਜ਼ਿਟ ਰੂਟ ਨੂੰ ਮਨਜ਼ੂਰੀ',
  },
  body: {
    en: 'Body text: the station’s newsroom reports from Surrey, Abbotsford and Vancouver every day.',
    pa: 'ਬਾਡੀ ਟੈਕਸਟ: ਸਟੇਸ਼ਨ ਦਾ ਨਿਊਜ਼ਰੂਮ ਹਰ ਰੋਜ਼ ਸਰੀ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਵੈਨਕੂਵਰ ਤੋਂ ਖ਼ਬਰਾਂ ਦਿੰਦਾ ਹੈ।',
  },
  category: { en: 'BC', pa: 'ਬੀ.ਸੀ.' },
  name: { en: 'Harpreet', pa: 'ਹਰਪ੍ਰੀਤ' },
  email: 'harpreet@example.com',
  badEmail: 'harpreet@example',
  cardDate: 'Nov 21, 2026',
  cardDateTime: '2026-11-21T09:30:00-08:00',
} as const;

/** A story card as the lists get it, with the specimen headline and text in `lang`. */
export function specimenCard(lang: Lang): CardView {
  return {
    id: lang === 'en' ? 1 : 2,
    href: '/news',
    title: SPECIMENS.headline[lang],
    intro: SPECIMENS.body[lang],
    image: '/images/default.svg',
    hasImage: true,
    date: SPECIMENS.cardDate,
    dateTime: SPECIMENS.cardDateTime,
    category: SPECIMENS.category[lang],
  };
}
