import { PgCluster } from '../support/pg-cluster';
import { startService } from '../support/service';

async function readyz(url: string): Promise<number> {
  return (await fetch(`${url}/readyz`)).status;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function query(url: string, q = '{ sources { title } }') {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: q }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the service and its database', () => {
  let cluster: PgCluster;
  let service: Awaited<ReturnType<typeof startService>>;

  beforeAll(async () => {
    cluster = await PgCluster.start({ running: false });
  });
  afterAll(async () => {
    await service?.close();
    await cluster?.close();
  });

  it('starts while the database is down, answers 503 fast, and recovers by itself', async () => {
    service = await startService(cluster);
    expect(await readyz(service.url)).toBe(503);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    const down = await query(service.url);
    expect(down.status).toBe(503);
    expect(down.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    await cluster.send('start', 'started');
    await service.database.whenConnected; // migrated and seeded in the background
    await eventually(async () => (await readyz(service.url)) === 200);
    const up = await query(service.url);
    expect(up.body.errors).toBeUndefined();
    expect(up.body.data.sources.length).toBeGreaterThan(0);
  });

  it('is 503 while the database is stopped, serves the catalog it holds, SERVICE_UNAVAILABLE for the rest, and returns to 200', async () => {
    const before = await query(service.url);
    await cluster.send('stop', 'stopped');
    await eventually(async () => (await readyz(service.url)) === 503);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    // Catalog reads come from the version in memory (src/read-model): the same answer.
    const during = await query(service.url);
    expect(during.body.errors).toBeUndefined();
    expect(during.body).toEqual(before.body);
    // What needs the database (a full-text search, saved builds, writes) says it is down.
    const search = await query(service.url, '{ search(text: "power supply") { title } }');
    expect(search.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    await cluster.send('start', 'started');
    await eventually(async () => (await readyz(service.url)) === 200);
    expect((await query(service.url)).body.errors).toBeUndefined();
  });
});
