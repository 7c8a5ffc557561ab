/**
 * A deep copy of props: equal values, new arrays and plain objects. Functions and other objects
 * (refs' targets, class instances) stay the same: a part takes them only `Held`, by identity.
 */
export function copyData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyData) as T;
  if (value !== null && typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyData(v)])) as T;
  }
  return value;
}
