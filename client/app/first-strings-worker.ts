/**
 * The worker's `virtual:first-strings` (wrangler.toml [alias]): the worker renders with the whole
 * tables (shared/i18n/tables.ts) and never loads a browser strings chunk; only the browser build
 * makes the real index (scripts/vite/strings-parts.ts).
 */
/** @public (imported through wrangler.toml's alias, which knip does not follow) */
export const firstStrings = { en: {}, pa: {} };
