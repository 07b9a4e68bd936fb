import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '../../src/errors';
import { LimitCode } from '../../src/graphql/limits/limits';

/**
 * The API guide's error table (docs/api.md) is what client authors read: every code the API can answer
 * with is in it, the CSRF refusal's BAD_REQUEST included.
 */
const apiGuide = readFileSync(path.join(__dirname, '../../docs/api.md'), 'utf8');
const start = apiGuide.indexOf('## Errors and limits');
const section = apiGuide.slice(start, apiGuide.indexOf('\n## ', start + 1));

it.each([
  ...Object.values(ErrorCode),
  ...Object.values(LimitCode),
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
])('docs/api.md lists %s under Errors and limits', (code) => {
  expect(section).toContain(`\`${code}\``);
});
