import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeUtf8, importRows, readRows } from '../src/catalog/import';
import { dbOf } from '../src/db/pool';
import { describeFailure, fail, withCliDatabase } from './cli-database';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * `npm run import -- <file> [--kind gpu|cpu|...] [--format csv|json]`: validates every
 * row, then writes all of them in one transaction or none, and prints a report: every
 * problem of every rejected row, with its file line and slug.
 */
async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!file) fail('usage: npm run import -- <file> [--kind gpu|cpu|motherboard|...] [--format csv|json]');
  const format = (option(args, '--format') ??
    (path.extname(file).toLowerCase() === '.csv' ? 'csv' : 'json')) as 'csv' | 'json';
  if (format !== 'csv' && format !== 'json') fail(`unknown format "${format}"; use csv or json`);
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
  const { kind: fileKind, rows } = readRows(decodeUtf8(content), format);
  // Without --kind or a JSON envelope's kind, the rows' kind column says it.
  const kind = option(args, '--kind') ?? fileKind ?? null;
  const result = await withCliDatabase(({ dataSource }) => importRows(dbOf(dataSource), kind, rows));
  for (const r of result.rejected) {
    const where = r.line !== undefined ? `line ${r.line}` : `row ${r.row}`;
    process.stderr.write(`${where}${r.key ? ` (${r.key})` : ''}: ${r.problems.join('; ')}\n`);
  }
  if (result.rejected.length) {
    fail(`rejected ${result.rejected.length} of ${rows.length} rows; nothing was written`);
  }
  process.stdout.write(
    `imported ${result.accepted} ${result.kind} rows (${result.written?.changed ?? 0} changed)\n`,
  );
}

main().catch((error: unknown) => fail(`import failed: ${describeFailure(error)}`));
