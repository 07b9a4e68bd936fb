import { Client } from 'pg';
import { dbOf, type Db } from '../src/db/pool';
import { createLogger } from '../src/logger';
import { loadConfig } from '../src/config';
import { ReadModel, loadSnapshot, type CatalogSnapshot } from '../src/read-model';
import { ComponentService } from '../src/services/component.service';
import { GPU_ORDER_NAMES } from '../src/services/gpu-orders';
import { prepareCatalog } from '../src/services/prepare-catalog';
import { benchDataSource, openBenchPostgres, prepareFull, prepareX1, type BenchPostgres } from './database';
import { prepareScaled } from './scale';

/**
 * `npm run bench:read-model`: what the in-memory catalog (src/read-model) costs per catalog
 * version, on the 1 x seeds, the full catalog and the 100 x synthetic one, and how long a
 * second replica takes to serve a write made elsewhere.
 *
 * - load: median and max over LOADS loads of one version (every table and relation, one
 *   REPEATABLE READ transaction), then the derived data (what a server prepares before
 *   serving the version: the rules' prepared catalogs, search's answers index and line-name
 *   prefixes; and every GPU order at every price condition, built on first use);
 * - memory: the heap and RSS one loaded version (with its derived data) adds to a process
 *   that held none, after a forced garbage collection (--expose-gc, as the npm script runs);
 *   CPU: what the first load cost this process (the database's own work is apart);
 * - replica: two read models, each with its own listening connection, as two replicas have;
 *   a third connection commits an UPDATE, and the time until the second model has loaded
 *   the version that write made is measured (notification, then a load).
 *
 * usage: npm run bench:read-model [-- --only x1,full,x100] [--fresh]
 */
const LOADS = 5;
const REPLICA_ROUNDS = 10;

const gc = (globalThis as { gc?: () => void }).gc;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function memory() {
  gc?.();
  gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

/**
 * The derived data a server builds for a version before serving it (prepareCatalog: the
 * rules' prepared catalogs, search's answers index and line-name prefixes) and what pages
 * build on first use (every GPU order), built now.
 */
async function warm(db: Db, snapshot: CatalogSnapshot): Promise<void> {
  prepareCatalog(snapshot);
  const components = new ComponentService(db, async () => snapshot);
  for (const orderBy of GPU_ORDER_NAMES) {
    for (const condition of ['NEW', 'USED', 'ANY'] as const)
      await components.gpus({ orderBy, filter: { condition }, first: 1 });
  }
}

async function measureCatalog(pg: BenchPostgres, name: string) {
  const dataSource = await benchDataSource(pg, name);
  try {
    const db = dbOf(dataSource);
    // Memory first, before any other version was loaded in this process.
    const before = memory();
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const snapshot = await loadSnapshot(db);
    const loadedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    const derivedStarted = performance.now();
    await warm(db, snapshot);
    const derivedMs = performance.now() - derivedStarted;
    const after = memory();
    const loadMs: number[] = [loadedMs];
    for (let i = 1; i < LOADS; i++) {
      const again = performance.now();
      await loadSnapshot(db);
      loadMs.push(performance.now() - again);
    }
    return {
      catalog: name,
      version: snapshot.version,
      components: snapshot.all('components').length,
      gpus: snapshot.ofKind('GPU').length,
      benchmarks: snapshot.all('benchmarks').length,
      guidance: snapshot.all('guidance').length,
      loadMsMedian: Math.round(median(loadMs)),
      loadMsMax: Math.round(Math.max(...loadMs)),
      loadCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      derivedMs: Math.round(derivedMs),
      heapMb: mb(after.heapUsed - before.heapUsed),
      rssMb: mb(after.rss - before.rss),
      gcForced: gc !== undefined,
      // Keep the snapshot alive until after the measurement.
      held: snapshot.version.length > 0,
    };
  } finally {
    await dataSource.destroy();
  }
}

async function measureReplica(pg: BenchPostgres, name: string) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const log = createLogger(config);
  const dataSource = await benchDataSource(pg, name);
  const writer = new Client({ connectionString: pg.urlFor(name) });
  await writer.connect();
  const model = (tag: string) =>
    new ReadModel({
      db: dbOf(dataSource),
      log,
      listen: { connectionString: pg.urlFor(name), application_name: `rigbase-bench-${tag}` },
      pollMs: 0,
    });
  const a = model('a');
  const b = model('b');
  try {
    a.start();
    b.start();
    await Promise.all([a.snapshot(), b.snapshot()]);
    // Let both listeners connect.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seenMs: number[] = [];
    for (let round = 0; round < REPLICA_ROUNDS; round++) {
      const [{ version }] = (
        await writer.query(
          `WITH bumped AS (UPDATE component SET description = description WHERE id = (SELECT min(id) FROM component) RETURNING 1)
           SELECT version::text FROM catalog_state, (SELECT count(*) FROM bumped) b`,
        )
      ).rows as { version: string }[];
      // The UPDATE committed; the version read after it is the one it made (or later).
      const committed = performance.now();
      while (!b.loaded || BigInt(b.loaded.version) < BigInt(version)) {
        await new Promise((resolve) => setImmediate(resolve));
        if (performance.now() - committed > 60_000) throw new Error('replica never saw the write');
      }
      seenMs.push(performance.now() - committed);
    }
    return {
      catalog: name,
      rounds: REPLICA_ROUNDS,
      seenMsMedian: Math.round(median(seenMs)),
      seenMsMax: Math.round(Math.max(...seenMs)),
    };
  } finally {
    await a.close();
    await b.close();
    await writer.end();
    await dataSource.destroy();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : ['x1', 'full', 'x100'];
  const fresh = argv.includes('--fresh');
  const pg = await openBenchPostgres();
  try {
    const catalogs: Array<[string, () => Promise<string>]> = [
      ['x1', async () => (await prepareX1(pg, fresh)).name],
      ['full', async () => (await prepareFull(pg, fresh)).name],
      ['x100', async () => (await prepareScaled(pg, 100, fresh)).database],
    ];
    for (const [label, prepare] of catalogs) {
      if (!only.includes(label)) continue;
      const name = await prepare();
      const load = await measureCatalog(pg, name);
      const replica = await measureReplica(pg, name);
      process.stdout.write(`${JSON.stringify({ label, load, replica })}\n`);
    }
  } finally {
    await pg.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:read-model: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
