import { describe, expect, it } from 'vitest';
import { importPost } from '../../../tests/fixtures/import-post';
import { bundleStatements, documentStatements, showStatements, toSqlText, upsert } from './statements';

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
      posts: [importPost({ id: 5, slug: 's', title: 'T' })],
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

describe('showStatements', () => {
  it("rewrites the show's host links after its row, keeping the hosts' order", () => {
    const statements = showStatements({
      id: 3,
      slug: 'mornings',
      title: 'Mornings',
      tagline: 'Wake up',
      taglinePa: 'ਜਾਗੋ',
      description: 'D',
      image: '/images/m.jpg',
      days: ['Saturday'],
      startTime: '06:00',
      endTime: '09:00',
      type: { id: 1, title: 'Talk', icon: 'mic' },
      languages: ['en'],
      hosts: [9, 4],
      postDate: '2026-01-01T00:00:00Z',
    });
    expect(statements.slice(1)).toEqual([
      { sql: 'DELETE FROM show_hosts WHERE show_id = ?', params: [3] },
      { sql: 'INSERT INTO show_hosts (show_id, host_id, position) VALUES (?, ?, ?)', params: [3, 9, 0] },
      { sql: 'INSERT INTO show_hosts (show_id, host_id, position) VALUES (?, ?, ?)', params: [3, 4, 1] },
    ]);
  });
});

describe('documentStatements', () => {
  it('stores only the singletons the bundle carries, each under its key', () => {
    const statements = documentStatements({
      home: undefined,
      pageNotFound: { errorTitle: 'Lost', errorCopy: 'Sorry' },
    });
    expect(statements.map((s) => s.params[0])).toEqual(['pageNotFound']);
  });
});
