import type { Row, SqlClient } from '../../db/pool';
import { DomainError, ErrorCode, notFound } from '../../errors';
import type { PcieSlotSeed } from '../fields';

/** One row to write: its table, its natural key and the other columns, as [column, value]. */
export interface RowWrite {
  table: string;
  /** How messages name the row, e.g. `component "nvidia-geforce-rtx-3090"`. */
  what: string;
  key: readonly (readonly [column: string, value: unknown])[];
  values: readonly (readonly [column: string, value: unknown])[];
}

/**
 * Which version the writer expects: `null` to create (the row must not exist), a number to
 * update exactly that version (compare-and-set), or `'any'` for seeds and imports, which
 * create or bring the row up to date and leave an equal row untouched.
 */
export type ExpectedVersion = number | null | 'any';

export interface Written {
  id: number;
  created: boolean;
  /** Whether the row's content changed (always, for a compare-and-set update). */
  changed: boolean;
  /** The row before the write, for the audit log. */
  before: Row | null;
}

export function staleVersion(what: string, current: number, given: number): DomainError {
  return new DomainError(
    ErrorCode.CONFLICT,
    `${what} changed since you read it (you sent version ${given}, it is now ${current}); re-read and retry`,
    { field: 'input.version', currentVersion: current },
  );
}

export function alreadyExists(what: string, current: number): DomainError {
  return new DomainError(
    ErrorCode.CONFLICT,
    `${what} already exists (version ${current}); send input.version to update it`,
    { field: 'input.version', currentVersion: current },
  );
}

/**
 * Writes one row by its natural key: the one upsert of edits, seeds and imports. The first
 * statement finds and locks the current row (`FOR UPDATE`), which serialises concurrent
 * writers; then the row is inserted, or updated with `version + 1`:
 * - expected `null`: created, or CONFLICT when it exists (also when a concurrent creator won);
 * - expected version: `UPDATE ... WHERE version = <given>`, checked to change one row, else
 *   CONFLICT naming the current version, or NOT_FOUND when there is no such row;
 * - `'any'`: created, or updated only where a value differs, so writing the same data twice
 *   changes nothing (same id, version and updated_at).
 * Names are ours (definitions), values are always bound.
 */
export async function upsertRow(tx: SqlClient, write: RowWrite, expected: ExpectedVersion): Promise<Written> {
  const { table, what, key, values } = write;
  // NULL-safe key match: natural keys may contain NULLs (a region-less offer).
  const keyWhere = key.map(([column], i) => `t.${column} IS NOT DISTINCT FROM $${i + 1}`).join(' AND ');
  const keyValues = key.map(([, value]) => value);
  const [current] = await tx.rows<{ id: number; version: number; row: Row }>(
    `SELECT t.id, t.version, to_jsonb(t) AS row FROM ${table} t WHERE ${keyWhere} FOR UPDATE`,
    keyValues,
  );
  if (!current) {
    if (typeof expected === 'number') throw notFound(what, 'input.version');
    const all = [...key, ...values];
    const [created] = await tx.rows<{ id: number }>(
      `INSERT INTO ${table} (${all.map(([column]) => column).join(', ')})
       VALUES (${all.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING RETURNING id`,
      all.map(([, value]) => value),
    );
    // Lost a race with a concurrent creator.
    if (!created) throw alreadyExists(what, 1);
    return { id: created.id, created: true, changed: true, before: null };
  }
  if (expected === null) throw alreadyExists(what, current.version);
  // $1 is the id; then the version (compare-and-set) or nothing; then the values.
  const bound: unknown[] = [current.id, ...(expected === 'any' ? [] : [expected])];
  const placeholders = values.map(([, value]) => `$${bound.push(value)}`);
  const set = values.map(([column], i) => `${column} = ${placeholders[i]}`);
  const guard =
    expected !== 'any'
      ? 't.version = $2'
      : values.length
        ? `(${values.map(([column]) => `t.${column}`).join(', ')}) IS DISTINCT FROM (${placeholders.join(', ')})`
        : 'false';
  const [updated] = await tx.rows<{ id: number }>(
    `UPDATE ${table} t SET ${[...set, 'version = t.version + 1', 'updated_at = now()'].join(', ')}
     WHERE t.id = $1 AND ${guard} RETURNING t.id`,
    bound,
  );
  if (!updated && expected !== 'any') throw staleVersion(what, current.version, expected);
  return { id: current.id, created: false, changed: Boolean(updated), before: current.row };
}

