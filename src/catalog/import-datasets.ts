import { boardLayoutSources, curatedLayouts } from './datasets/board-slot-layouts';
import { datasetSources } from './datasets/dataset-sources';
import type { Db, SqlClient } from '../db/pool';
import { analyzeAfterBulkLoad } from '../db/statistics';
import {
  BUILDCORES_SOURCE_KEY,
  buildcoresRows,
  type CatalogChip,
  type CategoryCount,
  type CleaningSummary,
  type DatasetRejection,
} from './datasets/buildcores-rows';
import type { LinkSummary } from './datasets/card-chip-linker';
import type { BuildcoresCategory } from './datasets/dataset-files';
import { rejectionsByReason } from './datasets/dataset-types';
import { BUILDCORES_ID_PREFIX } from './datasets/buildcores-frame';
import { COMPONENT_DEFINITIONS } from './fields';
import { existingRows, plan } from './import-datasets-plan';
import { bulkUpsertByExternalId } from './write/bulk';
import { Refs } from './write/refs';
import type { Actor } from './write/upsert';
import { SEED_REF_ERRORS, writeCatalog } from './write/write-catalog';

/**
 * `npm run import:datasets` and the first start: the open datasets (data/datasets) into the
 * catalog, through the one writer's bulk mode. Per dataset, all or nothing (one transaction);
 * rows the mappers or the validation reject are reported with their reasons and skipped
 * only when the operator asks (`skipInvalid`), otherwise nothing is written. Rows keep the
 * dataset's own id (`externalId`), so a re-import updates them in place and a second run of
 * the same snapshot changes no row. A dataset row that names the same product as a
 * hand-entered part is merged into it (the hand row wins; see duplicate-matcher.ts).
 */

/** Longest one bulk statement of an import may run (requests keep STATEMENT_TIMEOUT_MS). */
export const IMPORT_STATEMENT_TIMEOUT_MS = 300_000;

export interface DatasetImportOptions {
  /** Write the valid rows even when others are rejected (each rejection is still reported). */
  skipInvalid: boolean;
  /** Who imports (an API key), for audit entries; the CLI and the first start have none. */
  actor?: Actor;
  /** A category's file text; the vendored snapshot by default (tests pass small files). */
  read?: (category: BuildcoresCategory) => string;
  batchSize?: number;
}

