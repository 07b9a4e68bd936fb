import { request as httpRequest } from 'node:http';
import { QUERY_LIMITS } from '../../src/graphql/limits';
import { MAX_BODY_BYTES } from '../../src/http/handler';
import { fingerprint, rowCounts } from '../support/db-fingerprint';
import { SqlCounter } from '../support/sql-counter';
import { jsonOrNull, suiteKey, suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * Hand-written hostile requests against a live production-mode server. Every request the
 * server refuses is a 4xx with a clear code, carries no stack trace, and runs no resolver:
 * the SQL counter sees no statement (anonymous reads neither rate-limit nor authenticate
 * against the database, so any statement would come from a resolver).
 */

const sql = new SqlCounter();
const t = suiteServer({ sqlLogger: sql, env: { NODE_ENV: 'production', ...UNLIMITED_RATES } });
const adminKey = suiteKey(t, 'ADMIN', 'hostile admin');

interface Answer {
  status: number;
  text: string;
  json: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[];
  } | null;
  statements: number;
}

/** Any request to /graphql; counts the SQL statements it caused. */
async function raw(init: {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  search?: string;
}) {
  sql.reset();
  const response = await fetch(`${t().url}/graphql${init.search ?? ''}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
  const text = await response.text();
  const answer: Answer = { status: response.status, text, json: jsonOrNull(text), statements: sql.count };
  expectNoLeak(answer);
  return answer;
}

function post(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  return raw({
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

function expectNoLeak(answer: Answer) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.text).not.toMatch(/stacktrace/i);
  expect(answer.text).not.toMatch(/at \/|\.ts:\d/);
  expect(answer.text).not.toMatch(/Did you mean/);
}

/** A refused request: this status, the first error's code among `codes`, no resolver ran. */
function expectRefused(answer: Answer, status: number | number[], codes: string | string[]) {
  const statuses = Array.isArray(status) ? status : [status];
  const allowed = Array.isArray(codes) ? codes : [codes];
  expect({ status: statuses.includes(answer.status), body: answer.text.slice(0, 300) }).toEqual({
    status: true,
    body: expect.any(String),
  });
  expect(answer.json?.errors?.length).toBeGreaterThan(0);
  expect(allowed).toContain(answer.json?.errors?.[0].extensions?.code);
  expect(answer.json?.data ?? null).toBeNull();
  expect(answer.statements).toBe(0);
}

const repeat = (n: number, f: (i: number) => string, sep = ' ') =>
  Array.from({ length: n }, (_, i) => f(i)).join(sep);

describe('depth', () => {
  /** gpus -> edges -> node, then `levels` x (benchmarks -> gpu), ending in name. */
  const deep = (levels: number) =>
    `{ gpus(first: 1) { edges { node { ${'benchmarks { gpu { '.repeat(levels)}name${' } }'.repeat(levels)} } } } }`;

  it('answers a query exactly at the depth limit', async () => {
    // depth = 3 (gpus, edges, node) + 2 per level + 1 (name) = 12 with 4 levels
    const answer = await post(deep(4));
    expect(answer.status).toBe(200);
    expect(answer.json?.errors).toBeUndefined();
    // Executed, not refused: the page came back. (Catalog reads come from the read model, so
    // whether any SQL ran depends on whether an earlier test file's request loaded it first.)
    expect((answer.json?.data as { gpus?: { edges?: unknown[] } } | null)?.gpus?.edges).toHaveLength(1);
  });

  it('refuses a depth bomb with QUERY_TOO_DEEP before any resolver runs', async () => {
    const answer = await post(deep(40));
    expectRefused(answer, 400, 'QUERY_TOO_DEEP');
    expect(answer.json?.errors?.[0].extensions).toMatchObject({ limit: QUERY_LIMITS.maxDepth, actual: 84 });
  });

  it('refuses a depth bomb hidden in fragments', async () => {
    const fragments = repeat(
      20,
      (i) => `fragment D${i} on Gpu { benchmarks { gpu { ${i === 19 ? 'name' : `...D${i + 1}`} } } }`,
      '\n',
    );
    const answer = await post(`{ gpus(first: 1) { edges { node { ...D0 } } } }\n${fragments}`);
    expectRefused(answer, 400, 'QUERY_TOO_DEEP');
  });

  it('refuses an introspection cycle (fields -> type -> fields ...)', async () => {
    const answer = await post(
      `{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }`,
    );
    expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED');
  });
});

describe('aliases', () => {
  it(`refuses ${QUERY_LIMITS.maxAliases + 1} aliases with TOO_MANY_ALIASES`, async () => {
    const answer = await post(`{ ${repeat(QUERY_LIMITS.maxAliases + 1, (i) => `a${i}: __typename`)} }`);
    expectRefused(answer, 400, 'TOO_MANY_ALIASES');
    expect(answer.json?.errors?.[0].extensions).toMatchObject({
      limit: QUERY_LIMITS.maxAliases,
      actual: QUERY_LIMITS.maxAliases + 1,
    });
  });

  it('answers the limit itself', async () => {
    const answer = await post(`{ ${repeat(QUERY_LIMITS.maxAliases, (i) => `a${i}: __typename`)} }`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json?.data ?? {})).toHaveLength(QUERY_LIMITS.maxAliases);
  });

  it('refuses 1,000 __typename aliases (over the token limit before anything else)', async () => {
    const answer = await post(`{ ${repeat(1000, (i) => `a${i}: __typename`)} }`);
    expectRefused(answer, 400, ['TOO_MANY_TOKENS', 'TOO_MANY_ALIASES']);
  });

  it('refuses 1,000 __typename aliases spread through fragments (few tokens)', async () => {
    const document = `{ ...A2 }
      fragment A0 on Query { ${repeat(10, (i) => `a${i}: __typename`)} }
      fragment A1 on Query { ${repeat(10, () => '...A0')} }
      fragment A2 on Query { ${repeat(10, () => '...A1')} }`;
    const answer = await post(document);
    // 1,000 aliases, each key merged 100 times into one selection set: either limit applies.
    expectRefused(answer, 400, ['TOO_MANY_ALIASES', 'FIELD_REPEATED']);
  });

  it('counts aliases in a fragment once per spread', async () => {
    const document = `{ ${repeat(4, (i) => `g${i}: gpus(first: 1) { ...Ten }`)} }
      fragment Ten on GpuConnection { ${repeat(10, (i) => `t${i}: totalCount`)} }`;
    const answer = await post(document);
    expectRefused(answer, 400, 'TOO_MANY_ALIASES');
    expect(answer.json?.errors?.[0].extensions?.actual).toBe(44);
  });
});

describe('fragments', () => {
  it.each([
    [
      'two fragments spreading each other',
      `{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }`,
    ],
    ['a fragment spreading itself', `{ ...A } fragment A on Query { __typename ...A }`],
    [
      'a cycle through nested fields',
      `{ gpus(first: 1) { edges { node { ...G } } } } fragment G on Gpu { benchmarks { gpu { ...G } } }`,
    ],
  ])('refuses a fragment cycle: %s', async (_name, document) => {
    expectRefused(await post(document), 400, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a fragment fan-out bomb (2^30 expansions) without expanding it', async () => {
    const fragments = repeat(30, (i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`, '\n');
    const answer = await post(`{ ...F30 }\nfragment F0 on Query { __typename }\n${fragments}`);
    // Counted before graphql-js validates it (the expanded-fields check of a new document).
    expectRefused(answer, 400, 'TOO_MANY_FIELDS');
    expect(answer.json?.errors?.[0].extensions?.actual).toBe(2 ** 30);
  });

  it('refuses a spread of an unknown fragment', async () => {
    expectRefused(await post(`{ ...Nope }`), 400, 'GRAPHQL_VALIDATION_FAILED');
  });
});

