/**
 * Real addresses of the seeded demo for the benchmark and Lighthouse: an article, a show and an
 * episode, read from the pages that link to them, so the scripts follow the seed as it changes.
 */

export interface SamplePages {
  article: string;
  show: string;
  episode: string;
}

/** The first link in `html` whose address matches `pattern`. */
function firstLink(html: string, pattern: RegExp, page: string): string {
  const found = pattern.exec(html)?.[0];
  if (!found) throw new Error(`no link matching ${pattern} on ${page}: is the database seeded?`);
  return found;
}

async function html(base: string, path: string): Promise<string> {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/** Finds an article, a show and one of its episodes on a running worker at `base`. */
export async function samplePages(base: string): Promise<SamplePages> {
  const article = firstLink(await html(base, '/news'), /\/news\/post\/[^"?#]+/, '/news');
  const show = firstLink(await html(base, '/shows'), /\/shows\/view\/[^"/?#]+\/1/, '/shows');
  const episode = firstLink(await html(base, show), /\/shows\/view\/[^"/?#]+\/episode\/\d+/, show);
  return { article, show, episode };
}
