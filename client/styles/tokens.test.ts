import { describe, expect, it } from 'vitest';
import { BRAND } from '../../shared/constants';
import { contrastRatio, parseColour } from './contrast';
import css from './tokens.css?raw';
import { TOKEN_VALUES, TOKENS } from './tokens';

/** The custom properties of tokens.css's first :root block (the phone-width values). */
function declared(text: string): [string, string][] {
  const root = text.slice(text.indexOf(':root {'), text.indexOf('@media'));
  // A long value (the font stack) is wrapped over lines by the formatter: read it as one line.
  return [...root.matchAll(/^\s*(--[\w-]+):\s*([^;]+?);/gm)].map((m) => [
    m[1] ?? '',
    (m[2] ?? '').replace(/\s+/g, ' '),
  ]);
}

const colour = (name: string) => {
  const value = TOKEN_VALUES.get(name);
  const parsed = value === undefined ? null : parseColour(value, TOKEN_VALUES);
  if (!parsed) throw new Error(`${name} is not a colour token`);
  return parsed;
};

describe('design tokens', () => {
  it('lists for the style guide exactly the tokens tokens.css defines, with the same values', () => {
    const byName = (a: string[], b: string[]) => (a[0] ?? '').localeCompare(b[0] ?? '');
    const listed = Object.values(TOKENS).flatMap((group) => group.map((t) => [t.name, t.value]));
    expect(listed.sort(byName)).toEqual(declared(css).sort(byName));
  });

  it("keeps the spec's brand colours as --primary, --light and --dark", () => {
    expect(TOKEN_VALUES.get('--primary')).toBe(BRAND.primary.toLowerCase());
    expect(TOKEN_VALUES.get('--light')).toBe(BRAND.light.toLowerCase());
    expect(TOKEN_VALUES.get('--dark')).toBe(BRAND.dark.toLowerCase());
  });

  it('gives every text colour at least WCAG AA (4.5:1) on the surface it is read on', () => {
    const texts = TOKENS.colour.filter((t) => t.on);
    expect(texts.map((t) => t.name)).toEqual(expect.arrayContaining(['--accent-text', '--muted', '--on-dark-muted']));
    for (const t of texts) {
      const ratio = contrastRatio(colour(t.name), colour(t.on ?? '--paper'));
      expect({ token: t.name, aa: ratio >= 4.5 }).toEqual({ token: t.name, aa: true });
    }
  });

  it('keeps white button labels readable on the darker pink (the brand pink alone gives 4.05:1)', () => {
    expect(contrastRatio(colour('--on-dark'), colour('--primary-dark'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour('--on-dark'), colour('--primary-darker'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour('--on-dark'), colour('--primary'))).toBeLessThan(4.5);
  });

  it('stacks the page-wide layers in order: header, condensed bar, progress, radio dock, drawer, modals', () => {
    const z = TOKENS.layer.map((t) => Number(t.value));
    expect(z).toEqual([...z].sort((a, b) => a - b));
    const at = (name: string) => Number(TOKEN_VALUES.get(name));
    expect(at('--z-header')).toBeLessThan(at('--z-dock'));
    expect(at('--z-dock')).toBeLessThan(at('--z-drawer'));
    expect(at('--z-drawer')).toBeLessThan(at('--z-modal'));
  });
});
