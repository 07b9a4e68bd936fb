/**
 * A small typed DSL for the catalog's field definitions. Each table that imports, edits or
 * seeds write (every component kind, sources, benchmarks, offers, use cases, guidance,
 * synonyms) is defined once with these builders; validation, the column lists, the row
 * mappers, the seed types and the rules' fact types are all derived from that one object.
 *
 * A field's role says where it lives:
 * - `fact`: a stored value the rules read (vramGb, socket, tdpW...);
 * - `prose`: a stored value that is not a fact (description);
 * - `derived`: a stored value the catalog computes (relativePerformance): read, never written
 *   by seeds, imports or edits;
 * - `observed`: a stored value that is the latest of a table of dated observations (priceUsd is
 *   the newest NEW price_observation): read like a fact; a value given on input is recorded as
 *   a new observation (src/catalog/write/prices.ts), never written to the column directly;
 * - `ref`: another row named by its slug or key, stored as that row's id (benchmark.gpu);
 * - `links`: other rows named by slug or key, stored in a link table (sources);
 * - `slots`: a motherboard's PCIe slots, stored as pcie_slot rows;
 * - `imported`: a stored value only dataset imports write (a row's id in its dataset): read,
 *   never written by seeds or edits, and not a rule fact.
 */

import type { ClosedSet } from './enums';

export type FieldType =
  'text' | 'date' | 'int' | 'float' | 'bool' | 'texts' | 'ints' | 'json' | 'ref' | 'refs' | 'slots';
export type FieldRole = 'fact' | 'prose' | 'derived' | 'observed' | 'imported' | 'ref' | 'links' | 'slots';

/** What a `ref` or `links` field names, and how it is looked up. */
export const REF_TARGETS = {
  source: { table: 'source', key: 'key', what: 'source', kind: null },
  component: { table: 'component', key: 'slug', what: 'component', kind: null },
  gpu: { table: 'component', key: 'slug', what: 'GPU', kind: 'GPU' },
  useCase: { table: 'use_case', key: 'slug', what: 'use case', kind: null },
} as const;
export type RefTarget = keyof typeof REF_TARGETS;

/**
 * One field. `V` is its value in a seed or import row, `F` its value as a rule fact, `R`
 * whether it is required and `Role` where it lives. The last two type parameters only
 * exist in types (the phantom `__value`/`__fact`), so the object stays plain data.
 */
export interface Field<
  V = unknown,
  F = unknown,
  R extends boolean = boolean,
  Role extends FieldRole = FieldRole,
> {
  readonly type: FieldType;
  readonly role: Role;
  readonly required: R;
  /** Column in the table; filled in by `defineTable` (snake_case of the name unless given). */
  readonly column: string | null;
  /** Numbers: inclusive range. */
  readonly min?: number;
  readonly max?: number;
  /** Text: the closed set of values (stored spellings). */
  readonly oneOf?: readonly string[];
  /** Text and lists of text: the closed set the values come from, shared with GraphQL and MCP. */
  readonly enum?: ClosedSet;
  /** Text: a format the value must match. */
  readonly pattern?: RegExp;
  /** `ref` and `links`: what the slugs or keys name. */
  readonly target?: RefTarget;
  /** `links`: the link table and its column pointing at the owner. */
  readonly link?: { table: string; owner: string };
  /** `json`: why a value cannot be stored (null when it can), and its GraphQL object type. */
  readonly check?: (value: unknown) => string | null;
  readonly graphqlType?: string;
  /** `ref`, `links`, `slots`: the upsert input's description (the object type's describes rows). */
  readonly inputDescription?: string;
  /** `date`: the input may be a year alone (YYYY). */
  readonly year?: boolean;
  readonly __value?: V;
  readonly __fact?: F;
}

export type AnyField = Field<unknown, unknown, boolean, FieldRole>;
export type Fields = Record<string, AnyField>;

interface Common {
  required?: boolean;
  /** The column, when it is not the field name in snake_case. */
  column?: string;
  /**
   * Not a rule fact (prose), computed by the catalog (derived), the latest observation
   * (observed), or written by dataset imports only (imported).
   */
  role?: 'prose' | 'derived' | 'observed' | 'imported';
}
interface NumberOptions extends Common {
  min?: number;
  max?: number;
}
interface TextOptions extends Common {
  oneOf?: readonly string[];
  /** A closed set (src/catalog/fields/enums.ts); its stored spellings become `oneOf`. */
  enum?: ClosedSet;
  pattern?: RegExp;
}
interface TextsOptions extends Common {
  enum?: ClosedSet;
}

type Req<O> = O extends { required: true } ? true : false;
type RoleOf<O> = O extends { role: infer Role extends FieldRole } ? Role : 'fact';
/** A closed text set is a union of literals in seeds, plain text everywhere else. */
type Plain<V> = V extends string ? string : V extends readonly string[] ? string[] : V;

