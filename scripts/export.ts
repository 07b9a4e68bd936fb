import { writeFileSync } from 'node:fs';
import { exportRows, serialize } from '../src/catalog/export';
import { isImportKind } from '../src/catalog/fields';
import { dbOf } from '../src/db/pool';
import { describeFailure, fail, withCliDatabase } from './cli-database';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** `npm run export -- --kind gpu --format csv|json [--out file]` (stdout by default). */
async function main() {
  const args = process.argv.slice(2);
  const kind = option(args, '--kind');
  const format = option(args, '--format') ?? 'json';
  if (!kind || !isImportKind(kind))
    fail('usage: npm run export -- --kind gpu|cpu|... --format csv|json [--out file]');
  if (format !== 'csv' && format !== 'json') fail(`unknown format "${format}"; use csv or json`);
  const rows = await withCliDatabase(({ dataSource }) => exportRows(dbOf(dataSource), kind));
  const text = serialize(kind, rows, format);
  const out = option(args, '--out');
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
}

main().catch((error: unknown) => fail(`export failed: ${describeFailure(error)}`));
