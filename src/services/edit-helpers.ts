import type { EntityManager } from 'typeorm';
import { validateRow } from '../../seeds/import';
import type { ImportKind } from '../../seeds/field-specs';
import { DomainError, ErrorCode, badInput, notFound } from '../errors';
import type { Principal } from './auth.service';

/** A validated input row without its `version`, plus the version the caller read. */
export interface Validated {
  row: Record<string, unknown>;
  version: number | null;
}

/**
 * Validates a mutation input with the same field specs as imports (types, ranges,
 * units, required source), naming the offending field as `input.<field>`.
 */
export function validateInput(kind: ImportKind, input: object): Validated {
  const { version, ...fields } = input as Record<string, unknown> & { version?: number | null };
  if (version != null && (!Number.isInteger(version) || version < 1)) {
    throw badInput('input.version', 'must be a positive integer (the version you read)');
  }
  const raw = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
  const { row, reason, field } = validateRow(kind, raw);
  if (!row) throw badInput(`input.${field ?? 'input'}`, reason ?? 'is invalid');
  return { row, version: version ?? null };
}

/** TypeORM answers UPDATE/DELETE ... RETURNING with [rows, count]; INSERT with rows. */
export function returned<T>(result: unknown): T[] {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}

export async function requireSources(m: EntityManager, keys: string[], field: string): Promise<number[]> {
  if (keys.length === 0) throw badInput(field, 'needs at least one source key');
  const rows: { id: number; key: string }[] = await m.query(
    `SELECT id, key FROM source WHERE key = ANY($1)`,
    [keys],
  );
  const missing = keys.filter((k) => !rows.some((r) => r.key === k));
  if (missing.length) throw badInput(field, `unknown source key(s): ${missing.join(', ')}`);
  return keys.map((k) => rows.find((r) => r.key === k)!.id);
}

export async function requireIds(
  m: EntityManager,
  table: 'component' | 'use_case',
  slugs: string[],
  field: string,
  kind?: string,
): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows: { id: number; slug: string }[] = await m.query(
    `SELECT id, slug FROM ${table} WHERE slug = ANY($1)${kind ? ` AND kind = '${kind}'` : ''}`,
    [slugs],
  );
  const missing = slugs.filter((s) => !rows.some((r) => r.slug === s));
  if (missing.length) throw notFound(`${missing.join(', ')}`, field);
  return slugs.map((s) => rows.find((r) => r.slug === s)!.id);
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

export async function audit(
  m: EntityManager,
  actor: Principal,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  entity: string,
  entityKey: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await m.query(
    `INSERT INTO audit_log (api_key_id, actor, action, entity, entity_key, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [actor.keyId, actor.name, action, entity, entityKey, before ?? null, after ?? null],
  );
}

/**
 * Compare-and-set write of one row: creates when `version` is null and no row has the
 * key, else runs `UPDATE … WHERE <key> AND version = <given>` and checks that one row
 * changed. The row lock taken by the first SELECT serialises concurrent editors, so
 * exactly one of many writers holding the same version wins; the rest get CONFLICT.
 */
export async function casWrite(
  m: EntityManager,
  opts: {
    table: string;
    what: string;
    /** Key columns (e.g. ['slug']) and their values. */
    keyColumns: string[];
    keyValues: unknown[];
    version: number | null;
    /** Non-key columns and values to write. */
    columns: string[];
    values: unknown[];
  },
): Promise<{ id: number; before: Record<string, unknown> | null; created: boolean }> {
  const { table, keyColumns, keyValues, columns, values } = opts;
  // NULL-safe key match: natural keys may contain NULLs (a region-less offer).
  const keyWhere = keyColumns.map((c, i) => `t.${c} IS NOT DISTINCT FROM $${i + 1}`).join(' AND ');
  const [current] = await m.query(
    `SELECT t.id, t.version, to_jsonb(t) AS row FROM ${table} t WHERE ${keyWhere} FOR UPDATE`,
    keyValues,
  );
  if (opts.version === null) {
    if (current) throw alreadyExists(opts.what, current.version);
    const all = [...keyColumns, ...columns];
    const [created] = returned<{ id: number }>(
      await m.query(
        `INSERT INTO ${table} (${all.join(', ')}) VALUES (${all.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT DO NOTHING RETURNING id`,
        [...keyValues, ...values],
      ),
    );
    // Lost a race with a concurrent creator.
    if (!created) throw alreadyExists(opts.what, 1);
    return { id: created.id, before: null, created: true };
  }
  if (!current) throw notFound(opts.what, 'input.version');
  const base = keyValues.length;
  const set = columns.map((c, i) => `${c} = $${base + 2 + i}`).join(', ');
  const [updated] = returned<{ id: number }>(
    await m.query(
      `UPDATE ${table} t SET ${set}, version = t.version + 1, updated_at = now()
       WHERE ${keyWhere} AND t.version = $${base + 1} RETURNING id`,
      [...keyValues, opts.version, ...values],
    ),
  );
  if (!updated) throw staleVersion(opts.what, current.version, opts.version);
  return { id: updated.id, before: current.row, created: false };
}
