/**
 * The search screen (spec doc 1 §2 "Search"): /search/{text}/{page} asks the site search and
 * links each hit by its type. Hits whose match level is 'none' or 'partial' are not shown.
 */
import type { SearchHit, SearchResponse } from '../types/search';
import type { Lang } from '../types/content';
import { formatDate } from '../format/dates';
import { pick } from '../format/pick';
import { t } from '../i18n/translate';
import type { Loader } from '../routing/types';
import { orNotFound } from './or-not-found';
import { noHits, siteSearch } from '../search/provider';
import { readPage } from './list-page';
import { hitHref } from '../search/hit-href';
import { markedParts, type Part, unmarked } from '../search/marks';
import { otherLang } from '../format/script-lang';

/** One result as the page shows it: title and excerpt in the page's language where the item has it. */
export interface SearchHitView {
  key: string;
  type: SearchHit['type'];
  /** The title's runs, the matched words marked (shared/search/marks.ts). */
  title: Part[];
  /** Set when the title is in the other language than the page's (WCAG 3.1.2). */
  titleLang?: Lang;
  href: string;
  excerpt: Part[];
  excerptLang?: Lang;
  date: string;
}

export interface SearchView {
  text: string;
  count: number;
  hits: SearchHitView[];
  page: number;
  totalPages: number;
  /** The corrected query the hits are for, when the search corrected misspelt words. */
  corrected?: string;
}

/**
 * A hit in the page's language: the Punjabi title and excerpt on a Punjabi page, the English on an
 * English one, each falling back to the other language when the item has only that (pick.ts).
 */
export function hitView(h: SearchHit, lang: Lang): SearchHitView {
  const title = pick(lang, h.highlights.title.value || h.title, h.highlights.titlePa?.value ?? h.titlePa);
  const excerpt = pick(lang, h.excerpt.value, h.excerptPa?.value);
  const titleLang = otherLang(unmarked(title), lang).lang;
  const excerptLang = otherLang(unmarked(excerpt), lang).lang;
  return {
    key: h.objectID,
    type: h.type,
    title: markedParts(title),
    ...(titleLang ? { titleLang } : {}),
    href: hitHref(h),
    excerpt: markedParts(excerpt),
    ...(excerptLang ? { excerptLang } : {}),
    date: formatDate(h.date, lang),
  };
}

function searchView(res: SearchResponse, text: string, lang: Lang): SearchView {
  const shown = res.hits.filter((h) => h.highlights.title.matchLevel === 'full');
  return {
    text,
    count: res.nbHits,
    hits: shown.map((h) => hitView(h, lang)),
    // The contract's page is zero-based (as the hosted path); the address counts from 1.
    page: res.page + 1,
    totalPages: res.nbPages,
    ...(res.correctedQuery ? { corrected: res.correctedQuery } : {}),
  };
}

// A page number the contract refuses (0), or one past the last page of hits, is the not-found
// page, as every list's is (list-page.ts); the first page is always the page, empty or not.
export const loadSearch: Loader<SearchView> = ({ api, params, lang, settings }) =>
  orNotFound(async () => {
    const text = (params.text ?? '').trim();
    const page = params.page ? Number(params.page) : 1;
    const hosted = text ? await settings() : null;
    const res = await readPage<SearchResponse>(
      page,
      (n) => (text ? siteSearch(api, hosted, text, n) : Promise.resolve(noHits('', n))),
      (first) => first.nbPages,
      `/search/${text}/${page}`,
    );
    return {
      head: { title: text ? `${t(lang, 'search.label')}: ${text}` : t(lang, 'search.label') },
      data: searchView(res, text, lang),
    };
  });
