/**
 * Whole documents read by key: singletons (settings, home, pageNotFound, contactPage, eventsPage,
 * featuredHeaders), content pages and legal pages. They are nested and read whole, so they are
 * stored as JSON and returned as imported, checked against the content schema they were imported
 * with (a document of another shape reads as missing).
 */
import type * as v from 'valibot';
import { contentBundle } from '../../shared/schemas/bundle';
import { legalInput, pageInput } from '../../shared/schemas/pages';
import { firstOf, jsonOf } from './rows';
import { docRow } from './tables';

/** The singleton documents and the schemas they were imported with (the bundle's own fields). */
const DOCUMENTS = {
  settings: contentBundle.entries.settings.wrapped,
  home: contentBundle.entries.home.wrapped,
  pageNotFound: contentBundle.entries.pageNotFound.wrapped,
  contactPage: contentBundle.entries.contactPage.wrapped,
  eventsPage: contentBundle.entries.eventsPage.wrapped,
  featuredHeaders: contentBundle.entries.featuredHeaders.wrapped,
};

type DocumentKey = keyof typeof DOCUMENTS;

async function docOf<T extends v.GenericSchema>(schema: T, stmt: D1PreparedStatement): Promise<v.InferInput<T> | null> {
  const row = await firstOf(docRow, stmt);
  return row ? jsonOf(row.doc, schema, null) : null;
}

/** A singleton document, or null when none was imported. */
export const documentOf = <K extends DocumentKey>(db: D1Database, key: K) =>
  docOf(DOCUMENTS[key], db.prepare('SELECT doc FROM documents WHERE key = ?').bind(key));

/** A content page by path ('about', 'app-privacy'), or null. */
export const pageOf = (db: D1Database, path: string) =>
  docOf(pageInput, db.prepare('SELECT doc FROM pages WHERE path = ?').bind(path));

/** A legal page by path, or null. */
export const legalOf = (db: D1Database, path: string) =>
  docOf(legalInput, db.prepare('SELECT doc FROM legal_pages WHERE path = ?').bind(path));
