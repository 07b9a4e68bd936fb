import type { Row, SqlClient } from '../../db/pool';
import type { FieldType, TableDefinition } from '../fields';
import type { Refs } from './refs';
import { syncSlots, type Actor } from './upsert';
import { columnsOf, linksOf } from './columns';

/**
 * The writer's bulk mode, for dataset imports: the same definitions, validation-ready rows,
 * references and links as writeCatalog, but set-based. Rows are upserted by their dataset id
 * (`external_id`) in batches of one `INSERT ... SELECT FROM jsonb_to_recordset(...) ON
 * CONFLICT (external_id) DO UPDATE ... WHERE <values differ>` each, so writing the same rows
 * twice changes nothing (same id, version and updated_at), and 26,000 rows cost tens of
 * statements instead of tens of thousands. Links are synchronised per batch, audit entries
 * (when an actor writes) inserted per batch. Runs inside the caller's transaction.
 */

/** One row to write and the id it has in its dataset. */
export interface BulkRow {
  externalId: string;
  row: Record<string, unknown>;
}

export interface BulkResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Link rows (sources) added or removed. */
  linksChanged: number;
  /** The id of every row written, by dataset id. */
  ids: Map<string, number>;
}

/** Rows per statement: large enough to amortise the round trip, small enough for one jsonb parameter. */
export const BULK_BATCH_ROWS = 2000;

/** The SQL type a column of each field type has (json travels as text and is cast). */
const SQL_TYPES: Record<FieldType, string> = {
  text: 'text',
  date: 'date',
  int: 'integer',
  float: 'double precision',
  bool: 'boolean',
  texts: 'text[]',
  ints: 'integer[]',
  json: 'text',
  ref: 'integer',
  refs: 'integer[]',
  slots: 'text',
};

interface ColumnSpec {
  name: string;
  sqlType: string;
  /** How the value is read from the record set (jsonb travels as text). */
  select: string;
}

/** The table's columns a bulk row fills: its key, fixed columns, stored fields, refs and external_id. */
function bulkColumns(definition: TableDefinition): ColumnSpec[] {
  const columns: ColumnSpec[] = Object.keys(definition.fixed).map((name) => ({
    name,
    sqlType: 'text',
    select: `r.${name}`,
  }));
  for (const field of Object.values(definition.fields)) {
    if (field.column === null || field.role === 'derived') continue;
    const sqlType = SQL_TYPES[field.type];
    columns.push({
      name: field.column,
      sqlType,
      select: field.type === 'json' ? `r.${field.column}::jsonb` : `r.${field.column}`,
    });
  }
  return columns;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Upserts `rows` of `definition` (a component kind) by external_id in the caller's
 * transaction. A row's slug is kept once written (re-imports never rename a published
 * part); every other stored value is brought up to date where it differs. References are
 * resolved through `refs` (preload them first: one read per table), links replaced exactly.
 */
