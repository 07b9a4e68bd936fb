import type { DataSource } from 'typeorm';
import { parseCsv } from './csv';
import {
  COMPONENT_SPECS,
  IMPORT_KINDS,
  isImportKind,
  unstorableText,
  type FieldSpec,
  type ImportKind,
  type Specs,
} from './field-specs';
import { runSeeds, type SeedReport } from './runner';
import type { SeedSet } from './types';

/** Array cells in CSV are joined with this character. */
export const CSV_LIST_SEPARATOR = ';';

export interface RejectedRow {
  /** 1-based data row (CSV: line number minus the header). */
  row: number;
  reason: string;
}

export interface ImportResult {
  kind: ImportKind;
  accepted: number;
  rejected: RejectedRow[];
  /** Set when the rows were written. */
  written: SeedReport | null;
}

export class ImportError extends Error {}

/** A value that fails its field's spec; `field` names it for API errors. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Decodes bytes as UTF-8, refusing anything that is not (a Latin-1 export, UTF-16...). */
export function decodeUtf8(content: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    throw new ImportError('the file is not valid UTF-8; save it as UTF-8 and retry');
  }
}

/** Turns a file into raw rows; CSV cells stay strings until validation converts them. */
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
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    throw new ImportError(`the CSV cannot be parsed: ${(error as Error).message}`);
  }
  if (table.length === 0) throw new ImportError('the file is empty');
  const [header, ...body] = table;
  return {
    rows: body.map((cells, i) => {
      if (cells.length !== header.length) {
        return { __error: `has ${cells.length} cells, the header has ${header.length}`, __row: i + 1 };
      }
      return Object.fromEntries(header.map((name, c) => [name.trim(), cells[c]]));
    }),
  };
}

function convert(name: string, spec: FieldSpec, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') {
    if (spec.required) throw new FieldError(name, `${name} is required`);
    return undefined;
  }
  const fromText = typeof raw === 'string';
  let value: unknown = raw;
  switch (spec.type) {
    case 'int':
    case 'number':
      value = fromText ? Number((raw as string).trim()) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw new FieldError(name, `${name} must be a number`);
      if (spec.type === 'int' && !Number.isInteger(value))
        throw new FieldError(name, `${name} must be a whole number`);
      if (spec.min !== undefined && value < spec.min)
        throw new FieldError(name, `${name} must be at least ${spec.min}, got ${value}`);
      if (spec.max !== undefined && value > spec.max)
        throw new FieldError(name, `${name} must be at most ${spec.max}, got ${value}`);
      return value;
    case 'bool':
      if (fromText) value = { true: true, false: false }[(raw as string).trim().toLowerCase()];
      if (typeof value !== 'boolean') throw new FieldError(name, `${name} must be true or false`);
      return value;
    case 'string[]':
      value = fromText
        ? (raw as string)
            .split(CSV_LIST_SEPARATOR)
            .map((s) => s.trim())
            .filter(Boolean)
        : raw;
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0)) {
        throw new FieldError(name, `${name} must be a list of strings`);
      }
      if (spec.required && value.length === 0) throw new FieldError(name, `${name} needs at least one entry`);
      return value;
    case 'json':
      if (fromText) {
        try {
          value = JSON.parse(raw as string);
        } catch {
          throw new FieldError(name, `${name} must be JSON`);
        }
      }
      return value;
    case 'string': {
      if (typeof raw !== 'string') throw new FieldError(name, `${name} must be text`);
      value = raw.trim();
      const problem = unstorableText(value as string);
      if (problem) throw new FieldError(name, `${name} ${problem}`);
      // Whitespace-only text is no value at all.
      if (value === '') {
        if (spec.required) throw new FieldError(name, `${name} is required`);
        return undefined;
      }
      if (spec.oneOf && !spec.oneOf.includes(value as string)) {
        throw new FieldError(name, `${name} must be one of ${spec.oneOf.join(', ')}, got "${value}"`);
      }
      if (spec.pattern && !spec.pattern.test(value as string))
        throw new FieldError(name, `${name} has an invalid format: "${value}"`);
      return value;
    }
  }
}

function validSlots(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return 'pcieSlots must be a non-empty list';
  const positions = new Set<number>();
  for (const slot of value as Record<string, unknown>[]) {
    const { position, physicalLanes, electricalLanes, gen } = slot ?? {};
    if (!Number.isInteger(position) || (position as number) < 1)
      return 'pcieSlots: position must be 1 or more';
    if (![1, 2, 4, 8, 16].includes(physicalLanes as number))
      return 'pcieSlots: physicalLanes must be 1, 2, 4, 8 or 16';
    if (
      ![0, 1, 2, 4, 8, 16].includes(electricalLanes as number) ||
      (electricalLanes as number) > (physicalLanes as number)
    ) {
      return 'pcieSlots: electricalLanes must be 0-16 and at most physicalLanes';
    }
    if (!Number.isInteger(gen) || (gen as number) < 1 || (gen as number) > 7)
      return 'pcieSlots: gen must be 1-7';
    if (positions.has(position as number)) return `pcieSlots: position ${position} appears twice`;
    positions.add(position as number);
  }
  return null;
}

