/**
 * The now-playing WebSocket's message (issue 28), for browser code: the type only, inferred from
 * shared/schemas/history.ts (nowPlayingPush), so valibot stays out of the bundle.
 */
export type { NowPlayingPush } from '../schemas/history';
