/**
 * The allow-list HTML sanitiser for rich content (post bodies, descriptions, bios, notes, error
 * copy), on sanitize-html: a kept library on htmlparser2 that needs no DOM and runs in workerd as
 * it does in Node (the import). sanitize-answer.ts applies it to every field the schemas mark
 * rich, in every contract answer before it is cached (whatever its status or content type, in
 * both modes) and in every bundle the import takes, so nothing from a backend reaches a page
 * unsanitised. Kept: text formatting, lists, headings, quotes, figures, tables, images and links
 * with safe URLs. Dropped with their content: raw-text and foreign elements (script, style, xmp,
 * noembed, noframes, plaintext, noscript, template, textarea, title, svg, math), frames, forms,
 * embeds and the elements that act from a body (meta, base, link). Other elements are unwrapped.
 * Every attribute not on the list goes, event handlers and inline styles included. The output is
 * re-serialised from the parse, so an unterminated tag cannot reach the page. A video-host iframe
 * becomes a light thumbnail link that plays only when clicked.
 */
import sanitize, { type IOptions } from 'sanitize-html';

const KEEP = [
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
];

/** Removed with everything inside: raw text, foreign content, active and form elements. */
const DROP = [
  'script',
  'style',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
  'template',
  'textarea',
  'title',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'head',
  'video',
  'audio',
  'canvas',
];

/** Schemes a link may use; images take only the web ones. Anything without a scheme is a site path. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https'];

/**
 * Links may go to the web, mail, phone or a site path; images only to the web or the site.
 * `value` is already entity-decoded by the parser. A protocol-relative URL (`//host`, or `/\host`,
 * which browsers read the same way) leaves the site, so it is refused.
 */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const v = value.trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside a scheme (`java\tscript:`), so they are stripped before it is read
  const bare = v.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^[/\\]{2}/.test(bare)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  if (!scheme) return v;
  return (kind === 'link' ? LINK_SCHEMES : IMAGE_SCHEMES).includes(scheme) ? v : null;
}

const YOUTUBE_EMBED = /^(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#/]|$)/;

/** The attributes of the light stand-in link for a video-host embed (no request to the host). */
const standInAttributes = (id: string, title: string) => ({
  class: 'embed-video',
  href: `https://www.youtube.com/watch?v=${id}`,
  'data-youtube-id': id,
  title,
});

/** The stand-in's attributes when a link is exactly a stand-in, else null. */
function videoStandIn(attribs: Record<string, string>): Record<string, string> | null {
  const id = attribs['data-youtube-id'] ?? '';
  if (attribs.class !== 'embed-video' || !/^[A-Za-z0-9_-]{11}$/.test(id)) return null;
  const ok = attribs.href === `https://www.youtube.com/watch?v=${id}`;
  return ok ? standInAttributes(id, attribs.title || 'Video') : null;
}

/** The attributes a transform sets (empty ones are then dropped by the library, except `alt=""`). */
const present = (attribs: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(attribs).filter((e): e is [string, string] => e[1] !== undefined));

const OPTIONS: IOptions = {
  allowedTags: KEEP,
  nonTextTags: DROP,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'data-youtube-id'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Only the video stand-in carries a class: the link transform keeps it on an exact stand-in only.
  allowedClasses: { a: ['embed-video'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  transformTags: {
    a(_tag, attribs) {
      // A video stand-in written by an earlier pass (the import, then the contract) stays one.
      const standIn = videoStandIn(attribs);
      if (standIn) return { tagName: 'a', attribs: standIn };
      const href = attribs.href === undefined ? null : safeUrl(attribs.href, 'link');
      const external = href !== null && /^https?:/i.test(href.trim());
      return {
        tagName: 'a',
        attribs: present({
          href: href ?? undefined,
          title: attribs.title,
          target: external ? '_blank' : undefined,
          rel: external ? 'noopener noreferrer' : undefined,
        }),
      };
    },
    img(_tag, attribs) {
      const src = attribs.src === undefined ? null : safeUrl(attribs.src, 'image');
      return {
        tagName: 'img',
        attribs: present({
          src: src ?? undefined,
          alt: attribs.alt,
          width: attribs.width,
          height: attribs.height,
          loading: 'lazy',
        }),
      };
    },
    // A video-host embed becomes a link the client turns into a player on click; any other frame
    // stays an iframe and is dropped with its content.
    iframe(tag, attribs): sanitize.Tag {
      const id = YOUTUBE_EMBED.exec((attribs.src ?? '').trim())?.[1];
      if (!id) return { tagName: tag, attribs: {} };
      return { tagName: 'a', text: '', attribs: standInAttributes(id, attribs.title || 'Video') };
    },
  },
  // An image whose source was refused is removed, not left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The empty stand-in links the iframe transform wrote, exactly as sanitize-html serialises them. */
const STAND_IN =
  /<a class="embed-video" href="https:\/\/www\.youtube\.com\/watch\?v=([A-Za-z0-9_-]{11})" data-youtube-id="\1" title="([^"<>]*)"><\/a>/g;

/** Sanitises one HTML fragment. */
export function sanitizeHtml(html: string): string {
  if (!/[<&]/.test(html)) return html;
  // The thumbnail goes inside the stand-in link here: a transform can rename a tag but not add a
  // child. Only the transforms can write this exact link (other classes and data attributes go).
  return sanitize(html, OPTIONS).replace(
    STAND_IN,
    (link, _id: string, title: string) =>
      `${link.slice(0, -4)}<img src="/images/video-placeholder.svg" alt="${title}" width="640" height="360" loading="lazy" /></a>`,
  );
}
