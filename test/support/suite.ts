export interface SuiteOptions {
  /** A fresh one for each test (beforeEach / afterEach) instead of one for the block. */
  perTest?: boolean;
  /** Bound on the start, when it may take longer than the file's default. */
  timeoutMs?: number;
}

/**
 * One resource (a database, a server, a browser) for every test of the enclosing describe
 * block, or of the file when called at top level: started in a beforeAll, released in an
 * afterAll. The returned getter reads it inside tests and hooks; called before the start ran
 * (at collection time, or after a failed start) it throws instead of handing out undefined.
 * Jest runs after-hooks in the order they are declared: a resource that needs another one
 * starts it itself and releases it after its own (see startAppServer).
 */
export function forSuite<T>(
  start: () => Promise<T>,
  release: (value: T) => Promise<unknown>,
  options: SuiteOptions = {},
): () => T {
  let current: { value: T } | undefined;
  (options.perTest ? beforeEach : beforeAll)(async () => {
    current = { value: await start() };
  }, options.timeoutMs);
  (options.perTest ? afterEach : afterAll)(async () => {
    const ending = current;
    current = undefined;
    if (ending) await release(ending.value);
  });
  return () => {
    if (!current) throw new Error('read outside its tests: the suite has not started it (or failed to)');
    return current.value;
  };
}
