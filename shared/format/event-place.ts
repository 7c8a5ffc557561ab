/**
 * Where an event takes place, in the page's language: the Punjabi place (`locationPa`) on Punjabi
 * pages and in Punjabi calendar files where the event has one, else the English `location`. A CMS
 * answer is checked leniently (shared/schemas/received.ts), so a `locationPa` that is not text
 * counts as absent rather than reaching a page.
 */
import type { Lang } from '../types/content';
import { pick } from './pick';

interface Placed {
  location: string;
  locationPa?: string | undefined;
}

export function eventPlace(e: Placed, lang: Lang): string {
  return pick(lang, e.location, typeof e.locationPa === 'string' ? e.locationPa : undefined);
}
