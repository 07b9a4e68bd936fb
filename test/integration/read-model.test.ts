import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config';
import { dbOf } from '../../src/db/pool';
import { createLogger } from '../../src/logger';
import { ReadModel } from '../../src/read-model';
import { ANONYMOUS, createServer, type RigbaseServer } from '../../src/server';
import { AuthService } from '../../src/services/auth.service';
import { connectTo } from '../support/database';
import { postGraphql, suiteServer } from '../support/server';
import { UNLIMITED_RATES, passedThroughEnv } from '../support/test-env';

/**
 * The catalog is served from memory per catalog version (src/read-model): these tests hold
 * its promises across replicas. Replica A is a real HTTP server; replica B a second server
 * on its own connections to the same database, with the periodic version check off, so
 * what it learns it learns from the notification the version trigger sends.
 */
const a = suiteServer({ env: UNLIMITED_RATES });
let b: RigbaseServer;
let bData: DataSource;
let editorKey: string;

const SLUG = 'nvidia-geforce-rtx-3090';
const QUERY = `query($slug: String!) { component(slug: $slug) { ... on Gpu { priceUsd description } } }`;
/** How long another replica may take to see a write here: generous, the machine is shared. */
const HEAR_WITHIN_MS = 15_000;

beforeAll(async () => {
  editorKey = (await AuthService.createKey(a().db.dataSource, 'read-model editor', 'EDITOR', null)).key;
  bData = await connectTo(a().db.name, { statementTimeoutMs: 30_000, poolSize: 2 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: a().db.url,
    ...passedThroughEnv(),
    CATALOG_CHECK_MS: '0',
  });
  b = await createServer({ config, db: bData, log: createLogger(config) });
});

afterAll(async () => {
  await b?.stop();
  await bData?.destroy();
});

async function priceOn(server: RigbaseServer): Promise<number | null> {
  const result = await server.execute<any>(QUERY, { slug: SLUG });
  if (result.body.kind !== 'single') throw new Error('expected a single result');
  expect(result.body.singleResult.errors).toBeUndefined();
  return result.body.singleResult.data!.component.priceUsd;
}

/** Milliseconds until `server` answers `price`, polling; fails after HEAR_WITHIN_MS. */
async function msUntil(server: RigbaseServer, price: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < HEAR_WITHIN_MS) {
    if ((await priceOn(server)) === price) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the replica did not see price ${price} within ${HEAR_WITHIN_MS} ms`);
}

async function editPrice(price: number) {
  const current = await postGraphql(a().url, `{ component(slug: "${SLUG}") { version } }`);
  const version = (current.body.data as any).component.version;
  return postGraphql(
    a().url,
    `mutation($i: GpuInput!) { upsertGpu(input: $i) { priceUsd version } }`,
    { i: { slug: SLUG, version, priceUsd: price } },
    { authorization: `Bearer ${editorKey}` },
  );
}

describe('catalog versions across replicas', () => {
  it("serves a version with search's per-version data already built: the posting rows are let go before any search", async () => {
    const version = await b.readModel.refresh();
    // The answers index took what it needs of the rows when the version was prepared.
    expect(() => version.answerPostings()).toThrow(/dropped/);
  });

  it("shows a write on the writer's own replica before the mutation returns", async () => {
    await priceOn(b); // B has a version loaded before the write
    const written = await editPrice(1234);
    expect(written.body.errors).toBeUndefined();
    expect((written.body.data as any).upsertGpu.priceUsd).toBe(1234);
    // The very next read on A, over HTTP, with no wait.
    const read = await postGraphql(a().url, QUERY, { slug: SLUG });
    expect((read.body.data as any).component.priceUsd).toBe(1234);
  });

  it('another replica hears of the write by notification, with no version read per request', async () => {
    await editPrice(1300);
    expect(await msUntil(b, 1300)).toBeLessThan(HEAR_WITHIN_MS);
    // B's requests read no version: its read model knows it from the notification.
    const loaded = b.readModel.loaded!.version;
    expect(loaded).toBe((await a().server.readModel.refresh()).version);
  });

  it('hears of a write made outside the API (any transaction that bumps the version)', async () => {
    await a().db.dataSource.query(`UPDATE component SET price_usd = 1400 WHERE slug = $1`, [SLUG]);
    expect(await msUntil(b, 1400)).toBeLessThan(HEAR_WITHIN_MS);
  });

  it('catches up after its listening connection drops', async () => {
    const [{ n }] = await a().db.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name LIKE '%-catalog' AND pid <> pg_backend_pid()`,
    );
    expect(n).toBeGreaterThanOrEqual(1);
    // Written while B may be deaf: B asks for the version when it listens again.
    await a().db.dataSource.query(`UPDATE component SET price_usd = 1500 WHERE slug = $1`, [SLUG]);
    expect(await msUntil(b, 1500)).toBeLessThan(HEAR_WITHIN_MS);
  });

  it('falls back to the periodic check when it cannot listen', async () => {
    const polling = new ReadModel({
      db: dbOf(bData),
      log: createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })),
      listen: null,
      pollMs: 50,
    });
    polling.start();
    try {
      const before = await polling.snapshot();
      await a().db.dataSource.query(`UPDATE component SET price_usd = 1600 WHERE slug = $1`, [SLUG]);
      const started = Date.now();
      while (polling.loaded === before && Date.now() - started < HEAR_WITHIN_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const gpu = polling.loaded!.component(SLUG);
      expect(gpu?.priceUsd).toBe(1600);
    } finally {
      await polling.close();
    }
  });
});

