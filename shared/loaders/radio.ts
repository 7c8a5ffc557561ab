/**
 * A live stream's page (issue 28), /radio/{fm|hd2}: the stream's name, the show on air from the
 * schedule, and the JSON-LD of the station's broadcast. What changes by the second (the track, the
 * songs played, "What played at…") is loaded in the browser (client/pages/radio/LiveStream.tsx):
 * the page's HTML is edge-cached, the song list is live data.
 */
import { read } from '../api/path';
import { clockRange } from '../format/clock';
import { pick } from '../format/pick';
import { trail } from './breadcrumb-ld';
import { t } from '../i18n/translate';
import type { HistoryAnswer } from '../types/history';
import type { AiringResponse } from '../types/media';
import type { Lang } from '../types/content';
import type { Head, Loader } from '../routing/types';

export type RadioStream = HistoryAnswer['stream'];

/** The streams' names: the station's frequency and its HD subchannel, the same in both languages. */
export const STREAM_NAMES: Record<RadioStream, string> = { fm: '91.5 FM', hd2: '91.5 HD2' };

export interface OnAirView {
  title: string;
  href: string;
  image: string;
  hosts: string[];
  /** 'h:mm a – h:mm a' in Vancouver time, in the page's language. */
  time: string;
  /** The schedule's 'HH:mm' (Vancouver), for the second clock the browser adds. */
  start: string;
  end: string;
}

export interface RadioView {
  stream: RadioStream;
  name: string;
  /** The other stream's page. */
  other: { stream: RadioStream; name: string; href: string };
  /** The show on air from the schedule; null off air or when the schedule could not be read. */
  onAir: OnAirView | null;
  path: string;
}

/** The airing show as the page shows it: times in the spec's 'h:mm a' when they are 'HH:mm'. */
export function onAirView(airing: AiringResponse | null, lang: Lang): OnAirView | null {
  const show = airing?.status === 'live' ? airing.show : null;
  if (!show) return null;
  return {
    title: pick(lang, show.name, show.namePa),
    href: `/shows/view/${show.slug}/1`,
    image: show.image,
    hosts: show.hosts,
    time: clockRange(show.start, show.end, lang) || `${show.start} – ${show.end}`,
    start: show.start,
    end: show.end,
  };
}

export function radioView(stream: RadioStream, airing: AiringResponse | null, lang: Lang): RadioView {
  const other: RadioStream = stream === 'fm' ? 'hd2' : 'fm';
  return {
    stream,
    name: STREAM_NAMES[stream],
    other: { stream: other, name: STREAM_NAMES[other], href: `/radio/${other}` },
    onAir: onAirView(airing, lang),
    path: `/radio/${stream}`,
  };
}

/** Title, description and a WebPage about the station's broadcast service (schema.org). */
function radioHead(view: RadioView, lang: Lang, pageUrl: URL): Head {
  const description = t(lang, 'radioPage.description', { stream: view.name });
  const title = t(lang, 'radioPage.title', { stream: view.name });
  return {
    title,
    description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url: new URL(view.path, pageUrl.origin).href,
      about: {
        '@type': 'BroadcastService',
        name: view.name,
        broadcastDisplayName: view.name,
        broadcaster: { '@type': 'RadioStation', name: t(lang, 'brand.name') },
      },
    },
    breadcrumbs: trail(lang, { name: title, path: view.path }),
  };
}

export const loadRadio: Loader<RadioView> = async ({ api, params, lang, url }) => {
  // The pattern admits fm and hd2 only; anything else never reaches here.
  const stream: RadioStream = params.stream === 'hd2' ? 'hd2' : 'fm';
  // Fresh past the page cache, as the schedule's; a failure (logged) leaves the card out.
  const airing = await read(api, '/api/airing', {}, {}, { fresh: true }).catch(() => null);
  const view = radioView(stream, airing, lang);
  return { head: radioHead(view, lang, url), data: view };
};
