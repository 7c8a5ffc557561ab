/**
 * Loaders for the screens whose full layouts come in later work (news, entertainment, shows,
 * originals, featured, events, content pages). Each fetches its real data from
 * the contract and returns a PlainView: a heading, text and a list of links, rendered by the
 * plain page so every route answers with its real content today.
 */
import type {
  Episode,
  EventsResponse,
  FeaturedItem,
  FeaturedListResponse,
  FeaturedPost,
  LegalResponse,
  OriginalsSeriesResponse,
  PageResponse,
  ShowResponse,
} from '../types/api';
import type { BodyBlock, Lang } from '../types/content';
import { getOrNull, type Api } from '../api/client';
import { orNotFound } from './or-not-found';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { crop, plainText } from '../format/text';
import { t } from '../i18n/translate';
import type { Loaded, Loader } from '../routing/types';
import { requiredParam } from '../routing/match';

interface PlainItem {
  title: string;
  href?: string;
  text?: string;
  date?: string;
  image?: string;
}

export interface PlainView {
  title: string;
  intro?: string;
  /** Paragraphs of plain text (rich bodies are sanitised and laid out by the article screens). */
  body: string[];
  image?: string;
  items: PlainItem[];
  /** A paged list: links are `${base}/${n}`. */
  pages?: { current: number; total: number; base: string };
  /** Video rows of a section-built page (its originalsBar sections), for the video carousel. */
  videoRows?: VideoRow[];
}

interface VideoRow {
  title: string;
  slug: string;
  items: {
    videoId: string;
    title: string;
    image: string;
    date: string;
    dateTime: string;
    description: string;
    duration: number;
  }[];
}

/** The carousel shows at most 17 videos; more than that only decides the 'View All' card. */
const CAROUSEL_WANTED = 18;

/** Up to 18 videos of an originals series (18 tells the carousel there are more than 17). */
async function videoRow(api: Api, slug: string, title: string, lang: Lang): Promise<VideoRow> {
  const items: VideoRow['items'] = [];
  for (let page = 1; page <= 3 && items.length < CAROUSEL_WANTED; page++) {
    const s = await api.get<OriginalsSeriesResponse>(`/api/connectOriginals/${encodeURIComponent(slug)}?page=${page}`);
    for (const i of s.data) {
      if (i.youtubeId) {
        items.push({
          videoId: i.youtubeId,
          title: pick(lang, i.title, i.titlePa),
          image: i.image,
          date: formatDate(i.postDate, lang),
          dateTime: i.postDate,
          description: crop(plainText(i.description), 200),
          duration: i.duration,
        });
      }
    }
    if (page >= s.totalPages) break;
  }
  return { title, slug, items: items.slice(0, CAROUSEL_WANTED) };
}

type PlainLoaded = Loaded<PlainView>;

const page = (p: string | undefined) => (p ? Number(p) : 1);

/** Paragraphs of a rich body as plain text. */
function bodyText(blocks: BodyBlock[] | undefined): string[] {
  return (blocks ?? [])
    .flatMap((b) =>
      b.type === 'text'
        ? [plainText(b.value)]
        : b.type === 'quote'
          ? [`“${b.quote}”${b.author ? ` — ${b.author}` : ''}`]
          : [],
    )
    .filter(Boolean);
}

function view(title: string, rest: Partial<PlainView> = {}, description?: string): PlainLoaded {
  const data: PlainView = { title, body: [], items: [], ...rest };
  return { head: { title, description: description ?? data.intro ?? data.body[0]?.slice(0, 200) }, data };
}

const paged = (current: number, total: number, base: string) => ({ current, total, base });

export const loadShow: Loader<PlainView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const n = page(params.page);
    const s = await api.get<ShowResponse>(`/api/shows/${encodeURIComponent(requiredParam(params, 'slug'))}?page=${n}`);
    return view(pick(lang, s.data.title, s.data.titlePa), {
      intro: plainText(pick(lang, s.data.description, s.data.descriptionPa)),
      image: s.data.image,
      items: s.episodes.map((e) => ({
        title: pick(lang, e.title, e.titlePa),
        href: `/shows/view/${s.data.id}/episode/${e.id}`,
        date: formatDate(e.postDate, lang),
      })),
      pages: paged(n, s.count, `/shows/view/${s.data.slug}`),
    });
  });

