/**
 * A loader fetched on first use. The route table is imported by the browser's entry chunk, so a
 * loader imported statically there would ship every route's loader (and the formatting and date
 * code they pull in) to every page before any interaction. A literal dynamic import instead gives
 * each loader module its own chunk, downloaded when a navigation first needs it; the worker's
 * bundler inlines the import, so the server still has every loader at hand.
 */
import type { Loader } from './types';

/** A loader that imports its module on the first call and runs it; later calls reuse the module. */
export function lazyLoader<T>(get: () => Promise<Loader<T>>): Loader<T> {
  let loader: Promise<Loader<T>> | null = null;
  return async (ctx) => {
    loader ??= get().catch((err: unknown) => {
      // A failed chunk download (offline, new deploy) must be retried by the next navigation.
      loader = null;
      throw err;
    });
    return (await loader)(ctx);
  };
}
