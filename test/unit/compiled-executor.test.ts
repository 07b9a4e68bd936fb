import { ApolloServer, type GraphQLResponse } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getIntrospectionQuery } from 'graphql';
import pino from 'pino';
import { DomainError, ErrorCode, badInput } from '../../src/errors';
import { DEFAULT_COMPILE_POLICY, compiledExecutor } from '../../src/graphql/executor/compiled-executor';
import { PLAN_BASE_BYTES, planBytes } from '../../src/graphql/executor/compile-policy';
import { executorGateway } from '../../src/graphql/executor/executor-gateway';
import { PlanCache } from '../../src/graphql/executor/plan-cache';
import { createFormatError, errorVariablesPlugin } from '../../src/graphql/format-error';

/**
 * The compiled executor against graphql-js on the error paths the recorded corpus rarely
 * or never reaches: faults of ours (a null in a non-null field, a value a scalar cannot
 * serialize), a value the database refused (formatError names the argument from the
 * failing field's nodes), throttling (an HTTP status carried by an error), abstract
 * types through fragments, directives, aliases and introspection.
 */
const typeDefs = /* GraphQL */ `
  interface Part {
    slug: String!
  }
  type Gpu implements Part {
    slug: String!
    vramGb: Int
    broken: Int!
    badInt: Int
  }
  type Cpu implements Part {
    slug: String!
    cores: Int
  }
  type Query {
    part(slug: String!): Part
    parts(first: Int = 2): [Part!]!
    failing(slug: String!): Part
    refused(input: PartInput!, note: String): Part
    throttled: Int
  }
  input PartInput {
    slug: String!
    names: [String!]
  }
  type Mutation {
    touch(slug: String!): Part
  }
`;

const PARTS = [
  { __typename: 'Gpu', slug: 'rtx-3090', vramGb: 24, broken: null, badInt: 'twenty' },
  { __typename: 'Cpu', slug: 'i7-10700k', cores: 8 },
  { __typename: 'Gpu', slug: 'p40', vramGb: 24, broken: 1, badInt: 3 },
];

/** What pg raises for a CHECK constraint (code 23514), as formatError reads it. */
function checkViolation(): Error {
  return Object.assign(new Error('new row violates check constraint'), {
    code: '23514',
    constraint: 'component_slug_check',
    table: 'component',
  });
}

const resolvers = {
  Part: { __resolveType: (part: { __typename: string }) => part.__typename },
  Query: {
    part: (_: unknown, { slug }: { slug: string }) => PARTS.find((p) => p.slug === slug) ?? null,
    parts: (_: unknown, { first }: { first: number }) => PARTS.slice(0, first),
    failing: (_: unknown, { slug }: { slug: string }) => {
      throw badInput('slug', `no part is called "${slug}"`);
    },
    refused: async (_: unknown, { input }: { input: { names?: string[] } }) => {
      // What pg raises for text with NUL (22021), or else for a CHECK (23514).
      if (input.names?.some((name) => name.includes('\u0000'))) {
        throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      }
      throw checkViolation();
    },
    throttled: () => {
      throw new DomainError(ErrorCode.RATE_LIMITED, 'slow down', { retryAfterSeconds: 7 });
    },
  },
  Mutation: { touch: (_: unknown, { slug }: { slug: string }) => PARTS.find((p) => p.slug === slug) ?? null },
};

const log = pino({ level: 'silent' });
const servers: ApolloServer[] = [];

async function start(executor: 'jit' | 'graphql-js'): Promise<ApolloServer> {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const server = new ApolloServer({
    ...(executor === 'jit'
      ? {
          gateway: executorGateway(
            schema,
            typeDefs,
            // Compiled from the first execution: every comparison here is jit against graphql-js.
            compiledExecutor(schema, log, { ...DEFAULT_COMPILE_POLICY, compileAfter: 1 }),
          ),
        }
      : { schema }),
    formatError: createFormatError(log, false),
    includeStacktraceInErrorResponses: false,
    plugins: [errorVariablesPlugin()],
  });
  await server.start();
  servers.push(server);
  return server;
}

