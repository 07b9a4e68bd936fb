import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_SCHEMA_FILE, loadHandWrittenTypeDefs, projectRoot } from '../src/graphql/schema';
import { generateSdl } from '../src/graphql/schema-generator';

/**
 * `npm run codegen` writes schema/generated/ from the field definitions and the hand-written
 * SDL before graphql-codegen reads the whole schema; with `--check` (`npm run codegen:check`,
 * CI) it writes nothing and fails when the committed file is not what it would write.
 * Runs from the TypeScript sources (jiti), so a stale generated file never blocks the build.
 */
const file = path.join(projectRoot(), GENERATED_SCHEMA_FILE);
const sdl = generateSdl(loadHandWrittenTypeDefs());
const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
if (process.argv.includes('--check')) {
  if (current !== sdl) {
    process.stderr.write(`${GENERATED_SCHEMA_FILE} is stale: run npm run codegen and commit it\n`);
    process.exit(1);
  }
} else if (current !== sdl) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, sdl);
  process.stdout.write(`wrote ${GENERATED_SCHEMA_FILE}\n`);
}
