import { seedSet } from '../seeds/data';
import { formatImportReport, importBuildcores } from '../src/catalog/import-datasets';
import { runSeeds } from '../src/catalog/write/write-catalog';
import { dbOf } from '../src/db/pool';
import { describeFailure, fail, withCliDatabase } from './cli-database';

/** Rejected rows listed one by one before the summary (all of them with --verbose). */
const LISTED_REJECTIONS = 40;

/**
 * `npm run import:datasets [-- --strict] [--verbose]`: migrates, seeds an empty catalog (the
 * cards need its GPU chips), then imports BuildCores OpenDB from data/datasets in one
 * transaction and prints the report: the valid rows are written, and every row skipped is
 * listed with its reason (the first 40; --verbose lists all) and counted by reason. With
 * --strict, any skipped row means nothing is written (exit code 1). --skip-invalid, the old
 * spelling of the default, is still accepted.
 */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !['--strict', '--skip-invalid', '--verbose'].includes(a));
  if (unknown.length) fail(`unknown option(s) ${unknown.join(' ')}; use --strict, --verbose`);
  if (args.includes('--strict') && args.includes('--skip-invalid'))
    fail('--strict and --skip-invalid contradict each other; pass one');
  const skipInvalid = !args.includes('--strict');
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
      `${report.rejected.length} rows were skipped and --strict refuses to write around them; nothing was written. Without --strict the valid rows are imported and the skipped ones listed.`,
    );
  }
}

main().catch((error: unknown) => fail(`import:datasets failed: ${describeFailure(error)}`));
