import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { ContentBundle, PostInput } from '../../../shared/types/content';
import { parseBundle } from './bundle-schema';
import { ImportRejected, importBundle, normalizeText } from './import';
import { seedDatabase } from '../../../tests/worker/seed';

beforeAll(seedDatabase);

const db = (env as unknown as { DB: D1Database }).DB;
const count = async (table: string) =>
  (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

const post = (over: Partial<PostInput> = {}): PostInput => ({
  id: 900_001,
  kind: 'news',
  slug: 'import-test-story',
  title: 'Import test',
  intro: 'An imported story.',
  body: [{ type: 'text', value: '<p>Body</p>' }],
  tags: ['bc'],
  locale: ['en'],
  images: [{ url: '/media/images/bc/x.svg' }],
  postDate: '2026-11-20T17:00:00Z',
  ...over,
});

describe('parseBundle', () => {
  it('lists every problem with its path', () => {
    const { problems } = parseBundle({
      posts: [{ ...post(), id: -1, slug: 'Bad Slug', postDate: 'yesterday', extra: 1 }],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'posts[0].id: must be at least 1',
        'posts[0].slug: must be lowercase letters, digits and single hyphens',
        expect.stringMatching(/^posts\[0\]\.postDate: must be an ISO 8601/),
        'posts[0].extra: is not a known field',
      ]),
    );
  });

  it('rejects a body block of an unknown type and links to other schemes', () => {
    const { problems } = parseBundle({
      posts: [post({ body: [{ type: 'script', value: 'x' } as never], images: [{ url: 'javascript:alert(1)' }] })],
    });
    expect(problems.some((p) => p.startsWith('posts[0].body[0].type'))).toBe(true);
    expect(problems.some((p) => p.startsWith('posts[0].images[0].url'))).toBe(true);
  });
});

describe('importBundle', () => {
  it('rejects a bad bundle and changes nothing', async () => {
    const before = await count('posts');
    const bad: ContentBundle = {
      posts: [post({ id: 900_002, slug: 'fine-one' }), post({ id: 900_003, tags: ['no-such-tag'] })],
    };
    await expect(importBundle(db, bad)).rejects.toBeInstanceOf(ImportRejected);
    await expect(importBundle(db, bad)).rejects.toThrow(/posts\[1\]\.tags: no news tag 'no-such-tag'/);
    expect(await count('posts')).toBe(before);
  });

  it('rejects a required rich field that is nothing but unsafe markup, and changes nothing', async () => {
    const before = await count('posts');
    const refresh = '<meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const bad: ContentBundle = { posts: [post({ id: 900_004, body: [{ type: 'text', value: refresh }] })] };
    await expect(importBundle(db, bad)).rejects.toThrow(
      /posts\[0\]\.body\[0\]\.value: must not be empty once unsafe HTML is removed/,
    );
    expect(await count('posts')).toBe(before);
  });

  it('rejects a post that claims Punjabi without Punjabi text', async () => {
    await expect(importBundle(db, { posts: [post({ locale: ['en', 'pa'] })] })).rejects.toThrow(/lists pa but titlePa/);
  });

  it('imports a partial bundle that refers to stored tags, and updates in place on re-import', async () => {
    const before = await count('posts');
    await importBundle(db, { posts: [post()] });
    await importBundle(db, { posts: [post({ title: 'Import test, corrected', tags: ['bc', 'featured'] })] });
    expect(await count('posts')).toBe(before + 1);
    const row = await db.prepare('SELECT title FROM posts WHERE id = 900001').first<{ title: string }>();
    expect(row!.title).toBe('Import test, corrected');
    const tags = await db.prepare('SELECT COUNT(*) AS n FROM post_tags WHERE post_id = 900001').first<{ n: number }>();
    expect(tags!.n).toBe(2);
  });

  it('stores Gurmukhi in NFC whatever form it arrives in', async () => {
    // U+0A59 (precomposed ਖ਼) is a composition exclusion: NFC spells it ਖ + nukta. Text pasted
    // from different keyboards arrives both ways and must compare and search as one.
    const precomposed = '\u0A59ਬਰ';
    expect(precomposed).not.toBe(precomposed.normalize('NFC'));
    await importBundle(db, { posts: [post({ id: 900_010, slug: 'nfc-story', title: precomposed })] });
    const row = await db.prepare('SELECT title FROM posts WHERE id = 900010').first<{ title: string }>();
    expect(row!.title).toBe(precomposed.normalize('NFC'));
    expect(normalizeText({ a: [precomposed] })).toEqual({ a: [precomposed.normalize('NFC')] });
  });

  it('rolls back the whole batch when the database refuses one row', async () => {
    const before = await count('posts');
    const taken = await db.prepare("SELECT slug FROM posts WHERE kind = 'news' LIMIT 1").first<{ slug: string }>();
    const bundle = { posts: [post({ id: 900_020, slug: 'would-be-new' }), post({ id: 900_021, slug: taken!.slug })] };
    await expect(importBundle(db, bundle)).rejects.toThrow(/database refused/);
    expect(await count('posts')).toBe(before);
  });

  it('re-importing a show keeps its episodes', async () => {
    const show = await db.prepare('SELECT id FROM shows LIMIT 1').first<{ id: number }>();
    const episodes = async () =>
      (await db.prepare('SELECT COUNT(*) AS n FROM episodes WHERE show_id = ?').bind(show!.id).first<{ n: number }>())!
        .n;
    const before = await episodes();
    const { demoBundle } = await import('../../db/seed/bundle');
    const original = demoBundle(new Date()).shows!.find((s) => s.id === show!.id)!;
    await importBundle(db, { shows: [{ ...original, tagline: 'Re-imported' }] });
    expect(await episodes()).toBe(before);
  });
});

describe('crossChecks for another database', () => {
  it('trusts references outside the bundle but still checks those inside it', async () => {
    const { crossChecks, TRUST_OUTSIDE } = await import('./checks');
    expect(crossChecks({ posts: [post({ tags: ['somewhere-else'] })] }, TRUST_OUTSIDE)).toEqual([]);
    expect(crossChecks({ posts: [post(), post()] }, TRUST_OUTSIDE)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^posts\[1\]: duplicates posts\[0\]/)]),
    );
  });
});

describe('parseBundle, more', () => {
  it('reports unknown fields inside nested shapes and variants, and missing ones', () => {
    const { problems } = parseBundle({
      posts: [post({ body: [{ type: 'quote', quote: 'q', autor: 'typo' } as never] })],
      settings: { headerMenu: [] },
      home: { headers: { title: 'x', colour: 'red' }, sections: [], showEntertainment: true, showPopup: false },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'posts[0].body[0].autor: is not a known field',
        'settings.footerMainMenu: is required',
        'home.headers.colour: is not a known field',
      ]),
    );
  });

  it('accepts the demo bundle and gives it back typed', async () => {
    const { demoBundle } = await import('../../db/seed/bundle');
    const parsed = parseBundle(demoBundle(new Date()));
    expect(parsed.problems).toEqual([]);
    expect('bundle' in parsed && parsed.bundle.posts?.length).toBeGreaterThan(10);
  });

  it('reads a null field as absent: optional ones pass, required ones are missing', () => {
    const { problems } = parseBundle({ posts: [{ ...post(), titlePa: null, author: null, intro: null }] });
    expect(problems).toEqual(['posts[0].intro: is required']);
  });

  it('rejects what is not an object', () => {
    expect(parseBundle([]).problems.length).toBeGreaterThan(0);
    expect(parseBundle('x').problems.length).toBeGreaterThan(0);
  });
});
