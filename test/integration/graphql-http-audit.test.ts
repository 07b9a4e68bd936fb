import { serverAudits, type AuditResult } from 'graphql-http';
import { suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * The GraphQL-over-HTTP conformance audits of the `graphql-http` package, run against the
 * live server over real HTTP. MUST audits are requirements: none may fail. SHOULD and MAY
 * audits are recommendations: their failures are listed in the output, not failed on.
 * CSRF prevention stays on for POSTs: every POST audit sends `content-type:
 * application/json`, which is not a "simple" request, so it is never blocked; GETs carry
 * no side effect (mutations are refused on GET) and are answered as sent.
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

  it('serves GET queries as plain requests, with no preflight header (as stock clients send them)', async () => {
    const query = encodeURIComponent('query($n: Int) { gpus(first: $n) { totalCount } }');
    const url = `${t().url}/graphql?query=${query}&variables=${encodeURIComponent(JSON.stringify({ n: 1 }))}`;
    const plain = await fetch(url, { headers: { accept: 'application/graphql-response+json' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await plain.json()).toEqual({ data: { gpus: { totalCount: expect.any(Number) } } });
  });

  it('meets every SHOULD and MAY audit except three deliberate, documented ones', () => {
    const notMet = results
      .filter((r) => !r.name.startsWith('MUST') && r.status !== 'ok')
      .map((r) => `${r.id} ${r.name}`)
      .sort();
    // One choice, explained: 572B, 7B9B, FDE2: a document that does not parse or validate,
    // or variables that do not coerce, are answered HTTP 400 even to a client that accepts
    // only application/json. Apollo Server does so on purpose (a 200 would read as success
    // to HTTP caches and retry layers), and our limit and input errors follow it.
    // Any other audit turning up here is a regression.
    expect(notMet.map((line) => line.split(' ')[0])).toEqual(['572B', '7B9B', 'FDE2']);
  });
});
