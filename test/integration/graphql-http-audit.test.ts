import { serverAudits, type AuditResult } from 'graphql-http';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The GraphQL-over-HTTP conformance audits of the `graphql-http` package, run against the
 * live server over real HTTP. MUST audits are requirements: none may fail. SHOULD and MAY
 * audits are recommendations: their failures are listed in the output, not failed on.
 * CSRF prevention stays on: every POST audit sends `content-type: application/json`, which
 * is not a "simple" request, so it is never blocked.
 */
describe('GraphQL over HTTP audits (graphql-http serverAudits)', () => {
  let t: TestServer;
  let results: AuditResult[] = [];

  beforeAll(async () => {
    t = await startTestServer({
      env: { NODE_ENV: 'production', RATE_LIMIT_BURST: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    const audits = serverAudits({ url: `${t.url}/graphql`, fetchFn: fetch });
    results = [];
    for (const audit of audits) results.push(await audit.fn());
  });
  afterAll(() => t.close());

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
    const url = `${t.url}/graphql?query=${query}&variables=${encodeURIComponent(JSON.stringify({ n: 1 }))}`;
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

  it('lists the SHOULD and MAY audits that are not met (informational)', () => {
    const count = (level: string) => results.filter((r) => r.name.startsWith(level)).length;
    console.log(
      `graphql-http: ${results.length} audits (${count('MUST')} MUST, ${count('SHOULD')} SHOULD, ` +
        `${count('MAY')} MAY); ${results.filter((r) => r.status === 'ok').length} ok`,
    );
    const notMet = results.filter((r) => !r.name.startsWith('MUST') && r.status !== 'ok');
    if (notMet.length > 0) {
      console.log(
        `graphql-http audits not met (recommendations, not failures):\n` +
          notMet
            .map((r) => `  [${r.status}] ${r.id} ${r.name}: ${(r as { reason?: string }).reason ?? ''}`)
            .join('\n'),
      );
    }
    // The MAY/SHOULD outcomes are recorded above; every audit did produce a verdict.
    for (const r of results) expect(['ok', 'notice', 'warn', 'error']).toContain(r.status);
  });
});
