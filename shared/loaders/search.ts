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

export interface SearchView {
  text: string;
  count: number;
  hits: { key: string; type: SearchHit['type']; title: string; href: string; excerpt: string; date: string }[];
  page: number;
  totalPages: number;
  /** The corrected query the hits are for, when the search corrected misspelt words. */
  corrected?: string;
}

function searchView(res: SearchResponse, text: string, lang: Lang): SearchView {
  const shown = res.hits.filter((h) => h.highlights.title.matchLevel === 'full');
  return {
    text,
    count: res.nbHits,
    hits: shown.map((h) => ({
      key: h.objectID,
      type: h.type,
      title: pick(lang, h.title, h.titlePa),
      href: hitHref(h),
      excerpt: h.excerpt.value,
      date: formatDate(h.date, lang),
    })),
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
