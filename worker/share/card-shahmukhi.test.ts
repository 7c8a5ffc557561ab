/**
 * Shahmukhi cards (issue 30): Arabic-script titles shaped by HarfBuzz right to left in Noto
 * Nastaliq Urdu, drawn at each glyph's x and y offsets, wrapped and right-aligned inside the card.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { toShahmukhi } from '../../shared/script/shahmukhi';
import { renderCard, titleLines } from './card';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size';
import { type CardFonts, cardFonts, pathData, shapeText } from './fonts';

const SHAHMUKHI = { rtl: true, script: 'Arab', language: 'pa-Arab' };
let fonts: CardFonts;
beforeAll(async () => {
  fonts = await cardFonts((env as unknown as { ASSETS: Fetcher }).ASSETS);
});

/** The bounding box of SVG path data (every command's coordinates are x y pairs). */
function bounds(d: string) {
  const nums = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = nums.filter((_, i) => i % 2 === 0);
  const ys = nums.filter((_, i) => i % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('Shahmukhi shaping', () => {
  it('gives the Arabic font’s own glyphs (never .notdef) in right-to-left order', () => {
    // ਕਿਸਾਨ → کِسان: kaf, kasra, seen, alef, noon.
    const word = toShahmukhi('ਕਿਸਾਨ');
    expect(word).toMatch(/^[\u0600-\u06FF]+$/u);
    const glyphs = fonts.arabic.shape(word, SHAHMUKHI);
    expect(glyphs.length).toBeGreaterThanOrEqual(4);
    expect(glyphs.every((g) => g.id !== 0)).toBe(true);
    // Visual order, left to right: the word's last letter first, its first letter last.
    const clusters = glyphs.map((g) => g.cluster);
    expect(clusters).toEqual([...clusters].sort((a, b) => b - a));
    expect(clusters.at(-1)).toBe(0);
    // Left to right (the Latin way) the same text would come out in the other order.
    expect(fonts.arabic.shape(word, { ...SHAHMUKHI, rtl: false }).map((g) => g.cluster)[0]).toBe(0);
  });

  it('draws each glyph at its x and y offsets: Nastaliq steps letters off the baseline', () => {
    const word = toShahmukhi('ਕਿਸਾਨਾਂ');
    const glyphs = fonts.arabic.shape(word, SHAHMUKHI);
    expect(glyphs.some((g) => g.yOffset !== 0)).toBe(true);
    const scale = 60 / fonts.arabic.upem;
    let pen = 0;
    const expected = glyphs.map((g) => {
      const d = pathData(fonts.arabic.outline(g.id), scale, 100 + pen + g.xOffset * scale, 300 - g.yOffset * scale);
      pen += g.xAdvance * scale;
      return d;
    });
    expect(shapeText(fonts, word, 60, 100, 300, true, true)).toEqual({ d: expected.join(''), width: pen });
  });
});

describe('a Shahmukhi card', () => {
  const long = toShahmukhi(
    "ਹੜ੍ਹ ਸੁਰੱਖਿਆ ਯੋਜਨਾ ਦੇ ਨਾਲ-ਨਾਲ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੇ ਕਿਸਾਨ ਜ਼ਮੀਨ ਖ਼ਰੀਦ ਦੀਆਂ ਪੇਸ਼ਕਸ਼ਾਂ 'ਤੇ ਕਰ ਰਹੇ ਵਿਚਾਰ ਅਤੇ ਹੋਰ ਬਹੁਤ ਕੁਝ",
  );

  it('wraps a long title into at most three right-aligned lines whose ink stays inside the card', () => {
    const lines = titleLines(fonts, `${long} ${long}`, true);
    expect(lines.length).toBe(3);
    expect(lines.at(-1)?.text.endsWith('…')).toBe(true);
    for (const line of lines) {
      expect(line.x + line.width).toBeCloseTo(CARD_WIDTH - 80, 6);
      expect(line.x).toBeGreaterThanOrEqual(80);
      const ink = bounds(shapeText(fonts, line.text, line.size, line.x, line.y, true, true).d);
      expect(ink.left).toBeGreaterThanOrEqual(0);
      expect(ink.right).toBeLessThanOrEqual(CARD_WIDTH);
      // Under the brand's bar (y 158) and above the card's edge: nothing clipped.
      expect(ink.top).toBeGreaterThan(160);
      expect(ink.bottom).toBeLessThan(CARD_HEIGHT);
    }
    // Lines never overlap: each one's baseline is a line height below the one before.
    expect(lines[1]?.y ?? 0).toBeGreaterThan((lines[0]?.y ?? 0) + 100);
  });

  it('draws hostile titles without throwing: mixed digits and scripts, very long words, controls', async () => {
    const hostile = [
      '',
      'سری 2024 AI دا ۲۰۲۴: ٣٤٥ (کھبر)!',
      'ب'.repeat(400),
      'x'.repeat(400),
      '\u202Eپنجاب\u202C\u0000\u0007\nخبر\u200D\u200C',
      'ਪੰਜਾਬ پنجاب Punjab 🎉 ﷺ',
      `${long} ${long}`,
    ];
    for (const title of hostile) {
      for (const line of titleLines(fonts, title, true)) {
        expect(line.x + line.width).toBeLessThanOrEqual(CARD_WIDTH - 80 + 1e-6);
        expect(line.x).toBeGreaterThanOrEqual(80 - 1e-6);
      }
    }
    const png = await renderCard(fonts, hostile[1] ?? '', 'ریڈیو 91.5', true);
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }, 30_000);
});
