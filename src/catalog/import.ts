import type { Db } from '../db/pool';
import { parseCsvRecords, type CsvRecord } from './csv';
import { readInputRows } from './export';
import { ImportError } from './import-error';

export { ImportError } from './import-error';
import {
  IMPORT_DEFINITIONS,
  REF_TARGETS,
  componentKindOf,
  isImportKind,
  type ImportKind,
  type TableDefinition,
} from './fields';
import type { SeedSet } from './seed-set';
import { validateRow } from './validation';
import { mergeRow, naturalKeyOf } from './write/merge';
import type { Actor } from './write/upsert';
import { SEED_REF_ERRORS, writeCatalog, type SeedReport } from './write/write-catalog';

export interface RejectedRow {
  /** 1-based data row (the header is not a row). */
  row: number;
  /** CSV: the line of the file the row starts on (the header is line 1). */
  line?: number;
  /** The slug or key the row names, when it names one. */
  key?: string;
  /** Every problem of the row. */
  problems: string[];
  /** The problems in one sentence. */
  reason: string;
}

export interface ImportResult {
  kind: ImportKind;
  accepted: number;
  rejected: RejectedRow[];
  /** Set when the rows were written. */
  written: SeedReport | null;
}

/** Who the audit log names for rows an import changed. */
export const IMPORT_ACTOR: Actor = { keyId: null, name: 'import' };

/** Keys readRows adds to a raw row: not columns. */
const LINE = '__line';
const ERROR = '__error';

/** Separators spreadsheets use instead of commas (semicolons in locales with a decimal comma). */
const FOREIGN_SEPARATORS: ReadonlyArray<readonly [string, string]> = [
  [';', 'semicolons'],
  ['\t', 'tabs'],
];

/** Decodes bytes as UTF-8, refusing anything that is not (a Latin-1 export, UTF-16...). */
export function decodeUtf8(content: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    throw new ImportError('the file is not valid UTF-8; save it as UTF-8 and retry');
  }
}

/**
 * Turns a file into raw rows; CSV cells stay strings until validation converts them, and
 * each CSV row remembers the line it starts on. A CSV row holds every column of the
 * header (an empty cell clears a value); a JSON row only the keys it has.
 */
