import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suiteAppServer } from './support/app-server';

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function raw(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the page as the real server serves it', () => {
  const server = suiteAppServer();
  let html: string;
  let script: string;

  beforeAll(async () => {
    html = (await raw(server().url, '/')).body.toString('utf8');
    script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
  });

  it('serves the page at / with a same-origin-only CSP and revalidation', async () => {
    const page = await raw(server().url, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Every asset the page names is on this origin (no CDN).
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(1);
    expect(references.filter((ref) => !ref.startsWith('/'))).toEqual([]);

    const again = await raw(server().url, '/', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves hashed assets compressed, typed and cached for a year', async () => {
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const plain = await raw(server().url, script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await raw(server().url, script, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await raw(server().url, script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const head = await raw(server().url, script, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(plain.body.length));
    expect(head.body.length).toBe(0);
  });

  it('refuses paths outside the build and methods other than GET and HEAD', async () => {
    for (const path of [
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/src/web/static-files.ts',
      '/assets/',
    ]) {
      const response = await raw(server().url, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.body.toString()).not.toContain('"name": "rigbase"');
    }
    expect((await raw(server().url, script, {}, 'POST')).status).toBe(404);
  });

  it('leaves the API and the explorer where they were', async () => {
    const api = await fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
    expect((await fetch(`${server().url}/graphiql`)).status).toBe(200);
    const missing = await fetch(`${server().url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as any).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
