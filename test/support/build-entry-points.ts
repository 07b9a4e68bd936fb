import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformFileSync, type Options } from '@swc/core';
import swcOptions from '../../scripts/swc-options.json';

const ROOT = path.join(__dirname, '../..');

/** What tsconfig.build.json compiles for `npm start`, less the page (Vite builds it). */
const SOURCE_DIRS = ['src', 'seeds', 'migrations', 'scripts'];
const EXCLUDED = [path.join(ROOT, 'src/web/app'), path.join(ROOT, 'src/web/vite.config.mts')];

/**
 * The options jest.config.js gives @swc/jest (scripts/swc-options.json): the compiled entry
 * points the tests spawn run the same JavaScript the in-process tests run.
 */
const SWC_OPTIONS: Options = { ...(swcOptions as Options), sourceMaps: 'inline' };

function sourcesUnder(dir: string): string[] {
  if (EXCLUDED.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')
      ? [full]
      : [];
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
