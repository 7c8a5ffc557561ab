-- Punjabi typed in Latin letters, and spelling suggestions (worker/content/search-roman.ts,
-- search-typos.ts). FTS5 tables take no new columns, so the index is made anew with two more:
-- rom_title and rom_body hold the phonetic keys of the Gurmukhi words of the title and the text.
-- Rows are carried over with empty keys; the next import, seed or proxied-mode sync fills them.
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
  tokenize = "unicode61 categories 'L* N* Co M*'"
);
INSERT INTO search_index_next (type, ref, slug, parent, title_en, title_pa, date, title, body, rom_title, rom_body)
  SELECT type, ref, slug, parent, title_en, title_pa, date, title, body, '', '' FROM search_index;
DROP TABLE search_index;
ALTER TABLE search_index_next RENAME TO search_index;
-- The index's own vocabulary, per column: the words a misspelt query word may be corrected to.
CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_index, 'col');
