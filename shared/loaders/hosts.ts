/**
 * Hosts (spec doc 2 §2 "Hosts"): the /hosts/{page} grid of hosts and the /hosts/view/{slug} host
 * page with the bio, photo, social links and the 'Host of' shows. Loaders return view-models in
 * the visitor's language; the bio stays HTML (sanitised at the contract edge) for the page to lay
 * out, and its plain text feeds the page's description.
 */
import { read } from '../api/path';
import type { Host, HostListItem, HostsResponse } from '../types/api';
import type { Lang, SocialLink } from '../types/content';
import { dayGroupName } from '../format/airing';
import { clockRange } from '../format/clock';
import { pick } from '../format/pick';
import { crop, plainText, truncate, withScheme } from '../format/text';
import { t } from '../i18n/translate';
import type { Head, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';
import { DEFAULT_IMAGE } from '../constants';
import { trail } from './breadcrumb-ld';
import { readListPage } from './list-page';
import { orNotFound } from './or-not-found';

/** Spec doc 2 §2: "show names truncated at 60 characters" on the host page. */
const HOST_SHOW_TITLE_LIMIT = 60;

export interface HostTileView {
  slug: string;
  name: string;
  /** The show(s) the host presents, as the contract names them. */
  shows: string;
  image: string;
  href: string;
}

export interface HostsView {
  title: string;
  hosts: HostTileView[];
  page: number;
  totalPages: number;
}

export interface HostShowView {
  id: number;
  title: string;
  image: string;
  /** Day groups in the visitor's language, e.g. 'Monday to Friday, Saturday'. */
  days: string;
  /** 'h:mm a – h:mm a' with Punjabi day periods on Punjabi pages. */
  time: string;
  href: string;
}

export interface HostView {
  name: string;
  photo: string;
  /** Sanitised HTML of the bio in the visitor's language. */
  bioHtml: string;
  socialLinks: SocialLink[];
  shows: HostShowView[];
}

function hostTileView(h: HostListItem, lang: Lang): HostTileView {
  return {
    slug: h.slug,
    name: pick(lang, h.nameHost, h.nameHostPa),
    shows: pick(lang, h.nameShow, h.nameShowPa),
    image: h.img || DEFAULT_IMAGE,
    href: `/hosts/view/${h.slug}`,
  };
}

function hostsView(res: HostsResponse, lang: Lang, page: number): HostsView {
  return {
    title: t(lang, 'hosts.title'),
    hosts: res.data.map((h) => hostTileView(h, lang)),
    page,
    totalPages: res.count,
  };
}

function hostShowView(s: Host['shows'][number], lang: Lang): HostShowView {
  return {
    id: s.id,
    title: truncate(pick(lang, s.title, s.titlePa), HOST_SHOW_TITLE_LIMIT),
    image: s.image || DEFAULT_IMAGE,
    days: s.days.map((d) => dayGroupName(d, lang)).join(', '),
    time: clockRange(s.startTime, s.endTime, lang),
    href: `/shows/view/${s.slug}/1`,
  };
}

export function hostView(h: Host, lang: Lang): HostView {
  return {
    name: pick(lang, h.title, h.titlePa),
    photo: h.photo || DEFAULT_IMAGE,
    bioHtml: pick(lang, h.bio, h.bioPa),
    // A link without an address has nowhere to go; one without a scheme gets http:// (spec).
    socialLinks: h.socialLinks.filter((l) => l.url.trim()).map((l) => ({ type: l.type, url: withScheme(l.url) })),
    shows: h.shows.map((s) => hostShowView(s, lang)),
  };
}

/** Title, description from the bio's text, photo, and a JSON-LD Person with the social links. */
function hostHead(v: HostView, lang: Lang, pageUrl: URL): Head {
  const image = new URL(v.photo, pageUrl.origin).href;
  return {
    title: v.name,
    description: crop(plainText(v.bioHtml), 200),
    image: v.photo,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: v.name,
      image,
      url: new URL(pageUrl.pathname, pageUrl.origin).href,
      ...(v.socialLinks.length ? { sameAs: v.socialLinks.map((l) => l.url) } : {}),
    },
    breadcrumbs: trail(
      lang,
      { name: t(lang, 'hosts.title'), path: '/hosts' },
      { name: v.name, path: pageUrl.pathname },
    ),
  };
}

export const loadHosts: Loader<HostsView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const page = params.page ? Number(params.page) : 1;
    const res = await readListPage<HostsResponse>(
      api,
      page,
      (n) => `/api/host?page=${n}`,
      (first) => first.count,
    );
    const data = hostsView(res, lang, page);
    return { head: { title: data.title, description: t(lang, 'hosts.description') }, data };
  });

export const loadHost: Loader<HostView> = ({ api, params, lang, url }) =>
  orNotFound(async () => {
    const h = await read(api, '/api/host/:slug', { slug: requiredParam(params, 'slug') });
    const data = hostView(h, lang);
    return { head: hostHead(data, lang, url), data };
  });
