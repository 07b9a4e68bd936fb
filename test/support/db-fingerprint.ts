import type { DataSource } from 'typeorm';

/**
 * Tables a fingerprint leaves out: TypeORM's migration record, and the catalog version,
 * which counts write statements (a statement-level trigger moves it even when a write
 * changes no row), not data. API keys are compared apart (see `fingerprint`).
 */
const NOT_FINGERPRINTED = ['migrations', 'catalog_state', 'api_key'];

/** Every table whose rows a request could change, catalog and bookkeeping alike, from the schema. */
export async function fingerprintedTables(db: DataSource): Promise<string[]> {
  const rows: { name: string }[] = await db.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))
     ORDER BY table_name`,
    [NOT_FINGERPRINTED],
  );
  return rows.map((r) => r.name);
}

export type Fingerprint = Record<string, string>;

/**
 * The sum of a text's 64-bit hashes over a table's rows, in numeric so it cannot overflow.
 * It needs no sort and no concatenated text, unlike md5 over the rows in text order (about
 * half the cost, docs/performance.md "CI time"); a change goes unseen only if it leaves the
 * sum exactly as it was.
 */
const ROW_HASH_SUM = (text: string) => `coalesce(sum(hashtextextended(${text}, 0)::numeric), 0)::text`;

/**
 * Every table's rows as a multiset: the row count and the sum of each row's 64-bit hash
 * (Postgres' hashtextextended of the row's text), so the fingerprint depends on no physical
 * order; one entry per table, so a failure names the table that changed. API keys are
 * compared without `last_used_at`: that column is bookkeeping of the refused call itself,
 * not data.
 */
export async function fingerprint(
  db: DataSource,
  options: { withoutColumns?: readonly string[] } = {},
): Promise<Fingerprint> {
  // Leaving columns out (write times, when two databases seeded apart are compared): each
  // row as JSON without them. Column names are the caller's constants.
  const without = options.withoutColumns?.map((c) => `'${c}'`).join(', ');
  const rowText = without ? `(to_jsonb(t) - ARRAY[${without}]::text[])::text` : 't::text';
  const parts = (await fingerprintedTables(db)).map(
    (table) =>
      `SELECT '${table}' AS name, count(*)::text || ':' || ${ROW_HASH_SUM(rowText)} AS hash FROM ${table} t`,
  );
  parts.push(
    `SELECT 'api_key' AS name, count(*)::text || ':' || ${ROW_HASH_SUM("concat_ws(',', id, name, role, key_hash, revoked_at)")} AS hash FROM api_key`,
  );
  const rows: { name: string; hash: string }[] = await db.query(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** Row counts of the same tables (to show rows are still there). */
export async function rowCounts(db: DataSource): Promise<Record<string, number>> {
  const rows: { name: string; n: number }[] = await db.query(
    (await fingerprintedTables(db))
      .map((table) => `SELECT '${table}' AS name, count(*)::int AS n FROM ${table}`)
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}
