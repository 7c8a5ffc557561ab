/** Runs a loader body, turning the contract's "no such thing" (404) into the not-found page. */
import { isNotFound } from '../api/client';
import type { Loaded } from '../routing/types';

export function orNotFound<T>(run: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  return run().catch((err: unknown) => {
    if (isNotFound(err)) return { status: 404, head: { title: '404' }, data: null as T };
    throw err;
  });
}