describe('one snapshot per request', () => {
  it('API reads and the rules of one request see the same version, even when a newer one loads meanwhile', async () => {
    const server = a().server;
    await server.readModel.refresh();
    const context = server.contextFor(ANONYMOUS);
    const read = await context.services.components.bySlug(SLUG);
    const before = read?.priceUsd;
    expect(before).not.toBeNull();
    // A write commits and this replica loads it while the request is still running.
    await a().db.dataSource.query(`UPDATE component SET price_usd = price_usd + 100 WHERE slug = $1`, [SLUG]);
    const newer = await server.readModel.refresh();
    expect(newer.component(SLUG)?.priceUsd).toBe(before! + 100);
    // The request's rules still read its own version: the very rows its API reads returned.
    const report = await context.services.rules.checkBuild({ parts: [{ slug: SLUG, quantity: 1 }] });
    expect(report.totalPricesUsd?.NEW ?? report.totalPriceUsd).toBe(before);
    const ranked = await context.services.rules.recommendGpus({ first: 50, budgetUsd: 1e6 });
    const mine = ranked.find((r) => r.gpu.slug === SLUG);
    expect(mine?.gpu).toBe(read);
    expect((await context.catalog()).component(SLUG)).toBe(read);
    // A new request reads the newer version, in its API reads and its rules alike.
    const next = server.contextFor(ANONYMOUS);
    expect((await next.services.components.bySlug(SLUG))?.priceUsd).toBe(before! + 100);
    const nextReport = await next.services.rules.checkBuild({ parts: [{ slug: SLUG, quantity: 1 }] });
    expect(nextReport.totalPricesUsd?.NEW ?? nextReport.totalPriceUsd).toBe(before! + 100);
  });

  it('one GraphQL request answers its reads and its rules from one version', async () => {
    const result = await a().server.execute<any>(
      `query($slug: String!) {
        component(slug: $slug) { priceUsd }
        checkBuild(build: { parts: [{ slug: $slug }] }) { totalPriceUsd(condition: NEW) }
        recommendGpus(input: { first: 50, budgetUsd: 100000, condition: NEW }) { gpu { slug priceUsd } }
      }`,
      { slug: SLUG },
    );
    if (result.body.kind !== 'single') throw new Error('expected a single result');
    const data = result.body.singleResult.data!;
    expect(data.checkBuild.totalPriceUsd).toBe(data.component.priceUsd);
    const ranked = data.recommendGpus.find((r: any) => r.gpu.slug === SLUG);
    if (ranked) expect(ranked.gpu.priceUsd).toBe(data.component.priceUsd);
  });
});
