/**
 * What an import of a dataset writes, decided before anything is written (import-datasets.ts
 * writes it): which rows merge into a hand-entered part of the same product, which are the
 * dataset's own rows to insert or update (with a free slug when new), and which rows an
 * earlier import wrote are retired.
 */
import type { SqlClient } from '../db/pool';
import { componentSelect, toComponent, type ComponentRow } from '../db/rows/component';
import type { DatasetComponentRow } from './datasets/buildcores-rows';
import { matchDuplicates, type HandRow } from './datasets/duplicate-matcher';
import type { ComponentKind } from './fields';
import type { BulkRow } from './write/bulk';

export interface ExistingRow {
  row: ComponentRow;
  /** Cites the dataset's Source only: the dataset's own row, which re-imports update. */
  datasetOwned: boolean;
  chipSlug: string | null;
}

export async function existingRows(tx: SqlClient, sourceKey: string): Promise<ExistingRow[]> {
  const rows = await tx.rows(
    `SELECT ${componentSelect('c')}, g.slug AS chip_slug,
            NOT EXISTS (SELECT 1 FROM component_source cs JOIN source s ON s.id = cs.source_id
                        WHERE cs.component_id = c.id AND s.key <> $1) AS dataset_owned
     FROM component c LEFT JOIN component g ON g.id = c.chip_id`,
    [sourceKey],
  );
  return rows.map((r) => ({
    row: toComponent(r),
    datasetOwned: r.dataset_owned as boolean,
    chipSlug: (r.chip_slug as string | null) ?? null,
  }));
}

/** A unique slug for a new row: its own, or suffixed with its dataset id until free. */
function freeSlug(slug: string, externalId: string, taken: Set<string>): string {
  const id = externalId.slice(externalId.indexOf(':') + 1).replace(/[^a-z0-9]/g, '');
  for (let length = 8; ; length += 4) {
    const candidate = taken.has(slug) ? `${slug}-${id.slice(0, length)}` : slug;
    if (!taken.has(candidate) || length >= id.length) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/** The dataset ids a row stands for: its own and those merged into it. */
function idsOf(r: DatasetComponentRow): string[] {
  return [r.externalId, ...((r.row.mergedExternalIds as string[] | undefined) ?? [])];
}

/**
 * Sorts the valid rows into merges (hand rows that name the same product) and writes (the
 * dataset's own rows, new or to update), gives new rows a free slug, and lists the rows a
 * re-import retires: rows an earlier import wrote for ids now merged into another product's
 * row (one row per product, issue 26).
 */
export function plan(rows: readonly DatasetComponentRow[], existing: readonly ExistingRow[]) {
  const byExternalId = new Map<string, ExistingRow>();
  for (const e of existing) {
    if (e.row.externalId) byExternalId.set(e.row.externalId, e);
    for (const id of e.row.mergedExternalIds ?? []) byExternalId.set(id, e);
  }
  const hand: HandRow[] = existing
    .filter((e) => !e.datasetOwned && !e.row.externalId)
    .map((e) => ({ ...(e.row as unknown as HandRow), chip: e.chipSlug }));
  const fresh = rows.filter((r) => !idsOf(r).some((id) => byExternalId.has(id)));
  const matched = matchDuplicates(
    hand,
    fresh.map((r) => ({ ...r.row, kind: r.kind, externalId: r.externalId })),
  );
  const taken = new Set(existing.map((e) => e.row.slug));
  const writes = new Map<ComponentKind, BulkRow[]>();
  const mergedPerCategory = new Map<string, number>();
  const retired: string[] = [];
  const rekeyed: [slug: string, externalId: string][] = [];
  const handIds: [slug: string, externalId: string, merged: string[]][] = [];
  for (const r of rows) {
    const ids = idsOf(r);
    const knownRows = ids.map((id) => byExternalId.get(id)).filter((e): e is ExistingRow => e !== undefined);
    const handRow = knownRows.find((e) => !e.datasetOwned);
    const matchedSlug = matched.get(r.externalId);
    if (handRow || matchedSlug) {
      // The hand row wins: it keeps its figures and sources and holds the dataset ids.
      mergedPerCategory.set(r.category, (mergedPerCategory.get(r.category) ?? 0) + 1);
      handIds.push([handRow ? handRow.row.slug : matchedSlug!, r.externalId, ids.slice(1)]);
      retired.push(...knownRows.filter((e) => e.datasetOwned).map((e) => e.row.slug));
      continue;
    }
    const own = byExternalId.get(r.externalId);
    // A product an earlier import wrote under a now-merged id keeps that row's slug.
    const kept = own ?? knownRows[0];
    retired.push(
      ...knownRows.filter((e) => e !== kept && e.row.slug !== kept?.row.slug).map((e) => e.row.slug),
    );
    if (kept && kept.row.externalId !== r.externalId) rekeyed.push([kept.row.slug, r.externalId]);
    const slug = kept ? kept.row.slug : freeSlug(r.row.slug, r.externalId, taken);
    const list = writes.get(r.kind) ?? [];
    writes.set(r.kind, list);
    list.push({ externalId: r.externalId, row: { ...r.row, slug } });
  }
  return { matched, writes, mergedPerCategory, retired: [...new Set(retired)], rekeyed, handIds };
}
