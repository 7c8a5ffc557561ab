/**
 * What played when on a live stream (issue 28): the shapes of shared/schemas/history.ts, as
 * types only, so code in the browser reads them without bringing valibot into its bundle.
 */
export type { HistoryAnswer, PlayedItem } from '../schemas/history';
