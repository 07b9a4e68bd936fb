import { execFile } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/database';
import {
  ROOT,
  eventually,
  logLines,
  postFrom,
  randomPort,
  spawnServer,
  type ServerProcess,
} from '../support/process';

/**
 * What an SRE reads from the real entry point: request ids taken or made, echoed and
 * logged with the operation; health polls kept out of the info log; a "ready at" line only
 * once the database answers; Prometheus metrics at /metrics; pretty logs on a terminal.
 */

/** Nested lists past the cost limit: refused with QUERY_TOO_COMPLEX before execution. */
const COST_BOMB =
  '{ gpus(first: 100) { edges { node { benchmarks { gpu { benchmarks { gpu { benchmarks { value } } } } } } } } }';

/** Sample values of one metric from Prometheus text, by its label string. */
function samples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (match) found.set(match[1] ?? '', Number(match[2]));
  }
  return found;
}

function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const [key, value] of samples(text, name)) {
    if (Object.entries(labels).every(([label, wanted]) => key.includes(`${label}="${wanted}"`))) return value;
  }
  return undefined;
}

describe('the running server, as operations sees it', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 1 });
    server = await spawnServer({
      env: { DATABASE_URL: db.url, RATE_LIMIT_BURST: '1000', RATE_LIMIT_PER_MINUTE: '60000' },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const graphql = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('prints "ready at" once the database is ready, after the listening line', async () => {
    // The line comes on the child's stdout, a pipe read apart from the HTTP answer that
    // said ready: it may arrive just after it.
    const readyLine = `rigbase ready at http://127.0.0.1:${server.port}`;
    await eventually(
      () => logLines(server.log).some((line) => line.msg === readyLine),
      'the "ready at" line in the log',
    );
    const lines = logLines(server.log).map((line) => String(line.msg));
    const listening = lines.findIndex((msg) => msg.startsWith('rigbase is listening'));
    const ready = lines.findIndex((msg) => msg === readyLine);
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(ready).toBeGreaterThan(listening);
    expect(lines.filter((msg) => msg.startsWith('rigbase ready at'))).toHaveLength(1);
  });

  it("echoes the caller's x-request-id and logs it with the operation name and outcome", async () => {
    const answer = await graphql(
      { query: 'query GpuPage { gpus(first: 2) { totalCount } }' },
      { 'x-request-id': 'trace-4bf92f3577b34da6' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('trace-4bf92f3577b34da6');
    const refused = await graphql({ query: `query Deep ${COST_BOMB}` }, { 'x-request-id': 'trace-refused' });
    await eventually(
      () => logLines(server.log).some((line) => line.requestId === 'trace-refused' && line.msg === 'request'),
      'the refused request in the log',
    );
    const lines = logLines(server.log).filter((line) => line.msg === 'request');
    expect(lines.find((line) => line.requestId === 'trace-4bf92f3577b34da6')).toMatchObject({
      msg: 'request',
      level: 30,
      path: '/graphql',
      status: 200,
      operation: 'GpuPage',
    });
    const refusedLine = lines.find((line) => line.requestId === 'trace-refused')!;
    expect(refusedLine).toMatchObject({ operation: 'Deep', status: 400, outcome: 'QUERY_TOO_COMPLEX' });
    expect(((await refused.json()) as any).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('makes an id when none or a malformed one comes, a new one each time', async () => {
    const ids = [];
    for (const header of [undefined, 'has spaces in it', 'x'.repeat(200)]) {
      const answer = await graphql({ query: '{ __typename }' }, header ? { 'x-request-id': header } : {});
      ids.push(answer.headers.get('x-request-id'));
    }
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    // CORS lets a browser read it.
    const cors = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { origin: 'https://app.example' },
    });
    expect(cors.headers.get('access-control-expose-headers')).toMatch(/x-request-id/);
  });

  it('logs health and readiness polls at debug only, so they stay out of the info log', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': `poll-${i}` } })).status,
      ).toBe(200);
      expect((await fetch(`${server.url}/readyz`, { headers: { 'x-request-id': `poll-${i}` } })).status).toBe(
        200,
      );
    }
    await graphql({ query: '{ __typename }' }, { 'x-request-id': 'after-polls' });
    await eventually(
      () => logLines(server.log).some((line) => line.requestId === 'after-polls'),
      'the later request',
    );
    expect(logLines(server.log).filter((line) => String(line.requestId ?? '').startsWith('poll-'))).toEqual(
      [],
    );
  });

  it('serves Prometheus metrics: requests by operation and outcome, latency, refusals, pool, catalog version', async () => {
    await graphql({ query: 'query GpuPage { gpus(first: 2) { totalCount } }' });
    await graphql({ query: `query Costly ${COST_BOMB}` });
    const answer = await fetch(`${server.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(
      sample(text, 'rigbase_graphql_operations_total', { operation: 'GpuPage', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'rigbase_http_requests_total', { route: 'graphql', method: 'POST', status: '200' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'rigbase_http_request_duration_seconds_count', { route: 'graphql' })).toBeGreaterThan(
      0,
    );
    expect(
      sample(text, 'rigbase_graphql_operation_duration_seconds_bucket', { operation: 'GpuPage', le: '+Inf' }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'rigbase_graphql_operations_total', { operation: 'Costly', outcome: 'QUERY_TOO_COMPLEX' }),
    ).toBe(1);
    // The request-id test's Deep and this Costly: two refusals of the cost limit.
    expect(sample(text, 'rigbase_refusals_total', { code: 'QUERY_TOO_COMPLEX', route: 'graphql' })).toBe(2);
    expect(sample(text, 'rigbase_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    const [{ version }] = await db.dataSource.query(`SELECT version::text AS version FROM catalog_state`);
    expect(sample(text, 'rigbase_catalog_version', {})).toBe(Number(version));
    // Nothing was edited meanwhile: the process serves the version the database has.
    expect(sample(text, 'rigbase_catalog_served_version', {})).toBe(Number(version));
    expect(sample(text, 'rigbase_catalog_version_age_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'rigbase_info', { version: require('../../package.json').version })).toBe(1);
    // The process's own: CPU, memory, event loop.
    expect(samples(text, 'process_cpu_user_seconds_total').size).toBe(1);
    expect(samples(text, 'nodejs_eventloop_lag_p99_seconds').size).toBe(1);
  });

  it('counts a rate-limit refusal, per route', async () => {
    // One address of its own, and a request budget small enough to spend: a second server.
    const small = await spawnServer({
      env: { DATABASE_URL: db.url, RATE_LIMIT_BURST: '2', RATE_LIMIT_PER_MINUTE: '1' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await postFrom(small.port, '127.0.0.9', '{"query":"{ __typename }"}')).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
      const text = await (await fetch(`${small.url}/metrics`)).text();
      expect(sample(text, 'rigbase_refusals_total', { code: 'RATE_LIMITED', route: 'graphql' })).toBe(2);
      expect(
        sample(text, 'rigbase_graphql_operations_total', { operation: 'anonymous', outcome: 'RATE_LIMITED' }),
      ).toBe(2);
    } finally {
      await small.stop();
    }
  });

  it('caps operation-name labels, so a client cannot grow the metrics without bound', async () => {
    for (let i = 0; i < 210; i += 1) await graphql({ query: `query Op${i} { __typename }` });
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const operations = new Set(
      [...samples(text, 'rigbase_graphql_operations_total').keys()].map(
        (labels) => /operation="([^"]*)"/.exec(labels)![1],
      ),
    );
    expect(operations.size).toBeLessThanOrEqual(201 + 3);
    expect(operations.has('other')).toBe(true);
  });
});

describe('before the database answers', () => {
  it('says it is listening and waiting, and never "ready at"', async () => {
    const server = await spawnServer({
      env: { DATABASE_URL: `postgres://nobody:x@127.0.0.1:${randomPort()}/none` },
      waitFor: 'listening',
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      const messages = logLines(server.log).map((line) => String(line.msg));
      expect(messages).toContain('rigbase is listening; waiting for the database before it answers queries');
      expect(messages.some((msg) => msg.startsWith('rigbase ready at'))).toBe(false);
    } finally {
      await server.stop();
    }
  });
});