export interface CategoryReport extends CategoryCount {
  /** Rows merged into the hand-entered row of the same product. */
  merged: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface DatasetImportReport {
  dataset: string;
  /** Key of the Source row every imported row cites. */
  source: string;
  categories: CategoryReport[];
  /** Rejected rows by reason (the reason's text before any quoted value). */
  rejectedByReason: Record<string, number>;
  rejected: DatasetRejection[];
  /** Graphics cards linked to a GPU chip of the catalog, and the unlinked ones by reason. */
  cards: LinkSummary;
  /** Hand-entered parts that took a dataset row's id: [slug, externalId]. */
  merged: [slug: string, externalId: string][];
  /** Rows an earlier import wrote for ids now merged into another product's row, removed. */
  retired: string[];
  /** What each cleaning rule changed (buildcores-rows.ts). */
  cleaning: CleaningSummary[];
  /** Boards whose curated slot layout was applied, by dataset id. */
  layoutsApplied: string[];
  /** Whether anything was written (false when rows were rejected without skipInvalid). */
  written: boolean;
  /** Rows inserted or updated, hand rows merged and links changed. */
  changed: number;
  ms: number;
}

/** The chips of the catalog, as the card linker reads them. */
async function catalogChips(db: SqlClient): Promise<CatalogChip[]> {
  return db.rows<CatalogChip>(
    `SELECT slug, name, vendor, vram_gb AS "vramGb", form_factor AS "formFactor",
            memory_type AS "memoryType", tdp_w AS "tdpW"
     FROM component WHERE kind = 'GPU' ORDER BY slug`,
  );
}

/**
 * Imports BuildCores OpenDB (every category, graphics cards linked to the catalog's chips)
 * in one transaction. Returns the report; nothing is written when rows are rejected and
 * `skipInvalid` is off (the report then lists every rejection).
 */
export async function importBuildcores(db: Db, options: DatasetImportOptions): Promise<DatasetImportReport> {
  const started = Date.now();
  const source = datasetSources.find((s) => s.key === BUILDCORES_SOURCE_KEY)!;
  const mapped = buildcoresRows(await catalogChips(db), options.read, curatedLayouts());
  const report: DatasetImportReport = {
    dataset: source.title,
    source: source.key,
    categories: mapped.counts.map((c) => ({ ...c, merged: 0, inserted: 0, updated: 0, unchanged: 0 })),
    rejectedByReason: rejectionsByReason(mapped.rejected.map((r) => ({ ...r, id: r.externalId }))),
    rejected: mapped.rejected,
    cards: mapped.cards,
    merged: [],
    retired: [],
    cleaning: mapped.cleaning,
    layoutsApplied: mapped.layoutsApplied,
    written: false,
    changed: 0,
    ms: 0,
  };
  if (mapped.rejected.length > 0 && !options.skipInvalid) {
    report.ms = Date.now() - started;
    return report;
  }
  await db.transaction(async (tx) => {
    // Bulk statements may outlast the per-request statement limit on a loaded machine.
    await tx.rows(`SET LOCAL statement_timeout = ${IMPORT_STATEMENT_TIMEOUT_MS}`);
    // The dataset's Source row (licence, attribution, snapshot), through the one writer.
    // The dataset's Source row and the curated layouts' sources (the makers' manuals).
    report.changed += (
      await writeCatalog(tx, { sources: [source, ...boardLayoutSources] }, { errors: SEED_REF_ERRORS })
    ).report.changed;
    const existing = await existingRows(tx, source.key);
    const { matched, writes, mergedPerCategory, retired, rekeyed, handIds } = plan(mapped.rows, existing);
    report.merged = [...matched].map(([externalId, slug]) => [slug, externalId] as [string, string]);
    report.changed += await retireMergedRows(tx, retired);
    report.retired = retired;
    if (rekeyed.length) {
      await tx.rows(
        `UPDATE component c SET external_id = m.external_id
         FROM unnest($1::text[], $2::text[]) AS m(slug, external_id) WHERE c.slug = m.slug`,
        [rekeyed.map(([slug]) => slug), rekeyed.map(([, id]) => id)],
      );
    }
    if (handIds.length) {
      const [{ n }] = await tx.rows<{ n: number }>(
        `WITH merged AS (
           UPDATE component c SET external_id = m.external_id, merged_external_ids = m.merged,
             version = c.version + 1, updated_at = now()
           FROM (SELECT slug, external_id,
                        CASE WHEN merged = '' THEN NULL ELSE string_to_array(merged, ' ') END AS merged
                 FROM unnest($1::text[], $2::text[], $3::text[]) AS x(slug, external_id, merged)) m
           WHERE c.slug = m.slug
             AND (c.external_id, c.merged_external_ids) IS DISTINCT FROM (m.external_id, m.merged) RETURNING 1)
         SELECT count(*)::int AS n FROM merged`,
        [
          handIds.map(([slug]) => slug),
          handIds.map(([, id]) => id),
          handIds.map(([, , merged]) => merged.join(' ')),
        ],
      );
      report.changed += n;
    }
    const refs = new Refs(tx, SEED_REF_ERRORS);
    await refs.preload(['source', 'component']);
    for (const category of report.categories) {
      category.merged = mergedPerCategory.get(category.category) ?? 0;
      const rows = writes.get(category.kind) ?? [];
      if (rows.length === 0) continue;
      const written = await bulkUpsertByExternalId(tx, COMPONENT_DEFINITIONS[category.kind], rows, refs, {
        actor: options.actor,
        batchSize: options.batchSize,
      });
      category.inserted = written.inserted;
      category.updated = written.updated;
      category.unchanged = written.unchanged;
      report.changed += written.inserted + written.updated + written.linksChanged;
    }
  });
  report.written = true;
  if (report.changed > 0) await analyzeAfterBulkLoad(db, IMPORT_STATEMENT_TIMEOUT_MS);
  report.ms = Date.now() - started;
  return report;
}

/**
 * Removes rows an earlier import wrote for dataset ids now merged into another row (the
 * dataset's near-duplicates, issue 26). Only rows the dataset owns are listed; a row some
 * guidance names stays (its id is still merged, so it is not written again).
 */
async function retireMergedRows(tx: SqlClient, slugs: readonly string[]): Promise<number> {
  if (slugs.length === 0) return 0;
  const rows = await tx.rows(
    `DELETE FROM component c WHERE c.slug = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM guidance_component g WHERE g.component_id = c.id)
     RETURNING c.id`,
    [[...slugs]],
  );
  return rows.length;
}

/** Whether any row of the catalog came from BuildCores (the first start imports once). */
export async function hasImportedRows(db: SqlClient): Promise<boolean> {
  const [row] = await db.rows<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM component WHERE external_id LIKE $1) AS found`,
    [`${BUILDCORES_ID_PREFIX}%`],
  );
  return row.found;
}

/** The report in a few lines: per category, rejections by reason, unlinked cards. */
export function formatImportReport(report: DatasetImportReport): string {
  const lines = [`${report.dataset} (source ${report.source})`];
  for (const c of report.categories) {
    lines.push(
      `  ${c.category.padEnd(11)} ${c.kind.padEnd(13)} read ${c.read}, valid ${c.valid}, rejected ${c.rejected}, ` +
        `merged near-duplicates ${c.repeated}, merged into hand rows ${c.merged}, inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged}`,
    );
  }
  lines.push('  cleaning rules (rows changed):');
  for (const rule of report.cleaning)
    lines.push(`    ${String(rule.changed).padStart(5)} ${rule.rule}: ${rule.description}`);
  lines.push(`  curated slot layouts applied: ${report.layoutsApplied.length}`);
  if (report.retired.length)
    lines.push(`  rows retired (merged into another product's row): ${report.retired.length}`);
  const reasons = Object.entries(report.rejectedByReason).sort((a, b) => b[1] - a[1]);
  if (reasons.length) {
    lines.push(`  rejected rows by reason (${report.rejected.length} rows):`);
    for (const [reason, n] of reasons) lines.push(`    ${n} x ${reason}`);
  }
  const { cards } = report;
  lines.push(
    `  graphics cards: ${cards.linked} of ${cards.total} linked to a GPU chip; ${cards.unlinked} not:`,
  );
  for (const [reason, chipsets] of Object.entries(cards.byReason)) {
    const sorted = Object.entries(chipsets).sort((a, b) => b[1] - a[1]);
    const total = sorted.reduce((sum, [, n]) => sum + n, 0);
    lines.push(
      `    ${reason}: ${total} cards, e.g. ${sorted
        .slice(0, 6)
        .map(([chip, n]) => `${chip} ${n}`)
        .join(', ')}`,
    );
  }
  lines.push(
    `  ${report.written ? `written in ${report.ms} ms: ${report.changed} changes; ${report.rejected.length} rows skipped (listed above with their reasons)` : 'nothing written'}`,
  );
  return lines.join('\n');
}
