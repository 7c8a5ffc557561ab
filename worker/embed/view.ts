/**
 * The partners' player's view-model: what /embed/radio shows, from the two answers it reads
 * (/api/airing and /api/now-playing/{stream}) and the stream's address. Pure, so each case (off
 * air, no title, a failed read) is a test, not a page to look at.
 */
import { t } from '../../shared/i18n/translate';
import type { Lang } from '../../shared/types/content';
import type { AiringResponse, NowPlayingResponse } from '../../shared/types/media';
import type { EmbedParams } from './params';

/** The label of each stream, as the radio bar names it (client/stores/radio-live.ts). */
const STREAM_LABELS = { fm: '91.5 FM', hd2: '91.5 HD2' } as const;

export interface EmbedView extends EmbedParams {
  station: string;
  streamLabel: string;
  /** The show on air in the player's language, or the off-air words. */
  show: string;
  /** What the stream says is playing, else the station's own words for its live stream. */
  title: string;
  /** The strings the player's script swaps in: its button's names and the connection states. */
  words: EmbedWords;
  /** The stream's URL (the same the radio bar plays: worker/media/stream-config.ts). */
  src: string;
  /** The site's home in the player's language, opened in a new tab. */
  home: string;
}

interface EmbedWords {
  play: string;
  pause: string;
  connecting: string;
  unavailable: string;
  fallback: string;
  offAir: string;
}

/** The iframe's accessible name, written into /embed.js by its build: "Radio 91.5 · Live radio". */
export const embedFrameTitle = (lang: Lang): string => `${t(lang, 'brand.name')} · ${t(lang, 'radio.region')}`;

/** The 400's one sentence: the parameter, the value that is wrong, the two that work. */
export function embedProblem(lang: Lang, problem: 'stream' | 'lang', value: string): string {
  const [a, b] = problem === 'stream' ? ['fm', 'hd2'] : ['en', 'pa'];
  return t(lang, 'embed.badValue', { name: problem, value, a, b });
}

/** The show's name in `lang`: its Punjabi name when it has one, else its name. */
function showName(airing: AiringResponse | null, lang: Lang): string {
  const show = airing?.show;
  if (!show) return t(lang, 'radio.offAir');
  return lang === 'pa' && show.namePa ? show.namePa : show.name;
}

/** The view of the player for `params`; a read that failed is null and shows its fallback. */
export function embedView(
  params: EmbedParams,
  airing: AiringResponse | null,
  nowPlaying: NowPlayingResponse | null,
  src: string,
): EmbedView {
  const { lang } = params;
  const stream = STREAM_LABELS[params.stream];
  const fallback = t(lang, 'radio.fallbackTitle');
  return {
    ...params,
    station: t(lang, 'brand.name'),
    streamLabel: stream,
    show: showName(airing, lang),
    title: nowPlaying?.title?.trim() || fallback,
    words: {
      play: t(lang, 'embed.play', { stream }),
      pause: t(lang, 'shows.pauseLive'),
      connecting: t(lang, 'radio.connecting', { stream }),
      unavailable: t(lang, 'radio.unavailable', { stream }),
      fallback,
      offAir: t(lang, 'radio.offAir'),
    },
    src,
    home: lang === 'pa' ? '/pa' : '/',
  };
}
