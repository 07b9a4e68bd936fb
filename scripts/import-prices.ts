import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportError, decodeUtf8, readRows } from '../src/catalog/import';
import { importPrices } from '../src/catalog/price-import';
import { dbOf } from '../src/db/pool';
import { describeFailure, fail, withCliDatabase } from './cli-database';

/**
 * `npm run prices:import -- <file.csv|file.json> [--strict]`: records a price feed as dated
 * observations (src/catalog/price-import.ts). Rows that cannot be placed are skipped and
 * listed with their reasons; with --strict nothing is written while any is (exit code 1).
 */
async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--strict');
  if (unknown.length) fail(`unknown option(s) ${unknown.join(' ')}; use --strict`);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) fail('usage: npm run prices:import -- <file.csv|file.json> [--strict]');
  const format = path.extname(file).toLowerCase() === '.csv' ? 'csv' : 'json';
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
  const { rows } = readRows(decodeUtf8(content), format);
  const strict = args.includes('--strict');
  const report = await withCliDatabase(({ dataSource }) => importPrices(dbOf(dataSource), rows, { strict }));
  for (const r of report.skipped) {
    const where = r.line !== undefined ? `line ${r.line}` : `row ${r.row}`;
    process.stderr.write(`skipped ${where}${r.key ? ` (${r.key})` : ''}: ${r.reason}\n`);
  }
  if (!report.written) {
    fail(`${report.skipped.length} of ${report.read} rows could not be placed; nothing was written`);
  }
  process.stdout.write(
    `read ${report.read} price rows: ${report.accepted} recorded (${report.written.changed} changes), ` +
      `${report.skipped.length} skipped\n`,
  );
}

main().catch((error: unknown) =>
  fail(
    error instanceof ImportError
      ? `prices:import failed: ${error.message}`
      : `prices:import failed: ${describeFailure(error)}`,
  ),
);