export const loadEpisode: Loader<PlainView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const e = await api.get<Episode>(`/api/shows/episode/${encodeURIComponent(requiredParam(params, 'episodeId'))}`);
    const next = await getOrNull<Episode>(api, `/api/shows/episode/next/${e.id}`);
    return view(pick(lang, e.title, e.titlePa), {
      intro: plainText(pick(lang, e.description, e.descriptionPa)),
      image: e.image,
      items: [
        { title: pick(lang, e.show.title, e.show.titlePa), href: `/shows/view/${e.show.slug}/1` },
        ...(next
          ? [{ title: pick(lang, next.title, next.titlePa), href: `/shows/view/${next.showId}/episode/${next.id}` }]
          : []),
      ],
    });
  });

export const loadFeatured: Loader<PlainView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const n = page(params.page);
    const f = await api.get<FeaturedListResponse>(`/api/featured?page=${n}`);
    return view(f.headers.heading ?? t(lang, 'featured.title'), {
      intro: `${n}/${f.count}`,
      items: f.data.map((x) => ({
        title: pick(lang, x.title, x.titlePa),
        href: `/featured/post/${x.id}`,
        image: x.image,
        date: formatDate(x.postDate, lang),
      })),
      pages: paged(n, f.count, '/featured'),
    });
  });

export const loadFeaturedPost: Loader<PlainView> = ({ api, params, lang }) =>
  orNotFound(async () => {
    const f = await api.get<FeaturedPost>(`/api/featured/${encodeURIComponent(requiredParam(params, 'id'))}`);
    const next = await getOrNull<FeaturedItem>(api, `/api/featured/next/${f.id}`);
    return view(pick(lang, f.title, f.titlePa), {
      intro: pick(lang, f.intro, f.introPa),
      image: f.image,
      body: bodyText(lang === 'pa' && f.bodyPa?.length ? f.bodyPa : f.body),
      items: next ? [{ title: pick(lang, next.title, next.titlePa), href: `/featured/post/${next.id}` }] : [],
    });
  });

export const loadEvents: Loader<PlainView> = ({ api, lang }) =>
  orNotFound(async () => {
    const e = await api.get<EventsResponse>('/api/events');
    return view(pick(lang, e.meta.headers.title, e.meta.headers.titlePa) || t(lang, 'events.title'), {
      intro: pick(lang, e.meta.headers.subheading, e.meta.headers.subheadingPa),
      items: e.data.map((x) => ({
        title: pick(lang, x.title, x.titlePa),
        text: `${x.location}`,
        date: formatDate(x.dateTime, lang),
        image: x.image,
      })),
    });
  });

async function contentPage(api: Api, path: string, lang: Lang): Promise<PlainLoaded> {
  const p = await getOrNull<PageResponse>(api, `/api/pages/${encodeURIComponent(path)}`);
  if (p) {
    const bars = (p.sections ?? []).flatMap((s) =>
      s.handle === 'originalsBar' && s.slug ? [{ ...s, slug: s.slug }] : [],
    );
    const videoRows = await Promise.all(bars.map((s) => videoRow(api, s.slug, pick(lang, s.title, s.titlePa), lang)));
    const loaded = view(
      pick(lang, p.head.title, p.head.titlePa),
      {
        videoRows,
        body: p.description ? [plainText(pick(lang, p.description, p.descriptionPa))] : [],
        items: (p.sections ?? [])
          .filter((s) => s.title)
          .map((s) => ({
            title: pick(lang, s.title, s.titlePa),
            text: s.description ? crop(plainText(pick(lang, s.description, s.descriptionPa)), 200) : undefined,
          })),
      },
      p.meta.description,
    );
    return { ...loaded, head: { ...loaded.head, title: p.meta.title || loaded.head.title } };
  }
  // Legal pages share the generic path space (/privacy-policy) but come from their own endpoint.
  const legal = await api.get<LegalResponse>(`/api/legal/${encodeURIComponent(path)}`);
  return view(pick(lang, legal.head.title, legal.head.titlePa), {
    body: [plainText(pick(lang, legal.description, legal.descriptionPa))],
  });
}

export const loadPage: Loader<PlainView> = ({ api, params, lang }) =>
  orNotFound(() => contentPage(api, requiredParam(params, 'path'), lang));

/** /app/{path} is stored as app-{path}: "the slash after app replaced by a hyphen". */
export const loadAppPage: Loader<PlainView> = ({ api, params, lang }) =>
  orNotFound(() => contentPage(api, `app-${requiredParam(params, 'path')}`, lang));
