import type { Db } from '../db/pool';
import { BUILDCORES_ID_PREFIX } from './datasets/buildcores-frame';
import { readBuildcores, type BuildcoresCategory } from './datasets/dataset-files';
import { CATEGORY_KINDS } from './datasets/buildcores-rows';
import { parseJsonLines } from './datasets/jsonl-reader';
import { importRows, ImportError, type RejectedRow } from './import';
import type { SeedReport } from './write/write-catalog';

/**
 * `npm run prices:import`: a price feed (CSV or JSON observations) into the catalog's dated
 * prices (issue 26), so whoever runs rigbase keeps prices current from the retailers and
 * markets they use. A row names its part by `slug`, by `externalId` (a dataset id) or by
 * `partNumber`, one of the part numbers the open datasets list for a product (a number that
 * names more than one product is refused, never guessed). Each row is an observation with
 * its date (day, month or year, as precise as the feed gives it), kind (NEW rows default to
 * RETAIL, USED rows are USED_MARKET) and source key; nothing is estimated. Observations are
 * history: a row with the same part, condition, seller, region, date and source updates the
 * stored one (a second run of the same file changes nothing), any other is added, and each
 * part's current price becomes its latest observation. Rows that cannot be placed (unknown or
 * ambiguous part, a date before the part's release) are skipped and reported; `strict` writes
 * nothing while any is.
 */

export interface PriceImportOptions {
  /** Write nothing when any row is skipped. */
  strict: boolean;
  /** A category's dataset text (tests pass small files); the vendored snapshot by default. */
  read?: (category: BuildcoresCategory) => string;
}

export interface PriceImportReport {
  read: number;
  /** Rows written (new or changed observations are counted by `written.changed`). */
  accepted: number;
  skipped: RejectedRow[];
  written: SeedReport | null;
}

/** Part numbers shorter than this are too generic to name a product ("OC", "V2"). */
const MIN_PART_NUMBER_CHARS = 5;
/** Columns that name the part rather than describe the price. */
const PART_COLUMNS = ['slug', 'externalId', 'partNumber'] as const;

function folded(partNumber: string): string {
  return partNumber.trim().toUpperCase();
}

/** Part number -> the dataset ids of the products that list it, from the vendored snapshot. */
export function partNumberIndex(read: (category: BuildcoresCategory) => string = readBuildcores) {
  const index = new Map<string, Set<string>>();
  for (const category of Object.keys(CATEGORY_KINDS) as BuildcoresCategory[]) {
    for (const line of parseJsonLines(read(category))) {
      const value = line.value as { opendb_id?: unknown; metadata?: { part_numbers?: unknown } } | null;
      const id = typeof value?.opendb_id === 'string' ? `${BUILDCORES_ID_PREFIX}${value.opendb_id}` : null;
      const numbers = value?.metadata?.part_numbers;
      if (!id || !Array.isArray(numbers)) continue;
      for (const raw of numbers) {
        if (typeof raw !== 'string' || folded(raw).length < MIN_PART_NUMBER_CHARS || /^nan$/i.test(raw))
          continue;
        const key = folded(raw);
        (index.get(key) ?? index.set(key, new Set()).get(key)!).add(id);
      }
    }
  }
  return index;
}