let jit: ApolloServer;
let graphqlJs: ApolloServer;
beforeAll(async () => {
  [jit, graphqlJs] = await Promise.all([start('jit'), start('graphql-js')]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** Status and body as a client sees them. */
const answer = (response: GraphQLResponse) => ({
  status: response.http.status ?? 200,
  body: response.body.kind === 'single' ? JSON.stringify(response.body.singleResult) : 'incremental',
});

async function both(query: string, variables?: Record<string, unknown>, operationName?: string) {
  const request = { query, variables, operationName };
  const [a, b] = await Promise.all([jit.executeOperation(request), graphqlJs.executeOperation(request)]);
  return { jit: answer(a), graphqlJs: answer(b) };
}

describe('the compiled executor answers like graphql-js', () => {
  it.each([
    [
      'abstract types through fragments and aliases',
      `{ parts(first: 3) { slug ...on Gpu { v: vramGb } ...C __typename } } fragment C on Cpu { cores }`,
    ],
    [
      '@skip and @include',
      `query($s: Boolean!) { parts { slug @skip(if: $s) ...on Gpu @include(if: $s) { vramGb } } }`,
      { s: true },
    ],
    ['a domain error with its field', `{ ok: part(slug: "p40") { slug } failing(slug: "x") { slug } }`],
    [
      'a null in a non-null field (propagated to the list item)',
      `{ parts(first: 3) { ...on Gpu { broken } } }`,
    ],
    ['a value Int cannot serialize', `{ parts { ...on Gpu { badInt } } }`],
    [
      'a refused value named by its argument',
      `query($n: [String!]) { r: refused(input: { slug: "a", names: $n }) { slug } }`,
      { n: ['ok', 'bad\u0000'] },
    ],
    ['a refused CHECK named by its column', `{ refused(input: { slug: " " }, note: "n") { slug } }`],
    ['throttling with its HTTP status', `{ throttled }`],
    ['variables graphql-js refuses', `query($f: Int) { parts(first: $f) { slug } }`, { f: 'two' }],
    ['a missing required variable', `query($s: String!) { part(slug: $s) { slug } }`, {}],
    ['an unknown operation name', `query A { parts { slug } }`, undefined, 'B'],
    ['a mutation', `mutation { touch(slug: "p40") { slug } }`],
    ['introspection', getIntrospectionQuery()],
  ] as Array<[string, string, Record<string, unknown>?, string?]>)('%s', async (...row) => {
    const [, query, variables, operationName] = row;
    const { jit: a, graphqlJs: b } = await both(query, variables, operationName);
    expect(a).toEqual(b);
  });

  it('compiles a document once and reuses its plan', async () => {
    const query = `{ parts(first: 3) { slug } }`;
    const first = await both(query);
    const again = await both(query);
    expect(again).toEqual(first);
    expect(JSON.parse(again.jit.body).data.parts).toHaveLength(3);
  });
});

describe('the compile policy', () => {
  /** An Apollo server on the compiled executor with `policy`, and the executor's stats. */
  async function withPolicy(policy: Partial<typeof DEFAULT_COMPILE_POLICY>) {
    const schema = makeExecutableSchema({ typeDefs, resolvers });
    const executor = compiledExecutor(schema, log, { ...DEFAULT_COMPILE_POLICY, ...policy });
    const server = new ApolloServer({ gateway: executorGateway(schema, typeDefs, executor) });
    await server.start();
    servers.push(server);
    const run = async (query: string) => answer(await server.executeOperation({ query }));
    return { run, stats: () => executor.stats() };
  }

  it('interprets a document until its Nth execution, then compiles it once', async () => {
    const { run, stats } = await withPolicy({ compileAfter: 3 });
    const query = '{ parts(first: 3) { slug } }';
    const first = await run(query);
    await run(query);
    expect(stats()).toMatchObject({ compiled: 0, plans: 0, counted: 1 });
    expect(await run(query)).toEqual(first);
    expect(stats()).toMatchObject({ compiled: 1, plans: 1, counted: 0 });
    await run(query);
    expect(stats().compiled).toBe(1);
  });

  it('never compiles a stream of unique documents sent once each', async () => {
    const { run, stats } = await withPolicy({ compileAfter: 2 });
    for (let i = 0; i < 50; i++) await run(`query Unique${i} { parts(first: 1) { slug } }`);
    expect(stats()).toMatchObject({ compiled: 0, plans: 0, counted: 50 });
  });

  it('interprets a document larger than the compile bound, and remembers that cheaply', async () => {
    const { run, stats } = await withPolicy({ compileAfter: 1, maxCompiledFields: 3 });
    const large = '{ parts { slug ...on Gpu { vramGb } ...on Cpu { cores } } }';
    expect(JSON.parse((await run(large)).body).data.parts).toHaveLength(2);
    await run(large);
    expect(stats()).toMatchObject({ compiled: 0, plans: 1 });
    expect(stats().planBytes).toBeLessThan(1024);
  });

  it('keeps plans by estimated bytes: beyond the budget the least recently used go', async () => {
    const { run, stats } = await withPolicy({ compileAfter: 1, maxPlanBytes: 2 * planBytes(2) + 1 });
    for (let i = 0; i < 5; i++) await run(`query P${i} { parts(first: 1) { slug } }`);
    expect(stats().compiled).toBe(5);
    expect(stats().plans).toBe(2);
    expect(stats().planBytes).toBeLessThanOrEqual(2 * planBytes(2) + 1);
    expect(planBytes(2)).toBeGreaterThan(PLAN_BASE_BYTES);
  });
});

describe('PlanCache', () => {
  it('weighs entries by their bytes and evicts the oldest until they fit', () => {
    const cache = new PlanCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    cache.set('c', 'C', 40);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.usedBytes]).toEqual([
      undefined,
      'B',
      'C',
      80,
    ]);
    cache.set('huge', 'H', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.usedBytes).toBe(80);
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new PlanCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the youngest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
  });

  it('refuses a bound below one', () => {
    expect(() => new PlanCache(0)).toThrow(RangeError);
  });
});
