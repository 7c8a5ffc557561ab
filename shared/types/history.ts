/**
 * What played when on a live stream, and the now-playing push (issue 28): the shapes of
 * shared/schemas/history.ts as types only, so browser code reads them without bringing valibot
 * into its bundle.
 */
export type { HistoryAnswer, NowPlayingPush, PlayedItem } from '../schemas/history';