/** The catalog's slug of each dataset id (a row's own id or one merged into it). */
async function slugsByExternalId(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.rows<{ slug: string; external_id: string | null; merged: string[] | null }>(
    `SELECT slug, external_id, merged_external_ids AS merged FROM component
     WHERE external_id = ANY($1::text[]) OR merged_external_ids && $1::text[]`,
    [[...ids]],
  );
  const out = new Map<string, string>();
  for (const row of rows) {
    if (row.external_id) out.set(row.external_id, row.slug);
    for (const id of row.merged ?? []) out.set(id, row.slug);
  }
  return out;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/** Places each row on a catalog slug and fills what the feed may leave out; or says why it cannot. */
async function placeRows(db: Db, rows: readonly Record<string, unknown>[], options: PriceImportOptions) {
  const needsIndex = rows.some((row) => text(row.partNumber) && !text(row.slug) && !text(row.externalId));
  const index = needsIndex ? partNumberIndex(options.read) : new Map<string, Set<string>>();
  const wanted = new Set<string>();
  for (const row of rows) {
    if (text(row.externalId)) wanted.add(text(row.externalId));
    for (const id of index.get(folded(text(row.partNumber))) ?? []) wanted.add(id);
  }
  const bySlugOf = await slugsByExternalId(db, [...wanted]);
  const known = new Map(
    (
      await db.rows<{ slug: string; release_year: number | null }>(`SELECT slug, release_year FROM component`)
    ).map((r) => [r.slug, r.release_year] as const),
  );
  return rows.map((row, i) => {
    if (typeof row.__error === 'string') return { i, problem: row.__error };
    let slug = text(row.slug);
    if (!slug && text(row.externalId)) slug = bySlugOf.get(text(row.externalId)) ?? '';
    if (!slug && text(row.partNumber)) {
      const products = new Set(
        [...(index.get(folded(text(row.partNumber))) ?? [])].map((id) => bySlugOf.get(id)),
      );
      products.delete(undefined);
      if (products.size > 1) {
        return {
          i,
          problem: `partNumber "${text(row.partNumber)}" names ${products.size} products; give the slug`,
        };
      }
      slug = [...products][0] ?? '';
    }
    if (!slug) return { i, problem: `names no part of the catalog (give slug, externalId or partNumber)` };
    if (!known.has(slug)) return { i, problem: `component "${slug}" is not in the catalog` };
    const releaseYear = known.get(slug);
    const year = Number(text(row.observedOn).slice(0, 4));
    if (releaseYear != null && Number.isFinite(year) && year < releaseYear) {
      return {
        i,
        problem: `observedOn ${text(row.observedOn)} is before "${slug}" came out (${releaseYear})`,
      };
    }
    const condition = text(row.condition).toUpperCase();
    const placed: Record<string, unknown> = Object.fromEntries(
      Object.entries(row).filter(([name]) => !(PART_COLUMNS as readonly string[]).includes(name)),
    );
    placed.component = slug;
    if (!text(row.priceKind)) placed.priceKind = condition === 'USED' ? 'USED_MARKET' : 'RETAIL';
    if (!text(row.currency)) placed.currency = 'USD';
    return { i, row: placed };
  });
}

/** Imports a price feed (rows as readRows gives them). */
export async function importPrices(
  db: Db,
  rows: readonly Record<string, unknown>[],
  options: PriceImportOptions,
): Promise<PriceImportReport> {
  if (rows.length === 0) throw new ImportError('the file has no rows');
  const placed = await placeRows(db, rows, options);
  const skipped: RejectedRow[] = [];
  const skip = (i: number, problems: string[]) =>
    skipped.push({
      row: i + 1,
      ...(typeof rows[i].__line === 'number' ? { line: rows[i].__line as number } : {}),
      ...(text(rows[i].slug || rows[i].partNumber) ? { key: text(rows[i].slug || rows[i].partNumber) } : {}),
      problems,
      reason: problems.join('; '),
    });
  let candidates: { i: number; row: Record<string, unknown> }[] = [];
  for (const entry of placed) {
    if ('problem' in entry) skip(entry.i, [entry.problem!]);
    else candidates.push({ i: entry.i, row: entry.row! });
  }
  // Validation and references through the generic import; its refusals are skipped rows too.
  let written: SeedReport | null = null;
  while (candidates.length && !(options.strict && skipped.length)) {
    const result = await importRows(
      db,
      'price-observation',
      candidates.map((c) => c.row),
    );
    if (result.written) {
      written = result.written;
      break;
    }
    const refused = new Set(result.rejected.map((r) => r.row - 1));
    for (const r of result.rejected) skip(candidates[r.row - 1].i, r.problems);
    candidates = candidates.filter((_, k) => !refused.has(k));
  }
  skipped.sort((a, b) => a.row - b.row);
  return {
    read: rows.length,
    accepted: written ? candidates.length : 0,
    skipped,
    written,
  };
}