function field(type: FieldType, options: TextOptions & NumberOptions): AnyField {
  const { required = false, column, role = 'fact', ...rest } = options;
  const oneOf = rest.enum ? { oneOf: rest.enum.stored } : {};
  return { type, role, required, column: column ?? null, ...rest, ...oneOf } as AnyField;
}

/**
 * The values a text field takes in seeds: a literal `oneOf`'s values, else any text. A
 * closed set's fields stay text in types (the open datasets' mappers produce them from
 * vocabularies typed as text); validation checks them against the set at run time.
 */
type TextValue<O> = O extends { enum: ClosedSet }
  ? string
  : O extends { oneOf: readonly (infer E)[] }
    ? E
    : string;

export function text<const O extends TextOptions = Record<never, never>>(
  options?: O,
): Field<TextValue<O>, string, Req<O>, RoleOf<O>> {
  return field('text', options ?? {}) as never;
}

/** A builder of fields of one type whose value is `V` in seeds, rows and facts alike. */
function builder<V, Options extends Common>(type: FieldType) {
  return <const O extends Options = Options>(options?: O): Field<V, V, Req<O>, RoleOf<O>> =>
    field(type, options ?? {}) as never;
}

/**
 * A calendar day, stored as `date` and read as ISO text (YYYY-MM-DD); input may name a month
 * (YYYY-MM), which `prepare` turns into its first day, and with `year: true` a year (YYYY),
 * for a date whose source gives only the year (the definition records that precision).
 */
export const date = builder<string, Common & { year?: boolean }>('date');
export const int = builder<number, NumberOptions>('int');
export const float = builder<number, NumberOptions>('float');
export const bool = builder<boolean, Common>('bool');
/**
 * A list of non-empty texts (text[]); a required list needs at least one entry. With a
 * closed set, every entry must be one of its values.
 */
export function texts<const O extends TextsOptions = Record<never, never>>(
  options?: O,
): Field<TextValue<O>[], string[], Req<O>, RoleOf<O>> {
  return field('texts', options ?? {}) as never;
}
/** A list of integers (integer[]). */
export const ints = builder<number[], NumberOptions>('ints');

/** Another row named by its slug or key; the table stores its id in `column`. */
export function ref<const O extends { column: string; pattern?: RegExp; inputDescription?: string }>(
  target: RefTarget,
  options: O,
): Field<string, never, true, 'ref'> {
  return { type: 'ref', role: 'ref', required: true, target, ...options } as never;
}

/** Other rows named by slug or key, stored in a link table; `required`: at least one. */
export function links<
  const O extends { table: string; owner: string; required?: boolean; inputDescription?: string },
>(target: RefTarget, options: O): Field<string[], never, Req<O>, 'links'> {
  const { table, owner, required = false, ...doc } = options;
  const link = { table, owner };
  return { type: 'refs', role: 'links', required, column: null, target, link, ...doc } as never;
}

/**
 * A list of small objects stored as jsonb (`V`: their shape), e.g. a board's PCIe slot
 * counts. `check` says why a value cannot be stored; `graphqlType` names the object type
 * the API shows (its upsert input is `<graphqlType>Input`).
 */
export function json<V, const O extends Common = Record<never, never>>(
  options: O & { check: (value: unknown) => string | null; graphqlType: string },
): Field<V, V, Req<O>, RoleOf<O>> {
  const { check, graphqlType, ...rest } = options;
  return { ...field('json', rest), check, graphqlType } as never;
}

/**
 * A motherboard's PCIe slots (seed shape `S`, fact shape `F`), stored as pcie_slot rows.
 * Optional where a layout may be unknown: the facts then hold an empty list.
 */
export function slots<S, F, const R extends boolean = true>(
  options: { required?: R; inputDescription?: string } = {},
): Field<S, F, R, 'slots'> {
  const { required = true, ...doc } = options;
  return { type: 'slots', role: 'slots', required, column: null, ...doc } as never;
}

// ---- Types derived from a definition ------------------------------------------------

type Flat<T> = { [K in keyof T]: T[K] } & {};
type KeysWhere<Fs, Match> = { [K in keyof Fs]: Fs[K] extends Match ? K : never }[keyof Fs];
type SeedValue<F> = F extends Field<infer V, unknown, boolean, FieldRole> ? V : never;
type FactValue<F> = F extends Field<unknown, infer V, boolean, FieldRole> ? V : never;
type InputRole = 'fact' | 'prose' | 'observed' | 'ref' | 'links' | 'slots';
type StoredRole = 'fact' | 'prose' | 'derived' | 'observed' | 'imported';

