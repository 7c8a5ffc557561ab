/**
 * After a client navigation the head's canonical and hreflang links name the new page, by the
 * same rule as the server's head (pageVersions). Browsers read them: Chrome on Android shares a
 * page's canonical URL from its menu, which would otherwise be the page the reader came from.
 * The og: and twitter: tags are left as the first page wrote them: only bots read them, and bots
 * read each address's own server HTML. The origin is the one the server wrote (SITE_URL's).
 */
import { localizedPath } from '../../shared/routing/lang-path';
import { pageVersions } from '../../shared/routing/page-versions';
import type { Lang } from '../../shared/types/content';

/** Points the canonical and hreflang links at `path` (plain, without /pa) in `lang`. */
export function updateLanguageLinks(doc: Document, path: string, lang: Lang, written?: Lang[]): void {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  const origin = new URL(canonical.href).origin;
  const versions = pageVersions(lang, written);
  const url = (l: Lang) => origin + localizedPath(path, l);
  canonical.href = url(versions.canonical);
  for (const old of doc.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  let previous: HTMLLinkElement = canonical;
  for (const a of versions.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = a.hreflang;
    link.href = url(a.lang);
    previous.insertAdjacentElement('afterend', link);
    previous = link;
  }
}
