import { seedSet } from '../seeds/data';
import { formatImportReport, importBuildcores } from '../src/catalog/import-datasets';
import { runSeeds } from '../src/catalog/write/write-catalog';
import { dbOf } from '../src/db/pool';
import { describeFailure, fail, withCliDatabase } from './cli-database';

/** Rejected rows listed one by one before the summary (all of them with --verbose). */
const LISTED_REJECTIONS = 40;

/**
 * `npm run import:datasets [-- --skip-invalid] [--verbose]`: migrates, seeds an empty
 * catalog (the cards need its GPU chips), then imports BuildCores OpenDB from data/datasets
 * in one transaction and prints the report. Without --skip-invalid, any rejected row means
 * nothing is written (exit code 1); with it, the valid rows are written and every rejected
 * row is still reported with its reason.
 */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !['--skip-invalid', '--verbose'].includes(a));
  if (unknown.length) fail(`unknown option(s) ${unknown.join(' ')}; use --skip-invalid, --verbose`);
  const skipInvalid = args.includes('--skip-invalid');
  const report = await withCliDatabase(async ({ dataSource }) => {
    await dataSource.runMigrations({ transaction: 'each' });
    const db = dbOf(dataSource);
    const [{ count }] = await db.rows<{ count: number }>('SELECT count(*)::int AS count FROM component');
    if (count === 0) await runSeeds(db, seedSet());
    return importBuildcores(db, { skipInvalid });
  });
  const listed = args.includes('--verbose') ? report.rejected : report.rejected.slice(0, LISTED_REJECTIONS);
  for (const r of listed) {
    process.stderr.write(
      `${r.category} line ${r.line} (${r.externalId ?? 'no id'}): ${r.reasons.join('; ')}\n`,
    );
  }
  if (listed.length < report.rejected.length) {
    process.stderr.write(`... and ${report.rejected.length - listed.length} more (--verbose lists all)\n`);
  }
  process.stdout.write(`${formatImportReport(report)}\n`);
  if (!report.written) {
    fail(
      `${report.rejected.length} rows were rejected; nothing was written. Fix the mappers, or pass --skip-invalid to import the valid rows.`,
    );
  }
}

main().catch((error: unknown) => fail(`import:datasets failed: ${describeFailure(error)}`));
