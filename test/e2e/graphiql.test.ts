import { browserSession } from './support/session';

/**
 * The offline explorer under its Content-Security-Policy (issue 24): GraphiQL must still
 * load, run a query and show the answer, with no script of another origin, no inline
 * script and nothing the policy refuses (a refusal is a console error, and the session
 * fails on any).
 */
describe('/graphiql in a real browser, under its CSP', () => {
  const explorer = browserSession('/graphiql');

  it('loads, runs the example query and shows its answer, with nothing refused', async () => {
    const { page } = explorer();
    const run = page.locator('.graphiql-execute-button');
    await run.waitFor({ timeout: 30_000 });
    await run.click();
    const result = page.locator('.result-window');
    await result.getByText('"edges"').first().waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toContain('"gpus"');
  });

  it('answers with the policy, and refuses to be framed', async () => {
    const { server } = explorer();
    const response = await fetch(`${server.url}/graphiql`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
