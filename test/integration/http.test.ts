import { postGraphql, suiteServer } from '../support/server';

describe('HTTP surface (development mode)', () => {
  const t = suiteServer();

  it('answers the quick-start query over POST /graphql', async () => {
    const { status, body } = await postGraphql(
      t().url,
      `{ gpus(first: 3) { edges { node { name vramGb sources { title } } } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const edges = (body.data as any).gpus.edges;
    expect(edges).toHaveLength(3);
    expect(edges[0].node.sources.length).toBeGreaterThan(0);
  });

  it('serves health, readiness and the offline explorer with its local assets', async () => {
    expect((await fetch(`${t().url}/healthz`)).status).toBe(200);
    expect((await fetch(`${t().url}/readyz`)).status).toBe(200);
    const page = await fetch(`${t().url}/graphiql`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/graphiql/assets/graphiql.min.js');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|esm\.sh)/);
    for (const asset of [
      'graphiql.min.js',
      'graphiql.min.css',
      'react.production.min.js',
      'react-dom.production.min.js',
    ]) {
      const response = await fetch(`${t().url}/graphiql/assets/${asset}`);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect((await fetch(`${t().url}/graphiql/assets/../../package.json`)).status).toBe(404);
  });

  it('serves the Apollo Sandbox landing page to a browser on GET /graphql', async () => {
    const response = await fetch(`${t().url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  it('allows browsers on any origin (CORS) and answers preflight', async () => {
    const preflight = await fetch(`${t().url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://planner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const { headers } = await postGraphql(t().url, '{ __typename }', undefined, {
      origin: 'https://planner.example',
    });
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a syntax error with 400 and a code, not a 500', async () => {
    const { status, body } = await postGraphql(t().url, '{ gpus(first: ');
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a body over the size limit with 413 and BAD_USER_INPUT', async () => {
    const response = await fetch(`${t().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers GET queries as stock clients send them, and blocks simple cross-site POSTs (CSRF prevention)', async () => {
    const get = await fetch(`${t().url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    const simplePost = await fetch(`${t().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(simplePost.status).toBe(400);
  });
});

describe('HTTP surface (production mode)', () => {
  const t = suiteServer({ env: { NODE_ENV: 'production', CORS_ORIGINS: 'https://allowed.example' } });

  it('hides stack traces and field suggestions', async () => {
    const typo = await postGraphql(t().url, '{ gpus { edgez { node { name } } } }');
    expect(typo.status).toBe(400);
    const text = JSON.stringify(typo.body);
    expect(text).not.toMatch(/Did you mean/);
    expect(text).not.toMatch(/stacktrace/);

    const bad = await postGraphql(t().url, '{ gpus(first: 1000) { totalCount } }');
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('keeps introspection on (the schema is public)', async () => {
    const { body } = await postGraphql(t().url, '{ __schema { queryType { name } } }');
    expect((body.data as any).__schema.queryType.name).toBe('Query');
  });

  it('narrows CORS to CORS_ORIGINS', async () => {
    const allowed = await postGraphql(t().url, '{ __typename }', undefined, {
      origin: 'https://allowed.example',
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    const other = await postGraphql(t().url, '{ __typename }', undefined, { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('INTROSPECTION=false', () => {
  const t = suiteServer({ env: { NODE_ENV: 'production', INTROSPECTION: 'false' } });

  it('turns introspection off', async () => {
    const { body } = await postGraphql(t().url, '{ __schema { queryType { name } } }');
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
