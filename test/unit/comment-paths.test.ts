import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments that point at a file point at one that exists: a path from the repository root
 * (`src/rules/thresholds.ts`), or one below src/ (`read-model/relations.ts`), beside the
 * file, or in its area's folder. A moved or deleted file fails this test until the comments
 * that name it follow.
 */
const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'scripts', 'migrations', 'bench', 'seeds'];
const SKIP = ['src/web/app/gql', 'src/graphql/generated'];
const FROM_ROOT =
  /(?<![\w./-])((?:src|test|scripts|bench|seeds|migrations|docs|schema)\/[\w./-]*[\w-]\.(?:ts|tsx|md|graphql|mjs|sh))/g;
const FROM_SRC =
  /(?<![\w./-])((?:catalog|db|graphql|services|rules|read-model|http|mcp|web|embedded-postgres|limits|executor|analysis|checks|recommend|calculators|reference|datasets|write|derive|fields|rows)\/[\w./-]*[\w-]\.tsx?)/g;

function files(dir: string): string[] {
  if (SKIP.includes(dir)) return [];
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    // Installed packages (bench/node_modules: the PostGraphile peer's own) are not ours.
    if (name === 'node_modules') return [];
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return files(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Where a path below src/ may be meant from `file`: src/, the file's folder and its parents up to src/. */
function candidates(file: string, mentioned: string): string[] {
  const found = [`src/${mentioned}`];
  for (let dir = path.dirname(file); dir.startsWith('src'); dir = path.dirname(dir))
    found.push(`${dir}/${mentioned}`);
  return found;
}

describe('paths named in comments', () => {
  const sources = FOLDERS.flatMap(files);

  it('name files that exist', () => {
    const missing: string[] = [];
    for (const file of sources) {
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [, mentioned] of line.matchAll(FROM_ROOT)) {
            if (!existsSync(path.join(ROOT, mentioned))) missing.push(`${file}:${i + 1} ${mentioned}`);
          }
          for (const [, mentioned] of line.matchAll(FROM_SRC)) {
            if (!candidates(file, mentioned).some((c) => existsSync(path.join(ROOT, c))))
              missing.push(`${file}:${i + 1} ${mentioned}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it('would notice a missing one', () => {
    expect(existsSync(path.join(ROOT, 'src/graphql/projection.ts'))).toBe(false);
    expect('see graphql/projection.ts'.match(FROM_SRC)).toEqual(['graphql/projection.ts']);
    expect(
      candidates('src/services/x.ts', 'graphql/projection.ts').some((c) => existsSync(path.join(ROOT, c))),
    ).toBe(false);
  });
});
