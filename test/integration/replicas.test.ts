import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthService } from '../../src/services/auth.service';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { spawnServer, type ServerProcess } from '../support/process';

/**
 * Scaled out on one machine: three server processes on one database behind a round-robin
 * proxy (loopback only, as a load balancer would sit in front of them). An edit through
 * one of them is what it answers next and what the others answer once they have loaded that
 * version (docs/api.md, "Replicas"), rate-limit budgets are one budget across
 * them (RATE_LIMIT_STORE=postgres), and they report the same catalog version.
 */

const REPLICAS = 3;
const BURST = 10;
const GPU = 'nvidia-geforce-rtx-3090';
/** Longer than CATALOG_CHECK_MS's default (5 s), the fallback when a notification is missed. */
const CONVERGE_MS = 15_000;

/** A round-robin proxy to `targets`; each answer says which replica gave it (x-upstream). */
async function roundRobin(targets: ServerProcess[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((req, res) => {
    const target = targets[next++ % targets.length];
    const upstream = request(
      { host: '127.0.0.1', port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, { ...answer.headers, 'x-upstream': String(target.port) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The catalog version a replica reports on /metrics (not rate-limited). */
async function catalogVersion(replica: ServerProcess): Promise<number> {
  const text = await (await fetch(`${replica.url}/metrics`)).text();
  // The version the replica answers from, not the database's (rigbase_catalog_version).
  return Number(/^rigbase_catalog_served_version\{[^}]*\} (\d+)$/m.exec(text)![1]);
}

describe('three replicas on one database behind a proxy', () => {
  let db: TestDatabase;
  let key: string;
  const replicas: ServerProcess[] = [];
  let proxy: { url: string; server: Server };

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 1 });
    key = (await AuthService.createKey(db.dataSource, 'replica test', 'EDITOR', null)).key;
    const env = {
      DATABASE_URL: db.url,
      RATE_LIMIT_STORE: 'postgres',
      RATE_LIMIT_BURST: String(BURST),
      RATE_LIMIT_PER_MINUTE: '1',
    };
    for (let i = 0; i < REPLICAS; i += 1) replicas.push(await spawnServer({ env }));
    proxy = await roundRobin(replicas);
  }, 180_000);

  afterAll(async () => {
    proxy?.server.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await db?.drop();
  });

  const graphql = (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    fetch(`${proxy.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  const keyed = () => ({ authorization: `Bearer ${key}` });

  /** The GPU's used price as each replica answers it, through the proxy (one round). */
  async function priceOnEachReplica(): Promise<Map<string, number>> {
    const prices = new Map<string, number>();
    for (let i = 0; i < REPLICAS; i += 1) {
      const answer = await graphql(`{ component(slug: "${GPU}") { usedPriceUsd } }`, {}, keyed());
      const body = (await answer.json()) as { data: { component: { usedPriceUsd: number } } };
      expect([answer.status, body]).toEqual([200, expect.anything()]);
      prices.set(answer.headers.get('x-upstream')!, body.data.component.usedPriceUsd);
    }
    return prices;
  }

  it('answers an edit on the replica that made it at once, and on every replica once loaded, at one catalog version', async () => {
    const versionsBefore = await Promise.all(replicas.map(catalogVersion));
    expect(new Set(versionsBefore).size).toBe(1);
    // Each replica answers (and caches) the price first.
    const before = await priceOnEachReplica();
    expect(before.size).toBe(REPLICAS);
    const [oldPrice] = new Set(before.values());
    expect(new Set(before.values()).size).toBe(1);

    const read = (await (
      await graphql(`{ component(slug: "${GPU}") { version } }`, {}, keyed())
    ).json()) as any;
    const newPrice = oldPrice + 111;
    const edit = await graphql(
      `mutation($v: Int!, $p: Float!) { upsertGpu(input: { slug: "${GPU}", version: $v, usedPriceUsd: $p }) { usedPriceUsd } }`,
      { v: read.data.component.version, p: newPrice },
      keyed(),
    );
    const edited = (await edit.json()) as any;
    expect(edited.errors).toBeUndefined();
    expect(edited.data.upsertGpu.usedPriceUsd).toBe(newPrice);
    const writer = edit.headers.get('x-upstream')!;

    // The writer's replica waited for its own version before answering: it shows the edit at once.
    const writerReplica = replicas.find((replica) => String(replica.port) === writer)!;
    const direct = await fetch(`${writerReplica.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...keyed() },
      body: JSON.stringify({ query: `{ component(slug: "${GPU}") { usedPriceUsd } }` }),
    });
    expect(((await direct.json()) as any).data.component.usedPriceUsd).toBe(newPrice);
    // The others show it once they have loaded the version they are notified of (or find on
    // their periodic check). Watched on /metrics, which the rate limit does not count.
    const written = await catalogVersion(writerReplica);
    const deadline = Date.now() + CONVERGE_MS;
    let versions = await Promise.all(replicas.map(catalogVersion));
    while (versions.some((version) => version < written) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      versions = await Promise.all(replicas.map(catalogVersion));
    }
    const after = await priceOnEachReplica();
    expect([...after.values()]).toEqual(Array(REPLICAS).fill(newPrice));
    const versionsAfter = await Promise.all(replicas.map(catalogVersion));
    expect(new Set(versionsAfter).size).toBe(1);
    expect(versionsAfter[0]).toBeGreaterThan(versionsBefore[0]);
  });

  it('spends one budget per client across the replicas, not one per replica', async () => {
    // Every request comes from the proxy's address: one anonymous client to the replicas.
    const answers: Array<{ status: number; upstream: string }> = [];
    for (let i = 0; i < BURST + REPLICAS * 2; i += 1) {
      const answer = await graphql('{ __typename }');
      answers.push({ status: answer.status, upstream: answer.headers.get('x-upstream')! });
      await answer.arrayBuffer();
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BURST);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(REPLICAS * 2);
    // Refusals came from every replica: none of them had a budget of its own left.
    expect(new Set(refused.map((a) => a.upstream)).size).toBe(REPLICAS);
  });
});
