/**
 * Apple Podcasts' rules for a show's feed, as a checker that lists what a feed breaks: the
 * required channel tags (title, description, itunes:image, language, itunes:category,
 * itunes:explicit) and the recommended ones (itunes:author, link, itunes:owner with an email,
 * itunes:type); the cover a square JPEG or PNG of 1400–3000 px in RGB, under 512 KB (read from the
 * image's bytes); each episode's title, guid and enclosure, whose type Apple plays (MP3, AAC/M4A,
 * MP4/MOV) and whose `length` is the served file's byte count, each enclosure URL once.
 * Sources: Apple's "RSS show tags for Podcasts Connect" (mirrored in the Podcast Index's
 * podcast-namespace, itunes_reference.md) and help.prx.org's "Overview of feed requirements".
 * Used by tests/worker/podcast-apple.test.ts and scripts/podcast-check.ts (any running site).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { imageSize } from 'image-size';

/** Fetches a URL of the site and answers its status, type and bytes. */
export type Fetch = (url: string) => Promise<{ status: number; type: string; bytes: Uint8Array }>;

const APPLE_AUDIO = [
  'audio/mpeg',
  'audio/x-m4a',
  'audio/mp4',
  'audio/aac',
  'video/mp4',
  'video/quicktime',
  'video/x-m4v',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'itunes:category',
});

/** Colour channels of a JPEG (its frame header's component count) or a PNG (its colour type), or null. */
function imageChannels(b: Uint8Array): number | null {
  if (b[0] === 0x89 && b[1] === 0x50)
    return ({ 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 } as Record<number, number>)[b[25] ?? -1] ?? null;
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < b.length; ) {
    const marker = b[at + 1] ?? 0;
    if (b[at] !== 0xff) return null;
    if (marker >= 0xc0 && marker <= 0xc2) return b[at + 9] ?? null;
    at += 2 + (((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0));
  }
  return null;
}

/** What Apple would refuse or flag about a cover's bytes. */
function coverProblems(bytes: Uint8Array): string[] {
  const problems: string[] = [];
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return ['cover: not an image'];
  }
  if (size.type !== 'jpg' && size.type !== 'png') problems.push(`cover: ${size.type}, not JPEG or PNG`);
  if (size.width !== size.height) problems.push(`cover: ${size.width}×${size.height}, not square`);
  if (!size.width || size.width < 1400 || size.width > 3000) problems.push(`cover: ${size.width} px, not 1400–3000`);
  if (imageChannels(bytes) !== 3) problems.push(`cover: ${imageChannels(bytes)} channels, not RGB`);
  if (bytes.length > 512 * 1024) problems.push(`cover: ${bytes.length} bytes, over 512 KB`);
  return problems;
}

type Node = Record<string, unknown>;
const text = (v: unknown) =>
  typeof v === 'string' ? v : (((v as Node | undefined)?.['#text'] as string | undefined) ?? '');

/** The channel's required and recommended tags that are missing or wrong. */
function channelProblems(ch: Node): string[] {
  const problems: string[] = [];
  for (const tag of ['title', 'description', 'link', 'language', 'itunes:author'])
    if (!text(ch[tag]).trim()) problems.push(`channel: no ${tag}`);
  if (!['true', 'false'].includes(text(ch['itunes:explicit'])))
    problems.push('channel: itunes:explicit not true or false');
  if (!['episodic', 'serial'].includes(text(ch['itunes:type']))) problems.push('channel: no itunes:type');
  const categories = (ch['itunes:category'] as Node[] | undefined) ?? [];
  if (!categories.some((c) => c['@text'])) problems.push('channel: no itunes:category');
  const owner = ch['itunes:owner'] as Node | undefined;
  if (!owner || !EMAIL.test(text(owner['itunes:email']))) problems.push('channel: no itunes:owner with an email');
  return problems;
}

/** Every problem of one podcast feed, its cover's and its enclosures' bytes fetched with `get`. */
export async function applePodcastProblems(xml: string, get: Fetch): Promise<string[]> {
  if (XMLValidator.validate(xml) !== true) return ['feed: not well-formed XML'];
  const doc = parser.parse(xml) as { rss?: Node };
  const ch = doc.rss?.channel as Node | undefined;
  if (!ch || doc.rss?.['@version'] !== '2.0') return ['feed: not RSS 2.0'];
  const problems = channelProblems(ch);
  const href = (ch['itunes:image'] as Node | undefined)?.['@href'];
  if (typeof href !== 'string') problems.push('channel: no itunes:image');
  else {
    const cover = await get(href);
    problems.push(...(cover.status === 200 ? coverProblems(cover.bytes) : [`cover: ${cover.status}`]));
  }
  const items = (ch.item as Node[] | undefined) ?? [];
  if (!items.length) problems.push('feed: no episodes');
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const where = `item ${i + 1}`;
    if (!text(item.title).trim() || !text(item.guid).trim()) problems.push(`${where}: no title or guid`);
    const duration = text(item['itunes:duration']);
    if (duration && !/^(\d+:)?\d{1,2}:\d\d$|^\d+$/.test(duration)) problems.push(`${where}: duration ${duration}`);
    const enc = item.enclosure as Node | undefined;
    const url = String(enc?.['@url'] ?? '');
    if (!url) {
      problems.push(`${where}: no enclosure`);
      continue;
    }
    if (seen.has(url)) problems.push(`${where}: enclosure URL used twice`);
    seen.add(url);
    if (!APPLE_AUDIO.includes(String(enc?.['@type']))) problems.push(`${where}: type ${enc?.['@type']}`);
    const file = await get(url);
    if (file.status !== 200) problems.push(`${where}: enclosure answers ${file.status}`);
    else if (String(file.bytes.length) !== String(enc?.['@length']))
      problems.push(`${where}: length ${enc?.['@length']}, served ${file.bytes.length} bytes`);
  }
  return problems;
}
