import { serverAudits, type AuditResult } from 'graphql-http';
import { suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * The GraphQL-over-HTTP conformance audits of the `graphql-http` package, run against the
 * live server over real HTTP. MUST audits are requirements: none may fail. SHOULD and MAY
 * audits are recommendations: their failures are listed in the output, not failed on.
 * CSRF prevention stays on: every POST audit sends `content-type: application/json`, which
 * is not a "simple" request, so it is never blocked.
 */
describe('GraphQL over HTTP audits (graphql-http serverAudits)', () => {
  const t = suiteServer({ env: { NODE_ENV: 'production', ...UNLIMITED_RATES } });
  let results: AuditResult[] = [];

  beforeAll(async () => {
    const audits = serverAudits({ url: `${t().url}/graphql`, fetchFn: fetch });
    results = [];
    for (const audit of audits) results.push(await audit.fn());
  });

  it('runs the full audit list, MUST, SHOULD and MAY', () => {
    expect(results.length).toBeGreaterThan(30);
    const levels = new Set(results.map((r) => r.name.split(' ')[0]));
    expect(levels).toEqual(new Set(['MUST', 'SHOULD', 'MAY']));
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThanOrEqual(10);
  });

  it('passes every MUST audit', async () => {
    const failures = await Promise.all(
      results
        .filter((r) => r.name.startsWith('MUST') && r.status !== 'ok')
        .map(async (r) => {
          const fail = r as Extract<AuditResult, { reason: string }>;
          const body = await fail.response
            .clone()
            .text()
            .catch(() => '');
          return `${r.id} ${r.name}: ${fail.reason} (status ${fail.response.status}, body ${body.slice(0, 300)})`;
        }),
    );
    expect(failures).toEqual([]);
  });

  it('serves GET queries that cannot be simple cross-site requests (why the MAY GET audits are not met)', async () => {
    // The audits' GETs carry no header that makes them preflighted, so Apollo's CSRF
    // prevention (kept on) refuses them; the same GET with one is answered.
    const query = encodeURIComponent('query($n: Int) { gpus(first: $n) { totalCount } }');
    const url = `${t().url}/graphql?query=${query}&variables=${encodeURIComponent(JSON.stringify({ n: 1 }))}`;
    const simple = await fetch(url, { headers: { accept: 'application/json' } });
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/CSRF/);
    const preflighted = await fetch(url, {
      headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
    expect(preflighted.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await preflighted.json()).toEqual({ data: { gpus: { totalCount: expect.any(Number) } } });
  });

  it('meets every SHOULD and MAY audit except six deliberate, documented ones', () => {
    const notMet = results
      .filter((r) => !r.name.startsWith('MUST') && r.status !== 'ok')
      .map((r) => `${r.id} ${r.name}`)
      .sort();
    // Two choices, each explained:
    // - 572B, 7B9B, FDE2: a document that does not parse or validate, or variables that
    //   do not coerce, are answered HTTP 400 even to a client that accepts only
    //   application/json. Apollo Server does so on purpose (a 200 would read as success to
    //   HTTP caches and retry layers), and our limit and input errors follow it.
    // - 5A70, 6A70, D6D5: the audits' GET requests carry no header that makes them
    //   preflighted, so CSRF prevention (kept on) refuses them; the test above shows the
    //   same GET answered once it carries one.
    // Any other audit turning up here is a regression.
    expect(notMet.map((line) => line.split(' ')[0])).toEqual([
      '572B',
      '5A70',
      '6A70',
      '7B9B',
      'D6D5',
      'FDE2',
    ]);
  });
});
