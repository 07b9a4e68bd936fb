import type { DataSource } from 'typeorm';

/** Every table whose rows a request could change, catalog and bookkeeping alike. */
export const FINGERPRINTED_TABLES = [
  'source',
  'component',
  'component_source',
  'pcie_slot',
  'benchmark',
  'use_case',
  'use_case_source',
  'guidance',
  'guidance_source',
  'guidance_use_case',
  'guidance_component',
  'cloud_offering',
  'search_synonym',
  'audit_log',
  'saved_build',
] as const;

export type Fingerprint = Record<string, string>;

/**
 * md5 of every row of every table (rows ordered by their text, so the fingerprint does
 * not depend on physical order), one entry per table so a failure names the table that
 * changed, plus row counts. API keys are compared without `last_used_at`: that column
 * is bookkeeping of the refused call itself, not data.
 */
export async function fingerprint(db: DataSource): Promise<Fingerprint> {
  const parts = FINGERPRINTED_TABLES.map(
    (table) =>
      `SELECT '${table}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${table} t`,
  );
  parts.push(
    `SELECT 'api_key' AS name, count(*)::text || ':' || md5(coalesce(string_agg(concat_ws(',', id, name, role, key_hash, revoked_at), '|' ORDER BY id), '')) AS hash FROM api_key`,
  );
  const rows: { name: string; hash: string }[] = await db.query(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** Row counts of the catalog tables (to show rows are still there). */
export async function rowCounts(db: DataSource): Promise<Record<string, number>> {
  const rows: { name: string; n: number }[] = await db.query(
    FINGERPRINTED_TABLES.map((table) => `SELECT '${table}' AS name, count(*)::int AS n FROM ${table}`).join(
      ' UNION ALL ',
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}
