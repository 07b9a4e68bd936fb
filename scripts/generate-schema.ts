import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { printSchema } from 'graphql';
import {
  GENERATED_SCHEMA_FILE,
  PRINTED_SCHEMA_FILE,
  loadHandWrittenTypeDefs,
  projectRoot,
} from '../src/graphql/schema';
import { generateSdl } from '../src/graphql/schema-generator';

/**
 * `npm run codegen` writes, before graphql-codegen reads the whole schema:
 * - schema/generated/ from the field definitions and the hand-written SDL;
 * - schema.graphql at the root: the schema the server serves, printed whole (one file with
 *   every type, `extend type`s merged), for clients and their tools.
 * With `--check` (`npm run codegen:check`, CI) it writes nothing and fails when a committed
 * file is not what it would write. Runs from the TypeScript sources (jiti), so a stale
 * generated file never blocks the build.
 */
const handWritten = loadHandWrittenTypeDefs();
const generated = generateSdl(handWritten);
const printed = `${printSchema(makeExecutableSchema({ typeDefs: `${handWritten}\n${generated}` }))}\n`;

const outputs: Array<[string, string]> = [
  [GENERATED_SCHEMA_FILE, generated],
  [PRINTED_SCHEMA_FILE, printed],
];
const check = process.argv.includes('--check');
let stale = false;
for (const [relative, text] of outputs) {
  const file = path.join(projectRoot(), relative);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  if (check) {
    process.stderr.write(`${relative} is stale: run npm run codegen and commit it\n`);
    stale = true;
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    process.stdout.write(`wrote ${relative}\n`);
  }
}
if (stale) process.exit(1);
