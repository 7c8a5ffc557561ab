/**
 * Where a show's podcast cover lives. The build draws one per show and language for the demo
 * (scripts/media/covers.ts) at `coverFile`; the feed names the cover's route (`coverPath`), which
 * answers that file, or the station's cover when a show has none drawn (a CMS show): no request
 * ever draws a cover (worker/share/route.ts answers it).
 */
import type { Lang } from '../../shared/types/content';

/** The feed's `itunes:image` path of a show's cover. */
export const coverPath = (lang: Lang, slug: string) => `/share/cover/${lang}/${slug}.jpg`;

/** The built file of a show's cover, under public/. */
export const coverFile = (lang: Lang, slug: string) => `/media/covers/${lang}/${slug}.jpg`;

/** The station's own cover (its name alone) in a language, for shows without one. */
export const stationCoverFile = (lang: Lang) => `/media/covers/station-${lang}.jpg`;
