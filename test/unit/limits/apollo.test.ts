import { ApolloServer, HeaderMap, type ApolloServerOptions, type GraphQLResponse } from '@apollo/server';
import { getIntrospectionQuery } from 'graphql';
import pino from 'pino';
import { createFormatError } from '../../../src/graphql/format-error';
import { loadTypeDefs } from '../../../src/graphql/schema';
import {
  createCostPlugin,
  createLimitRules,
  createQueryLimitsPlugin,
  QUERY_LIMITS,
} from '../../../src/graphql/limits';
import { DEPTH_13_SELECTION, nest, numbered, PLANNER_QUERY, repeat } from './fixtures';

/** Resolver spy: every rejected query below selects `sources`, so a run would count. */
let sourcesCalls = 0;
const resolvers = {
  Query: {
    sources: () => {
      sourcesCalls += 1;
      return [{ id: '1', key: 'k', title: 'A source' }];
    },
  },
};

async function startServer(options: Partial<ApolloServerOptions<Record<string, never>>>) {
  const server = new ApolloServer<Record<string, never>>({
    typeDefs: loadTypeDefs(),
    resolvers,
    formatError: createFormatError(pino({ level: 'silent' }), true),
    ...options,
  } as ApolloServerOptions<Record<string, never>>);
  await server.start();
  return server;
}

interface Outcome {
  status: number | undefined;
  codes: unknown[];
  messages: string[];
  data: unknown;
}

function outcomeOf(response: GraphQLResponse): Outcome {
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { errors, data } = response.body.singleResult;
  return {
    status: response.http.status,
    codes: (errors ?? []).map((error) => error.extensions?.code),
    messages: (errors ?? []).map((error) => error.message),
    data,
  };
}

/** Each document breaks exactly one limit, and would call the `sources` resolver if run. */
const OVER_THE_LIMIT: Record<string, string> = {
  QUERY_TOO_DEEP: `{ sources { title } ${DEPTH_13_SELECTION} }`,
  TOO_MANY_ALIASES: `{ sources { title } ${numbered(31, (i) => `a${i}: __typename`)} }`,
  TOO_MANY_DIRECTIVES: `{ sources { title } ${'... @include(if: true) { '.repeat(51)} __typename ${'} '.repeat(51)} }`,
  FIELD_REPEATED: `{ sources { title } ${repeat('__typename', 21)} }`,
  QUERY_TOO_COMPLEX: `{ sources { title } ${nest(
    ['gpus(first: 100)', 'edges', 'node', 'benchmarks', 'gpu', 'cloudOfferings', 'gpu', 'benchmarks'],
    'value',
  )} }`,
};

/** A valid document of more than 1,000 tokens that breaks no other limit. */
const TOO_MANY_TOKENS = `{ sources { title } checkBuild(build: { parts: [${repeat('{ slug: "x" }', 200)}] }) { compatible } }`;

