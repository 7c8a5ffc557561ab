import { describe, expect, it } from 'vitest';
import { cleanTitle, decodeMetadata, IcyParser, readIcyTitle, streamTitleOf } from './icy';

const hex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

// Metadata blocks recorded from Icecast 2.4.4 (Debian's icecast2) fed by ffmpeg: length byte, then
// the text padded with NULs to a multiple of 16.
const RECORDED = {
  empty: hex('0153747265616d5469746c653d27273b00'),
  /** UTF-8 Gurmukhi sent to the mount as is: 'Artist - ਗੀਤ'. */
  utf8Gurmukhi: hex(
    '0353747265616d5469746c653d27417274697374202d20e0a897e0a980e0a8a4273b000000000000000000000000000000',
  ),
  /** The same title through a Latin-1 mount: Icecast writes numeric references. */
  referencedGurmukhi: hex(
    '0353747265616d5469746c653d27417274697374202d202623323538333b2623323632343b2623323539363b273b000000',
  ),
  /** 'Café Müller - Señorita' in Latin-1. */
  latin1: hex('0353747265616d5469746c653d27436166e9204dfc6c6c6572202d205365f16f72697461273b0000000000000000000000'),
};

/** An ICY body: `metaint` audio bytes (a recognisable filler), then each block in turn. */
function icyBody(metaint: number, blocks: Uint8Array[]): Uint8Array {
  const parts: number[] = [];
  for (const block of blocks) {
    for (let i = 0; i < metaint; i++) parts.push(0xff);
    parts.push(...block);
  }
  return Uint8Array.from(parts);
}

const titles = (parser: IcyParser, chunks: Uint8Array[]) =>
  chunks.flatMap((c) => parser.push(c)).map((b) => streamTitleOf(decodeMetadata(b)));

/** Cuts `bytes` into chunks of `size` bytes (the last may be shorter). */
const cut = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.slice(i * size, (i + 1) * size));

describe('IcyParser', () => {
  const body = icyBody(100, [RECORDED.empty, hex('00'), RECORDED.utf8Gurmukhi, hex('00'), RECORDED.latin1]);

  it('finds every block in one chunk, skipping the "unchanged" zero-length ones', () => {
    expect(titles(new IcyParser(100), [body])).toEqual(['', 'Artist - ਗੀਤ', 'Café Müller - Señorita']);
  });

  it.each([1, 2, 7, 16, 99, 100, 101, 150])('finds the same blocks when the body arrives in %i-byte chunks', (size) => {
    expect(titles(new IcyParser(100), cut(body, size))).toEqual(['', 'Artist - ਗੀਤ', 'Café Müller - Señorita']);
  });

  it('splits a block and its length byte exactly at a chunk edge', () => {
    const parser = new IcyParser(4);
    const [first, ...rest] = [
      hex('ffffffff'),
      RECORDED.utf8Gurmukhi.slice(0, 1),
      RECORDED.utf8Gurmukhi.slice(1, 20),
      RECORDED.utf8Gurmukhi.slice(20),
    ];
    expect(parser.push(first as Uint8Array)).toEqual([]);
    expect(titles(parser, rest)).toEqual(['Artist - ਗੀਤ']);
  });
});

describe('titles', () => {
  it.each([
    ['an empty title', RECORDED.empty, null],
    ['UTF-8 Gurmukhi', RECORDED.utf8Gurmukhi, 'Artist - ਗੀਤ'],
    ["Icecast's numeric references", RECORDED.referencedGurmukhi, 'Artist - ਗੀਤ'],
    ['Latin-1', RECORDED.latin1, 'Café Müller - Señorita'],
  ])('reads %s', (_, block, title) => {
    const [meta] = new IcyParser(1).push(Uint8Array.of(0, ...block));
    expect(cleanTitle(streamTitleOf(decodeMetadata(meta ?? new Uint8Array())))).toBe(title);
  });

  it('reads titles with quotes, and StreamUrl after the title', () => {
    expect(streamTitleOf("StreamTitle='Guns N' Roses - Patience';StreamUrl='';")).toBe("Guns N' Roses - Patience");
    expect(streamTitleOf("StreamUrl='x';")).toBeNull();
  });

  it.each([
    [' - ', null],
    ['  ', null],
    ['Ã Â¨Â—', 'Ã Â¨Â—'], // not valid UTF-8 as bytes: left alone
    ['Artist - Ã Â¨Â', 'Artist - Ã Â¨Â'],
    ['ArtistÂ\u00a0-Â\u00a0Title', 'Artist - Title'], // UTF-8 no-break spaces read as Latin-1
    ['\u0000Art\u0007ist\n-  Title', 'Art ist - Title'],
    ['ਸ਼ਾਮ - ਗੀਤ', 'ਸ਼ਾਮ - ਗੀਤ'.normalize('NFC')],
    ['&#0; &#55296; &#x1F3B5; Song', '&#0; &#55296; 🎵 Song'],
  ])('cleans %j', (raw, clean) => expect(cleanTitle(raw)).toBe(clean));

  it("repairs UTF-8 read as Latin-1 (a status page's mojibake)", () => {
    const utf8AsLatin1 = String.fromCharCode(...new TextEncoder().encode('Artist - ਗੀਤ'));
    expect(cleanTitle(utf8AsLatin1)).toBe('Artist - ਗੀਤ');
  });

  it('cuts very long titles', () => {
    expect([...(cleanTitle('a'.repeat(500)) ?? '')]).toHaveLength(201);
  });
});

describe('readIcyTitle', () => {
  const budget = { ms: 1000, bytes: 1_000_000 };
  const response = (chunks: Uint8Array[], metaint: string | null, close = true) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(c);
          if (close) controller.close();
        },
      }),
      { headers: metaint ? { 'icy-metaint': metaint } : {} },
    );

  it('keeps the last title of the connect burst', async () => {
    const body = icyBody(50, [RECORDED.latin1, hex('00'), RECORDED.utf8Gurmukhi, hex('00')]);
    expect(await readIcyTitle(response(cut(body, 33), '50'), budget)).toBe('Artist - ਗੀਤ');
  });

  it('stops at the time budget on a stream that keeps going', async () => {
    const body = icyBody(50, [RECORDED.utf8Gurmukhi]);
    const started = Date.now();
    expect(await readIcyTitle(response([body], '50', false), { ms: 200, bytes: 1_000_000 })).toBe('Artist - ਗੀਤ');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is null without icy-metaint, or when the title is empty', async () => {
    expect(await readIcyTitle(response([hex('ffff')], null), budget)).toBeNull();
    expect(await readIcyTitle(response([icyBody(10, [RECORDED.empty])], '10'), budget)).toBeNull();
  });
});
