import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RecordedOperation } from '../src/graphql/operation-recorder.plugin';
import { projectRoot } from '../src/graphql/schema';

/**
 * The executor parity corpus: every distinct operation the test suite executed, in the
 * order it was first executed (test/integration/executor-parity.test.ts replays it).
 * Gzipped JSON lines: the suite's fuzz and limit tests send half-megabyte strings, which
 * a text file would carry as 30 MB; compressed, the whole corpus is a few hundred kB.
 */
export function corpusFile(): string {
  return path.join(projectRoot(), 'test', 'fixtures', 'operations-corpus.jsonl.gz');
}

/** What tells two operations apart: everything the server receives (the key's presence included). */
function identity(operation: RecordedOperation): string {
  return JSON.stringify([
    operation.query,
    operation.operationName ?? null,
    operation.variables ?? null,
    operation.authenticated,
  ]);
}

/**
 * Recorded JSON lines (several processes appended to one file) to the corpus: each
 * distinct operation once, at its first execution. Repeats add no executor coverage,
 * and the replay keeps mutations in their recorded order.
 */
export function distinctOperations(lines: string): RecordedOperation[] {
  const seen = new Set<string>();
  const operations: RecordedOperation[] = [];
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue;
    const operation = JSON.parse(line) as RecordedOperation;
    const key = identity(operation);
    if (seen.has(key)) continue;
    seen.add(key);
    operations.push(operation);
  }
  return operations;
}

export function writeCorpus(file: string, operations: readonly RecordedOperation[]): void {
  const text = operations.map((operation) => JSON.stringify(operation)).join('\n') + '\n';
  writeFileSync(file, gzipSync(text, { level: 9 }));
}

export function readCorpus(file: string = corpusFile()): RecordedOperation[] {
  return distinctOperations(gunzipSync(readFileSync(file)).toString('utf8'));
}
