import { types } from 'node:util';

/**
 * DataLoader.loadMany reports a failed key as an Error in the result list. Errors from
 * pg are created in Node's own realm, so `instanceof Error` can miss them (under a VM
 * sandbox such as jest); isNativeError recognises them in any realm.
 */
export function isLoadError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

/** loadMany's hits in key order; a failed lookup is re-thrown, a missing key dropped. */
export function foundOrThrow<T>(results: ReadonlyArray<T | null | Error>): T[] {
  return results.filter((r): r is T => {
    if (isLoadError(r)) throw r;
    return r !== null;
  });
}
