import {
  IMPORT_DEFINITIONS,
  PCIE_SLOT,
  inputFields,
  type AnyField,
  type ImportKind,
  type TableDefinition,
} from './fields';
import { unstorableText } from './text';

/**
 * Import and edit validation, derived from the field definitions: types, required fields,
 * ranges, closed sets, formats and the definitions' whole-row checks. Every row of an
 * import is validated before anything is written, so a bad file is reported row by row and
 * changes nothing; an edit's input gets the same checks. The database's CHECK constraints
 * repeat the ranges as a last line of defence.
 */

/** Array cells in CSV are joined with this character. */
export const CSV_LIST_SEPARATOR = ';';

/** A value that fails its field's definition; `field` names it for API errors. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const fromText = (raw: unknown): raw is string => typeof raw === 'string';

function number(name: string, field: AnyField, raw: unknown): number {
  const value = fromText(raw) ? Number(raw.trim()) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new FieldError(name, `${name} must be a number`);
  if (field.type !== 'float' && !Number.isInteger(value))
    throw new FieldError(name, `${name} must be a whole number`);
  if (field.min !== undefined && value < field.min)
    throw new FieldError(name, `${name} must be at least ${field.min}, got ${value}`);
  if (field.max !== undefined && value > field.max)
    throw new FieldError(name, `${name} must be at most ${field.max}, got ${value}`);
  return value;
}

function list(name: string, raw: unknown): unknown[] {
  const value = fromText(raw)
    ? raw
        .split(CSV_LIST_SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean)
    : raw;
  if (!Array.isArray(value)) throw new FieldError(name, `${name} must be a list`);
  return value;
}

function text(name: string, field: AnyField, raw: unknown): string | undefined {
  if (typeof raw !== 'string') throw new FieldError(name, `${name} must be text`);
  const value = raw.trim();
  const problem = unstorableText(value);
  if (problem) throw new FieldError(name, `${name} ${problem}`);
  // Whitespace-only text is no value at all.
  if (value === '') {
    if (field.required) throw new FieldError(name, `${name} is required`);
    return undefined;
  }
  if (field.enum) return member(name, field, value);
  if (field.oneOf && !field.oneOf.includes(value)) {
    throw new FieldError(name, `${name} must be one of ${field.oneOf.join(', ')}, got "${value}"`);
  }
  if (field.pattern && !field.pattern.test(value))
    throw new FieldError(name, `${name} has an invalid format: "${value}"`);
  return value;
}

/**
 * A closed set's value as stored: its stored spelling or its API value (what GraphQL and
 * MCP show, so an export of either reads back), in any case.
 */
function member(name: string, field: AnyField, value: string): string {
  const stored = field.enum!.parse(value);
  if (stored === undefined)
    throw new FieldError(name, `${name} must be one of ${field.enum!.values.join(', ')}, got "${value}"`);
  return stored;
}

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** A real day as YYYY-MM-DD, a month as YYYY-MM or a year as YYYY (no 2026-02-31). */
function day(name: string, field: AnyField, raw: unknown): string | undefined {
  const value = text(name, field, raw);
  if (value === undefined) return undefined;
  const match = DATE.exec(value);
  if (!match || (match[2] === undefined && !field.year)) {
    const forms = field.year ? 'YYYY-MM-DD, YYYY-MM or YYYY' : 'YYYY-MM-DD or YYYY-MM';
    throw new FieldError(name, `${name} has an invalid format: "${value}" (${forms})`);
  }
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2] ?? 1), Number(match[3] ?? 1)];
  const parsed = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (year < 1 || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== dayOfMonth)
    throw new FieldError(name, `${name} is not a date: "${value}"`);
  return value;
}

/** A value given as JSON text (a CSV cell) parsed, or the value itself. */
function fromJsonCell(name: string, raw: unknown): unknown {
  if (!fromText(raw)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new FieldError(name, `${name} must be JSON`);
  }
}

/** A motherboard's slots: a list (a JSON cell in CSV) of rows valid against PCIE_SLOT. */
function slotList(name: string, raw: unknown): Record<string, unknown>[] {
  const value = fromJsonCell(name, raw);
  if (!Array.isArray(value)) throw new FieldError(name, `${name} must be a list`);
  return value.map((slot, i) => {
    if (!slot || typeof slot !== 'object' || Array.isArray(slot))
      throw new FieldError(name, `${name}[${i}] must be an object`);
    const { row, reason } = validateFields(PCIE_SLOT, slot as Record<string, unknown>);
    if (!row) throw new FieldError(name, `${name}[${i}]: ${reason}`);
    return row;
  });
}

