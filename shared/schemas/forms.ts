/** The reply of every form POST and the contract's error body. */
import * as v from 'valibot';

/** The reply of every form POST (spec: success flag, or validateErrors keyed by field). */
export const formReply = v.variant('success', [
  v.object({ success: v.literal(true) }),
  v.object({
    success: v.literal(false),
    validateErrors: v.optional(v.record(v.string(), v.array(v.string()))),
    error: v.optional(v.object({ detail: v.string() })),
  }),
]);

/** Every error answer of the contract. */
export const errorBody = v.object({ error: v.string(), status: v.number() });
