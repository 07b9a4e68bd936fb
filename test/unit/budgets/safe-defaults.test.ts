import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getIntrospectionQuery } from 'graphql';
import { isDatabaseUnavailable } from '../../../src/graphql/database-errors';
import { createIntrospectionCachePlugin } from '../../../src/graphql/introspection-cache.plugin';
import { GRAPHIQL_CSP, GRAPHIQL_PAGE_HEADERS, graphiqlAsset, graphiqlPage } from '../../../src/http/graphiql';
import { listenProblem } from '../../../src/http/listen';

describe('driver errors after the database died are SERVICE_UNAVAILABLE, not faults of ours', () => {
  it.each([
    ['terminating connection due to administrator command', { code: '57P01' }],
    ['terminating connection because of crash of another server process', { code: '57P02' }],
    ['the database system is in recovery mode', { code: '57P03' }],
    ['server closed the connection unexpectedly', { code: '08006' }],
    ['protocol violation', { code: '08P01' }],
    ['Client was closed and is not queryable', {}],
    ['Cannot use a pool after calling end on the pool', {}],
    ['Query runner already released. Cannot run queries anymore.', {}],
    ['Connection terminated unexpectedly', {}],
  ])('%s', (message, extra) => {
    const error = Object.assign(new Error(message), extra);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Wrapped as TypeORM and graphql-js wrap them.
    expect(isDatabaseUnavailable({ message: 'QueryFailedError', driverError: error })).toBe(true);
  });

  it('looks inside an AggregateError (a connect to every address of a host name)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves a bad value, a constraint or a bug of ours alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('violates check'), { code: '23514' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
  });
});

describe('/graphiql, where people paste keys', () => {
  it('runs no inline script and cannot be framed', () => {
    const html = graphiqlPage('/graphql');
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    // Only the settings block, which is JSON (data), never executed.
    expect(inlineScripts).toEqual([' id="graphiql-settings" type="application/json"']);
    expect(GRAPHIQL_CSP).toContain("script-src 'self'");
    expect(GRAPHIQL_CSP).toContain("frame-ancestors 'none'");
    expect(GRAPHIQL_CSP).toContain("connect-src 'self'");
    expect(GRAPHIQL_CSP).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(GRAPHIQL_PAGE_HEADERS['x-frame-options']).toBe('DENY');
    expect(graphiqlAsset('start.js')?.body.toString()).toContain('graphiql-settings');
  });

  it('cannot be broken out of by the settings it embeds', () => {
    const html = graphiqlPage('/graphql"></script><script>alert(1)</script>');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('a port that cannot be listened on is one line naming what to set', () => {
  it.each([
    ['EADDRINUSE', /port 4000 on 0\.0\.0\.0 is already in use.*set PORT/],
    ['EACCES', /not allowed to listen on port 4000; set PORT/],
    ['EADDRNOTAVAIL', /0\.0\.0\.0 is not an address of this machine; set HOST/],
  ])('%s', (code, message) => {
    const line = listenProblem(code, '0.0.0.0', 4000);
    expect(line).toMatch(message);
    expect(line).not.toContain('\n');
  });
});

describe('introspection answered from a cache', () => {
  it('answers a repeated introspection from memory, keyed by document and variables', async () => {
    const typeDefs = 'type Query { hello: String }';
    const server = new ApolloServer({
      schema: makeExecutableSchema({ typeDefs, resolvers: { Query: { hello: () => 'hi' } } }),
      plugins: [createIntrospectionCachePlugin()],
    });
    await server.start();
    try {
      const data = async (query: string, variables?: Record<string, unknown>) => {
        const response = await server.executeOperation({ query, variables });
        return response.body.kind === 'single' ? response.body.singleResult.data : undefined;
      };
      const first = await data(getIntrospectionQuery());
      // The same object again: served from the cache, not computed anew.
      expect(await data(getIntrospectionQuery())).toBe(first);
      const typeQuery = 'query($n: String!) { __type(name: $n) { name } }';
      expect(await data(typeQuery, { n: 'Query' })).toEqual({ __type: { name: 'Query' } });
      expect(await data(typeQuery, { n: 'String' })).toEqual({ __type: { name: 'String' } });
      // Data reads are never cached here.
      const hello = await data('{ hello __schema { queryType { name } } }');
      expect(await data('{ hello __schema { queryType { name } } }')).not.toBe(hello);
    } finally {
      await server.stop();
    }
  });
});