/** The row as JSON, for the audit log. */
export async function rowJson(tx: SqlClient, table: string, id: number): Promise<Row | null> {
  const [found] = await tx.rows<{ row: Row }>(`SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`, [
    id,
  ]);
  return found?.row ?? null;
}

/** Rows of `table` by id as JSON (the audit log's `before`), in one statement. */
export async function rowsJson(
  tx: SqlClient,
  table: string,
  ids: readonly number[],
): Promise<Map<number, Row>> {
  const found = await tx.rows<{ id: number; row: Row }>(
    `SELECT t.id, to_jsonb(t) AS row FROM ${table} t WHERE t.id = ANY($1::int[])`,
    [[...ids]],
  );
  return new Map(found.map((f) => [f.id, f.row]));
}

/** Who writes: an API key holder, or a tool such as `npm run import` (no key, its own name). */
export interface Actor {
  keyId: number | null;
  name: string;
}

export async function audit(
  tx: SqlClient,
  actor: Actor,
  entry: {
    action: 'CREATE' | 'UPDATE' | 'DELETE';
    entity: string;
    key: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.rows(
    `INSERT INTO audit_log (api_key_id, actor, action, entity, entity_key, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.keyId,
      actor.name,
      entry.action,
      entry.entity,
      entry.key,
      entry.before ?? null,
      entry.after ?? null,
    ],
  );
}

/**
 * Replaces the link rows of one owner with exactly `targetIds`, touching nothing when
 * equal; returns whether any link was removed or added.
 */
export async function syncLinks(
  tx: SqlClient,
  link: { table: string; owner: string; target: string },
  ownerId: number,
  targetIds: readonly number[],
): Promise<boolean> {
  const { table, owner, target } = link;
  const removed = await tx.rows(
    `DELETE FROM ${table} WHERE ${owner} = $1 AND NOT (${target} = ANY($2::int[])) RETURNING 1`,
    [ownerId, targetIds],
  );
  const added = await tx.rows(
    `INSERT INTO ${table} (${owner}, ${target}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING 1`,
    [ownerId, targetIds],
  );
  return removed.length + added.length > 0;
}

/** A new version of a row whose own columns stayed but whose links or slots changed. */
export async function touchRow(tx: SqlClient, table: string, id: number): Promise<void> {
  await tx.rows(`UPDATE ${table} SET version = version + 1, updated_at = now() WHERE id = $1`, [id]);
}

export const SLOT_COLUMNS = ['physical_lanes', 'electrical_lanes', 'gen', 'from_cpu', 'shared_with'];

/** A slot's stored values, in SLOT_COLUMNS order (the one mapping of a slot to its columns). */
export function slotValues(slot: PcieSlotSeed): unknown[] {
  return [slot.physicalLanes, slot.electricalLanes, slot.gen, slot.fromCpu ?? null, slot.sharedWith ?? null];
}

/** Upserts a board's slots by position and removes positions no longer listed; returns whether any changed. */
export async function syncSlots(
  tx: SqlClient,
  boardId: number,
  slots: readonly PcieSlotSeed[],
): Promise<boolean> {
  const removed = await tx.rows(
    `DELETE FROM pcie_slot WHERE motherboard_id = $1 AND NOT (position = ANY($2::int[])) RETURNING 1`,
    [boardId, slots.map((s) => s.position)],
  );
  let changed = removed.length > 0;
  const sql = `INSERT INTO pcie_slot (motherboard_id, position, ${SLOT_COLUMNS.join(', ')})
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (motherboard_id, position) DO UPDATE SET ${SLOT_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    WHERE (${SLOT_COLUMNS.map((c) => `pcie_slot.${c}`).join(', ')}) IS DISTINCT FROM (${SLOT_COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})
    RETURNING 1`;
  for (const slot of slots) {
    const written = await tx.rows(sql, [boardId, slot.position, ...slotValues(slot)]);
    if (written.length) changed = true;
  }
  return changed;
}
