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

/** The SDL, one file per area, concatenated in a stable order. */
export function loadTypeDefs(): string {
  const dir = path.join(projectRoot(), 'schema');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}
