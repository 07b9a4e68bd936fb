import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './graphql/schema';

let version: string | undefined;

/** package.json's version: what the MCP handshake, the metrics and the logs report. */
export function packageVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }
  ).version;
  return version;
}
