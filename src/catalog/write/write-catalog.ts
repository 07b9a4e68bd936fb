import type { Db, SqlClient } from '../../db/pool';
import { analyzeAfterBulkLoad } from '../../db/statistics';
import { refreshRelativePerformance } from '../derive/refresh';
import { refreshSoftwareStatus } from '../derive/software-status';
import {
  BENCHMARK,
  CLOUD_OFFERING,
  COMPONENT_DEFINITIONS,
  GUIDANCE,
  MODEL,
  PRICE_OBSERVATION,
  REF_TARGETS,
  SEARCH_SYNONYM,
  SOFTWARE_SUPPORT,
  SOURCE,
  USE_CASE,
  type TableDefinition,
} from '../fields';
import { badInput } from '../../errors';
import {
  observationsForInputPrices,
  refreshLatestPrices,
  refuseBeforeRelease,
  utcToday,
  type InputPrices,
} from './prices';
import type { SeedSet } from '../seed-set';
import { columnsOf, linksOf } from './columns';
import { writeIntoEmpty } from './into-empty';
import { Refs, type RefErrors } from './refs';
import {
  audit,
  rowJson,
  rowsJson,
  syncLinks,
  syncSlots,
  touchRow,
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
  priceObservations: number;
  softwareSupport: number;
  /** Rows whose content actually changed (inserted or updated). */
  changed: number;
}

export interface WriteOptions {
  /** The version the caller read (edits), or `'any'` (seeds and imports: create or bring up to date). */
  expected?: ExpectedVersion;
  /** Who writes: each written row gets an audit entry. Seeds and imports have none. */
  actor?: Actor;
  errors: RefErrors;
  /** The day an input priceUsd/usedPriceUsd is recorded on (YYYY-MM-DD); default today (UTC). */
  today?: string;
  /**
   * Write the set's rows in a few set-based statements when their tables are empty (seeds on
   * a fresh database, write/into-empty.ts); row by row otherwise. Not with an actor: audit
   * entries need each row as written.
   */
  intoEmpty?: boolean;
}

type Record_ = Record<string, unknown>;

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
  const links = await linksOf(definition, row, refs, owner);
  const written = await upsertRow(tx, { table: definition.table, what: owner, key, values }, expected);
  const referenced = Object.values(REF_TARGETS).find((t) => t.table === definition.table);
  if (referenced)
    refs.remember(definition.table, row[referenced.key] as string, written.id, definition.fixed.kind ?? null);
  let related = false;
  for (const [link, ids] of links) related = (await syncLinks(tx, link, written.id, ids)) || related;
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.role === 'slots')
      related = (await syncSlots(tx, written.id, (row[name] as never) ?? [])) || related;
  }
  // Sources or slots are part of the row as callers see it: a change there is a new version.
  if (related && !written.changed) {
    await touchRow(tx, definition.table, written.id);
    return { ...written, changed: true };
  }
  return written;
}

/** The definition of every row of a set, in the order they are written (referenced rows first). */
function rowsOf(set: Partial<SeedSet>): [TableDefinition, Record_][] {
  return [
    ...(set.sources ?? []).map((row) => [SOURCE, row] as const),
    ...(set.softwareSupport ?? []).map((row) => [SOFTWARE_SUPPORT, row] as const),
    ...(set.components ?? []).map((row) => [COMPONENT_DEFINITIONS[row.kind], row] as const),
    ...(set.priceObservations ?? []).map((row) => [PRICE_OBSERVATION, row] as const),
    ...(set.benchmarks ?? []).map((row) => [BENCHMARK, row] as const),
    ...(set.useCases ?? []).map((row) => [USE_CASE, row] as const),
    ...(set.guidance ?? []).map((row) => [GUIDANCE, row] as const),
    ...(set.cloudOfferings ?? []).map((row) => [CLOUD_OFFERING, row] as const),
    ...(set.synonyms ?? []).map((row) => [SEARCH_SYNONYM, row] as const),
    ...(set.models ?? []).map((row) => [MODEL, row] as const),
  ] as unknown as [TableDefinition, Record_][];
}

