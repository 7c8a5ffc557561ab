/**
 * The page's one stylesheet written into the head as a `<style>` (issue 29, LCP). Under
 * Lighthouse's mobile throttling a linked sheet shared the phone's bandwidth with the module
 * preloads and fonts that start with it: the first paint (and so the lead picture, already in)
 * waited 1.0–1.4 s for its ~12 KB. Inline, it comes with the HTML and nothing blocks rendering.
 * The text is read once per isolate from the static assets (the same built, hashed file); if that
 * fails the head links the file as before.
 */

/** What the worker reads the built files through: the assets binding's fetch. */
interface AssetReader {
  fetch(request: Request): Promise<Response>;
}

const texts = new Map<string, Promise<string | null>>();

/** Whether a sheet can be written inside `<style>`: no `</style` in it, which would end the element. */
export const inlinable = (css: string): boolean => !/<\/style/i.test(css);

async function read(assets: AssetReader, href: string): Promise<string | null> {
  try {
    const res = await assets.fetch(new Request(new URL(href, 'https://assets.local')));
    if (!res.ok) return null;
    const css = await res.text();
    return inlinable(css) ? css : null;
  } catch {
    return null;
  }
}

/** Each built sheet's text by URL (hashed, so never stale), or null when it could not be read. */
export async function sheetTexts(assets: AssetReader | undefined, hrefs: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!assets) return out;
  for (const href of hrefs) {
    let text = texts.get(href);
    if (!text) {
      text = read(assets, href);
      texts.set(href, text);
    }
    const css = await text;
    // A failed read is tried again by a later page rather than kept.
    if (css === null) texts.delete(href);
    else out[href] = css;
  }
  return out;
}
