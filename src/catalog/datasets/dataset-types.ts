/**
 * Shapes shared by every dataset mapper. A mapper is pure: it takes the text of a dataset
 * file and returns every row either as a record in rigbase's field vocabulary or as a
 * rejection that lists every reason, so no row is ever dropped silently.
 */

import type { CleaningChange } from './cleaning-rules';

/** A row that could not become a record, with every reason found. */
export interface Rejection {
  /** 1-based line of the file (JSONL) or data row (CSV, header excluded). */
  line: number;
  /** The dataset's own id of the row when it has one, e.g. "buildcores:<opendb_id>". */
  id: string | null;
  reasons: string[];
}

/**
 * One mapped row. `seed` uses the field names of today's seeds/types.ts (what the write
 * layer already knows); `extra` holds facts rigbase has no field for yet (proposed new
 * fields, listed in src/catalog/datasets/README.md); `warnings` says which dataset values
 * were left out or reinterpreted, and why.
 */
export interface MappedRecord<S> {
  line: number;
  /** Stable id of the row in its dataset ("buildcores:<opendb_id>"): the key of re-imports. */
  externalId: string;
  seed: S;
  extra: Record<string, unknown>;
  warnings: string[];
  /** What the cleaning rules changed against the dataset's own values (cleaning-rules.ts). */
  changes?: CleaningChange[];
}

export interface MapResult<R> {
  /** Rows read from the file (non-empty lines / data rows). */
  read: number;
  records: R[];
  rejected: Rejection[];
}

/** Counts of rejections per reason, for reports. */
export function rejectionsByReason(rejected: Rejection[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rejected) {
    for (const reason of r.reasons) {
      // Group on the reason's text before any quoted value, so "socket 'X'" and "socket 'Y'" count together.
      const key = reason.replace(/\s*[:(].*$/, '');
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

/** Copy of `obj` without undefined values (keeps `extra` objects compact and comparable). */
export function dropUndefined(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}
