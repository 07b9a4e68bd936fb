import type { Db } from '../../src/db/pool';
import type { FirstInput } from '../../src/services/search-named-parts-sql';

/** The first statement's input for a text that names no part (its terms alone). */
export function namingNothing(text: string, limit = 10): FirstInput {
  return {
    text,
    limit,
    keys: [],
    coverage: [],
    designators: [],
    alnumDesignators: [],
    excluded: [],
    nameKeys: [],
    lineKeys: [],
  };
}

/** `db`, telling `seen` each statement it runs and what came back. */
export function recordingDb(db: Db, seen: (sql: string, rows: unknown[]) => void): Db {
  return {
    ...db,
    rows: (async (sql: string, values?: readonly unknown[]) => {
      const rows = await db.rows(sql, values);
      seen(sql, rows);
      return rows;
    }) as Db['rows'],
  };
}
