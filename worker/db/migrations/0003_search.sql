-- The embedded site search: one full-text row per searchable item (posts, shows, episodes, hosts,
-- events, originals, pages), with both languages' text in the indexed columns. The tokenizer keeps
-- Gurmukhi vowel signs and marks (category M*) inside words; the default cuts words at them.
CREATE VIRTUAL TABLE search_index USING fts5(
  type UNINDEXED,
  ref UNINDEXED,
  slug UNINDEXED,
  parent UNINDEXED,
  title_en UNINDEXED,
  title_pa UNINDEXED,
  date UNINDEXED,
  title,
  body,
  tokenize = "unicode61 categories 'L* N* Co M*'"
);
