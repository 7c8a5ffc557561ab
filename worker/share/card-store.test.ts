import { beforeEach, describe, expect, it } from 'vitest';
import {
  CARD_PREFIX,
  coverKey,
  cardHash,
  cardTitleOf,
  forgetKnownCards,
  LOGO_WANT_KEY,
  parseWanted,
  storedCard,
  WANT_PREFIX,
  wantCard,
  wantLogo,
} from './card-store';

/** A KV namespace in memory that counts reads and writes (the Free plan allows 1,000 writes a day). */
function memoryKv() {
  const data = new Map<string, string | ArrayBuffer>();
  const counts = { reads: 0, writes: 0 };
  const kv = {
    async get(key: string, type?: string) {
      counts.reads++;
      const value = data.get(key) ?? null;
      return type === 'stream' && value !== null ? new Response(value).body : value;
    },
    async put(key: string, value: string | ArrayBuffer) {
      counts.writes++;
      data.set(key, value);
    },
  };
  return { kv: kv as unknown as KVNamespace, data, counts };
}

beforeEach(() => forgetKnownCards());

describe('cardTitleOf', () => {
  it("is the page's title, else the station's name in the card's language", () => {
    expect(cardTitleOf('Flood warning', 'en')).toBe('Flood warning');
    expect(cardTitleOf('', 'en')).toBe('Radio 91.5');
    expect(cardTitleOf(undefined, 'pa')).toBe('ਰੇਡੀਓ 91.5');
  });
});

describe('cardHash', () => {
  it('differs by language and title, as the keys cards were stored under before', async () => {
    const en = await cardHash('en', 'Radio 91.5');
    expect(en).toMatch(/^[0-9a-f]{64}$/);
    expect(await cardHash('pa', 'Radio 91.5')).not.toBe(en);
    expect(await cardHash('en', 'Radio 91.6')).not.toBe(en);
  });
});

describe('parseWanted', () => {
  it('reads a mark, and refuses anything else (the renderer then drops it)', () => {
    expect(parseWanted('{"lang":"pa","title":"ਖ਼ਬਰਾਂ"}')).toEqual({ lang: 'pa', title: 'ਖ਼ਬਰਾਂ' });
    expect(parseWanted('{"lang":"fr","title":"x"}')).toBeNull();
    expect(parseWanted('{"lang":"en"}')).toBeNull();
    expect(parseWanted('not json')).toBeNull();
    expect(parseWanted(null)).toBeNull();
  });
});

describe('wantCard', () => {
  it('writes one mark however often a card is wanted, and reads nothing more once known', async () => {
    const { kv, data, counts } = memoryKv();
    const card = { lang: 'en' as const, title: 'Flood warning' };
    for (let i = 0; i < 5; i++) await wantCard(kv, card);
    expect(counts.writes).toBe(1);
    expect(counts.reads).toBe(2);
    const hash = await cardHash('en', 'Flood warning');
    expect(JSON.parse(String(data.get(WANT_PREFIX + hash)))).toEqual(card);
  });

  it('marks nothing for a card already stored, nor one another isolate marked', async () => {
    const { kv, data, counts } = memoryKv();
    const stored = { lang: 'en' as const, title: 'Stored' };
    data.set(CARD_PREFIX + (await cardHash('en', 'Stored')), new ArrayBuffer(8));
    await wantCard(kv, stored);
    const marked = { lang: 'pa' as const, title: 'Marked' };
    data.set(WANT_PREFIX + (await cardHash('pa', 'Marked')), '{}');
    await wantCard(kv, marked);
    expect(counts.writes).toBe(0);
  });

  it('after storedCard found the card, costs nothing at all', async () => {
    const { kv, data, counts } = memoryKv();
    const hash = await cardHash('en', 'Kept');
    data.set(CARD_PREFIX + hash, new ArrayBuffer(8));
    expect(await storedCard(kv, hash)).not.toBeNull();
    const before = { ...counts };
    await wantCard(kv, { lang: 'en', title: 'Kept' });
    expect(counts).toEqual(before);
  });
});

describe('wantLogo', () => {
  it('writes its one mark once', async () => {
    const { kv, data, counts } = memoryKv();
    await wantLogo(kv);
    await wantLogo(kv);
    expect(counts.writes).toBe(1);
    expect(data.has(LOGO_WANT_KEY)).toBe(true);
    expect(LOGO_WANT_KEY.startsWith(WANT_PREFIX)).toBe(false);
  });
});

describe('coverKey', () => {
  it('keys a show’s cover by language and slug, and refuses slugs no show can have', () => {
    expect(coverKey('en', 'morning-show')).toBe('share:cover:v1:en:morning-show');
    expect(coverKey('pa', 'a1')).toBe('share:cover:v1:pa:a1');
    for (const bad of ['', '-a', 'a-', 'A', 'a/b', 'a b', 'a.jpg', 'ਸ਼ੋਅ', 'a'.repeat(97)])
      expect(coverKey('en', bad), bad).toBeNull();
    expect(coverKey('fr' as 'en', 'a')).toBeNull();
  });
});
