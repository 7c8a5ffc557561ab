/**
 * Which generated demo images pages share (their loaders' `head.image`), so the build draws a
 * share JPEG for those only (share-images.ts). Kept apart from the drawing, which needs sharp
 * (Node only), so the worker tests can check the list.
 */
import { isGeneratedImage } from '../../worker/share/share-image';

type Rec = Record<string, unknown>;
const records = (v: unknown): Rec[] =>
  Array.isArray(v) ? v.filter((x): x is Rec => !!x && typeof x === 'object') : [];
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Every `backgroundImage` anywhere in the bundle: the headers of home, featured, events, originals series. */
function backgrounds(value: unknown, out: string[]): string[] {
  if (Array.isArray(value)) for (const v of value) backgrounds(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'backgroundImage' && typeof v === 'string') out.push(v);
      else backgrounds(v, out);
    }
  return out;
}

/**
 * The generated images a demo page shares (the loaders' `head.image`): posts' first image, shows',
 * episodes', hosts' photos, featured stories', events', and every header background. De-duplicated, sorted.
 */
export function shareImageRefs(bundle: unknown): string[] {
  const b = (bundle ?? {}) as Rec;
  const refs = [
    ...records(b.posts).map((p) => str(records(p.images)[0]?.url)),
    ...records(b.shows).map((s) => str(s.image)),
    ...records(b.episodes).map((e) => str(e.image)),
    ...records(b.hosts).map((h) => str(h.photo)),
    ...records(b.featured).map((f) => str(f.image)),
    ...records(b.events).map((e) => str(e.image)),
    ...backgrounds(b, []),
  ];
  return [...new Set(refs.filter((r): r is string => !!r && isGeneratedImage(r)))].sort();
}
