/**
 * The sanitiser against the XSS corpus (fixtures/xss-corpus.ts), inside workerd. Each output is
 * placed in a page the way a screen places it and parsed by parse5, a spec-exact HTML parser, so
 * the checks see the tree a browser would build: no script, no event handler, no javascript:,
 * vbscript: or data: URL, nothing outside the allow-list, and the markup after the fragment
 * intact. The tree is then serialised and parsed again (what innerHTML round trips do, the root of
 * mutation XSS), and the output sanitised a second time must stay safe and unchanged.
 */
import { type DefaultTreeAdapterTypes as T, parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeJson } from '../../worker/content/sanitize';
import { demoBundle } from '../../worker/db/seed/bundle';
import { XSS_CORPUS } from './fixtures/xss-corpus';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The policy, written out again here so a change to it must be made twice, on purpose. */
const ATTRIBUTES: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    'p br strong b em i u s sub sup ul ol li h2 h3 h4 h5 h6 blockquote figure figcaption hr table thead tbody tr caption'
      .split(' ')
      .map((tag) => [tag, []]),
  ),
  a: ['href', 'title', 'target', 'rel', 'class', 'data-youtube-id'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'cite', 'srcset', 'background']);

/** Why a URL is unsafe, or null: only http(s), mailto, tel (links) and site paths pass. */
function badUrl(tag: string, value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters and spaces inside a scheme
  const bare = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (/^(?:javascript|vbscript|data):/.test(bare)) return 'script or data URL';
  if (/^[/\\]{2}/.test(bare)) return 'protocol-relative URL';
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
  const allowed = tag === 'img' ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel'];
  return scheme && !allowed.includes(scheme) ? `scheme ${scheme}` : null;
}

type Node = T.ChildNode | T.Document;

/** Every problem in the part of a document under `root` (the root itself not included). */
function problems(root: Node): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) {
      const el = node as T.Element;
      const allowed = ATTRIBUTES[el.tagName];
      if (el.namespaceURI !== HTML_NS || !allowed) found.push(`element ${el.tagName} (${el.namespaceURI})`);
      for (const { name, value, prefix } of el.attrs) {
        const full = prefix ? `${prefix}:${name}` : name;
        if (/^on/i.test(name)) found.push(`event handler ${full} on ${el.tagName}`);
        if (allowed && !allowed.includes(full)) found.push(`attribute ${full} on ${el.tagName}`);
        const bad = URL_ATTRIBUTES.has(full) && badUrl(el.tagName, value);
        if (bad) found.push(`${bad} in ${full} on ${el.tagName}: ${value}`);
      }
      if (el.tagName === 'a' && el.attrs.some((a) => a.name === 'class' && a.value !== 'embed-video'))
        found.push('a class other than the video stand-in');
      if (el.tagName === 'template') walk((el as T.Template).content as unknown as Node);
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) walk(child);
  };
  for (const child of 'childNodes' in root ? root.childNodes : []) walk(child);
  return found;
}

const elements = (node: Node): T.Element[] =>
  'childNodes' in node
    ? node.childNodes.flatMap((c) => ('tagName' in c ? [c as T.Element, ...elements(c)] : elements(c)))
    : [];

/** The fragment as a screen holds it: in a div, with the page's markup after it. */
function inPage(fragment: string) {
  const doc = parse(`<!doctype html><html><head></head><body><div id="slot">${fragment}</div><b id="after">end</b>`);
  const all = elements(doc);
  const slot = all.find((e) => e.attrs.some((a) => a.name === 'id' && a.value === 'slot'));
  const after = all.find((e) => e.attrs.some((a) => a.name === 'id' && a.value === 'after'));
  return { doc, slot, after, scripts: all.filter((e) => e.tagName === 'script').length };
}

/** Everything a safe fragment in a page must satisfy. */
function expectSafe(fragment: string, label: string) {
  const page = inPage(fragment);
  expect(page.scripts, label).toBe(0);
  expect(page.slot, label).toBeDefined();
  expect(problems(page.slot as T.Element), label).toEqual([]);
  // The fragment cannot swallow what follows it: the page's own element is still the body's child.
  expect(page.after?.parentNode?.nodeName, label).toBe('body');
  // A round trip through serialisation (innerHTML) builds the same safe tree.
  const again = inPage(serialize(page.slot as T.Element));
  expect(problems(again.slot as T.Element), `${label} (reparsed)`).toEqual([]);
}

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

/** Every rich string of the demo bundle, as sanitizeJson finds them. */
function richStrings(value: unknown, out: string[] = []): string[] {
  const keys = /^(?:description|bio|errorCopy|body|post)(?:Pa)?$/;
  if (Array.isArray(value)) for (const v of value) richStrings(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'string' && (keys.test(k) || (k === 'value' && o.type === 'text'))) out.push(v);
      else if (k !== 'meta') richStrings(v, out);
    }
  }
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

  it('is unchanged in meaning by sanitizeJson, which finds the same fields', () => {
    const bundle = demoBundle(new Date());
    const before = richStrings(bundle).map((h) => shape(h));
    expect(richStrings(sanitizeJson(bundle)).map((h) => shape(h))).toEqual(before);
  });
});
