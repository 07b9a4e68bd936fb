import { Client } from 'pg';
import { PgCluster } from '../support/pg-cluster';
import { keepSaving } from '../support/save-builds';
import { startService } from '../support/service';

/**
 * The database restarts under load: writers keep saving builds while the pool's
 * connections are terminated, the server is shut down fast, and then crashes
 * (immediate shutdown). The process must stay up, failed requests must fail cleanly,
 * service must resume, and every acknowledged write must still be there.
 */
describe('database restarts under load', () => {
  let cluster: PgCluster;
  let service: Awaited<ReturnType<typeof startService>>;

  beforeAll(async () => {
    cluster = await PgCluster.start();
    service = await startService(cluster);
    await service.database.whenConnected;
  });
  afterAll(async () => {
    await service?.close();
    await cluster?.close();
  });

  it('loses no acknowledged write and resumes within seconds', async () => {
    const acknowledged: string[] = [];
    const failureCodes = new Map<string, number>();
    let statuses5xxOtherThan503 = 0;
    const stopSaving = keepSaving(service.url, 4, ({ status, id, code }) => {
      if (status >= 500 && status !== 503) statuses5xxOtherThan503++;
      if (id) acknowledged.push(id);
      else failureCodes.set(code!, (failureCodes.get(code!) ?? 0) + 1);
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const progress = async () => {
      const before = acknowledged.length;
      const deadline = Date.now() + 20_000;
      while (acknowledged.length <= before + 5) {
        if (Date.now() > deadline) throw new Error('service did not resume');
        await pause(100);
      }
    };

    await progress();
    // 1. Kill the pool's connections from the server side.
    const admin = new Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'rigbase' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    await progress();
    // 2. Fast shutdown and restart.
    await cluster.send('stop', 'stopped');
    await pause(500);
    await cluster.send('start', 'started');
    await progress();
    // 3. Immediate shutdown (crash) and restart with recovery.
    await cluster.send('crash', 'crashed');
    await pause(500);
    await cluster.send('start', 'started');
    await progress();

    await stopSaving();

    expect(statuses5xxOtherThan503).toBe(0);
    for (const code of failureCodes.keys()) expect(['SERVICE_UNAVAILABLE', 'HTTP 503']).toContain(code);
    const check = new Client({ connectionString: cluster.url });
    await check.connect();
    const { rows } = await check.query(`SELECT count(*)::int AS count FROM saved_build WHERE id = ANY($1)`, [
      acknowledged,
    ]);
    await check.end();
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(rows[0].count).toBe(acknowledged.length);
  });
});
