/**
 * The home page loader: /api/home (and /api/entertainments when the entertainment block is on)
 * turned into a view-model in the visitor's language, with dates already formatted in
 * Vancouver time so the server's strings are what the browser hydrates.
 */
import type {
  ArticleCard,
  EntertainmentGroupedResponse,
  EventItem,
  HomeResponse,
  HomeSection,
  OriginalsCategory,
  Show,
} from '../types/api';
import type { CareerInput, Lang } from '../types/content';
import { dayGroupName } from '../format/airing';
import { clockTime } from '../format/clock';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { crop, HOME_TEXT_LIMIT, plainText } from '../format/text';
import type { Loader } from '../routing/types';
import { t } from '../i18n/translate';
import { cardView, type CardView, headline } from './cards';
import { DEFAULT_IMAGE, HOME_NEWS } from '../constants';
import { inLang } from './post-list';

interface EventView {
  id: number;
  title: string;
  month: string;
  day: string;
  dateTime: string;
  descr: string;
  link: string;
  price: string;
}

export type HomeSectionView =
  | {
      id: number;
      handle: 'news';
      title: string;
      items: CardView[];
      entertainment: { title: string; items: CardView[] } | null;
    }
  | {
      id: number;
      handle: 'connectOriginals';
      title: string;
      categories: { title: string; href: string; items: CardView[] }[];
    }
  | {
      id: number;
      handle: 'events';
      title: string;
      items: EventView[];
      recentlyAired: { id: number; title: string; description: string; href: string }[];
    }
  | {
      id: number;
      handle: 'careers';
      title: string;
      items: { id: number; title: string; intro: string; href: string }[];
    }
  | {
      id: number;
      handle: 'shows';
      title: string;
      items: { id: number; title: string; image: string; href: string; time: string; days: string }[];
    }
  | {
      id: number;
      handle: 'banner';
      title: string;
      showTitle: boolean;
      type: string;
      items: { title: string; image: string; link: string }[];
    };

export interface HomeView {
  headers: { title: string; subheading: string; backgroundImage: string };
  sections: HomeSectionView[];
  showPopup: boolean;
}

/**
 * The lists' rule on the home page: a story is listed on a page in a language its locale list
 * holds, as the news and entertainment lists keep them (post-list.ts `inLang`), so the English
 * home never leads with a Gurmukhi-only headline nor the Punjabi one with an English-only story.
 * The other blocks' items (originals, events, shows, careers) carry no locale list, and their own
 * lists show every item in the page's language where it has one, so the home does too. A card
 * from a CMS without a locale list is kept: nothing says it is in the other language.
 */
export function inPageLanguage(cards: ArticleCard[], lang: Lang): ArticleCard[] {
  return cards.filter((c) => !Array.isArray(c.locale) || inLang(lang)(c));
}

/**
 * One originals category as a row of tiles (HOME_TILE: no excerpt; OriginalsSection shows no
 * date either): a tile carries no intro and no date, so the page state does not send them and
 * no render formats them (issue 29).
 */
export function originalsRow(c: OriginalsCategory, lang: Lang) {
  return {
    title: pick(lang, c.title, c.titlePa),
    href: `/originals/${c.slug}`,
    items: c.items.map(
      (i): CardView => ({
        id: i.id,
        href: `/originals/${i.seriesSlug}/1`,
        title: pick(lang, i.title, i.titlePa),
        intro: '',
        image: i.image,
        hasImage: true,
        date: '',
        dateTime: '',
      }),
    ),
  };
}

