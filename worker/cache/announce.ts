/**
 * Edits seen without a purge, announced to every isolate (issue 26; the purge generation of
 * purge-state.ts): which refreshes announce what they found, and the number a copy then carries.
 *
 * What every other isolate holds, as far as this one can tell, is the copy it replaces, when no
 * purge covers that copy; else the answer last announced at its path, when an announcement is
 * what covers it. An answer unlike that is news. Comparing with the announced answer (its hash,
 * kept in the state) rather than staying quiet whenever the copy was covered closes a race: edit 1
 * announced by isolate A, edit 2 landing before isolate B's refresh; B finds edit 2, and announces
 * it, so A's copy of edit 1 is not served as fresh until its freshness ends. The Durable Object
 * bumps only for an answer not already announced (`withAnnouncement`), so isolates that have not
 * read an announcement yet, and announce the same answer again, make no second bump.
 *
 * Left as before: a copy covered by a purge (not an announcement) is replaced quietly, as every
 * isolate asks the source again after a purge; an edit without a purge landing after some of
 * them did, at a path no later purge covers, reaches the others when their copies' freshness ends.
 */
import { fnv1a } from '../../shared/hash';
import type { Generations } from './generation-reader';
import type { Kept } from './policy';
import { announcementAt, MAX_AGAIN, numberFor, type PurgeState } from './purge-state';

/**
 * A short hash of an answer (its status and body): what an announcement names. 32 bits: a
 * collision (one in four billion) costs one edit its announcement, no more.
 */
export const answerHash = (a: Pick<Kept, 'status' | 'body'>): string => fnv1a(`${a.status}\n${a.body}`).toString(36);

/** The copy a source call replaces: the caller's, and whether a purge (or announcement) covers it. */
interface Replaced {
  copy: Kept | null;
  purged?: boolean;
}

/**
 * Whether `kept` (whose hash is `answer`), made from `paths`, is news to announce, judged by the
 * purge state the call was made under: it differs from the copy it replaces when no purge covers
 * that copy; else (covered, or none) from the answer last announced at one of its paths (no
 * announcement: nothing to compare with; past MAX_AGAIN: the object would refuse it).
 */
export function isNews(
  kept: Kept,
  answer: string,
  held: Replaced,
  state: PurgeState,
  paths: readonly string[],
): boolean {
  const old = held.copy;
  if (old && !held.purged) return kept !== old && (old.status !== kept.status || old.body !== kept.body);
  return paths.some((path) => {
    const last = announcementAt(state, path);
    return last !== undefined && last.answer !== answer && (last.again ?? 0) < MAX_AGAIN;
  });
}

/** The purge generation a call is made under (purge-state.ts), and where a change is announced. */
export interface Seen {
  state: PurgeState;
  generations?: Generations;
}

/**
 * Announces `copy` when it is news (above). The copy then carries the announcement's number
 * when every purge since its call began is an announcement of this same answer (its own, or
 * another isolate's of the same edit), so it is not purged by its own news; else it keeps its
 * call's number and, if covered, is asked for once more.
 */
export async function announceIfNews(copy: Kept, held: Replaced, paths: readonly string[], seen: Seen): Promise<void> {
  if (!seen.generations || !paths.length) return;
  const answer = answerHash(copy);
  if (!isNews(copy, answer, held, seen.state, paths)) return;
  const state = await seen.generations.announce([...paths], { answer, since: held.copy?.generation ?? 0 });
  if (state) copy.generation = numberFor(state, paths, seen.state.generation, answer);
}
