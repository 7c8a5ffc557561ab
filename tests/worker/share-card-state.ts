/** What the share-card tests start from and look at: no card, mark or memory of either. */
import { forgetKnownCards, WANT_PREFIX } from '../../worker/share/card-store';
import { clearCache, testEnv } from './helpers';

/** Every stored card and mark goes, and what the isolate remembered of them. */
export async function noCards(): Promise<void> {
  forgetKnownCards();
  await clearCache();
  const { keys } = await testEnv.CACHE.list({ prefix: 'share:' });
  await Promise.all(keys.map((k) => testEnv.CACHE.delete(k.name)));
}

/** The wanted marks' keys. */
export const wanted = async () => (await testEnv.CACHE.list({ prefix: WANT_PREFIX })).keys.map((k) => k.name);
