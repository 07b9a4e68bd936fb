import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/graphql/schema';
import { corpusFile, distinctOperations, writeCorpus } from './operations-corpus';

/**
 * `npm run corpus:record`: runs the integration and browser tests with every server
 * recording the operations it executes (GRAPHQL_RECORD_FILE; in-process servers and
 * spawned ones alike), then writes the distinct operations to the parity corpus. Run it
 * after adding tests or operations, and commit the corpus with them. Extra arguments go
 * to jest (e.g. a subset of files while trying it out).
 */
function main() {
  const root = projectRoot();
  const dir = mkdtempSync(path.join(tmpdir(), 'rigbase-corpus-'));
  const recorded = path.join(dir, 'operations.jsonl');
  try {
    const jest = spawnSync(
      process.execPath,
      [
        require.resolve('jest/bin/jest', { paths: [root] }),
        '--selectProjects',
        'integration',
        'e2e',
        // The parity test replays the corpus; recording it would record the corpus itself.
        '--testPathIgnorePatterns',
        'executor-parity',
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, GRAPHQL_RECORD_FILE: recorded } },
    );
    if (jest.status !== 0) {
      process.stderr.write('the tests failed: the corpus is left as it was\n');
      process.exit(jest.status ?? 1);
    }
    const operations = distinctOperations(readFileSync(recorded, 'utf8'));
    writeCorpus(corpusFile(), operations);
    process.stdout.write(`${operations.length} distinct operations written to ${corpusFile()}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
