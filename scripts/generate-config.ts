import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderEnvExample, withConfigTable } from '../src/config-variables';
import { projectRoot } from '../src/graphql/schema';

/**
 * `npm run codegen` writes `.env.example` and the variables table of docs/configuration.md
 * from src/config-variables.ts; with `--check` (`npm run codegen:check`, CI) it writes
 * nothing and fails when either is not what it would write.
 */
const root = projectRoot();
const docs = path.join(root, 'docs', 'configuration.md');
const outputs: Array<[string, string]> = [
  ['.env.example', renderEnvExample()],
  [path.join('docs', 'configuration.md'), withConfigTable(readFileSync(docs, 'utf8'))],
];
const check = process.argv.includes('--check');
let stale = false;
for (const [relative, text] of outputs) {
  const file = path.join(root, relative);
  if ((existsSync(file) ? readFileSync(file, 'utf8') : null) === text) continue;
  if (check) {
    process.stderr.write(`${relative} is stale: run npm run codegen and commit it\n`);
    stale = true;
  } else {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${relative}\n`);
  }
}
if (stale) process.exit(1);
