import { SqlCounter } from './sql-counter';
import { startTestServer, type TestServer } from './server';

/**
 * A test file's server with a statement counter, started before its tests and closed after
 * them, and `run`: one operation in-process that must answer without errors, with the
 * SQL statements it sent (catalog-version and key reads counted apart, see SqlCounter).
 */
export function countedTestServer() {
  const counter = new SqlCounter();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ sqlLogger: counter });
  });
  afterAll(() => t.close());
  return {
    async run(query: string, variables: Record<string, unknown> = {}) {
      counter.reset();
      const result = await t.server.execute<any>(query, variables);
      if (result.body.kind !== 'single') throw new Error('expected a single result');
      expect(result.body.singleResult.errors).toBeUndefined();
      return { data: result.body.singleResult.data, statements: [...counter.statements] };
    },
  };
}
