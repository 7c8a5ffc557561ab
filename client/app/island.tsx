/**
 * Parts of the shell whose code is not in the first download (issue 14: the footer, the alert,
 * the header's search field and drawer, the players). The server renders them whole; the browser
 * hydrates the page without their code and each part when its chunk arrives, which starts right
 * away but never holds up the page. Until then the part's server HTML stays exactly as it was (a
 * Suspense boundary React leaves dehydrated), so nothing shifts and nothing mismatches.
 *
 * What keeps that true: the worker loads every part before it renders (loadIslands), so the server
 * never suspends (no streamed fallback, no inline script); a part is `memo`, so a parent's
 * re-render with equal props does not reach the boundary (its props are plain data or `Held`
 * callbacks and refs, checked by type in part-props.ts; tests/worker/island-contract.test.ts
 * renders every part twice from equal props); and the router waits for loadIslands
 * before it changes the page or the language, the context every part reads.
 */
import { type ComponentType, memo, type NamedExoticComponent, Suspense, use, useEffect } from 'react';
import { loadLaterStrings } from '../../shared/i18n/tables';
import { repeatEarlyPress } from './early-press';
import { shallowStack } from './shallow-stack';
import type { PartProps } from './part-props';

/** A promise React's `use` reads synchronously once settled (React reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const starts: (() => Promise<unknown>)[] = [];

/** A registered part: what the page renders, and the import of its component (a test reads its name). */
export interface RegisteredPart {
  part: NamedExoticComponent<never>;
  load: () => Promise<{ displayName?: string; name: string }>;
}

const parts: RegisteredPart[] = [];

/**
 * Every part registered so far. The islands contract test renders each one, and watches the pages'
 * renders by wrapping each memo's inner component (tests/worker/island-contract.test.ts): no hook
 * for it here, since this module is in the shell every page downloads.
 */
export const registeredParts = (): readonly RegisteredPart[] => parts;

/** What a part whose chunk failed waits on: React keeps its server HTML meanwhile. */
const NEVER = new Promise<never>(() => {});

/**
 * A part loaded on its own: `load` is a literal dynamic import of the component, so the bundler
 * makes it a chunk. The returned component is `memo`, renders the same markup on both sides, and
 * takes only props `memo` can keep equal: plain data or `Held` callbacks and refs (part-props.ts).
 */
export function island<P extends PartProps<P>>(load: () => Promise<ComponentType<P>>): NamedExoticComponent<P> {
  let chunk: Tracked<ComponentType<P>> | null = null;
  // A download that failed (a deploy between the page and its chunks): the part keeps the server's
  // HTML rather than an error boundary's blank; the router's next navigation awaits loadIslands,
  // which tries again, and loads the page from the server if that fails too.
  let failed = false;
  const start = (): Promise<ComponentType<P>> => {
    if (!chunk) {
      // A part may show `later` strings (shared/i18n/parts.ts): they come with its chunk. Asked for
      // from a shallow stack: React's render may start a part, and a trace records each request's stack.
      const pending: Tracked<ComponentType<P>> = shallowStack()
        .then(() => Promise.all([load(), loadLaterStrings()]))
        .then(([component]) => {
          pending.status = 'fulfilled';
          pending.value = component;
          failed = false;
          return component;
        });
      chunk = pending;
      pending.catch((err: unknown) => {
        if (chunk === pending) chunk = null;
        failed = true;
        console.error('a part of the page failed to load; its server HTML stays', err);
      });
    }
    return chunk;
  };
  starts.push(start);
  function Part(props: P) {
    const Component = use(failed ? NEVER : start());
    // Hydrated (or mounted): a press React stopped while this part's code was on the way is repeated.
    useEffect(repeatEarlyPress, []);
    return <Component {...props} />;
  }
  const part = memo(function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  parts.push({ part, load });
  return part;
}

/**
 * Loads every shell part (once); resolves when all are ready to render synchronously, including
 * parts registered by a part's own chunk (the share dialog inside 'Share on').
 */
export async function loadIslands(): Promise<void> {
  let count: number;
  do {
    count = starts.length;
    await Promise.all(starts.map((start) => start()));
  } while (starts.length > count);
}

/** One task later: the browser paints, handles a tap or runs a hydration slice in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * loadIslands for the first page: the parts start one task apiece. Starting a part adds a
 * module preload per chunk it needs, and all of them at once (~40) was one 25 ms task on this
 * machine, 100 ms on Lighthouse's throttled phone: Total Blocking Time. In turns, each is a few
 * milliseconds; the last starts ~10 tasks later.
 */
export async function loadIslandsInTurn(): Promise<void> {
  const pending: Promise<unknown>[] = [];
  // By index: a part's chunk may register more parts while this runs.
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i];
    if (start) pending.push(start());
    await nextTask();
  }
  await Promise.all(pending);
  await loadIslands();
}
