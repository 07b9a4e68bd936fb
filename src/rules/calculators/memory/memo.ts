/**
 * A bounded cache for pure functions of a model's shape: an estimate and its re-estimates
 * for 1, 2 and 4 GPUs read the same tensor list and weight bytes, so they are computed once.
 * Results are frozen: callers only read them.
 */

/** Entries kept per function; the oldest is dropped beyond it. */
const LIMIT = 256;

export function memoize<A extends unknown[], R extends object>(
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    const hit = cache.get(key);
    if (hit) return hit;
    const value = Object.freeze(compute(...args));
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };
}

/** A shape's identity for the caches (its JSON: equal shapes built the same way share it). */
export const shapeKey = (shape: object): string => JSON.stringify(shape);
