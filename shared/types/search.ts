/**
 * The site search answer, in the hit shape of spec §3 (as a hosted search service answers it).
 * Inferred from shared/schemas/search.ts.
 */
import type * as v from 'valibot';
import type { searchAnswer, searchHit } from '../schemas/search';

export type SearchHit = v.InferOutput<typeof searchHit>;
export type SearchResponse = v.InferOutput<typeof searchAnswer>;
