/**
 * Whole documents read by key: singletons (settings, home, pageNotFound, contactPage, eventsPage,
 * featuredHeaders), content pages and legal pages. They are nested and read whole, so they are
 * stored as JSON and returned as imported.
 */
export type DocumentKey = 'settings' | 'home' | 'pageNotFound' | 'contactPage' | 'eventsPage' | 'featuredHeaders';

async function docOf<T>(stmt: D1PreparedStatement): Promise<T | null> {
  const row = await stmt.first<{ doc: string }>();
  return row ? (JSON.parse(row.doc) as T) : null;
}

/** A singleton document, or null when none was imported. */
export const documentOf = <T>(db: D1Database, key: DocumentKey) =>
  docOf<T>(db.prepare('SELECT doc FROM documents WHERE key = ?').bind(key));

/** A content page by path ('about', 'app-privacy'), or null. */
export const pageOf = <T>(db: D1Database, path: string) =>
  docOf<T>(db.prepare('SELECT doc FROM pages WHERE path = ?').bind(path));

/** A legal page by path, or null. */
export const legalOf = <T>(db: D1Database, path: string) =>
  docOf<T>(db.prepare('SELECT doc FROM legal_pages WHERE path = ?').bind(path));
