/**
 * The partners' player's address, /embed/radio?stream={fm|hd2}&lang={en|pa} (issue 28): the
 * parameters read once, in one pure step, so the route, the page cache's key and the tests agree.
 * A missing parameter takes its default; a present one must be one of the values, or the answer
 * is a 400 that names it.
 */
import type { Lang } from '../../shared/types/content';
import type { LiveStreamId } from '../media/stream-config';

export const EMBED_PATH = '/embed/radio';

export interface EmbedParams {
  stream: LiveStreamId;
  lang: Lang;
}

export type EmbedQuery =
  | ({ ok: true } & EmbedParams)
  | { ok: false; problem: 'stream' | 'lang'; value: string; lang: Lang };

const STREAMS: readonly string[] = ['fm', 'hd2'];
const LANGS: readonly string[] = ['en', 'pa'];

/** Reads `stream` and `lang` (defaults fm and en); a bad value is named, with a language to name it in. */
export function embedQuery(query: URLSearchParams): EmbedQuery {
  const stream = query.get('stream') ?? 'fm';
  const lang = query.get('lang') ?? 'en';
  const langOk = LANGS.includes(lang);
  const sayIn: Lang = langOk ? (lang as Lang) : 'en';
  if (!langOk) return { ok: false, problem: 'lang', value: lang, lang: sayIn };
  if (!STREAMS.includes(stream)) return { ok: false, problem: 'stream', value: stream, lang: sayIn };
  return { ok: true, stream: stream as LiveStreamId, lang: sayIn };
}

/** The one spelling of a player's address, the page cache's key: `/embed/radio?stream=fm&lang=en`. */
export const embedSearch = (p: EmbedParams): string => `?stream=${p.stream}&lang=${p.lang}`;
