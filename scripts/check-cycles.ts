import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { transformSync, type Options } from '@swc/core';
import swcOptions from './swc-options.json';

/**
 * `npm run lint`'s circular-import check: fails when modules of the repository import each
 * other in a cycle at run time. Each TypeScript file is compiled alone (isolatedModules) by
 * SWC with the options the tests run it with (scripts/swc-options.json), and only the imports its
 * JavaScript keeps count: `import type`, and names used only as types, are erased and cannot
 * form a cycle, except a class named in a decorated property's type, which TypeORM's
 * decorator metadata references at run time (tsconfig's emitDecoratorMetadata). A cycle is
 * printed as the chain of files that closes it.
 *
 * usage: jiti scripts/check-cycles.ts [folder...]   (default: src seeds scripts migrations bench test)
 */
const ROOT = path.resolve(__dirname, '..');
const FOLDERS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['src', 'seeds', 'scripts', 'migrations', 'bench', 'test'];
/** Folders not checked: installed and built code, and the page (Preact, bundled by Vite apart). */
const SKIP = new Set(['node_modules', 'dist', 'src/web/app', 'test/e2e']);

function sources(dir: string): string[] {
  const full = path.join(ROOT, dir);
  return readdirSync(full).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory())
      return SKIP.has(file) || SKIP.has(name) ? [] : sources(file);
    return /\.ts$/.test(name) && !/\.d\.ts$/.test(name) ? [file] : [];
  });
}

/** The repository files `file` requires once compiled: relative specifiers, resolved. */
function runtimeImports(file: string, known: Set<string>): string[] {
  const { code: outputText } = transformSync(readFileSync(path.join(ROOT, file), 'utf8'), {
    ...(swcOptions as Options),
    filename: file,
  });
  const found: string[] = [];
  for (const [, specifier] of outputText.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
    const base = path.join(path.dirname(file), specifier);
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => known.has(candidate));
    if (target) found.push(target);
  }
  return found;
}

/** Strongly connected components of more than one file (or a file importing itself), Tarjan's. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One chain through `component` that closes on itself, for the message. */
function chain(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0];
  const path_: string[] = [start];
  const seen = new Set([start]);
  let node = start;
  for (;;) {
    const nextNode = graph.get(node)!.find((t) => members.has(t) && (t === start || !seen.has(t)));
    if (!nextNode) return path_;
    path_.push(nextNode);
    if (nextNode === start) return path_;
    seen.add(nextNode);
    node = nextNode;
  }
}

const files = FOLDERS.flatMap(sources).map((f) => f.split(path.sep).join('/'));
const known = new Set(files);
const graph = new Map(
  files.map((file) => [file, runtimeImports(file, known).map((f) => f.split(path.sep).join('/'))]),
);
const found = cycles(graph);
if (found.length) {
  process.stderr.write(`check-cycles: ${found.length} import cycle(s) among ${files.length} files:\n`);
  for (const component of found) process.stderr.write(`  ${chain(graph, component).join(' -> ')}\n`);
  process.exit(1);
}
process.stdout.write(`check-cycles: no import cycle among ${files.length} files\n`);