export function readRows(
  text: string,
  format: 'csv' | 'json',
): { kind?: string; rows: Record<string, unknown>[] } {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ImportError(`the file is not valid JSON: ${(error as Error).message}`);
    }
    const envelope = Array.isArray(parsed) ? { rows: parsed } : (parsed as { kind?: string; rows?: unknown });
    if (!envelope || !Array.isArray(envelope.rows)) {
      throw new ImportError('JSON must be an array of rows or { "kind": ..., "rows": [...] }');
    }
    if (!envelope.rows.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
      throw new ImportError('every JSON row must be an object');
    }
    return { kind: envelope.kind, rows: envelope.rows as Record<string, unknown>[] };
  }
  let records: CsvRecord[];
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    throw new ImportError(`the CSV cannot be parsed: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new ImportError('the file is empty');
  const [{ cells: header }, ...body] = records;
  const names = header.map((name) => name.trim());
  // A spreadsheet saved with its locale's separator: one message, not one per row and field.
  const separator =
    names.length === 1 ? FOREIGN_SEPARATORS.find(([char]) => names[0].includes(char)) : undefined;
  if (separator) {
    throw new ImportError(
      `line 1: the columns are separated by ${separator[1]}; use commas (save or export the file as CSV with "," as the separator)`,
    );
  }
  return {
    rows: body.map(({ cells, line }) => {
      if (cells.length !== header.length) {
        return { [ERROR]: `has ${cells.length} cells, the header has ${header.length}`, [LINE]: line };
      }
      return { ...Object.fromEntries(names.map((name, c) => [name, cells[c]])), [LINE]: line };
    }),
  };
}

/**
 * The import kind of rows that say it themselves: one component kind in their `kind`
 * column (GPU -> gpu). A file without one, or with several, needs --kind.
 */
export function inferKind(rows: readonly Record<string, unknown>[]): ImportKind {
  const kinds = [
    ...new Set(
      rows.map((r) => (typeof r.kind === 'string' ? r.kind.trim().toLowerCase() : '')).filter(Boolean),
    ),
  ];
  if (kinds.length === 0)
    throw new ImportError('cannot tell what the file holds; add a kind column or pass --kind');
  if (kinds.length > 1) {
    throw new ImportError(
      `the file mixes kinds (${kinds.join(', ')}); import one kind per file or pass --kind`,
    );
  }
  if (!isImportKind(kinds[0]) || componentKindOf(kinds[0]) === null) {
    throw new ImportError(`unknown kind "${kinds[0]}" in the kind column; pass --kind`);
  }
  return kinds[0];
}

/**
 * Reference checks against the database, per row: every slug or key a row names (its
 * sources, its GPU) must exist. Each row gets all of its unknown references.
 */
async function missingReferences(
  db: Db,
  kind: ImportKind,
  rows: Record<string, unknown>[],
): Promise<string[][]> {
  const definition: TableDefinition = IMPORT_DEFINITIONS[kind];
  const fields = Object.entries(definition.fields).filter(([, f]) => f.role === 'ref' || f.role === 'links');
  const known = new Map<string, Set<string>>();
  for (const [, field] of fields) {
    const target = REF_TARGETS[field.target!];
    const where = target.kind ? ` WHERE kind = '${target.kind}'` : '';
    const keys = await db.rows<{ k: string }>(`SELECT ${target.key} AS k FROM ${target.table}${where}`);
    known.set(field.target!, new Set(keys.map((r) => r.k)));
  }
  return rows.map((row) =>
    fields.flatMap(([name, field]) => {
      const names = ([] as string[]).concat((row[name] as string | string[] | undefined) ?? []);
      const unknown = names.filter((key) => !known.get(field.target!)!.has(key));
      if (!unknown.length) return [];
      return field.target === 'source'
        ? [`${name}: unknown source key(s): ${unknown.join(', ')}`]
        : [`${name}: unknown ${REF_TARGETS[field.target!].what} "${unknown.join('", "')}"`];
    }),
  );
}

/** The slug or key a raw row names (for messages), when its definition has a single one. */
function keyLabel(definition: TableDefinition, raw: Record<string, unknown>): string | undefined {
  if (definition.key.length !== 1) return undefined;
  const value = raw[definition.key[0]];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Validates every row, then writes all of them in one transaction, or none when any row is
 * rejected; every problem of every row is reported with its line and slug. A row whose key
 * names a stored row updates it with only the columns the file has (`slug,usedPriceUsd`
 * changes one price); a new row needs every required column. Each row that changed gets an
 * audit entry by "import". Without a kind, the rows' `kind` column says it.
 */
export async function importRows(
  db: Db,
  kindArg: string | null | undefined,
  rawRows: Record<string, unknown>[],
): Promise<ImportResult> {
  const kind = kindArg ? kindArg.toLowerCase() : rawRows.length ? inferKind(rawRows) : '';
  if (kindArg && !isImportKind(kind)) {
    throw new ImportError(
      `unknown kind "${kind}"; expected one of ${Object.keys(IMPORT_DEFINITIONS).join(', ')}`,
    );
  }
  if (rawRows.length === 0 || !isImportKind(kind)) throw new ImportError('the file has no rows');
  const definition: TableDefinition = IMPORT_DEFINITIONS[kind];
  const stored = new Map<string, Record<string, unknown>>();
  for (const row of await readInputRows(db, definition)) stored.set(naturalKeyOf(definition, row)!, row);

  const rejected: RejectedRow[] = [];
  const valid: { index: number; row: Record<string, unknown> }[] = [];
  const seen = new Set<string>();
  const reject = (index: number, raw: Record<string, unknown>, problems: string[]) =>
    rejected.push({
      row: index + 1,
      ...(typeof raw[LINE] === 'number' ? { line: raw[LINE] } : {}),
      ...(keyLabel(definition, raw) ? { key: keyLabel(definition, raw) } : {}),
      problems,
      reason: problems.join('; '),
    });
  rawRows.forEach((raw, index) => {
    if (typeof raw[ERROR] === 'string') return reject(index, raw, [raw[ERROR]]);
    const given = Object.fromEntries(Object.entries(raw).filter(([name]) => name !== LINE));
    const identity = naturalKeyOf(definition, given);
    const merged = mergeRow(definition, identity === null ? null : (stored.get(identity) ?? null), given);
    const { row, problems = [] } = validateRow(kind, merged.raw);
    const all = [...merged.problems.map((p) => p.reason), ...problems.map((p) => p.reason)];
    if (all.length || !row) return reject(index, raw, all);
    if (seen.has(identity!)) return reject(index, raw, [`duplicate of an earlier row (${identity})`]);
    seen.add(identity!);
    valid.push({ index, row });
  });
  const missing = await missingReferences(
    db,
    kind,
    valid.map((v) => v.row),
  );
  missing.forEach((problems, i) => {
    if (problems.length) reject(valid[i].index, rawRows[valid[i].index], problems);
  });
  if (rejected.length > 0) {
    rejected.sort((a, b) => a.row - b.row);
    return { kind, accepted: 0, rejected, written: null };
  }

  const rows = valid.map((v) => v.row);
  const set: Partial<SeedSet> =
    kind === 'source'
      ? { sources: rows as never }
      : kind === 'benchmark'
        ? { benchmarks: rows as never }
        : kind === 'cloud-offering'
          ? { cloudOfferings: rows as never }
          : kind === 'price-observation'
            ? { priceObservations: rows as never }
            : { components: rows as never };
  const written = await db.transaction(
    async (tx) => (await writeCatalog(tx, set, { errors: SEED_REF_ERRORS, actor: IMPORT_ACTOR })).report,
  );
  return { kind, accepted: rows.length, rejected, written };
}
