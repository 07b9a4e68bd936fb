import type { Db, SqlClient } from '../../db/pool';
import { refreshRelativePerformance } from '../derive/refresh';
import {
  BENCHMARK,
  CLOUD_OFFERING,
  COMPONENT_DEFINITIONS,
  GUIDANCE,
  REF_TARGETS,
  SEARCH_SYNONYM,
  SOURCE,
  USE_CASE,
  type TableDefinition,
} from '../fields';
import type { SeedSet } from '../seed-set';
import { Refs, type RefErrors } from './refs';
import {
  audit,
  rowJson,
  syncLinks,
  syncSlots,
  upsertRow,
  type Actor,
  type ExpectedVersion,
  type Written,
} from './upsert';

export interface SeedReport {
  sources: number;
  components: number;
  benchmarks: number;
  useCases: number;
  guidance: number;
  cloudOfferings: number;
  /** Rows whose content actually changed (inserted or updated). */
  changed: number;
}

export interface WriteOptions {
  /** The version the caller read (edits), or `'any'` (seeds and imports: create or bring up to date). */
  expected?: ExpectedVersion;
  /** Who writes: each written row gets an audit entry. Seeds and imports have none. */
  actor?: Actor;
  errors: RefErrors;
}

type Record_ = Record<string, unknown>;

/** What a row's stored columns hold: values as given, refs resolved, absent lists empty. */
export async function columnsOf(definition: TableDefinition, row: Record_, refs: Refs, owner: string) {
  const key: [string, unknown][] = Object.entries(definition.fixed);
  const values: [string, unknown][] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    // Derived values are the catalog's; imported ones (a dataset id) only dataset imports write.
    if (field.column === null || field.role === 'derived' || field.role === 'imported') continue;
    let value = row[name] ?? null;
    if (field.role === 'ref') [value] = await refs.ids(field.target!, [row[name] as string], name, owner);
    else if (value === null && (field.type === 'texts' || field.type === 'ints')) value = [];
    else if (value !== null && field.type === 'json') value = JSON.stringify(value);
    (definition.key.includes(name) ? key : values).push([field.column, value]);
  }
  return { key, values };
}

/**
 * Writes one row of `definition` with its links and slots: the one table-driven writer of
 * edits, seeds and imports. References are resolved before anything is written, so an
 * unknown one leaves the row untouched (and the caller's transaction rolls back).
 */
async function writeRow(
  tx: SqlClient,
  definition: TableDefinition,
  input: Record_,
  refs: Refs,
  expected: ExpectedVersion,
): Promise<Written> {
  const row = definition.prepare(input);
  const owner = definition.describe(row);
  const { key, values } = await columnsOf(definition, row, refs, owner);
  const links: [{ table: string; owner: string; target: string }, number[]][] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.role !== 'links') continue;
    const target = REF_TARGETS[field.target!];
    const ids = await refs.links(field.target!, (row[name] as string[]) ?? [], name, owner, field.required);
    links.push([{ ...field.link!, target: `${target.table}_id` }, ids]);
  }
  const written = await upsertRow(tx, { table: definition.table, what: owner, key, values }, expected);
  const referenced = Object.values(REF_TARGETS).find((t) => t.table === definition.table);
  if (referenced)
    refs.remember(definition.table, row[referenced.key] as string, written.id, definition.fixed.kind ?? null);
  for (const [link, ids] of links) await syncLinks(tx, link, written.id, ids);
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.role === 'slots') await syncSlots(tx, written.id, (row[name] as never) ?? []);
  }
  return written;
}

/** The definition of every row of a set, in the order they are written (referenced rows first). */
function rowsOf(set: Partial<SeedSet>): [TableDefinition, Record_][] {
  return [
    ...(set.sources ?? []).map((row) => [SOURCE, row] as const),
    ...(set.components ?? []).map((row) => [COMPONENT_DEFINITIONS[row.kind], row] as const),
    ...(set.benchmarks ?? []).map((row) => [BENCHMARK, row] as const),
    ...(set.useCases ?? []).map((row) => [USE_CASE, row] as const),
    ...(set.guidance ?? []).map((row) => [GUIDANCE, row] as const),
    ...(set.cloudOfferings ?? []).map((row) => [CLOUD_OFFERING, row] as const),
    ...(set.synonyms ?? []).map((row) => [SEARCH_SYNONYM, row] as const),
  ] as unknown as [TableDefinition, Record_][];
}

/**
 * Writes the rows of `set` in the caller's transaction, then re-derives what they change
 * (relative performance) and records the audit entries of an actor, with each row as it
 * ends up. Returns the ids in write order and what changed.
 */
export async function writeCatalog(
  tx: SqlClient,
  set: Partial<SeedSet>,
  options: WriteOptions,
): Promise<{ ids: number[]; report: SeedReport }> {
  // null is a version expectation (create), not a missing one.
  const expected = options.expected === undefined ? 'any' : options.expected;
  const refs = new Refs(tx, options.errors);
  const rows = rowsOf(set);
  // A large write references most of the catalog: read each key list once.
  if (rows.length > 1) await refs.preload(['source', 'component', 'useCase']);
  const written: [TableDefinition, Record_, Written][] = [];
  for (const [definition, row] of rows) {
    written.push([definition, row, await writeRow(tx, definition, row, refs, expected)]);
  }
  let changed = written.filter(([, , w]) => w.changed).length;
  if (written.some(([definition]) => definition.derives)) changed += await refreshRelativePerformance(tx);
  if (options.actor) {
    for (const [definition, row, w] of written) {
      const key = definition.key.length === 1 ? String(row[definition.key[0]]) : String(w.id);
      await audit(tx, options.actor, {
        action: w.created ? 'CREATE' : 'UPDATE',
        entity: definition.table,
        key,
        before: w.before,
        after: await rowJson(tx, definition.table, w.id),
      });
    }
  }
  return {
    ids: written.map(([, , w]) => w.id),
    report: {
      sources: set.sources?.length ?? 0,
      components: set.components?.length ?? 0,
      benchmarks: set.benchmarks?.length ?? 0,
      useCases: set.useCases?.length ?? 0,
      guidance: set.guidance?.length ?? 0,
      cloudOfferings: set.cloudOfferings?.length ?? 0,
      changed,
    },
  };
}

class SeedError extends Error {}

/** Seed and import references: an unknown one names the row and the key. */
export const SEED_REF_ERRORS: RefErrors = {
  unknown: (target, keys, _field, owner) =>
    new SeedError(`${owner}: unknown ${REF_TARGETS[target].what} "${keys.join('", "')}"`),
  empty: (_target, _field, owner) => new SeedError(`${owner}: needs at least one source`),
};

/**
 * Writes a seed set in one transaction: all of it or none. Rows are upserted by their
 * natural keys (source key, slug, benchmark/offering identity), so running the seeds
 * twice leaves the same rows.
 */
export async function runSeeds(db: Db, set: SeedSet): Promise<SeedReport> {
  return db.transaction(async (tx) => (await writeCatalog(tx, set, { errors: SEED_REF_ERRORS })).report);
}