/** A jsonb field's value (a JSON cell in CSV), checked by its definition. */
function jsonValue(name: string, field: AnyField, raw: unknown): unknown {
  const value = fromJsonCell(name, raw);
  const problem = field.check?.(value) ?? null;
  if (problem) throw new FieldError(name, `${name}: ${problem}`);
  return value;
}

/** One field's value, converted from CSV text where needed; undefined when absent. */
function convert(name: string, field: AnyField, raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') {
    if (field.required) throw new FieldError(name, `${name} is required`);
    return undefined;
  }
  switch (field.type) {
    case 'int':
    case 'float':
      return number(name, field, raw);
    case 'bool': {
      const value = fromText(raw) ? { true: true, false: false }[raw.trim().toLowerCase()] : raw;
      if (typeof value !== 'boolean') throw new FieldError(name, `${name} must be true or false`);
      return value;
    }
    case 'texts':
    case 'refs': {
      const value = list(name, raw);
      if (!value.every((v) => typeof v === 'string' && v.length > 0))
        throw new FieldError(name, `${name} must be a list of strings`);
      for (const item of value as string[]) {
        const problem = unstorableText(item);
        if (problem) throw new FieldError(name, `${name} ${problem}`);
      }
      if (field.required && value.length === 0)
        throw new FieldError(name, `${name} needs at least one entry`);
      return field.enum
        ? [...new Set((value as string[]).map((item) => member(name, field, item.trim())))]
        : value;
    }
    case 'ints':
      return list(name, raw).map((item) => number(name, field, item));
    case 'slots':
      return slotList(name, raw);
    case 'json':
      return jsonValue(name, field, raw);
    case 'date':
      return day(name, field, raw);
    case 'text':
    case 'ref':
      return text(name, field, raw);
  }
}

/** One thing wrong with a row: the field it concerns (when one does) and why. */
export interface Problem {
  field?: string;
  reason: string;
}

export interface Validated {
  row?: Record<string, unknown>;
  /** Every problem, joined with "; " (the first names `field`). */
  reason?: string;
  field?: string;
  /** Every problem of the row, so a file or an edit is corrected in one pass. */
  problems?: Problem[];
}

function refused(problems: Problem[]): Validated {
  return { reason: problems.map((p) => p.reason).join('; '), field: problems[0].field, problems };
}

/** One field's value as a row holds it, or a FieldError; exported for natural keys. */
export function convertField(name: string, field: AnyField, raw: unknown): unknown {
  return convert(name, field, raw);
}

/**
 * Validates a row against a definition's input fields and whole-row checks, reporting
 * every problem of the fields (the whole-row checks run once the fields are valid).
 */
export function validateFields(definition: TableDefinition, raw: Record<string, unknown>): Validated {
  const fields = inputFields(definition);
  const known = new Set([...fields.map(([name]) => name), ...Object.keys(definition.fixed)]);
  const problems: Problem[] = [];
  const unknown = Object.keys(raw).filter((name) => !known.has(name));
  if (unknown.length) problems.push({ reason: `unknown column(s): ${unknown.join(', ')}` });
  const row: Record<string, unknown> = {};
  for (const [name, field] of fields) {
    try {
      const value = convert(name, field, raw[name]);
      if (value !== undefined) row[name] = value;
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      problems.push({ field: error.field, reason: error.message });
    }
  }
  if (problems.length) return refused(problems);
  for (const check of definition.checks) {
    const problem = check(row);
    if (problem) problems.push(problem);
  }
  return problems.length ? refused(problems) : { row };
}

/**
 * Validates one import or edit row of `kind`; returns the typed row or a reason. A
 * component row's `kind` may be left out; given, it must be the import's.
 */
export function validateRow(kind: ImportKind, raw: Record<string, unknown>): Validated {
  if (typeof raw.__error === 'string') return { reason: raw.__error };
  const definition: TableDefinition = IMPORT_DEFINITIONS[kind];
  const fixed: Record<string, unknown> = {};
  for (const [column, expected] of Object.entries(definition.fixed)) {
    const given =
      raw[column] === undefined || raw[column] === '' ? expected : String(raw[column]).toUpperCase();
    if (given !== expected) {
      const reason = `${column} is "${raw[column]}", but the import is for ${expected}`;
      return { reason, field: column, problems: [{ field: column, reason }] };
    }
    fixed[column] = expected;
  }
  const validated = validateFields(definition, { ...raw, ...fixed });
  return validated.row ? { row: { ...fixed, ...validated.row } } : validated;
}

/** The columns of an import or export file of `kind`, in file order. */
export function importColumns(kind: ImportKind): string[] {
  const definition: TableDefinition = IMPORT_DEFINITIONS[kind];
  // The identifying field first (a component's slug), then fixed columns (its kind).
  const [first, ...rest] = inputFields(definition).map(([name]) => name);
  return [first, ...Object.keys(definition.fixed), ...rest];
}
