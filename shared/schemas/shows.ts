/**
 * Radio: shows, episodes and hosts as imported, and as the contract answers them
 * (/api/shows…, /api/host…; spec doc 2 §3).
 */
import * as v from 'valibot';
import {
  hhmm,
  html,
  htmlPa,
  id,
  instant,
  int,
  INTRO,
  languages,
  link,
  list,
  oneOf,
  optionalLink,
  optionalText,
  shortText,
  slug,
  text,
  title,
  titlePa,
} from './fields';
import { descriptions, platformLinks, recordingFields, titles } from './fragments';
import { pageHeaders } from './pages';
import { socialLink } from './settings';

export const dayGroup = oneOf(['Monday to Friday', 'Saturday', 'Sunday']);

export const showInput = v.object({
  id,
  slug,
  ...titles,
  tagline: shortText,
  taglinePa: shortText,
  ...descriptions,
  intro: optionalText(INTRO),
  image: link,
  /** Day groups the show airs on. */
  days: list(dayGroup, 3, 1),
  /** 24-hour 'HH:mm' in Vancouver time. */
  startTime: hhmm,
  endTime: hhmm,
  type: v.object({ id, title, icon: text(40) }),
  languages,
  /** Host ids. */
  hosts: list(id, 20),
  email: optionalText(254),
  ...platformLinks,
  postDate: instant,
});

export const episodeInput = v.object({
  id,
  showId: id,
  slug,
  ...recordingFields,
  /** Host ids. */
  hosts: list(id, 20),
  ...platformLinks,
  /** A playable audio file of the episode. */
  soundLink: optionalLink,
  postDate: instant,
});

export const hostInput = v.object({
  id,
  slug,
  ...titles,
  photo: link,
  bio: html,
  bioPa: htmlPa,
  languages,
  socialLinks: list(socialLink, 20),
});

export const hostRef = v.object({ id, slug, ...titles, photo: link });

export const show = v.object({ ...showInput.entries, hosts: v.array(hostRef) });

/** GET /api/shows. */
export const showsAnswer = v.object({ data: v.array(show) });

export const episode = v.object({
  ...episodeInput.entries,
  hosts: v.array(hostRef),
  show: v.pick(show, ['id', 'slug', 'title', 'titlePa', 'image', 'days', 'startTime', 'endTime', 'languages', 'type']),
});

/** GET /api/shows/{slug}?page=: the show and one page of its episodes, newest first. */
export const showAnswer = v.object({
  data: show,
  episodes: v.array(episode),
  page: int(1),
  /** Number of pages of episodes. */
  count: int(1),
  total: int(0),
  headers: pageHeaders,
});

/** GET /api/host/{slug}: a host with the shows they host. */
export const host = v.object({
  ...hostRef.entries,
  bio: html,
  bioPa: htmlPa,
  languages,
  socialLinks: v.array(socialLink),
  shows: v.array(v.pick(show, ['id', 'slug', 'title', 'titlePa', 'image', 'days', 'startTime', 'endTime'])),
});

/** A host in the hosts grid (spec: img, lang, slug, nameHost, nameShow). */
export const hostListItem = v.object({
  id,
  slug,
  img: link,
  lang: languages,
  nameHost: title,
  nameHostPa: titlePa,
  nameShow: v.string(),
  nameShowPa: titlePa,
});

/** GET /api/host?page=. */
export const hostsAnswer = v.object({ data: v.array(hostListItem), page: int(1), count: int(1), total: int(0) });