describe('log format', () => {
  const logger = path.join(ROOT, 'dist/src/logger.js');
  const print = (format: string, viaTerminal: boolean) =>
    new Promise<string>((resolve, reject) => {
      const script = `require(${JSON.stringify(logger)}).createLogger({ logLevel: 'info', logFormat: '${format}' }).info({ requestId: 'r1' }, 'hello')`;
      const command = viaTerminal
        ? ['script', ['-qec', `${process.execPath} -e "${script.replace(/"/g, '\\"')}"`, '/dev/null']]
        : [process.execPath, ['-e', script]];
      execFile(command[0] as string, command[1] as string[], (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });

  it('is JSON when stdout is not a terminal, and pretty on one (auto)', async () => {
    const piped = await print('auto', false);
    expect(JSON.parse(piped)).toMatchObject({ msg: 'hello', requestId: 'r1', service: 'rigbase' });
    // eslint-disable-next-line no-control-regex
    const terminal = (await print('auto', true)).replace(/\u001b\[[0-9;]*m/g, '');
    expect(() => JSON.parse(terminal)).toThrow();
    expect(terminal).toMatch(/INFO.*hello/);
    expect(terminal).toMatch(/requestId: "r1"/);
  });

  it('follows LOG_FORMAT when set', async () => {
    expect(await print('pretty', false)).toMatch(/INFO.*hello/);
    expect(JSON.parse(await print('json', true))).toMatchObject({ msg: 'hello' });
  });
});
