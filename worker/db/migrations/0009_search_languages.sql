-- Search results in the page's language (issue 24): the text is kept per language, `body` the
-- English (or language-free) text and `body_pa` the Punjabi, so a hit's excerpt is cut from the
-- text of the page's language. FTS5 tables take no new columns, so the index is made anew.
-- Rows are carried over with all their text in `body`; the next import, seed or proxied-mode
-- sync writes them per language.
CREATE VIRTUAL TABLE search_index_next USING fts5(
  type UNINDEXED,
  ref UNINDEXED,
  slug UNINDEXED,
  parent UNINDEXED,
  title_en UNINDEXED,
  title_pa UNINDEXED,
  date UNINDEXED,
  title,
  body,
  rom_title,
  rom_body,
  body_pa,
  tokenize = "unicode61 categories 'L* N* Co M*'"
);
INSERT INTO search_index_next (type, ref, slug, parent, title_en, title_pa, date, title, body, rom_title, rom_body, body_pa)
  SELECT type, ref, slug, parent, title_en, title_pa, date, title, body, rom_title, rom_body, '' FROM search_index;
DROP TABLE search_vocab;
DROP TABLE search_index;
ALTER TABLE search_index_next RENAME TO search_index;
CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_index, 'col');
