/**
 * The cache modules' module-level state (isolate-memory.ts's two maps and its generation,
 * source-call.ts's flights) belongs to an isolate. In the worker the isolate is the process, so
 * each module holds one state and `perIsolate` hands it out as it is. The simulator
 * (`npm run sim`, scripts/sim/) runs many isolates in one process: it names the isolate each call
 * belongs to (`setIsolateScope`), and each module's state is then one per isolate.
 */

/** The one isolate of the worker (and of the tests). */
const THIS_ISOLATE = {};

let current: () => object = () => THIS_ISOLATE;

/**
 * Says which isolate the calls that follow belong to (the simulator's); without an argument, the
 * one isolate again. The worker never calls it.
 */
export function setIsolateScope(scope: () => object = () => THIS_ISOLATE): void {
  current = scope;
}

/** A module's state per isolate: `make()` once per isolate, the same object on every call within it. */
export function perIsolate<T>(make: () => T): () => T {
  const own = make();
  const others = new WeakMap<object, T>();
  return () => {
    const scope = current();
    if (scope === THIS_ISOLATE) return own;
    let state = others.get(scope);
    if (!state) {
      state = make();
      others.set(scope, state);
    }
    return state;
  };
}
