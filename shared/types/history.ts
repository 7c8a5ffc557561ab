/**
 * The shape of issue 28's now-playing push, for the browser: types only, so
 * the schemas (shared/schemas/history.ts) and valibot stay out of its bundle.
 */
export type { NowPlayingPush } from '../schemas/history';