/** A seed or validated import/edit row: what a writer takes (refs by slug or key). */
export type SeedOf<Fs> = Flat<
  { [K in KeysWhere<Fs, Field<unknown, unknown, true, InputRole>>]: SeedValue<Fs[K]> } & {
    [K in KeysWhere<Fs, Field<unknown, unknown, false, InputRole>>]?: SeedValue<Fs[K]>;
  }
>;

/** The stored fields as a read returns them: unknown values are null, refs are ids. */
export type RowOf<Fs> = Flat<
  { [K in KeysWhere<Fs, Field<unknown, unknown, true, StoredRole>>]: Plain<SeedValue<Fs[K]>> } & {
    [K in KeysWhere<Fs, Field<unknown, unknown, false, StoredRole>>]: Plain<SeedValue<Fs[K]>> | null;
  } & { [K in KeysWhere<Fs, Field<unknown, unknown, boolean, 'ref'>> as `${K & string}Id`]: number }
>;

/**
 * What the rules see: facts and derived values; a missing optional fact is absent or null.
 * Slots are always a list (empty when the layout is not on record).
 */
export type FactsOf<Fs> = Flat<
  {
    [K in KeysWhere<Fs, Field<unknown, unknown, true, 'fact' | 'derived' | 'observed'>>]: FactValue<Fs[K]>;
  } & {
    [K in KeysWhere<Fs, Field<unknown, unknown, boolean, 'slots'>>]: FactValue<Fs[K]>;
  } & {
    [K in KeysWhere<Fs, Field<unknown, unknown, false, 'fact' | 'derived' | 'observed'>>]?: FactValue<
      Fs[K]
    > | null;
  }
>;

// ---- Runtime definitions -------------------------------------------------------------

/** A whole-row check beyond single fields; returns the problem and the field it names. */
export type RowCheck = (row: Record<string, unknown>) => { field: string; reason: string } | null;

export interface TableDefinition<Fs extends Fields = Fields> {
  /** The table rows are written to and read from. */
  readonly table: string;
  readonly fields: Fs;
  /** Fields that identify a row (its natural key): writes update the row they match. */
  readonly key: readonly string[];
  /** Columns every row of this definition holds a fixed value in (a component's kind). */
  readonly fixed: Readonly<Record<string, string>>;
  /** How messages name a row, e.g. `component "nvidia-geforce-rtx-3090"`. */
  describe(row: Record<string, unknown>): string;
  /** Whole-row checks of validation (threads >= cores, one of two prices...). */
  readonly checks: readonly RowCheck[];
  /** Writing a row of this table changes what the catalog derives (relative performance). */
  readonly derives: boolean;
  /** Normalises a row before it is stored (a month-only date becomes the 1st of the month). */
  prepare(row: Record<string, unknown>): Record<string, unknown>;
}

/** camelCase -> snake_case: memoryBandwidthGBs -> memory_bandwidth_gbs, fp32Tflops -> fp32_tflops. */
export function columnName(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Resolves every stored field's column and returns the finished definition. */
export function defineTable<const Fs extends Fields>(spec: {
  table: string;
  fields: Fs;
  key: readonly (keyof Fs & string)[];
  fixed?: Record<string, string>;
  /** Default: the table and the key's first field, `source "dettmers-which-gpu-2020"`. */
  describe?: (row: Record<string, unknown>) => string;
  checks?: readonly RowCheck[];
  derives?: boolean;
  prepare?: (row: Record<string, unknown>) => Record<string, unknown>;
}): TableDefinition<Fs> {
  const fields = Object.fromEntries(
    Object.entries(spec.fields).map(([name, f]) => {
      const stored = f.role !== 'links' && f.role !== 'slots';
      return [name, { ...f, column: stored ? (f.column ?? columnName(name)) : null }];
    }),
  ) as unknown as Fs;
  return {
    table: spec.table,
    fields,
    key: spec.key,
    fixed: spec.fixed ?? {},
    describe: spec.describe ?? ((row) => `${spec.table} "${String(row[spec.key[0]])}"`),
    checks: spec.checks ?? [],
    derives: spec.derives ?? false,
    prepare: spec.prepare ?? ((row) => row),
  };
}

/** [field, column] of every stored field (values, prose and derived; not refs or links). */
export function storedColumns(definition: TableDefinition): [field: string, column: string][] {
  return Object.entries(definition.fields).flatMap(([name, f]) =>
    f.column !== null && f.role !== 'ref' ? [[name, f.column] as [string, string]] : [],
  );
}

/** Fields an import, edit or seed row may carry (everything but derived and imported values). */
export function inputFields(definition: TableDefinition): [name: string, field: AnyField][] {
  return Object.entries(definition.fields).filter(([, f]) => f.role !== 'derived' && f.role !== 'imported');
}
