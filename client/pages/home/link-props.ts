/**
 * The attributes of a link an editor typed (an event's, a banner's): bare domains get a scheme
 * (spec §5) and another site opens in a new tab, without access to this page (rel=noopener).
 */
import { isExternal, withScheme } from '../../../shared/format/text';

export function linkProps(link: string): { href: string; target?: string; rel?: string } {
  const href = withScheme(link);
  return isExternal(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