/** Validates one row against its kind's specs; returns the typed row or a reason. */
export function validateRow(
  kind: ImportKind,
  raw: Record<string, unknown>,
): { row?: Record<string, unknown>; reason?: string; field?: string } {
  if (typeof raw.__error === 'string') return { reason: raw.__error };
  let specs: Specs = IMPORT_KINDS[kind];
  const componentKind =
    kind in { gpu: 1, cpu: 1, motherboard: 1, memory: 1, psu: 1, storage: 1, case: 1, cooler: 1 };
  if (componentKind) {
    const expected = kind.toUpperCase();
    const given = raw.kind === undefined || raw.kind === '' ? expected : String(raw.kind).toUpperCase();
    if (given !== expected) return { reason: `kind is "${raw.kind}", but the import is for ${expected}` };
    raw = { ...raw, kind: expected };
    specs = COMPONENT_SPECS[expected];
  }
  const unknown = Object.keys(raw).filter((name) => !(name in specs));
  if (unknown.length) return { reason: `unknown column(s): ${unknown.join(', ')}` };
  const row: Record<string, unknown> = {};
  try {
    for (const [name, spec] of Object.entries(specs)) {
      const value = convert(name, spec, raw[name]);
      if (value !== undefined) row[name] = value;
    }
  } catch (error) {
    return { reason: (error as Error).message, field: error instanceof FieldError ? error.field : undefined };
  }
  if (kind === 'cpu' && (row.threads as number) < (row.cores as number)) {
    return { reason: 'threads must be at least cores', field: 'threads' };
  }
  if (kind === 'motherboard') {
    const problem = validSlots(row.pcieSlots);
    if (problem) return { reason: problem, field: 'pcieSlots' };
  }
  if (kind === 'cloud-offering' && row.onDemandUsdPerHour === undefined && row.spotUsdPerHour === undefined) {
    return { reason: 'give onDemandUsdPerHour or spotUsdPerHour', field: 'onDemandUsdPerHour' };
  }
  return { row };
}

/** Reference checks against the database (and the file itself), per row. */
async function missingReferences(db: DataSource, kind: ImportKind, rows: Record<string, unknown>[]) {
  const sourceKeys = new Set<string>(
    (await db.query('SELECT key FROM source')).map((r: { key: string }) => r.key),
  );
  const gpuSlugs = new Set<string>(
    (await db.query(`SELECT slug FROM component WHERE kind = 'GPU'`)).map((r: { slug: string }) => r.slug),
  );
  return rows.map((row) => {
    const sources = kind === 'source' ? [] : ((row.sources as string[]) ?? [row.source as string]);
    const unknown = sources.filter((key) => !sourceKeys.has(key));
    if (unknown.length) return `unknown source key(s): ${unknown.join(', ')}`;
    if ((kind === 'benchmark' || kind === 'cloud-offering') && !gpuSlugs.has(row.gpu as string)) {
      return `unknown GPU "${row.gpu}"`;
    }
    return null;
  });
}

/** The key a row is upserted by; two rows with one key in a file are a mistake. */
function naturalKey(kind: ImportKind, row: Record<string, unknown>): string {
  if (kind === 'source') return String(row.key);
  if (kind === 'benchmark') {
    return JSON.stringify([
      row.gpu,
      row.workload,
      row.metric,
      row.unit,
      row.precision,
      row.gpuCount,
      row.source,
    ]);
  }
  if (kind === 'cloud-offering')
    return JSON.stringify([row.provider, row.instanceType, row.region, row.asOf]);
  return String(row.slug);
}

/**
 * Validates every row, then writes all of them in one transaction, or none when any
 * row is rejected. Duplicate keys within the file are rejected too.
 */
export async function importRows(
  db: DataSource,
  kindArg: string,
  rawRows: Record<string, unknown>[],
): Promise<ImportResult> {
  if (!isImportKind(kindArg)) {
    throw new ImportError(
      `unknown kind "${kindArg}"; expected one of ${Object.keys(IMPORT_KINDS).join(', ')}`,
    );
  }
  const kind = kindArg;
  if (rawRows.length === 0) throw new ImportError('the file has no rows');
  const rejected: RejectedRow[] = [];
  const valid: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  rawRows.forEach((raw, i) => {
    const { row, reason } = validateRow(kind, raw);
    if (!row) return rejected.push({ row: i + 1, reason: reason! });
    const identity = naturalKey(kind, row);
    if (seen.has(identity))
      return rejected.push({ row: i + 1, reason: `duplicate of an earlier row (${identity})` });
    seen.add(identity);
    valid.push(row);
  });
  if (rejected.length === 0) {
    (await missingReferences(db, kind, valid)).forEach((reason, i) => {
      if (reason) rejected.push({ row: rawRows.indexOf(rawRows[i]) + 1, reason });
    });
  }
  if (rejected.length > 0) return { kind, accepted: 0, rejected, written: null };

  const set: SeedSet = {
    sources: [],
    components: [],
    benchmarks: [],
    useCases: [],
    cloudOfferings: [],
    guidance: [],
  };
  if (kind === 'source') set.sources = valid as never;
  else if (kind === 'benchmark') set.benchmarks = valid as never;
  else if (kind === 'cloud-offering') set.cloudOfferings = valid as never;
  else set.components = valid as never;
  const written = await runSeeds(db, set);
  return { kind, accepted: valid.length, rejected, written };
}
