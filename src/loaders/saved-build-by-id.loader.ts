import DataLoader from 'dataloader';
import type { SqlClient } from '../db/pool';
import { savedBuildRows, type SavedBuildRow } from '../db/rows/saved-build';

/**
 * Saved builds by id, batched: saved builds are not catalog data, so they are not in the
 * read model's snapshot and come from SQL; every `savedBuild(id:)` of one request (aliases,
 * a page showing several) is one statement. Values come back in key order, null for an id
 * that names no build.
 */
export function savedBuildByIdLoader(db: SqlClient): DataLoader<string, SavedBuildRow | null> {
  return new DataLoader<string, SavedBuildRow | null>(async (ids) => {
    const rows = await db.rows(
      `SELECT ${savedBuildRows.select('s')} FROM saved_build s WHERE s.id = ANY($1::text[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => savedBuildRows.map(row)).map((build) => [build.id, build]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
