/**
 * Where /embed.js points the iframe it writes, and its size (issue 28). Pure: the loader
 * (embed-loader.ts) only reads the script tag and writes the element.
 */

/** The frame's size in CSS pixels; the player's page (worker/embed/page.ts) is laid out for it. */
export const FRAME_WIDTH = 320;
export const FRAME_HEIGHT = 100;

/**
 * The player's address on the site that served the script (its `src`, so the snippet works from
 * any copy of the site), with the tag's `data-stream` and `data-lang`. Values go as given: a
 * wrong one shows the player's own message in the frame, which tells the partner what to fix.
 */
export function frameSrc(scriptSrc: string, data: { stream?: string; lang?: string }): string {
  const url = new URL('/embed/radio', scriptSrc);
  const stream = data.stream?.trim();
  const lang = data.lang?.trim();
  if (stream) url.searchParams.set('stream', stream);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

/** The frame title's language: the tag's, when it is one the site speaks. */
export const frameLang = (lang: string | undefined): 'en' | 'pa' => (lang?.trim() === 'pa' ? 'pa' : 'en');
