import type { TagInput } from '../../../shared/types/content';

/** The ten news categories of spec §2 and the five entertainment sections, in both languages. */
export const seedTags: TagInput[] = [
  { id: 1, kind: 'news', slug: 'featured', name: 'Featured', namePa: 'ਖ਼ਾਸ' },
  { id: 2, kind: 'news', slug: 'latest', name: 'Latest', namePa: 'ਤਾਜ਼ਾ' },
  { id: 3, kind: 'news', slug: 'bc', name: 'BC', namePa: 'ਬੀ.ਸੀ.' },
  { id: 4, kind: 'news', slug: 'alberta', name: 'Alberta', namePa: 'ਐਲਬਰਟਾ' },
  { id: 5, kind: 'news', slug: 'canada', name: 'Canada', namePa: 'ਕੈਨੇਡਾ' },
  { id: 6, kind: 'news', slug: 'world', name: 'World', namePa: 'ਦੁਨੀਆ' },
  { id: 7, kind: 'news', slug: 'india', name: 'India', namePa: 'ਭਾਰਤ' },
  { id: 8, kind: 'news', slug: 'entertainment', name: 'Entertainment', namePa: 'ਮਨੋਰੰਜਨ' },
  { id: 9, kind: 'news', slug: 'finance', name: 'Finance', namePa: 'ਵਿੱਤ' },
  { id: 10, kind: 'news', slug: 'sports', name: 'Sports', namePa: 'ਖੇਡਾਂ' },
  { id: 11, kind: 'entertainment', slug: 'bollywood', name: 'Bollywood', namePa: 'ਬਾਲੀਵੁੱਡ' },
  { id: 12, kind: 'entertainment', slug: 'pollywood', name: 'Pollywood', namePa: 'ਪਾਲੀਵੁੱਡ' },
  { id: 13, kind: 'entertainment', slug: 'reviews', name: 'Reviews', namePa: 'ਸਮੀਖਿਆਵਾਂ' },
  { id: 14, kind: 'entertainment', slug: 'exclusive-interviews', name: 'Exclusive interviews', namePa: 'ਖ਼ਾਸ ਮੁਲਾਕਾਤਾਂ' },
  { id: 15, kind: 'entertainment', slug: 'local-events', name: 'Local Events', namePa: 'ਸਥਾਨਕ ਸਮਾਗਮ' },
];
