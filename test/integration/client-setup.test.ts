import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { postGraphql, suiteServer } from '../support/server';
import { ROOT } from '../support/process';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * The "Client setup" examples of docs/api.md, run as written (ES modules, in a child Node
 * process) against a real server, each through a loopback proxy that records what the
 * client sent: urql and Apollo Client with their default options, Apollo Client with
 * persisted queries by GET, and graphql-request. Then the CDN's side of a persisted read:
 * cache headers, and 304 for a revalidation at the same catalog version.
 */

/** The examples: the ```js block after each `<!-- client-example: name -->` marker. */
function examples(): Map<string, string> {
  const guide = readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
  const found = new Map<string, string>();
  for (const match of guide.matchAll(/<!-- client-example: ([\w-]+) -->\s*```js\n([\s\S]*?)```/g)) {
    found.set(match[1], match[2]);
  }
  return found;
}

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  status: number;
  responseHeaders: IncomingHttpHeaders;
}

/** A loopback proxy to `target` that records every exchange. */
async function recordingProxy(target: string): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const { hostname, port } = new URL(target);
  const server = createServer((req, res) => {
    const upstream = request(
      { hostname, port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        seen.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          status: answer.statusCode!,
          responseHeaders: answer.headers,
        });
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

/** Runs an example as an ES module from the repository (so it finds node_modules); its stdout. */
function run(name: string, code: string, baseUrl: string): Promise<string> {
  const dir = path.join(ROOT, 'node_modules/.cache/rigbase-client-examples');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, code.replaceAll('http://localhost:4000', baseUrl));
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [file], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${name} failed: ${stderr || error.message}`)) : resolve(stdout),
    ),
  );
}

/** The answer without the `__typename`s normalising caches (urql's, Apollo's) add to it. */
function withoutTypenames(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, field) => (key === '__typename' ? undefined : field));
}

const QUERY = 'query Gpus($first: Int) { gpus(first: $first) { edges { node { slug name vramGb } } } }';

describe('docs/api.md client setup, run against the server', () => {
  const t = suiteServer({ env: UNLIMITED_RATES });
  let expected: unknown;
  beforeAll(async () => {
    expected = (await postGraphql(t().url, QUERY, { first: 3 })).body.data;
  });

  it('has the four examples', () => {
    expect([...examples().keys()]).toEqual(['urql', 'apollo', 'apollo-persisted', 'graphql-request']);
  });

  it.each([
    ['urql', ['GET']],
    ['apollo', ['POST']],
    ['graphql-request', ['POST']],
  ])('%s with its default options gets the answer (sent by %j)', async (name, methods) => {
    const proxy = await recordingProxy(t().url);
    try {
      const output = await run(name, examples().get(name)!, proxy.url);
      expect(withoutTypenames(JSON.parse(output))).toEqual(expected);
      expect(proxy.seen.map((exchange) => [exchange.method, exchange.status])).toEqual(
        methods.map((method) => [method, 200]),
      );
    } finally {
      proxy.server.close();
    }
  });

  it('Apollo Client sends persisted queries by GET, and the read comes back cacheable by a CDN', async () => {
    const proxy = await recordingProxy(t().url);
    try {
      const output = await run('apollo-persisted', examples().get('apollo-persisted')!, proxy.url);
      expect(withoutTypenames(JSON.parse(output))).toEqual(expected);
    } finally {
      proxy.server.close();
    }
    // First the hash alone by GET (unknown to the server yet: PERSISTED_QUERY_NOT_FOUND),
    // then, once, the hash with the query by POST, which registers it.
    expect(proxy.seen.map((exchange) => exchange.method)).toEqual(['GET', 'POST']);
    const hashOnly = new URL(proxy.seen[0].url, 'http://x').searchParams;
    expect(JSON.parse(hashOnly.get('extensions')!).persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOnly.get('query')).toBeNull();
    expect(proxy.seen[1].responseHeaders['cache-control']).toBeUndefined();

    // A CDN asking again by hash: known now, then revalidated at the same catalog version.
    const cdnUrl = `${t().url}/graphql?${hashOnly.toString()}`;
    const cached = await fetch(cdnUrl);
    expect(cached.status).toBe(200);
    expect(withoutTypenames(((await cached.json()) as { data: unknown }).data)).toEqual(expected);
    expect(cached.headers.get('cache-control')).toBe('public, max-age=60');
    expect(cached.headers.get('vary')).toBe('Accept, Origin');
    const etag = cached.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"c\d+-\d{8}"$/);
    expect(cached.headers.get('x-rigbase-catalog-version')).toMatch(/^\d+$/);
    const revalidated = await fetch(cdnUrl, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it("serves the schema checked in as schema.graphql, which clients' code generators read", async () => {
    const { body } = await postGraphql(t().url, getIntrospectionQuery());
    const served = printSchema(buildClientSchema(body.data as unknown as IntrospectionQuery));
    expect(`${served}\n`).toBe(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
  });

  it('puts no cache headers on POSTs, keyed requests or answers with errors', async () => {
    const post = await postGraphql(t().url, QUERY, { first: 3 });
    expect(post.headers.get('cache-control')).toBeNull();
    const url = `${t().url}/graphql?query=${encodeURIComponent(QUERY)}`;
    const keyed = await fetch(url, { headers: { authorization: 'Bearer rb_unknown' } });
    expect(keyed.headers.get('cache-control')).toBeNull();
    const failed = await fetch(
      `${t().url}/graphql?query=${encodeURIComponent('{ gpus(first: 1000) { totalCount } }')}`,
    );
    expect(((await failed.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    expect(failed.headers.get('cache-control')).toBeNull();
    const saved = await fetch(
      `${t().url}/graphql?query=${encodeURIComponent('{ savedBuild(id: "x") { id } }')}`,
    );
    expect(saved.headers.get('cache-control')).toBeNull();
  });
});
