/**
 * What a part (client/app/island.tsx) may take as props. A part is `memo`, and until its chunk is
 * in, React keeps its server HTML only while no update reaches it: a parent's re-render must pass
 * props `memo` finds equal. Data compares by value once it is taken whole from the page's data,
 * so a part's props are plain data (strings, numbers, booleans, arrays and objects of them); a
 * callback or a ref is accepted only as `Held`, made by the hooks below, whose identity outlives
 * the parent's re-renders. A fresh `() => setOpen(false)`, a `Date` or an element is a type error
 * where the part is registered (`island()`) or rendered.
 */
import { type DependencyList, type RefObject, useCallback, useRef } from 'react';

declare const HELD: unique symbol;

/** A callback or ref whose identity survives the re-renders of the component that holds it. */
export type Held<T> = T & { readonly [HELD]: true };

type Scalar = string | number | boolean | bigint | null | undefined;
type Fn = (...args: never[]) => unknown;

/** The keys of an object that hold functions (a class instance's methods: a Date, an element). */
type Methods<T> = { [K in keyof T]-?: T[K] extends Fn ? K : never }[keyof T];

/** A prop as a part may take it: `never` wherever it holds a function, an object with methods or an unheld ref. */
type PartProp<T> = T extends Scalar
  ? T
  : T extends { readonly [HELD]: true }
    ? T
    : T extends readonly unknown[]
      ? { [K in keyof T]: PartProp<T[K]> }
      : T extends Fn
        ? never
        : T extends object
          ? [Methods<T>] extends [never]
            ? { [K in keyof T]: PartProp<T[K]> }
            : never
          : never;

/**
 * P itself when a part may take it; otherwise each prop it may not take becomes this sentence, which
 * tsc prints where the part is registered.
 */
export type PartProps<P> = {
  [K in keyof P]: P[K] extends PartProp<P[K]> ? P[K] : 'not plain data nor Held (client/app/part-props.ts)';
};

/**
 * `useCallback`, marked as held: pass it to a part (its identity changes only with `deps`). The
 * same function as React's, typed apart (no wrapper: the shell carries it to every page).
 */
export const useHeldCallback = useCallback as <F extends (...args: never[]) => unknown>(
  fn: F,
  deps: DependencyList,
) => Held<F>;

/** `useRef(null)`, marked as held: a ref object is the same object on every render. */
export const useHeldRef = <T>(): Held<RefObject<T | null>> => useRef<T>(null) as Held<RefObject<T | null>>;
