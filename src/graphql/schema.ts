import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: where `schema/` lives, both from src/ (ts) and dist/src/ (js). */
export function projectRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'schema')) && existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the schema/ folder above ${__dirname}`);
}

/**
 * SDL written from the field definitions by `npm run codegen` (src/graphql/schema-generator.ts),
 * committed so the whole API reads in schema/; `npm run codegen:check` fails when it is stale.
 */
export const GENERATED_SCHEMA_FILE = path.join('schema', 'generated', 'components.graphql');

/**
 * The served schema printed whole (every type, extensions merged) at the repository root,
 * for clients and their tools; written by `npm run codegen`, checked by `codegen:check`.
 */
export const PRINTED_SCHEMA_FILE = 'schema.graphql';

/** The .graphql files of one folder below the root, concatenated in a stable order. */
function readSdl(folder: string): string {
  const dir = path.join(projectRoot(), folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

/** The SDL written by hand, one file per area: what the generated SDL is derived from. */
export function loadHandWrittenTypeDefs(): string {
  return readSdl('schema');
}

/** The whole SDL: the hand-written files, then the generated one. */
export function loadTypeDefs(): string {
  return `${loadHandWrittenTypeDefs()}\n${readSdl(path.dirname(GENERATED_SCHEMA_FILE))}`;
}
