/**
 * The CMS shows' podcast covers, for `npm run cards` (scripts/cards.ts). In proxied mode a show
 * that exists only in the CMS has no cover built into public/media/covers/, so its feed would
 * carry the station's cover. This reads the site's /api/shows, and for every show and language
 * without a built cover draws the build's cover (scripts/media/covers.ts: the same SVG and sharp
 * encoding) on this machine and hands it to the local renderer (worker/share/cover-upload.ts),
 * which stores it in the site's KV; the worker's cover route serves it. A stamp kept with each
 * cover skips the ones whose drawing did not change. Embedded mode's shows all have built
 * covers, so nothing is drawn there.
 */
import type { Lang } from '../../shared/types/content';
import { coverKey } from '../../worker/share/card-store';
import type { CoverShow } from '../media/covers';
import { type Reencode, safePicture } from './remote-picture';

/** More shows than any station airs: a broken or hostile answer cannot make a run endless. */
const MAX_SHOWS = 500;
const MAX_TITLE = 200;

/** A show's name as drawn: trimmed, without control characters, at most MAX_TITLE; else null. */
export function titleOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const title = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return title && title.length <= MAX_TITLE ? title : null;
}

/**
 * The shows of an /api/shows answer that a cover can be drawn for: a slug that may name a KV key
 * (card-store.ts's coverKey) and a name of sane length; anything else is left out. The picture
 * address is kept as given; remote-picture.ts fetches and checks it.
 */
export function coverShowsOf(answer: unknown): CoverShow[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('cards: /api/shows did not answer { data: [...] }');
  const shows: CoverShow[] = [];
  for (const raw of data.slice(0, MAX_SHOWS) as Record<string, unknown>[]) {
    const slug = typeof raw?.slug === 'string' ? raw.slug : '';
    const title = titleOf(raw?.title);
    if (!title || !coverKey('en', slug)) continue;
    const titlePa = titleOf(raw.titlePa) ?? undefined;
    const image = typeof raw.image === 'string' && raw.image.length <= 2000 ? raw.image : undefined;
    shows.push({ slug, title, ...(titlePa ? { titlePa } : {}), ...(image ? { image } : {}) });
  }
  return shows;
}

export interface RemoteCoverOptions {
  /** The site whose /api/shows lists the shows (SITE_URL, or --site). */
  site: string;
  /** The local renderer's address (it stores into KV). */
  renderer: string;
  /** Whether the build drew this show's cover (public/media/covers/): then it is skipped. */
  built: (lang: Lang, slug: string) => boolean;
  /** The build's drawing (scripts/media/covers.ts coverDrawing) and encoding (coverJpeg). */
  draw: (lang: Lang, show: CoverShow, picture?: string) => string;
  encode: (svg: string) => Promise<Uint8Array>;
  stamp: (svg: string) => string;
  /** Decodes and re-encodes a show's fetched picture (covers.ts pictureJpeg). */
  reencode: Reencode;
}

/** Draws and stores the covers that are missing or changed; returns how many. */
export async function drawRemoteCovers(o: RemoteCoverOptions): Promise<number> {
  const res = await fetch(new URL('/api/shows', o.site));
  if (!res.ok) throw new Error(`cards: ${o.site}/api/shows answered ${res.status}`);
  let drawn = 0;
  for (const show of coverShowsOf(await res.json())) {
    const langs = (['en', 'pa'] as Lang[]).filter((lang) => !o.built(lang, show.slug));
    // The picture's bytes hash is in its SVG (remote-picture.ts), so the stamp changes with it.
    const picture = langs.length ? await safePicture(show.slug, show.image, o.site, o.reencode) : undefined;
    for (const lang of langs) {
      const svg = o.draw(lang, show, picture);
      const stamp = o.stamp(svg);
      const at = new URL(`/cover/${lang}/${show.slug}`, o.renderer);
      const kept = await fetch(at);
      if (kept.ok && (await kept.text()) === stamp) continue;
      const put = await fetch(new URL(`?stamp=${stamp}`, at), {
        method: 'PUT',
        body: new Uint8Array(await o.encode(svg)),
      });
      if (!put.ok) throw new Error(`cards: storing ${lang}/${show.slug}'s cover: ${put.status} ${await put.text()}`);
      drawn++;
    }
  }
  return drawn;
}
