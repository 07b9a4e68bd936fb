import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const ROOT = path.join(__dirname, '../../..');

export function repoFile(relative: string): string {
  return readFileSync(path.join(ROOT, relative), 'utf8');
}

/** Every YAML document of a file, as plain objects (merge keys `<<:` applied, as compose does). */
export function yamlDocuments(relative: string): any[] {
  return parseAllDocuments(repoFile(relative), { merge: true }).map((doc) => {
    if (doc.errors.length) throw new Error(`${relative}: ${doc.errors[0].message}`);
    return doc.toJS();
  });
}

export function filesIn(relative: string, ext: string): string[] {
  return readdirSync(path.join(ROOT, relative))
    .filter((name) => name.endsWith(ext))
    .sort();
}

/**
 * Compose's interpolation of `${VAR}`, `${VAR:-default}` and `${VAR:?message}` in every
 * string of `value`; a required variable missing from `env` throws its message, as
 * `docker compose` stops with it.
 */
export function interpolate<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
      (_all, name: string, op?: string, arg?: string) => {
        const set = env[name];
        if (set !== undefined && set !== '') return set;
        if (op === '?') throw new Error(arg || `${name} is required`);
        return op === '-' ? (arg ?? '') : '';
      },
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)])) as T;
  }
  return value;
}

/**
 * Whether a .dockerignore pattern list excludes `file` (a path relative to the context).
 * Enough of Docker's rules for this repository's patterns: `**\/name`, literal paths (a
 * directory excludes what is under it), `*` within a segment, and `!` exceptions.
 */
export function dockerIgnores(patterns: string[], file: string): boolean {
  let ignored = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = negated ? raw.slice(1) : raw;
    const body = pattern
      .split('/')
      .map((segment) =>
        segment === '**'
          ? '(?:.*/)?'
          : `${segment
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]')}/`,
      )
      .join('');
    if (new RegExp(`^${body}`).test(`${file}/`)) ignored = !negated;
  }
  return ignored;
}

export function dockerignorePatterns(): string[] {
  return repoFile('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
