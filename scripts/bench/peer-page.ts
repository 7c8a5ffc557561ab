/** What the bench reads off the React Router peer's article (scripts/bench/peer.ts); pure, so tested in workerd. */

/** The article the peer serves (its fixture's only slug). */
export const PEER_ARTICLE = '/news/post/surrey-council-approves-king-george-transit-plan';

/** The peer's client entry script, named in the article's HTML (`/assets/entry.client-<hash>.js`). */
export function peerStaticPath(html: string): string {
  const found = html.match(/\/assets\/entry\.client-[\w-]+\.js/);
  if (!found) throw new Error('bench: the peer article names no /assets/entry.client-*.js');
  return found[0];
}
