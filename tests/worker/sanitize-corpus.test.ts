/**
 * The sanitiser against the XSS corpus (fixtures/xss-corpus.ts), inside workerd. Each output is
 * placed in a page the way a screen places it and parsed by parse5, a spec-exact HTML parser, so
 * the checks see the tree a browser would build: no script, no event handler, no javascript:,
 * vbscript: or data: URL, nothing outside the allow-list, and the markup after the fragment
 * intact. The tree is then serialised and parsed again (what innerHTML round trips do, the root of
 * mutation XSS), and the output sanitised a second time must stay safe and unchanged.
 */
import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { describe, expect, it } from 'vitest';
import { contentBundle } from '../../shared/schemas/bundle';
import type { ContentBundle } from '../../shared/types/content';
import { fallbackOf, htmlPlan, htmlWalker } from '../../worker/content/html-plan';
import { sanitizeHtml } from '../../worker/content/sanitize';
import { sanitizeBundle } from '../../worker/content/sanitize-answer';
import { demoBundle } from '../../worker/db/seed/bundle';
import { elements, expectSafe, inPage, problems } from './fixtures/html-safety';
import { XSS_CORPUS } from './fixtures/xss-corpus';

const corpus = Object.entries(XSS_CORPUS).flatMap(([family, payloads]) =>
  payloads.map((payload, i) => ({ family, i, payload })),
);

describe('the sanitiser against the XSS corpus', () => {
  it('has at least 150 payloads', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
  });

  for (const [family, payloads] of Object.entries(XSS_CORPUS)) {
    it(`leaves nothing live from ${family}`, () => {
      for (const [i, payload] of payloads.entries()) {
        const label = `${family} #${i}: ${payload}`;
        const out = sanitizeHtml(payload);
        expectSafe(out, label);
        // Sanitising again is safe and changes nothing.
        expect(sanitizeHtml(out), label).toBe(out);
      }
    });
  }

  it('keeps the payloads dangerous without it (the corpus tests something)', () => {
    const live = corpus.filter(({ payload }) => problems(inPage(payload).doc).length > 0 || inPage(payload).scripts);
    expect(live.length).toBeGreaterThanOrEqual(150);
  });
});

/** Every rich string of a bundle, where the bundle schema marks them (as sanitizeBundle finds them). */
function richStrings(bundle: ContentBundle): string[] {
  const plan = htmlPlan(contentBundle);
  const out: string[] = [];
  htmlWalker(fallbackOf([plan]), (html) => {
    out.push(html);
    return html;
  })(structuredClone(bundle), plan);
  return out;
}

describe("the demo content's rich text", () => {
  const KEPT = ['a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'p', 'strong', 'em', 'blockquote', 'table', 'img'];
  const shape = (html: string) => {
    const els = elements(inPage(html).slot as T.Element);
    return {
      tags: KEPT.map((tag) => `${tag}:${els.filter((e) => e.tagName === tag).length}`),
      hrefs: els.flatMap((e) => e.attrs.filter((a) => a.name === 'href').map((a) => a.value)),
    };
  };

  it('survives sanitising with its links, lists and headings', () => {
    const rich = richStrings(demoBundle(new Date()));
    const joined = rich.join('');
    // The demo has each kind, so the comparison below means something.
    for (const tag of ['<a ', '<ul>', '<li>', '<h2']) expect(joined.includes(tag), tag).toBe(true);
    for (const html of rich) expect(shape(sanitizeHtml(html)), html.slice(0, 80)).toEqual(shape(html));
  });

  it('is unchanged in meaning by sanitizeBundle, which finds the same fields', () => {
    const bundle = demoBundle(new Date());
    const before = richStrings(bundle).map((h) => shape(h));
    expect(richStrings(sanitizeBundle(structuredClone(bundle))).map((h) => shape(h))).toEqual(before);
  });
});
