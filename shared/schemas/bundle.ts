/**
 * The content bundle: the JSON shape an operator imports (`npm run content:import -- file.json`)
 * and the shape the bilingual demo seed is written in. Field names follow section 3 of both spec
 * documents; `...Pa` fields hold the Punjabi (Gurmukhi) text and are optional everywhere, because
 * some content exists in English only. Every entity carries a stable numeric `id` from the CMS so
 * a re-import updates rows in place instead of duplicating them. Every part is optional, so an
 * export can carry just what changed. The import adds its own wrapping
 * (worker/content/import/bundle-schema.ts): unknown fields are typos, and lists have a ceiling.
 */
import * as v from 'valibot';
import { careerInput, eventInput, eventsPageInput, featuredInput } from './editorial';
import { homeInput } from './home';
import { originalCategoryInput, originalItemInput, originalSeriesInput } from './originals';
import { contactPage, legalInput, pageHeaders, pageInput, pageNotFound } from './pages';
import { postInput, tagInput } from './posts';
import { settingsInput } from './settings';
import { episodeInput, hostInput, showInput } from './shows';

export const contentBundle = v.object({
  tags: v.optional(v.array(tagInput)),
  posts: v.optional(v.array(postInput)),
  shows: v.optional(v.array(showInput)),
  episodes: v.optional(v.array(episodeInput)),
  hosts: v.optional(v.array(hostInput)),
  originalCategories: v.optional(v.array(originalCategoryInput)),
  originalSeries: v.optional(v.array(originalSeriesInput)),
  originalItems: v.optional(v.array(originalItemInput)),
  featured: v.optional(v.array(featuredInput)),
  featuredHeaders: v.optional(pageHeaders),
  events: v.optional(v.array(eventInput)),
  eventsPage: v.optional(eventsPageInput),
  careers: v.optional(v.array(careerInput)),
  pages: v.optional(v.array(pageInput)),
  legal: v.optional(v.array(legalInput)),
  settings: v.optional(settingsInput),
  home: v.optional(homeInput),
  pageNotFound: v.optional(pageNotFound),
  contactPage: v.optional(contactPage),
});
