/**
 * The Punjabi text of a content value, found by the naming rule every shape follows (the
 * bundle's, the contract's and what a CMS sends, shared/schemas/): a field whose name ends in
 * `Pa` holds Punjabi (titlePa, introPa, descriptionPa, bodyPa's blocks, teamPa's bios). Inside
 * one, the strings that are not text are left alone: a block's `type` and links (an image's url,
 * a photo). The import's legacy-font conversion and warnings and the CMS proxy's warning read
 * fields through it, so they agree on what is Punjabi.
 */

/** One Punjabi string and where it sits. */
export interface PunjabiText {
  /** JSON path from the value's root: posts[3].bodyPa[0].value. */
  path: string;
  /** The nearest object above it with an id, slug or path ("id 12"), or '' where none has. */
  record: string;
  /** Its path from that record (bodyPa[0].value), or the whole path where there is none. */
  field: string;
  text: string;
}

/** Where a record sits and what it is called. */
interface Holder {
  at: string;
  name: string;
}

const PUNJABI_FIELD = /^[a-z][A-Za-z0-9]*Pa$/;
/** Strings inside a Punjabi field that are not text: a link, a site path, a mail address. */
const LINK = /^(?:\/|https?:|mailto:)/i;
const NOT_TEXT_KEYS = new Set(['type', 'url', 'photo', 'image', 'youtubeId', 'slug', 'path']);
/** Deeper than any shape of the contract: a hostile answer nested deeper is not walked further. */
const MAX_DEPTH = 40;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a record names itself in a message: its id, slug or path when it has one. */
function recordName(value: Record<string, unknown>): string | null {
  for (const k of ['id', 'slug', 'path'] as const) {
    const v = value[k];
    if (typeof v === 'number' || (typeof v === 'string' && v.length <= 200)) return `${k} ${v}`;
  }
  return null;
}

/** `path` from `holder` on: the field's name inside its record. */
const fieldOf = (path: string, holder: Holder) =>
  holder.name && path.startsWith(`${holder.at}.`) ? path.slice(holder.at.length + 1) : path;

/**
 * Calls `visit` on every Punjabi string of `value` (parsed JSON); where it returns a string, that
 * replaces the text in place. Returns `value`.
 */
export function mapPunjabiText<T>(value: T, visit: (t: PunjabiText) => string | undefined): T {
  const walk = (v: unknown, path: string, holder: Holder, inPunjabi: boolean, depth: number): unknown => {
    if (typeof v === 'string') {
      if (!inPunjabi || LINK.test(v)) return v;
      return visit({ path, record: holder.name, field: fieldOf(path, holder), text: v }) ?? v;
    }
    if (depth > MAX_DEPTH) return v;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const y = walk(v[i], `${path}[${i}]`, holder, inPunjabi, depth + 1);
        if (y !== v[i]) v[i] = y;
      }
      return v;
    }
    if (!isRecord(v)) return v;
    const name = recordName(v);
    const own = name ? { at: path, name } : holder;
    for (const [k, x] of Object.entries(v)) {
      if (x === null || typeof x === 'number' || typeof x === 'boolean') continue;
      if (inPunjabi && NOT_TEXT_KEYS.has(k)) continue;
      const y = walk(x, path ? `${path}.${k}` : k, own, inPunjabi || PUNJABI_FIELD.test(k), depth + 1);
      if (y !== x) v[k] = y;
    }
    return v;
  };
  return walk(value, '', { at: '', name: '' }, false, 0) as T;
}

/** Untrusted text for a terminal or a log: no control or direction characters, ≤ `max` characters. */
export function printable(text: string, max: number): string {
  const flat = text.slice(0, max + 100).replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