describe('repeated fields and directives', () => {
  it('refuses 1,000 repeated fields written out (token limit)', async () => {
    const answer = await post(`{ ${repeat(1000, () => '__typename')} }`);
    expectRefused(answer, 400, ['TOO_MANY_TOKENS', 'FIELD_REPEATED']);
  });

  it('refuses 1,000 repeated fields merged from fragments with FIELD_REPEATED', async () => {
    const document = `{ ...R2 }
      fragment R0 on Query { ${repeat(10, () => '__typename')} }
      fragment R1 on Query { ${repeat(10, () => '...R0')} }
      fragment R2 on Query { ${repeat(10, () => '...R1')} }`;
    const answer = await post(document);
    expectRefused(answer, 400, 'FIELD_REPEATED');
    expect(answer.json?.errors?.[0].extensions).toMatchObject({
      limit: QUERY_LIMITS.maxFieldRepeats,
      actual: 1000,
    });
  });

  it(`answers ${QUERY_LIMITS.maxFieldRepeats} repeats and refuses one more`, async () => {
    const at = (n: number) => `{ gpus(first: 1) { edges { node { ${repeat(n, () => 'name')} } } } }`;
    const ok = await post(at(QUERY_LIMITS.maxFieldRepeats));
    expect(ok.status).toBe(200);
    expect(ok.json?.errors).toBeUndefined();
    expectRefused(await post(at(QUERY_LIMITS.maxFieldRepeats + 1)), 400, 'FIELD_REPEATED');
  });

  const GPU_SCALARS = [
    'id',
    'slug',
    'kind',
    'name',
    'manufacturer',
    'description',
    'releaseYear',
    'priceUsd',
    'usedPriceUsd',
    'vendor',
    'architecture',
    'vramGb',
    'gpusPerBoard',
    'memoryBandwidthGBs',
    'fp32Tflops',
    'fp16TensorTflops',
    'tensorCores',
    'bf16',
    'tdpW',
    'formFactor',
    'slotWidth',
    'lengthMm',
    'coolerStyle',
    'pcieGen',
    'nvlink',
    'pcieConnectors',
  ];

  it('refuses a directive flood with TOO_MANY_DIRECTIVES', async () => {
    expect(GPU_SCALARS.length * 2).toBeGreaterThan(QUERY_LIMITS.maxDirectives);
    const fields = GPU_SCALARS.map((f) => `${f} @include(if: true) @skip(if: false)`).join(' ');
    const answer = await post(`{ gpus(first: 1) { edges { node { ${fields} } } } }`);
    expectRefused(answer, 400, 'TOO_MANY_DIRECTIVES');
    expect(answer.json?.errors?.[0].extensions).toMatchObject({
      limit: QUERY_LIMITS.maxDirectives,
      actual: GPU_SCALARS.length * 2,
    });
  });

  it('refuses the same directive repeated on one field, and unknown directives', async () => {
    expectRefused(
      await post(`{ __typename ${repeat(40, () => '@include(if: true)')} }`),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
    expectRefused(
      await post(`{ __typename ${repeat(40, (i) => `@d${i}`)} }`),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
  });
});

describe('page sizes and cost', () => {
  it.each([
    ['gpus(first: 101)', `{ gpus(first: 101) { totalCount } }`, 'first'],
    ['components(first: 101)', `{ components(first: 101) { totalCount } }`, 'first'],
    ['guidance(first: 101)', `{ guidance(first: 101) { totalCount } }`, 'first'],
    ['benchmarks(first: -1)', `{ benchmarks(first: -1) { totalCount } }`, 'first'],
    ['search(first: 51)', `{ search(text: "power", first: 51) { title } }`, 'first'],
    [
      'recommendGpus(input: { first: 51 })',
      `{ recommendGpus(input: { first: 51 }) { rank } }`,
      'input.first',
    ],
  ])('%s is BAD_USER_INPUT naming the argument, and reads nothing', async (_name, query, field) => {
    const answer = await post(query);
    expect(answer.status).toBe(200);
    expect(answer.json?.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.json?.data ?? null).toBeNull();
    expect(answer.statements).toBe(0);
  });

  it('refuses an Int literal past 32 bits before execution', async () => {
    expectRefused(await post(`{ gpus(first: 2147483648) { totalCount } }`), 400, 'GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a cost bomb of nested lists with QUERY_TOO_COMPLEX', async () => {
    const answer = await post(
      `{ gpus(first: 100) { edges { node { benchmarks { gpu { benchmarks { gpu { benchmarks { value } } } } } } } } }`,
    );
    expectRefused(answer, 400, 'QUERY_TOO_COMPLEX');
    expect(answer.json?.errors?.[0].extensions).toMatchObject({
      limit: QUERY_LIMITS.maxCost,
      actual: 111_100,
    });
  });

  it('refuses a cost bomb of aliased full pages, with the page size in a variable', async () => {
    const page = `gpus(first: $n) { edges { node { benchmarks { source { title } } cloudOfferings { gpu { sources { title } } } } } }`;
    const document = `query($n: Int) { ${repeat(20, (i) => `p${i}: ${page}`)} }`;
    expectRefused(await post(document, { n: 100 }), 400, 'QUERY_TOO_COMPLEX');
    // The same document with small pages is cheap and answered.
    const cheap = await post(document, { n: 1 });
    expect(cheap.status).toBe(200);
    expect(cheap.json?.errors).toBeUndefined();
  });
});

describe('tokens and syntax', () => {
  it('refuses a token flood with 400 (TOO_MANY_TOKENS)', async () => {
    const answer = await post(`{ __typename ${repeat(5000, () => 'a')} }`);
    expectRefused(answer, 400, ['TOO_MANY_TOKENS', 'GRAPHQL_PARSE_FAILED']);
  });

  it('does not count comments as tokens: a 1 MB comment is answered', async () => {
    const answer = await post(`# ${'x'.repeat(1024 * 1024)}\n{ __typename }`);
    expect(answer.status).toBe(200);
    expect(answer.json?.data).toEqual({ __typename: 'Query' });
  });

  it.each([
    ['an unterminated argument list', '{ gpus(first: '],
    ['unbalanced braces', '}}}}'],
    ['an unterminated string', '{ search(text: "power) { title } }'],
    ['a stray NUL character', '{ __typename \u0000 }'],
    ['a non-ASCII name', '{ gpüs { totalCount } }'],
    ['a lone quote', '"'],
  ])('answers a syntax error (%s) with 400 GRAPHQL_PARSE_FAILED', async (_name, query) => {
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.statements).toBe(0);
  });

  it('refuses an empty query with 400', async () => {
    expectRefused(await post(''), 400, ['BAD_REQUEST', 'GRAPHQL_PARSE_FAILED']);
  });
});

describe('the HTTP envelope', () => {
  it('refuses a batched array body (batching is off)', async () => {
    const answer = await raw({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json?.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    expect(answer.statements).toBe(0);
  });

  it('refuses a batch of 10,000 operations the same way', async () => {
    const answer = await raw({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 10_000 }, () => ({ query: '{ gpus { totalCount } }' }))),
    });
    expectRefused(answer, 400, 'BAD_REQUEST');
  });

  it.each([
    ['not JSON', '{"query": "{ __typename }"'],
    ['a JSON string', '"{ __typename }"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['an object without query', '{"variables": {}}'],
    ['a query that is not a string', '{"query": {"kind": "Document"}}'],
    ['variables that are not a map', '{"query": "{ __typename }", "variables": [1, 2]}'],
  ])('refuses a body that is %s with 400', async (_name, body) => {
    const answer = await raw({ headers: { 'content-type': 'application/json' }, body });
    expectRefused(answer, 400, ['BAD_REQUEST', 'BAD_USER_INPUT']);
  });

  it.each([
    [
      'several operations and no operationName',
      { query: 'query A { __typename } query B { __typename }' },
      400,
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'an unknown operationName',
      { query: '{ __typename }', operationName: 'Nope' },
      400,
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'an operationName that is not a string',
      { query: '{ __typename }', operationName: 42 },
      400,
      'BAD_REQUEST',
    ],
    [
      'a persisted-query hash that does not match the query',
      { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
      400,
      'BAD_REQUEST',
    ],
    [
      'an unknown persisted-query hash without a query',
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
      200,
      'PERSISTED_QUERY_NOT_FOUND',
    ],
    ['a subscription (the schema has none)', { query: 'subscription { __typename }' }, 200, 'BAD_REQUEST'],
    [
      'more than 50 bad variable values (graphql-js stops counting)',
      {
        query: 'query($b: BuildInput!) { checkBuild(build: $b) { compatible } }',
        variables: { b: { parts: Array.from({ length: 60 }, () => ({})) } },
      },
      400,
      'BAD_USER_INPUT',
    ],
  ])('refuses %s with a client error code, not INTERNAL_SERVER_ERROR', async (_name, body, status, code) => {
    const answer = await raw({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(answer.status).toBe(status);
    const codes = (answer.json?.errors ?? []).map((e) => e.extensions?.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).toContain(code);
    expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
    expect(answer.json?.data ?? null).toBeNull();
    expect(answer.statements).toBe(0);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('blocks a simple %s request (CSRF prevention) and changes nothing', async (_name, type) => {
    const before = await fingerprint(t().db.dataSource);
    const answer = await raw({
      headers: { 'content-type': type, authorization: `Bearer ${adminKey()}` },
      body: JSON.stringify({ query: `mutation { deleteComponent(slug: "corsair-rm850x-atx31") }` }),
    });
    expectRefused(answer, 400, 'BAD_REQUEST');
    expect(answer.text).toMatch(/CSRF|preflight/i);
    expect(await fingerprint(t().db.dataSource)).toEqual(before);
  });

  it('refuses a mutation over GET with 405, preflighted or not: a GET has no side effect', async () => {
    const before = await fingerprint(t().db.dataSource);
    const search = `?query=${encodeURIComponent('mutation { deleteComponent(slug: "corsair-rm850x-atx31") }')}`;
    const simple = await raw({ method: 'GET', search, headers: { authorization: `Bearer ${adminKey()}` } });
    expectRefused(simple, 405, 'BAD_REQUEST');
    const preflighted = await raw({
      method: 'GET',
      search,
      headers: { authorization: `Bearer ${adminKey()}`, 'apollo-require-preflight': 'true' },
    });
    expectRefused(preflighted, 405, 'BAD_REQUEST');
    expect(await fingerprint(t().db.dataSource)).toEqual(before);
  });

  it('refuses a 3 MB body with 413', async () => {
    const answer = await raw({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(3 * 1024 * 1024) } }),
    });
    expectRefused(answer, 413, 'BAD_USER_INPUT');
  });

  it('refuses a 3 MB body sent without content-length (chunked) with 413', async () => {
    sql.reset();
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(`${t().url}/graphql`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: body }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      req.write(`{"query":"{ __typename }","variables":{"pad":"`);
      for (let sent = 0; sent < 3 * 1024 * 1024; sent += chunk.length) req.write(chunk);
      req.end('"}}');
    });
    expect(3 * 1024 * 1024).toBeGreaterThan(MAX_BODY_BYTES);
    expect(status).toBe(413);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(sql.count).toBe(0);
  });
});

describe('huge strings, SQL-looking strings and unicode', () => {
  it('refuses a 1 MB search text with BAD_USER_INPUT naming text, in a variable or a literal', async () => {
    const text = 'gpu '.repeat(256 * 1024);
    const inVariable = await post(`query($text: String!) { search(text: $text) { title } }`, { text });
    expect(inVariable.json?.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    expect(inVariable.statements).toBe(0);
    const inLiteral = await post(`{ search(text: "${text}") { title } }`);
    expect(inLiteral.json?.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    expect(inLiteral.statements).toBe(0);
  });

  it('does not echo a 1 MB variable value back in the coercion error', async () => {
    // graphql-js quotes the refused value in its message; a client must not get its
    // megabyte back (nor the logs keep it).
    const value = { slug: 'x'.repeat(1024 * 1024) };
    const answer = await post(`query($slug: String!) { component(slug: $slug) { name } }`, { slug: value });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.json?.errors?.[0].message).toMatch(/\$slug/);
    expect(answer.text.length).toBeLessThan(2_000);
    expect(answer.statements).toBe(0);
  });

  const SQL_STRINGS = [
    `'; DROP TABLE component; --`,
    `" OR 1=1 --`,
    `1; DELETE FROM guidance`,
    `$1 $$ ::text \\' %_ & | ! <-> :* (`,
    `gpu'); DELETE FROM source; SELECT ('`,
    `' UNION SELECT key_hash FROM api_key --`,
    `%' OR '1'='1`,
    `\\'; TRUNCATE audit_log; --`,
  ];

  /** Every string argument of every read, each taking the hostile value `s`. */
  const STRING_ARGUMENTS: [string, string, (s: string) => Record<string, unknown>][] = [
    ['node(id)', `query($v: ID!) { node(id: $v) { id } }`, (v) => ({ v })],
    ['component(slug)', `query($v: String!) { component(slug: $v) { slug } }`, (v) => ({ v })],
    ['components(search)', `query($v: String) { components(search: $v) { totalCount } }`, (v) => ({ v })],
    ['components(after)', `query($v: String) { components(after: $v) { totalCount } }`, (v) => ({ v })],
    [
      'gpus(filter)',
      `query($f: GpuFilter) { gpus(filter: $f) { totalCount edges { node { slug } } } }`,
      (v) => ({ f: { search: v } }),
    ],
    ['gpus(after)', `query($v: String) { gpus(after: $v) { totalCount } }`, (v) => ({ v })],
    ['useCase(slug)', `query($v: String!) { useCase(slug: $v) { slug } }`, (v) => ({ v })],
    [
      'guidance(search, tag)',
      `query($v: String) { guidance(search: $v, tag: $v) { totalCount edges { node { slug } } } }`,
      (v) => ({ v }),
    ],
    ['guidance(search)', `query($v: String) { guidance(search: $v) { totalCount } }`, (v) => ({ v })],
    [
      'benchmarks(gpuSlug, workload)',
      `query($v: String) { benchmarks(gpuSlug: $v, workload: $v) { totalCount } }`,
      (v) => ({ v }),
    ],
    ['benchmarks(workload)', `query($v: String) { benchmarks(workload: $v) { totalCount } }`, (v) => ({ v })],
    [
      'cloudOfferings(gpuSlug)',
      `query($v: String) { cloudOfferings(gpuSlug: $v) { totalCount } }`,
      (v) => ({ v }),
    ],
    ['search(text)', `query($v: String!) { search(text: $v) { title } }`, (v) => ({ v })],
    [
      'checkBuild(build)',
      `query($b: BuildInput!) { checkBuild(build: $b) { compatible } }`,
      (v) => ({ b: { parts: [{ slug: v }], useCase: v } }),
    ],
    [
      'recommendGpus(input.useCase)',
      `query($i: GpuRecommendationInput!) { recommendGpus(input: $i) { rank } }`,
      (v) => ({ i: { useCase: v } }),
    ],
    [
      'estimateMemory(input.model)',
      `query($i: MemoryEstimateInput!) { estimateMemory(input: $i) { totalGb } }`,
      (v) => ({ i: { model: v, precision: 'FP16', mode: 'INFERENCE' } }),
    ],
    ['models(search)', `query($v: String) { models(search: $v) { totalCount } }`, (v) => ({ v })],
    ['model(slug)', `query($v: String!) { model(slug: $v) { slug } }`, (v) => ({ v })],
    [
      'powerLimitTradeoff(gpuSlug)',
      `query($v: String) { powerLimitTradeoff(gpuSlug: $v, limitW: 250) { relativeSpeed } }`,
      (v) => ({ v }),
    ],
    ['savedBuild(id)', `query($v: ID!) { savedBuild(id: $v) { id } }`, (v) => ({ v })],
  ];

  it('treats SQL-looking strings in every string argument as plain values; the tables keep their rows', async () => {
    const counts = await rowCounts(t().db.dataSource);
    const before = await fingerprint(t().db.dataSource);
    expect(counts.component).toBeGreaterThan(100);
    for (const [name, query, variables] of STRING_ARGUMENTS) {
      for (const s of SQL_STRINGS) {
        const answer = await post(query, variables(s));
        const codes = (answer.json?.errors ?? []).map((e) => e.extensions?.code);
        // Answered normally: data, or a plain "no such thing"/"bad value" for this value.
        expect({ name, s, status: answer.status, codes }).toEqual({
          name,
          s,
          status: 200,
          codes: codes.filter((c) => c === 'BAD_USER_INPUT' || c === 'NOT_FOUND'),
        });
        expect(answer.json && 'data' in answer.json).toBe(true);
      }
    }
    expect(await rowCounts(t().db.dataSource)).toEqual(counts);
    expect(await fingerprint(t().db.dataSource)).toEqual(before);
  });

  it('refuses SQL-looking strings in enum positions before execution, naming the field', async () => {
    const before = await fingerprint(t().db.dataSource);
    for (const s of SQL_STRINGS) {
      const gpus = await post(`query($f: GpuFilter) { gpus(filter: $f) { totalCount } }`, {
        f: { vendor: s },
      });
      expect(gpus.status).toBe(400);
      expect(gpus.json?.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'f.vendor' });
      const memory = await post(`query($i: MemoryEstimateInput!) { estimateMemory(input: $i) { totalGb } }`, {
        i: { parametersBillions: 7, precision: s, mode: 'INFERENCE' },
      });
      expect(memory.json?.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'i.precision',
      });
    }
    expect(await fingerprint(t().db.dataSource)).toEqual(before);
  });

  it('stores SQL-looking text verbatim through a mutation and reads it back', async () => {
    const title = SQL_STRINGS.join(' ');
    const answer = await post(
      `mutation($i: SourceInput!) { upsertSource(input: $i) { key title } }`,
      { i: { key: 'hostile-sql-title', title } },
      { authorization: `Bearer ${adminKey()}` },
    );
    expect(answer.json?.errors).toBeUndefined();
    expect(answer.json?.data?.upsertSource).toEqual({ key: 'hostile-sql-title', title });
    const [{ count }] = await t().db.dataSource.query(
      `SELECT count(*)::int AS count FROM source WHERE title = $1`,
      [title],
    );
    expect(count).toBe(1);
  });

  it('answers unicode searches (emoji, RTL, combining marks, full-width digits)', async () => {
    for (const text of ['🔥 gpu 🔥', '\u202egpu power\u202c', 'مرحبا gpu', 'Ｒｔｘ３０９０', 'ǅ̸̡̛̖̙̮ z', '👩‍👩‍👧‍👦']) {
      const answer = await post(`query($t: String!) { search(text: $t) { title } }`, { t: text });
      expect(answer.status).toBe(200);
      expect(answer.json?.errors).toBeUndefined();
      expect(Array.isArray(answer.json?.data?.search)).toBe(true);
    }
  });

  it('refuses values the database cannot store with BAD_USER_INPUT naming the argument, and writes nothing', async () => {
    const admin = { authorization: `Bearer ${adminKey()}` };
    const memoryKit = {
      slug: 'hostile-memory',
      name: 'Kit',
      manufacturer: 'Acme',
      sources: ['doc-dl-cluster-guide'],
      memoryType: 'DDR5',
      capacityGb: 64,
      modules: 2,
      ecc: false,
      registered: false,
    };
    const offering = {
      provider: 'RUNPOD',
      instanceType: 'h.1',
      gpu: 'nvidia-geforce-rtx-3090',
      gpuCount: 1,
      onDemandUsdPerHour: 1,
      asOf: '2026-01-01',
      source: 'doc-dl-cluster-guide',
    };
    const cases: [string, Record<string, unknown> | undefined, Record<string, string>, string][] = [
      // NUL: Postgres text cannot hold it.
      [`{ component(slug: "a\\u0000b") { slug } }`, undefined, {}, 'slug'],
      [`query($s: String!) { component(slug: $s) { slug } }`, { s: 'a\u0000b' }, {}, 'slug'],
      [
        `query($s: String) { powerLimitTradeoff(gpuSlug: $s, limitW: 250) { tdpW } }`,
        { s: '\u0000' },
        {},
        'gpuSlug',
      ],
      [
        `query($b: BuildInput!) { checkBuild(build: $b) { compatible } }`,
        { b: { parts: [{ slug: 'nvidia-geforce-rtx-3090' }, { slug: 'x\u0000' }] } },
        {},
        'build.parts[1].slug',
      ],
      // A lone UTF-16 surrogate, refused by jsonb (the audit log).
      [
        `mutation($n: String!) { createApiKey(name: $n, role: EDITOR) { id } }`,
        { n: 'x\udfffy' },
        admin,
        'name',
      ],
      // Whitespace-only text: trimmed to "" and refused by the CHECK on the column.
      [
        `mutation($i: MemoryKitInput!) { upsertMemoryKit(input: $i) { slug } }`,
        { i: { ...memoryKit, name: '\n\r\t' } },
        admin,
        'input.name',
      ],
      // 1.25 MB of text in a unique key: too long for the index.
      [
        `mutation($i: CloudOfferingInput!) { upsertCloudOffering(input: $i) { id } }`,
        { i: { ...offering, instanceType: 'ж€'.repeat(256 * 1024) } },
        admin,
        'input.instanceType',
      ],
    ];
    for (const [query, variables, headers, field] of cases) {
      const before = await fingerprint(t().db.dataSource);
      const answer = await post(query, variables, headers);
      expect(answer.status).toBe(200);
      const { code, field: named } = (answer.json?.errors?.[0].extensions ?? {}) as Record<string, unknown>;
      expect({ query, extensions: { code, field: named } }).toEqual({
        query,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
      expect(await fingerprint(t().db.dataSource)).toEqual(before);
    }
  });
});