async function preloadedRefs(tx: SqlClient, errors: RefErrors, rows: number): Promise<Refs> {
  const refs = new Refs(tx, errors);
  // A large write references most of the catalog: read each key list once.
  if (rows > 1) await refs.preload(['source', 'component', 'useCase']);
  return refs;
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
  const rows = rowsOf(set);
  let refs = await preloadedRefs(tx, options.errors, rows.length);
  const written: [TableDefinition, Record_, Written][] = [];
  const bulk = options.intoEmpty && !options.actor ? await writeIntoEmpty(tx, rows, refs) : null;
  if (bulk) bulk.forEach((w, i) => written.push([rows[i][0], rows[i][1], w]));
  else {
    // A declined set-based write may have remembered ids it did not write.
    if (options.intoEmpty) refs = await preloadedRefs(tx, options.errors, rows.length);
    for (const [definition, row] of rows) {
      written.push([definition, row, await writeRow(tx, definition, row, refs, expected)]);
    }
  }
  // Prices given with a part become dated observations, after the set's own observations.
  const inputPrices: InputPrices[] = written
    .filter(([definition]) => definition.table === 'component')
    .map(([, row, w]) => ({ ...(row as unknown as InputPrices), id: w.id }));
  for (const observation of await observationsForInputPrices(tx, inputPrices, options.today ?? utcToday())) {
    const row = observation as unknown as Record_;
    written.push([PRICE_OBSERVATION, row, await writeRow(tx, PRICE_OBSERVATION, row, refs, 'any')]);
  }
  let changed = written.filter(([, , w]) => w.changed).length;
  const repriced: { id: number; before: Record_ | null }[] = [];
  const priced = written.filter(([definition]) => definition === PRICE_OBSERVATION);
  await refuseBeforeRelease(
    tx,
    priced.filter(([, , w]) => w.changed).map(([, , w]) => w.id),
    (message) => badInput('observedOn', message),
  );
  if (priced.length) {
    const slugs = priced.map(([, row]) => row.component as string);
    const ids = await refs.ids('component', slugs, 'component', 'prices');
    // A part written in this call already counts (and moved its version) if it changed.
    const own = new Map(
      written
        .filter(([d, , w]) => d.table === 'component' && w.changed)
        .map(([d, row, w]) => [w.id, [d, row]] as const),
    );
    const before = options.actor ? await rowsJson(tx, 'component', ids) : new Map<number, Record_>();
    for (const id of await refreshLatestPrices(tx, ids, new Set(own.keys()))) {
      if (own.has(id)) continue;
      // Only its price moved (a new observation): a change of the part, counted and audited.
      changed += 1;
      repriced.push({ id, before: before.get(id) ?? null });
    }
  }
  if (written.some(([definition]) => definition.derives)) changed += await refreshRelativePerformance(tx);
  if (written.some(([definition]) => definition === SOFTWARE_SUPPORT || definition.fixed.kind === 'GPU'))
    changed += await refreshSoftwareStatus(tx);
  if (options.actor) {
    // One entry per row that changed: a re-import of equal rows leaves no trace.
    for (const [definition, row, w] of written) {
      if (!w.changed) continue;
      const key = definition.key.length === 1 ? String(row[definition.key[0]]) : String(w.id);
      await audit(tx, options.actor, {
        action: w.created ? 'CREATE' : 'UPDATE',
        entity: definition.table,
        key,
        before: w.before,
        after: await rowJson(tx, definition.table, w.id),
      });
    }
    for (const { id, before } of repriced) {
      await audit(tx, options.actor, {
        action: 'UPDATE',
        entity: 'component',
        key: String(before?.slug ?? id),
        before,
        after: await rowJson(tx, 'component', id),
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
      priceObservations: set.priceObservations?.length ?? 0,
      softwareSupport: set.softwareSupport?.length ?? 0,
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
 * The statement limit of the analysis after seeding: the seed catalog's tables are analysed in
 * well under a second; a minute only bounds a stalled database.
 */
const SEED_ANALYZE_TIMEOUT_MS = 60_000;

/**
 * Writes a seed set in one transaction: all of it or none. Rows are upserted by their
 * natural keys (source key, slug, benchmark/offering identity), so running the seeds
 * twice leaves the same rows. Into empty tables (every fresh database) the rows go in a few
 * set-based statements instead (write/into-empty.ts), with the same result. The planner's
 * statistics are refreshed after a commit that changed rows.
 */
export async function runSeeds(db: Db, set: SeedSet): Promise<SeedReport> {
  const report = await db.transaction(
    async (tx) => (await writeCatalog(tx, set, { errors: SEED_REF_ERRORS, intoEmpty: true })).report,
  );
  if (report.changed > 0) await analyzeAfterBulkLoad(db, SEED_ANALYZE_TIMEOUT_MS);
  return report;
}
