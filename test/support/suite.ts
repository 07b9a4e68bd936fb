/**
 * One resource (a database, a server, a browser) for every test of the enclosing describe
 * block, or of the file when called at top level: started in a beforeAll, released in an
 * afterAll. The returned getter reads it inside tests and hooks; called before the start ran
 * (at collection time, or after a failed start) it throws instead of handing out undefined.
 */
export function forSuite<T>(
  start: () => Promise<T>,
  release: (value: T) => Promise<unknown>,
  timeoutMs?: number,
): () => T {
  return held(beforeAll, afterAll, start, release, timeoutMs);
}

/** The same, but a fresh one for each test (beforeEach / afterEach). */
export function forEachTest<T>(
  start: () => Promise<T>,
  release: (value: T) => Promise<unknown>,
  timeoutMs?: number,
): () => T {
  return held(beforeEach, afterEach, start, release, timeoutMs);
}

function held<T>(
  before: jest.Lifecycle,
  after: jest.Lifecycle,
  start: () => Promise<T>,
  release: (value: T) => Promise<unknown>,
  timeoutMs: number | undefined,
): () => T {
  let current: { value: T } | undefined;
  before(async () => {
    current = { value: await start() };
  }, timeoutMs);
  after(async () => {
    const ending = current;
    current = undefined;
    if (ending) await release(ending.value);
  });
  return () => {
    if (!current) throw new Error('read outside its tests: the suite has not started it (or failed to)');
    return current.value;
  };
}
