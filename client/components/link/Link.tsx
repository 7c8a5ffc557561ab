/**
 * Every link the site renders goes through here, so a link on a Punjabi page points at the /pa
 * address (issue 13: internal links keep the language) and crawlers and visitors without
 * JavaScript follow it in the page's language. Absolute, mailto:, #anchor and shared-file
 * (/api, /media, …) addresses pass unchanged (shared/routing/lang-path.ts). View-models keep
 * plain paths; the language is added only here, at render.
 */
import { type AnchorHTMLAttributes, type Ref, useContext } from 'react';
import { localizeLinks, localizedPath } from '../../../shared/routing/lang-path';
import { AppContext } from '../../app/context';

/** Maps a site path to the current page's language; English outside the App (nothing to localize). */
export function useLocalizedPath(): (path: string) => string {
  const lang = useContext(AppContext)?.lang ?? 'en';
  return (path) => localizedPath(path, lang);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** An `<a>` whose site-relative href is in the current page's language. */
export function Link(props: LinkProps) {
  const localize = useLocalizedPath();
  // The attributes keep the caller's order (the href replaced in place), as a plain <a> would write them.
  const attributes = { ...props };
  if (attributes.href !== undefined) attributes.href = localize(attributes.href);
  return <a {...attributes} />;
}

/** Content HTML (already sanitised) with its site links in the current page's language. */
export function useLocalizedHtml(): (html: string) => string {
  const lang = useContext(AppContext)?.lang ?? 'en';
  return (html) => localizeLinks(html, lang);
}
