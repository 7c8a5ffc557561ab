/**
 * Proxied mode: a CMS answer whose Punjabi fields look typed for an old font (AnmolLipi) is
 * served as it came, and logged once per record per isolate as one structured line.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, clearCache, getJson } from './helpers';

const remote = { BACKEND_URL: 'https://cms.example.test' };

interface PostAnswer {
  item: { id: number; slug: string; titlePa?: string; introPa?: string };
  relatedNews: unknown[];
  latestNews: unknown[];
}

/** A real post answer of the embedded service, to dress up as the CMS's. */
async function demoPost(): Promise<PostAnswer> {
  const list = await getJson<{ data: { slug: string }[] }>('/api/news/latest?page=1');
  const slug = list.body.data[0]!.slug;
  return (await getJson<PostAnswer>(`/api/news/post/${slug}`)).body;
}

/** A demo post with one Punjabi field changed, answered by the mocked CMS; the console.warn spy. */
async function cmsAnswers(field: 'titlePa' | 'introPa', text: string) {
  const answer = await demoPost();
  answer.item[field] = text;
  await clearCache();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(answer));
  return { answer, path: `/api/news/post/${answer.item.slug}`, warn: vi.spyOn(console, 'warn') };
}

const legacyLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls
    .map((c) => String(c[0]))
    .filter((line) => line.includes('"cms-legacy-font-text"'))
    .map((line) => JSON.parse(line) as Record<string, string>);

beforeEach(() => clearCache());
afterEach(() => vi.restoreAllMocks());

describe('the CMS proxy and text typed for an old Punjabi font', () => {
  it('serves the answer as it came and logs the field once per isolate, not per request', async () => {
    const { answer, path, warn } = await cmsAnswers('titlePa', 'pMjwb dI Kbr');
    const first = await getJson<PostAnswer>(path, remote);
    expect(first.res.status).toBe(200);
    expect(first.body.item.titlePa).toBe('pMjwb dI Kbr');
    const lines = legacyLines(warn);
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'cms-legacy-font-text',
        answer: path,
        record: `id ${answer.item.id}`,
        field: 'titlePa',
        sample: 'pMjwb dI Kbr',
      }),
    ]);
    // Asked of the CMS again (the cache emptied): the same record's field is not logged again.
    await clearCache();
    expect((await call(path, undefined, remote)).status).toBe(200);
    expect(legacyLines(warn)).toHaveLength(1);
  });

  it('logs nothing for Unicode Punjabi, English or romanised Punjabi', async () => {
    const { path, warn } = await cmsAnswers('introPa', 'Punjab di khabar');
    expect((await call(path, undefined, remote)).status).toBe(200);
    expect(legacyLines(warn)).toEqual([]);
  });

  it('never fails the answer over a hostile body', async () => {
    let deep: unknown = 'pMjwb dI Kbr';
    for (let i = 0; i < 5000; i++) deep = { titlePa: [deep] };
    const hostile = { data: [], deep, titlePa: `${'pMjwb '.repeat(100_000)}\u001b[31m` };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(hostile));
    const warn = vi.spyOn(console, 'warn');
    const res = await call('/api/events', undefined, remote);
    expect(res.status).toBeLessThan(600);
    for (const line of legacyLines(warn)) expect(line.sample!.length).toBeLessThanOrEqual(60);
  });
});
