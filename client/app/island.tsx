/**
 * Parts of the shell whose code is not in the first download (issue 14: the footer, the alert,
 * the header's search field and drawer, the players). The server renders them whole; the browser
 * hydrates the page without their code and each part when its chunk arrives, which starts right
 * away but never holds up the page. Until then the part's server HTML stays exactly as it was (a
 * Suspense boundary React leaves dehydrated), so nothing shifts and nothing mismatches.
 *
 * What keeps that true: the worker loads every part before it renders (loadIslands), so the server
 * never suspends (no streamed fallback, no inline script); a part is `memo`, so a parent's
 * re-render with equal props does not reach the boundary; and the router waits for loadIslands
 * before it changes the page or the language, the context every part reads.
 */
import { type ComponentType, memo, Suspense, use } from 'react';

/** A promise React's `use` reads synchronously once settled (React reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const starts: (() => Promise<unknown>)[] = [];

/**
 * A shell part loaded on its own: `load` is a literal dynamic import of the component, so the
 * bundler makes it a chunk. The returned component renders the same markup on both sides.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let chunk: Tracked<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    if (!chunk) {
      const pending: Tracked<ComponentType<P>> = load().then((component) => {
        pending.status = 'fulfilled';
        pending.value = component;
        return component;
      });
      chunk = pending;
      // A failed download is tried again by the next start (the router's next navigation).
      pending.catch(() => {
        if (chunk === pending) chunk = null;
      });
    }
    return chunk;
  };
  starts.push(start);
  function Part(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  }
  return memo(function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}

/** Loads every shell part (once); resolves when all are ready to render synchronously. */
export const loadIslands = (): Promise<unknown> => Promise.all(starts.map((start) => start()));