describe('limits in a running Apollo Server 5', () => {
  beforeEach(() => {
    sourcesCalls = 0;
  });

  describe('recommended wiring: createQueryLimitsPlugin() and parseOptions.maxTokens', () => {
    let server: ApolloServer<Record<string, never>>;
    beforeAll(async () => {
      server = await startServer({
        plugins: [createQueryLimitsPlugin()],
        parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
      });
    });
    afterAll(() => server.stop());

    it('runs a query within the limits', async () => {
      const outcome = outcomeOf(await server.executeOperation({ query: '{ sources { title } }' }));
      expect(outcome).toMatchObject({
        status: undefined,
        codes: [],
        data: { sources: [{ title: 'A source' }] },
      });
      expect(sourcesCalls).toBe(1);
    });

    it.each(Object.entries(OVER_THE_LIMIT))(
      'rejects %s with HTTP 400 before any resolver runs, twice (document cache)',
      async (code, query) => {
        for (let attempt = 0; attempt < 2; attempt++) {
          const outcome = outcomeOf(await server.executeOperation({ query }));
          expect(outcome).toMatchObject({ status: 400, codes: [code], data: undefined });
        }
        expect(sourcesCalls).toBe(0);
      },
    );

    it('computes cost with the request variables', async () => {
      const query = `query ($n: Int) { sources { title } ${nest(
        ['gpus(first: $n)', 'edges', 'node', 'benchmarks', 'gpu', 'cloudOfferings', 'gpu', 'benchmarks'],
        'value',
      )} }`;
      const dear = outcomeOf(await server.executeOperation({ query, variables: { n: 100 } }));
      expect(dear).toMatchObject({ status: 400, codes: ['QUERY_TOO_COMPLEX'] });
      expect(sourcesCalls).toBe(0);
      const cheap = outcomeOf(await server.executeOperation({ query, variables: { n: 1 } }));
      expect(cheap.codes).not.toContain('QUERY_TOO_COMPLEX');
      expect(sourcesCalls).toBe(1);
    });

    it('keeps cost verdicts apart per variables: absent (the default), null, values, junk beside them', async () => {
      const query = `query ($n: Int = 100) { sources { title } ${nest(
        ['gpus(first: $n)', 'edges', 'node', 'benchmarks', 'gpu', 'cloudOfferings', 'gpu', 'benchmarks'],
        'value',
      )} }`;
      const sets: (Record<string, unknown> | undefined)[] = [
        undefined,
        { n: null },
        { n: 1 },
        undefined,
        { n: null },
        { n: 1, unused: 'x'.repeat(100_000) },
        { n: 100 },
        { n: 1 },
      ];
      const codes = async (
        target: ApolloServer<Record<string, never>>,
        variables?: Record<string, unknown>,
      ) => outcomeOf(await target.executeOperation({ query, variables })).codes;
      const verdicts: unknown[][] = [];
      for (const variables of sets) {
        // A fresh plugin has no verdict kept: what the kept one must agree with.
        const fresh = await startServer({ plugins: [createQueryLimitsPlugin()] });
        const expected = await codes(fresh, variables);
        await fresh.stop();
        const kept = await codes(server, variables);
        expect([variables && Object.keys(variables), kept]).toEqual([
          variables && Object.keys(variables),
          expected,
        ]);
        verdicts.push(kept);
      }
      // The sets really differ: the default is too dear, one GPU is not.
      expect(verdicts[0]).toContain('QUERY_TOO_COMPLEX');
      expect(verdicts[2]).not.toContain('QUERY_TOO_COMPLEX');
    });

    it('rejects too many tokens in the parser as GRAPHQL_PARSE_FAILED 400 (the HTTP layer pre-check says TOO_MANY_TOKENS)', async () => {
      const outcome = outcomeOf(await server.executeOperation({ query: TOO_MANY_TOKENS }));
      expect(outcome).toMatchObject({
        status: 400,
        codes: ['GRAPHQL_PARSE_FAILED'],
        // graphql 16.15 spells it "more that 1000 tokens".
        messages: [expect.stringMatching(/^Syntax Error: Document contains more th\w+ 1000 tokens/)],
      });
      expect(sourcesCalls).toBe(0);
    });

    it('answers a syntax error with GRAPHQL_PARSE_FAILED 400, never a 500', async () => {
      for (const query of ['{ sources { title }', '{ sources(first: "x) { title } }', '{ ^ }']) {
        expect(outcomeOf(await server.executeOperation({ query }))).toMatchObject({
          status: 400,
          codes: ['GRAPHQL_PARSE_FAILED'],
        });
      }
    });

    it('rejects 1,000 x __typename with a 400 (over the token limit before it reaches our rules)', async () => {
      const outcome = outcomeOf(
        await server.executeOperation({ query: `{ sources { title } ${repeat('__typename', 1000)} }` }),
      );
      expect(outcome).toMatchObject({ status: 400, codes: ['GRAPHQL_PARSE_FAILED'] });
      expect(sourcesCalls).toBe(0);
    });

    it('lets full introspection and the planner query through', async () => {
      const introspection = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
      expect(outcomeOf(await server.executeOperation({ query: introspection })).codes).toEqual([]);
      const planner = outcomeOf(
        await server.executeOperation({ query: PLANNER_QUERY, variables: { build: { parts: [] } } }),
      );
      // No resolvers but `sources` here: execution errors, none of them a limit.
      expect(planner.status).toBeUndefined();
      expect(planner.codes.every((code) => code === 'INTERNAL_SERVER_ERROR')).toBe(true);
    });

    it('sends the 400 and the code over HTTP (executeHTTPGraphQLRequest)', async () => {
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: 'POST',
          headers: new HeaderMap([['content-type', 'application/json']]),
          search: '',
          body: { query: OVER_THE_LIMIT.QUERY_TOO_DEEP },
        },
        context: async () => ({}),
      });
      expect(response.status).toBe(400);
      if (response.body.kind !== 'complete') throw new Error('expected a complete body');
      const body = JSON.parse(response.body.string);
      expect(body.errors[0]).toMatchObject({
        message: 'Query depth 13 exceeds the limit of 12.',
        extensions: { code: 'QUERY_TOO_DEEP', limit: 12, actual: 13 },
      });
      expect(body.errors[0].extensions.http).toBeUndefined();
      expect(sourcesCalls).toBe(0);
    });
  });

  describe('without parseOptions.maxTokens, the plugin reports TOO_MANY_TOKENS itself', () => {
    it('rejects with TOO_MANY_TOKENS 400', async () => {
      const server = await startServer({ plugins: [createQueryLimitsPlugin()] });
      try {
        const outcome = outcomeOf(await server.executeOperation({ query: TOO_MANY_TOKENS }));
        expect(outcome).toMatchObject({ status: 400, codes: ['TOO_MANY_TOKENS'] });
        expect(sourcesCalls).toBe(0);
      } finally {
        await server.stop();
      }
    });
  });

  describe('as validationRules + createCostPlugin(): Apollo keeps the 400 but not our codes', () => {
    let server: ApolloServer<Record<string, never>>;
    beforeAll(async () => {
      server = await startServer({ plugins: [createCostPlugin()], validationRules: createLimitRules() });
    });
    afterAll(() => server.stop());

    it('reports validation-rule limits as GRAPHQL_VALIDATION_FAILED 400 with our message', async () => {
      const outcome = outcomeOf(await server.executeOperation({ query: OVER_THE_LIMIT.QUERY_TOO_DEEP }));
      expect(outcome).toMatchObject({
        status: 400,
        codes: ['GRAPHQL_VALIDATION_FAILED'],
        messages: ['Query depth 13 exceeds the limit of 12.'],
      });
      expect(sourcesCalls).toBe(0);
    });

    it('reports cost from the plugin as QUERY_TOO_COMPLEX 400', async () => {
      const outcome = outcomeOf(await server.executeOperation({ query: OVER_THE_LIMIT.QUERY_TOO_COMPLEX }));
      expect(outcome).toMatchObject({ status: 400, codes: ['QUERY_TOO_COMPLEX'] });
      expect(sourcesCalls).toBe(0);
    });
  });
});
