import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MODEL, SOURCE } from '../src/catalog/fields';
import { importModel, type ModelImportInput, type ModelImportMeta } from '../src/catalog/model-import';
import { validateFields } from '../src/catalog/validation';
import { SEED_REF_ERRORS, writeCatalog } from '../src/catalog/write/write-catalog';
import { dbOf, type Db } from '../src/db/pool';
import { MemoryInputError } from '../src/rules/calculators/memory';
import { fail, withCliDatabase } from './cli-database';

/** Files read per model; configs and indexes are small JSON, but a folder is bounded too. */
const MAX_MODELS = 500;
const MAX_FILE_BYTES = 8 * 1024 * 1024;

function readSmall(file: string): string {
  if (statSync(file).size > MAX_FILE_BYTES) throw new Error(`${file} is larger than ${MAX_FILE_BYTES} bytes`);
  return readFileSync(file, 'utf8');
}

function readMeta(file: string): ModelImportMeta | undefined {
  if (!existsSync(file)) return undefined;
  const meta = JSON.parse(readSmall(file)) as unknown;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta))
    throw new Error(`${file} must be a JSON object`);
  return meta as ModelImportMeta;
}

/** Every model of the folder: `<org>/<repo>/config.json` trees and `<org>--<repo>[_config].json` files. */
export function findModels(folder: string, year: number): { file: string; input: ModelImportInput }[] {
  const found: { file: string; input: ModelImportInput }[] = [];
  const optional = (file: string) => (existsSync(file) ? readSmall(file) : null);
  for (const entry of readdirSync(folder).sort()) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) {
      for (const repo of readdirSync(full).sort()) {
        const dir = path.join(full, repo);
        const config = path.join(dir, 'config.json');
        if (!statSync(dir).isDirectory() || !existsSync(config)) continue;
        found.push({
          file: config,
          input: {
            repo: `${entry}/${repo}`,
            configText: readSmall(config),
            indexText: optional(path.join(dir, 'model.safetensors.index.json')),
            meta: readMeta(path.join(dir, 'rigbase.json')),
            fallbackYear: year,
          },
        });
      }
      continue;
    }
    const m = /^(.+?)--(.+?)(?:_config)?\.json$/.exec(entry);
    if (!m || /\.(index|rigbase)\.json$/.test(entry)) continue;
    const base = path.join(folder, `${m[1]}--${m[2]}`);
    found.push({
      file: full,
      input: {
        repo: `${m[1]}/${m[2]}`,
        configText: readSmall(full),
        indexText: optional(`${base}.index.json`),
        meta: readMeta(`${base}.rigbase.json`),
        fallbackYear: year,
      },
    });
  }
  if (found.length > MAX_MODELS)
    throw new Error(`${found.length} models found; import at most ${MAX_MODELS} at a time`);
  return found;
}

export interface FolderImport {
  /** Models read and accepted, with the assumptions their configs needed. */
  accepted: { file: string; slug: string; assumptions: string[] }[];
  /** One line per refused file, naming the file and the config field. */
  problems: string[];
  /** Rows written (null when nothing was written: a dry run or a refused file). */
  changed: number | null;
}

/**
 * Reads every config.json of `folder` as estimateMemory reads a pasted config, validates
 * every model and its source, then writes all of them in one transaction, or none when any
 * file is refused. Without a database (a dry run) it only reads and validates.
 */
export async function importFolder(db: Db | null, folder: string, year: number): Promise<FolderImport> {
  const models = findModels(folder, year);
  const problems: string[] = [];
  const results = models.flatMap(({ file, input }) => {
    try {
      const result = importModel(input);
      for (const [definition, row] of [
        [MODEL, result.model],
        [SOURCE, result.source],
      ] as const) {
        const checked = validateFields(definition, row as unknown as Record<string, unknown>);
        if (checked.reason) throw new Error(checked.reason);
      }
      return [{ file, result }];
    } catch (error) {
      const field = error instanceof MemoryInputError ? ` (${error.field})` : '';
      problems.push(`${file}${field}: ${(error as Error).message}`);
      return [];
    }
  });
  const accepted = results.map(({ file, result }) => ({
    file,
    slug: result.model.slug,
    assumptions: result.assumptions,
  }));
  if (problems.length || !db || results.length === 0) return { accepted, problems, changed: null };
  const report = await db.transaction(
    async (tx) =>
      (
        await writeCatalog(
          tx,
          { sources: results.map((r) => r.result.source), models: results.map((r) => r.result.model) },
          { errors: SEED_REF_ERRORS, actor: { keyId: null, name: 'models:import' } },
        )
      ).report,
  );
  return { accepted, problems, changed: report.changed };
}

/** `npm run models:import -- <folder> [--dry-run]`: see src/catalog/model-import.ts for the layout. */
async function main() {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder || !existsSync(folder) || !statSync(folder).isDirectory())
    fail('usage: npm run models:import -- <folder of config.json files> [--dry-run]');
  const year = new Date().getUTCFullYear();
  if (findModels(folder, year).length === 0)
    fail(`no config.json files in ${folder} (see docs/rules.md, "Adding a model")`);
  const result = args.includes('--dry-run')
    ? await importFolder(null, folder, year)
    : await withCliDatabase(({ dataSource }) => importFolder(dbOf(dataSource), folder, year));
  for (const p of result.problems) process.stderr.write(`${p}\n`);
  if (result.problems.length)
    fail(
      `refused ${result.problems.length} of ${result.problems.length + result.accepted.length} models; nothing was written`,
    );
  for (const a of result.accepted)
    process.stdout.write(
      `${a.slug} from ${a.file}${a.assumptions.length ? `\n  ${a.assumptions.join('\n  ')}` : ''}\n`,
    );
  if (result.changed !== null)
    process.stdout.write(`imported ${result.accepted.length} models (${result.changed} rows changed)\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => fail(`models:import failed: ${(error as Error).message}`));
}