export async function bulkUpsertByExternalId(
  tx: SqlClient,
  definition: TableDefinition,
  rows: readonly BulkRow[],
  refs: Refs,
  options: { actor?: Actor; batchSize?: number } = {},
): Promise<BulkResult> {
  const result: BulkResult = { inserted: 0, updated: 0, unchanged: 0, linksChanged: 0, ids: new Map() };
  const columns = bulkColumns(definition);
  const keyColumns = new Set(['slug', 'external_id', ...Object.keys(definition.fixed)]);
  const updated = columns.filter((c) => !keyColumns.has(c.name));
  const slotFields = Object.entries(definition.fields).filter(([, f]) => f.role === 'slots');
  for (const batch of chunks(rows, options.batchSize ?? BULK_BATCH_ROWS)) {
    const records: Row[] = [];
    const links: {
      externalId: string;
      link: { table: string; owner: string; target: string };
      ids: number[];
    }[] = [];
    for (const { externalId, row: input } of batch) {
      const row = definition.prepare(input);
      const owner = definition.describe(row);
      const { key, values } = await columnsOf(definition, row, refs, owner);
      // The dataset ids it stands for: its own, and those of the listings merged into it.
      const merged = (input.mergedExternalIds as string[] | undefined) ?? [];
      records.push({
        ...Object.fromEntries([...key, ...values]),
        external_id: externalId,
        merged_external_ids: merged.length ? merged : null,
      });
      for (const [link, ids] of await linksOf(definition, row, refs, owner))
        links.push({ externalId, link, ids });
    }
    const externalIds = batch.map((b) => b.externalId);
    const before = options.actor
      ? await tx.rows<{ external_id: string; row: Row }>(
          `SELECT t.external_id, to_jsonb(t) AS row FROM ${definition.table} t
           WHERE t.external_id = ANY($1::text[]) FOR UPDATE`,
          [externalIds],
        )
      : [];
    const names = columns.map((c) => c.name);
    const written = await tx.rows<{ id: number; external_id: string; inserted: boolean }>(
      `INSERT INTO ${definition.table} (${names.join(', ')})
       SELECT ${columns.map((c) => c.select).join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS r(${columns.map((c) => `${c.name} ${c.sqlType}`).join(', ')})
       ON CONFLICT (external_id) DO UPDATE SET
         ${[...updated.map((c) => `${c.name} = EXCLUDED.${c.name}`), `version = ${definition.table}.version + 1`, 'updated_at = now()'].join(', ')}
       WHERE ${definition.table}.kind = EXCLUDED.kind
         AND (${updated.map((c) => `${definition.table}.${c.name}`).join(', ')})
             IS DISTINCT FROM (${updated.map((c) => `EXCLUDED.${c.name}`).join(', ')})
       RETURNING id, external_id, (xmax = 0) AS inserted`,
      [JSON.stringify(records)],
    );
    const ids = await tx.rows<{ id: number; external_id: string }>(
      `SELECT id, external_id FROM ${definition.table} WHERE external_id = ANY($1::text[])`,
      [externalIds],
    );
    for (const { id, external_id } of ids) result.ids.set(external_id, id);
    const inserted = written.filter((w) => w.inserted).length;
    result.inserted += inserted;
    result.updated += written.length - inserted;
    result.unchanged += batch.length - written.length;
    result.linksChanged += await syncLinksBulk(tx, links, result.ids);
    for (const [name] of slotFields) {
      for (const { externalId, row } of batch) {
        const slots = (row[name] as never[] | undefined) ?? [];
        // A board imported without positions has no slot rows to keep.
        if (slots.length) await syncSlots(tx, result.ids.get(externalId)!, slots);
      }
      const without = batch.filter((b) => !((b.row[name] as unknown[] | undefined) ?? []).length);
      await tx.rows(`DELETE FROM pcie_slot WHERE motherboard_id = ANY($1::int[])`, [
        without.map((b) => result.ids.get(b.externalId)!),
      ]);
    }
    if (options.actor && written.length) await auditBatch(tx, definition, options.actor, written, before);
  }
  return result;
}

/** Replaces the links of every row of a batch with exactly its list, in two statements per link table. */
async function syncLinksBulk(
  tx: SqlClient,
  links: { externalId: string; link: { table: string; owner: string; target: string }; ids: number[] }[],
  ownerIds: Map<string, number>,
): Promise<number> {
  let changed = 0;
  const byTable = new Map<
    string,
    { link: (typeof links)[number]['link']; owners: number[]; targets: number[] }
  >();
  const owned = new Map<string, number[]>();
  for (const { externalId, link, ids } of links) {
    const owner = ownerIds.get(externalId)!;
    const entry = byTable.get(link.table) ?? { link, owners: [], targets: [] };
    byTable.set(link.table, entry);
    (owned.get(link.table) ?? owned.set(link.table, []).get(link.table)!).push(owner);
    for (const id of ids) {
      entry.owners.push(owner);
      entry.targets.push(id);
    }
  }
  for (const [table, { link, owners, targets }] of byTable) {
    const [removed] = await tx.rows<{ n: number }>(
      `WITH gone AS (
         DELETE FROM ${table} l WHERE l.${link.owner} = ANY($1::int[])
           AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS w(owner, target)
                           WHERE w.owner = l.${link.owner} AND w.target = l.${link.target})
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [owned.get(table), owners, targets],
    );
    const [added] = await tx.rows<{ n: number }>(
      `WITH added AS (
         INSERT INTO ${table} (${link.owner}, ${link.target})
         SELECT owner, target FROM unnest($1::int[], $2::int[]) AS w(owner, target)
         ON CONFLICT DO NOTHING RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
      [owners, targets],
    );
    changed += removed.n + added.n;
  }
  return changed;
}

/** One audit entry per created or updated row of a batch, inserted in one statement. */
async function auditBatch(
  tx: SqlClient,
  definition: TableDefinition,
  actor: Actor,
  written: readonly { id: number; external_id: string; inserted: boolean }[],
  before: readonly { external_id: string; row: Row }[],
): Promise<void> {
  const beforeById = new Map(before.map((b) => [b.external_id, b.row]));
  const entries = written.map((w) => ({
    id: w.id,
    action: w.inserted ? 'CREATE' : 'UPDATE',
    before: beforeById.get(w.external_id) ?? null,
  }));
  await tx.rows(
    `INSERT INTO audit_log (api_key_id, actor, action, entity, entity_key, before, after)
     SELECT $1, $2, e.action, $3, t.slug, e.before, to_jsonb(t)
     FROM jsonb_to_recordset($4::jsonb) AS e(id integer, action text, before jsonb)
     JOIN ${definition.table} t ON t.id = e.id`,
    [actor.keyId, actor.name, definition.table, JSON.stringify(entries)],
  );
}
