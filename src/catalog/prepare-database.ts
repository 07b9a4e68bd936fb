import type { DataSource } from 'typeorm';
import { dbOf } from '../db/pool';
import type { Logger } from '../logger';
import { formatImportReport, importBuildcores } from './import-datasets';
import type { SeedSet } from './seed-set';
import { runSeeds } from './write/write-catalog';

/**
 * Runs pending migrations, then seeds the catalog with `seeds` when it is empty and, with `datasets`,
 * imports the open datasets into it (the full catalog on a fresh machine). Rows the datasets
 * have that fail validation are skipped on this path and counted per reason in the log;
 * `npm run import:datasets` refuses them unless told to skip them. Later starts find the
 * catalog filled and reuse it.
 */
export async function prepareDatabase(
  db: DataSource,
  log: Logger,
  /** `seeds`: the seed set (seeds/data, handed in by the process entry); null: never seed. */
  options: { seeds: (() => SeedSet) | null; datasets?: boolean },
): Promise<void> {
  const applied = await db.runMigrations({ transaction: 'each' });
  if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  if (!options.seeds) return;
  const sql = dbOf(db);
  const [{ count }] = await sql.rows<{ count: number }>('SELECT count(*)::int AS count FROM component');
  if (count > 0) return;
  const report = await runSeeds(sql, options.seeds());
  log.info({ seeded: report }, 'seeded the empty database');
  if (!options.datasets) return;
  const imported = await importBuildcores(sql, { skipInvalid: true });
  log.info(
    {
      ms: imported.ms,
      categories: Object.fromEntries(imported.categories.map((c) => [c.category, c.inserted + c.merged])),
      skippedByReason: imported.rejectedByReason,
      cardsLinked: imported.cards.linked,
      cardsUnlinked: imported.cards.unlinked,
    },
    'imported the open datasets (npm run import:datasets prints the full report)',
  );
  log.debug(formatImportReport(imported));
}
