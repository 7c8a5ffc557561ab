/**
 * An allow-list HTML sanitiser for rich content (post bodies, descriptions, bios), built on
 * workerd's HTMLRewriter, a real streaming HTML parser. It runs in the contract layer on every
 * content answer before it is cached, so nothing from a backend reaches a page unsanitised, in
 * either mode. Kept: text formatting, lists, headings, quotes, tables, images and links with safe
 * URLs. Dropped with their content: scripts, styles, frames, forms, embeds. Other elements are
 * unwrapped. Every attribute not on the list goes, event handlers and inline styles included.
 * A video-host iframe becomes a light thumbnail link that plays only when clicked.
 */

const KEEP = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
]);
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'noscript',
  'template',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'video',
  'audio',
  'canvas',
]);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
};

/** Links may go to the web, mail, phone or a site path; images only to the web or the site. */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const v = value.trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside a scheme (`java\tscript:`), so they are stripped before it is read
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
  if (!scheme) return v.startsWith('//') ? null : v;
  const allowed = kind === 'link' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
  return allowed.includes(scheme) ? v : null;
}

const YOUTUBE_EMBED = /^(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})/;

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The light stand-in for an embedded video: a local thumbnail, no request to the video host. */
function videoStandIn(id: string, title: string): string {
  const label = escapeAttr(title || 'Video');
  return (
    `<a class="embed-video" href="https://www.youtube.com/watch?v=${id}" data-youtube-id="${id}" title="${label}">` +
    `<img src="/images/video-placeholder.svg" alt="${label}" width="640" height="360"></a>`
  );
}

/** Sanitises one HTML fragment. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!/[<&]/.test(html)) return html;
  const rewriter = new HTMLRewriter().on('*', {
    element(el) {
      const tag = el.tagName.toLowerCase();
      if (tag === 'iframe') {
        const id = YOUTUBE_EMBED.exec(el.getAttribute('src') ?? '')?.[1];
        if (id) el.replace(videoStandIn(id, el.getAttribute('title') ?? ''), { html: true });
        else el.remove();
        return;
      }
      if (DROP.has(tag)) return void el.remove();
      if (!KEEP.has(tag)) return void el.removeAndKeepContent();
      const allowed = ATTRIBUTES[tag];
      // (typed loosely: the DOM lib, present for the shared React code, also declares `attributes`)
      for (const [name] of [...(el.attributes as unknown as Iterable<[string, string]>)])
        if (!allowed?.has(name.toLowerCase())) el.removeAttribute(name);
      if (tag === 'a') {
        const href = safeUrl(el.getAttribute('href') ?? '', 'link');
        if (href === null) el.removeAttribute('href');
        else if (/^https?:/i.test(href)) {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer');
        }
      }
      if (tag === 'img') {
        const src = safeUrl(el.getAttribute('src') ?? '', 'image');
        if (src === null) return void el.remove();
        el.setAttribute('loading', 'lazy');
      }
    },
    comments(c) {
      c.remove();
    },
  });
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();
}

/** Keys whose string values are rich HTML wherever they appear in a contract answer. */
const RICH_KEYS = new Set(['description', 'descriptionPa', 'bio', 'bioPa', 'errorCopy', 'errorCopyPa']);

/** Sanitises every rich field of a JSON value in place: the keys above and text body blocks. */
export async function sanitizeJson(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = await sanitizeJson(value[i]);
    return value;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'string' && (RICH_KEYS.has(k) || (k === 'value' && o.type === 'text')))
        o[k] = await sanitizeHtml(v);
      else if (v && typeof v === 'object') o[k] = await sanitizeJson(v);
    }
  }
  return value;
}

/** A contract answer with its rich fields sanitised; anything but a 200 JSON answer passes as it is. */
export async function sanitizeResponse(res: Response): Promise<Response> {
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('json')) return res;
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  return new Response(JSON.stringify(await sanitizeJson(data)), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
