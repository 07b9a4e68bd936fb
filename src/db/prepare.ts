import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { runSeeds } from '../../seeds/runner';
import { seedSet } from '../../seeds/data';

/** Runs pending migrations, then seeds the catalog when it is empty. */
export async function prepareDatabase(
  db: DataSource,
  log: Logger,
  options: { seed: boolean },
): Promise<void> {
  const applied = await db.runMigrations({ transaction: 'each' });
  if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  if (!options.seed) return;
  const [{ count }] = await db.query('SELECT count(*)::int AS count FROM component');
  if (count === 0) {
    const report = await runSeeds(db, seedSet());
    log.info({ seeded: report }, 'seeded the empty database');
  }
}
