import { describe, expect, it } from 'vitest';
import { bundleStatements, toSqlText, upsert } from './statements';

describe('upsert', () => {
  it('updates in place by key instead of replacing (which would cascade deletes)', () => {
    const s = upsert('shows', { id: 1, title: 'A', tagline: undefined });
    expect(s.sql).toBe(
      'INSERT INTO shows (id, title, tagline) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title, tagline = excluded.tagline',
    );
    expect(s.params).toEqual([1, 'A', null]);
  });
});

describe('toSqlText', () => {
  it('writes parameters as escaped literals', () => {
    expect(toSqlText([{ sql: 'INSERT INTO t (a, b, c) VALUES (?, ?, ?)', params: ["it's", 2, null] }])).toBe(
      "INSERT INTO t (a, b, c) VALUES ('it''s', 2, NULL);",
    );
  });
});

describe('bundleStatements', () => {
  it("rewrites a post's tag links after its row, and stores singletons as documents", () => {
    const sql = bundleStatements({
      posts: [
        {
          id: 5,
          kind: 'news',
          slug: 's',
          title: 'T',
          intro: 'I',
          body: [],
          tags: ['bc'],
          locale: ['en'],
          images: [],
          postDate: '2026-01-01T00:00:00Z',
        },
      ],
      pageNotFound: { errorTitle: 'Lost', errorCopy: 'Sorry' },
    }).map((s) => s.sql.split(' (')[0]);
    expect(sql).toEqual([
      'INSERT INTO posts',
      'DELETE FROM post_tags WHERE post_id = ?',
      'INSERT INTO post_tags',
      'INSERT INTO documents',
    ]);
  });
});
