/**
 * The React Router 7 peer (../shared/peers/rr7-article, started by hand: its README) measured in
 * the same `npm run bench` run as our pages (issue 29 compares the two): its article and, just
 * before, the static file of the same kind as ours, its client entry script, under the same wrk
 * settings. Its CPU is not ours to read (another process tree), so only req/s and latency.
 */
import { PEER_ARTICLE, peerStaticPath } from './peer-page';
import { runWrk, type WrkOptions, type WrkResult } from './wrk';

export interface PeerRow {
  path: string;
  staticPath: string;
  target: WrkResult;
  baseline: WrkResult;
}

async function checked(url: string): Promise<string> {
  const res = await fetch(url, { headers: { connection: 'close' } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`bench: the peer's ${url} answered ${res.status}`);
  return body;
}

/** Warms, then loads the peer's entry script and its article with wrk, one after the other. */
export async function measurePeer(base: string, o: WrkOptions): Promise<PeerRow> {
  const staticPath = peerStaticPath(await checked(base + PEER_ARTICLE));
  for (let i = 0; i < 20; i++) await checked(base + PEER_ARTICLE);
  await checked(base + staticPath);
  const baseline = runWrk(base + staticPath, o);
  const target = runWrk(base + PEER_ARTICLE, o);
  if (target.failures > 0 || baseline.failures > 0) throw new Error('bench: the peer had failed answers under load');
  console.log(
    `bench: peer ${PEER_ARTICLE} ${target.rps.toFixed(0)} req/s, its static file ${baseline.rps.toFixed(0)} req/s`,
  );
  return { path: PEER_ARTICLE, staticPath, target, baseline };
}
