/**
 * The shows schedule (spec doc 2 §2, /shows/{type?}): day-group tabs, each with its shows under
 * Morning / Afternoon / Evening by start time, narrowed to one show type when the address names
 * one, and the show on air now marked. The first tab is worked out here, once, from the time the
 * loader runs, and travels in the view-model, so the browser hydrates the tab the server drew.
 */
import { read } from '../api/path';
import type { AiringResponse } from '../types/media';
import type { Show } from '../types/api';
import type { DayGroup, Lang } from '../types/content';
import { dayGroupName, dayGroupOf } from '../format/airing';
import { clockRange } from '../format/clock';
import { pick } from '../format/pick';
import { normalizeShow } from '../format/show-fields';
import { bucketsOf, type DayPart, firstTab, presentGroups } from '../format/schedule';
import { vancouverWallClock } from '../format/vancouver-time';
import { t } from '../i18n/translate';
import { DEFAULT_IMAGE } from '../constants';
import type { Loader } from '../routing/types';

export interface ShowCardView {
  id: number;
  slug: string;
  title: string;
  image: string;
  /** 'h:mm a – h:mm a' in the page's language. */
  time: string;
  /** The schedule's 'HH:mm' (Vancouver), for the second clock the browser adds (issue 28). */
  start: string;
  end: string;
  hosts: string[];
  href: string;
  /** True on the card of the show airing now, in the day group it airs under today. */
  onAir: boolean;
}

interface ShowsTab {
  day: DayGroup;
  name: string;
  buckets: { part: DayPart; shows: ShowCardView[] }[];
}

export interface ShowsView {
  /** Tabs in order; empty when the selection has no shows (the empty state). */
  tabs: ShowsTab[];
  /** The tab that opens first: Vancouver's today when it has shows. */
  first: DayGroup | null;
}

/** A show type as it appears in the address: its title, lower-case, words joined by '-'. */
function typeSlug(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The shows of one type (all when no type is named); an unknown type leaves none. */
export function ofType(shows: readonly Show[], type: string | undefined): Show[] {
  if (!type) return [...shows];
  const wanted = typeSlug(type);
  return shows.filter((s) => typeSlug(s.type.title) === wanted);
}

/**
 * Which card carries the 'On air' mark: the airing show, in today's day group, or in the day
 * group it started in when it runs past midnight into a day it does not air on.
 */
function onAirSlot(
  airing: AiringResponse | null,
  shows: readonly Show[],
  now: number | Date,
): { slug: string; day: DayGroup } | null {
  const on = airing?.status === 'live' ? airing.show : null;
  const show = on ? shows.find((s) => s.slug === on.slug) : undefined;
  if (!show) return null;
  const weekday = vancouverWallClock(now).weekday;
  const today = dayGroupOf(weekday);
  const day = show.days.includes(today) ? today : dayGroupOf((weekday + 6) % 7);
  return { slug: show.slug, day };
}

/** The card of a show: the schedule's, and the episode page's 'Aired on' (there not on air). */
export function showCard(
  s: Pick<Show, 'id' | 'slug' | 'title' | 'titlePa' | 'image' | 'startTime' | 'endTime' | 'hosts'>,
  lang: Lang,
  onAir = false,
): ShowCardView {
  return {
    id: s.id,
    slug: s.slug,
    title: pick(lang, s.title, s.titlePa),
    image: s.image || DEFAULT_IMAGE,
    time: clockRange(s.startTime, s.endTime, lang),
    start: s.startTime,
    end: s.endTime,
    hosts: s.hosts.map((h) => pick(lang, h.title, h.titlePa)),
    href: `/shows/view/${s.slug}/1`,
    onAir,
  };
}

/** The view-model from the shows of the selection, what is airing and the time the loader runs. */
export function showsView(
  shows: readonly Show[],
  airing: AiringResponse | null,
  lang: Lang,
  now: number | Date,
): ShowsView {
  const groups = presentGroups(shows);
  const live = onAirSlot(airing, shows, now);
  return {
    tabs: groups.map((day) => ({
      day,
      name: dayGroupName(day, lang),
      buckets: bucketsOf(shows, day).map(({ part, shows: inPart }) => ({
        part,
        shows: inPart.map((s) => showCard(s, lang, live?.slug === s.slug && live.day === day)),
      })),
    })),
    first: firstTab(groups, now) ?? null,
  };
}

export const loadShows: Loader<ShowsView> = async ({ api, params, lang }) => {
  const [list, airing] = await Promise.all([
    read(api, '/api/shows', {}),
    // Fresh past the page cache, or the mark could lag the schedule; a failure (logged by the
    // API client) leaves the schedule on screen with no card marked.
    read(api, '/api/airing', {}, {}, { fresh: true }).catch(() => null),
  ]);
  // A CMS may send the spec's quirky shapes (the misspelt 'tilte', languages as a string).
  const shows = (Array.isArray(list?.data) ? list.data : []).map(normalizeShow);
  // An unknown type or an empty selection is a valid page with its own message, so status 200.
  return {
    head: { title: t(lang, 'shows.title'), description: t(lang, 'shows.description') },
    data: showsView(ofType(shows, params.type), airing, lang, Date.now()),
  };
};