function section(s: HomeSection, lang: Lang, entertainment: CardView[] | null): HomeSectionView {
  const title = pick(lang, s.title, s.titlePa);
  const base = { id: s.id, title };
  switch (s.handle) {
    case 'news':
      return {
        ...base,
        handle: 'news',
        // Only the lead shows its intro; the list beside it is headlines (NewsSection).
        items: inPageLanguage(s.items as ArticleCard[], lang)
          .slice(0, HOME_NEWS)
          .map((c, i) => (i === 0 ? cardView(c, lang) : headline(cardView(c, lang)))),
        entertainment: entertainment?.length ? { title: t(lang, 'entertainment.title'), items: entertainment } : null,
      };
    case 'connectOriginals':
      return {
        ...base,
        handle: 'connectOriginals',
        categories: (s.items as OriginalsCategory[]).map((c) => originalsRow(c, lang)),
      };
    case 'events':
      return {
        ...base,
        handle: 'events',
        items: (s.items as EventItem[]).map((e) => ({
          id: e.id,
          title: pick(lang, e.title, e.titlePa),
          month: formatDate(e.dateTime, lang, 'monthShort'),
          day: formatDate(e.dateTime, lang, 'day'),
          dateTime: e.dateTime,
          descr: crop(plainText(pick(lang, e.intro, e.introPa)), HOME_TEXT_LIMIT),
          link: e.link ?? '/events',
          price: e.price > 0 ? t(lang, 'home.startedAt', { price: e.price }) : t(lang, 'home.free'),
        })),
        recentlyAired: [],
      };
    case 'careers':
      return {
        ...base,
        handle: 'careers',
        items: (s.items as CareerInput[]).map((c) => ({
          id: c.id,
          title: pick(lang, c.title, c.titlePa),
          intro: crop(pick(lang, c.intro, c.introPa), HOME_TEXT_LIMIT),
          href: '/careers',
        })),
      };
    case 'shows':
      return {
        ...base,
        handle: 'shows',
        items: (s.items as Show[]).map((sh) => ({
          id: sh.id,
          title: pick(lang, sh.title, sh.titlePa),
          image: sh.image,
          href: `/shows/view/${sh.slug}/1`,
          time: `${clockTime(sh.startTime, lang)} – ${clockTime(sh.endTime, lang)}`,
          days: sh.days.map((d) => dayGroupName(d, lang)).join(', '),
        })),
      };
    case 'banner':
      return {
        ...base,
        handle: 'banner',
        type: s.type ?? 'default',
        showTitle: (s.type ?? 'default') !== 'default',
        items: (s.items as { title?: string; titlePa?: string; image?: string; link?: string }[]).map((i) => ({
          title: pick(lang, i.title, i.titlePa),
          image: i.image ?? DEFAULT_IMAGE,
          link: i.link ?? '/',
        })),
      };
  }
}

/** Builds the home view-model from the contract's answers. Pure, so it is tested without a network. */
export function homeView(home: HomeResponse, entertainment: EntertainmentGroupedResponse | null, lang: Lang): HomeView {
  const ent =
    home.showEntertainment && entertainment
      ? inPageLanguage(entertainment.meta.latest, lang)
          .slice(0, 4)
          .map((c) => headline(cardView(c, lang)))
      : null;
  const aired = home.meta.recentlyAired.map((e) => ({
    id: e.id,
    title: pick(lang, e.title, e.titlePa),
    description: crop(plainText(pick(lang, e.description, e.descriptionPa)), 140),
    href: `/shows/view/${e.showId}/episode/${e.id}`,
  }));
  const sections = home.sections.map((s) => {
    const view = section(s, lang, ent);
    return view.handle === 'events' ? { ...view, recentlyAired: aired } : view;
  });
  return {
    headers: {
      title: pick(lang, home.meta.headers.title, home.meta.headers.titlePa),
      subheading: pick(lang, home.meta.headers.subheading, home.meta.headers.subheadingPa),
      backgroundImage: home.meta.headers.backgroundImage ?? DEFAULT_IMAGE,
    },
    sections,
    showPopup: home.showPopup,
  };
}

export const loadHome: Loader<HomeView> = async ({ api, lang }) => {
  const home = await api.get<HomeResponse>('/api/home');
  // The entertainment block is optional: a failure there must not blank the home page.
  const entertainment = home.showEntertainment
    ? await api.get<EntertainmentGroupedResponse>('/api/entertainments').catch((err: unknown) => {
        console.error('home: entertainment block unavailable', err);
        return null;
      })
    : null;
  const data = homeView(home, entertainment, lang);
  return {
    head: {
      title: data.headers.title || t(lang, 'brand.tagline'),
      description: t(lang, 'brand.description'),
      image: data.headers.backgroundImage,
      leadImages: [data.headers.backgroundImage],
      type: 'website',
    },
    data,
  };
};
