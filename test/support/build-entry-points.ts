import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { transformFileSync, type Options } from '@swc/core';
import swcOptions from '../../scripts/swc-options.json';

const ROOT = path.join(__dirname, '../..');

/**
 * What `npm run build` compiles (tsconfig.build.json's include and exclude), so the two
 * builds never disagree on a file. Its excludes are folder or file paths, or `**\/*<suffix>`.
 */
const BUILD_CONFIG = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.build.json'), 'utf8')) as {
  include: string[];
  exclude: string[];
};
const SOURCE_DIRS = BUILD_CONFIG.include;
for (const entry of BUILD_CONFIG.exclude) {
  if (entry.includes('*') && !/^\*\*\/\*[^*/]+$/.test(entry))
    throw new Error(
      `build-entry-points: tsconfig.build.json exclude "${entry}" is a pattern it does not read`,
    );
}
const EXCLUDED_PATHS = BUILD_CONFIG.exclude
  .filter((entry) => !entry.includes('*'))
  .map((entry) => path.join(ROOT, entry));
const EXCLUDED_SUFFIXES = BUILD_CONFIG.exclude
  .filter((entry) => entry.startsWith('**/*'))
  .map((entry) => entry.slice('**/*'.length));

/**
 * The options jest.config.js gives @swc/jest (scripts/swc-options.json): the compiled entry
 * points the tests spawn run the same JavaScript the in-process tests run.
 */
const SWC_OPTIONS: Options = { ...(swcOptions as Options), sourceMaps: 'inline' };

function sourcesUnder(dir: string): string[] {
  if (EXCLUDED_PATHS.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    const compiled =
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.d.ts') &&
      !EXCLUDED_PATHS.includes(full) &&
      !EXCLUDED_SUFFIXES.some((suffix) => entry.name.endsWith(suffix));
    return compiled ? [full] : [];
  });
}

/**
 * Compiles src, seeds, migrations and scripts into dist/ (dist/src/index.js and the other
 * entry points that tests start as child processes), each file only when its output is
 * missing or older than its source. SWC instead of `tsc -p tsconfig.build.json`: tsc spent
 * about 20 CPU seconds of every test run re-checking types that `npm run typecheck` checks
 * once; `npm run build` (and so `npm start`) still compiles with tsc. Returns how many files
 * it compiled.
 */
export function buildEntryPoints(): number {
  let compiled = 0;
  for (const source of SOURCE_DIRS.flatMap((dir) => sourcesUnder(path.join(ROOT, dir)))) {
    const output = path.join(ROOT, 'dist', path.relative(ROOT, source)).replace(/\.ts$/, '.js');
    if (existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs) continue;
    const { code } = transformFileSync(source, { ...SWC_OPTIONS, filename: source });
    mkdirSync(path.dirname(output), { recursive: true });
    // Renamed into place: a run on another runtime started beside this one never loads a
    // half-written file.
    const partial = `${output}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, output);
    compiled += 1;
  }
  return compiled;
}
