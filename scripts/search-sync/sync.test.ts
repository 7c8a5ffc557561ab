import { describe, expect, it } from 'vitest';
import { type FakeIndex, fakeClient } from './fake-index';
import { INDEX_SETTINGS, type IndexRow, recordOf } from './records';
import { syncIndex } from './sync';

const row = (ref: number, title: string): IndexRow => ({
  type: 'news',
  ref,
  slug: `story-${ref}`,
  parent: null,
  title_en: title,
  title_pa: `ਖ਼ਬਰ ${ref}`,
  date: '2026-11-20T10:00:00.000Z',
  body: `Body of ${title}.`,
  body_pa: 'ਪੰਜਾਬੀ ਲਿਖਤ',
});

const emptyIndex = (): FakeIndex => ({ objects: new Map(), settings: null, calls: [], exists: false });
const records = (rows: IndexRow[]) => Promise.all(rows.map(recordOf));

describe('search:sync against a mocked provider', () => {
  it('fills a new index with every record and the index settings', async () => {
    const index = emptyIndex();
    const plan = await syncIndex(fakeClient(index), 'site', await records([row(1, 'One'), row(2, 'Two')]));
    expect(plan).toMatchObject({ deletes: [], unchanged: 0 });
    expect(plan.upserts.map((r) => r.objectID)).toEqual(['news:1', 'news:2']);
    expect([...index.objects.keys()].sort()).toEqual(['news:1', 'news:2']);
    expect(index.settings).toMatchObject({ ...INDEX_SETTINGS });
    expect(index.objects.get('news:1')).toMatchObject({ title: 'One', titlePa: 'ਖ਼ਬਰ 1', text: expect.any(String) });
  });

  it('sends only what changed and deletes what was removed, on a second run', async () => {
    const index = emptyIndex();
    const client = fakeClient(index);
    await syncIndex(client, 'site', await records([row(1, 'One'), row(2, 'Two'), row(3, 'Three')]));
    index.calls = [];
    const plan = await syncIndex(client, 'site', await records([row(1, 'One'), row(2, 'Two, edited')]));
    expect(plan.upserts.map((r) => r.objectID)).toEqual(['news:2']);
    expect(plan.deletes).toEqual(['news:3']);
    expect(plan.unchanged).toBe(1);
    expect(index.objects.get('news:2')?.title).toBe('Two, edited');
    expect(index.objects.has('news:3')).toBe(false);
    // Browse followed the cursor over both pages of what the index holds.
    expect(index.calls.filter((c) => c.endsWith('/browse'))).toHaveLength(2);
  });

  it('sends nothing when nothing changed, and nothing at all on a dry run', async () => {
    const index = emptyIndex();
    const client = fakeClient(index);
    const all = await records([row(1, 'One'), row(2, 'Two')]);
    await syncIndex(client, 'site', all);
    index.calls = [];
    expect(await syncIndex(client, 'site', all)).toMatchObject({ upserts: [], deletes: [], unchanged: 2 });
    expect(index.calls.some((c) => c.endsWith('/batch'))).toBe(false);
    index.calls = [];
    const dry = await syncIndex(client, 'site', await records([row(1, 'Changed')]), { dryRun: true });
    expect(dry.upserts).toHaveLength(1);
    expect(dry.deletes).toEqual(['news:2']);
    expect(index.calls.every((c) => c.endsWith('/browse'))).toBe(true);
  });
});
