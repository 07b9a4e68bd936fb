import {
  buildSchema,
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLType,
} from 'graphql';
import {
  BENCHMARK,
  CLOUD_OFFERING,
  COMPONENT_DEFINITIONS,
  COMPONENT_KINDS,
  GUIDANCE,
  MODEL,
  PCIE_SLOT,
  PRICE_OBSERVATION,
  SEARCH_SYNONYM,
  SOFTWARE_SUPPORT,
  SOURCE,
  TYPENAME_BY_KIND,
  USE_CASE,
  inputFields,
  type AnyField,
  type TableDefinition,
} from '../../src/catalog/fields';
import { benchmarkRows } from '../../src/db/rows/benchmark';
import { cloudOfferingRows } from '../../src/db/rows/cloud-offering';
import { COMPONENT_COLUMNS, componentRowFields } from '../../src/db/rows/component';
import { guidanceRows } from '../../src/db/rows/guidance';
import { modelRows } from '../../src/db/rows/model';
import { pcieSlotRows } from '../../src/db/rows/pcie-slot';
import { priceObservationRows } from '../../src/db/rows/price-observation';
import { softwareSupportRows } from '../../src/db/rows/software-support';
import type { RowShape } from '../../src/db/rows/row-shape';
import { sourceRows } from '../../src/db/rows/source';
import { useCaseRows } from '../../src/db/rows/use-case';
import { resolvers } from '../../src/graphql/resolvers';
import { loadTypeDefs } from '../../src/graphql/schema';
import { RELATIONS } from '../../src/read-model';
import { suiteDatabase } from '../support/database';

/**
 * One definition per field (src/catalog/fields) is only true if the other places a field
 * appears agree with it: the GraphQL type (schema/*.graphql), its upsert input, and the
 * table (the migrations). Adding a field means the definition, the object type's SDL and a
 * migration; this test names whichever was forgotten. The component kinds' inputs are
 * generated (schema/generated/, src/graphql/schema-generator.ts; test/unit/schema-generator
 * checks the committed file is current), so for them the input check below is an
 * independent reading of what the generator must write; the other inputs are hand-written.
 */

const schema = buildSchema(loadTypeDefs());
const db = suiteDatabase();
let columns: Map<string, Map<string, { type: string; nullable: boolean; hasDefault: boolean }>>;

beforeAll(async () => {
  const rows: {
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
  }[] = await db().dataSource.query(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  columns = new Map();
  for (const row of rows) {
    const table = columns.get(row.table_name) ?? new Map();
    columns.set(row.table_name, table);
    const type = row.data_type === 'ARRAY' ? row.udt_name : row.data_type;
    table.set(row.column_name, {
      type,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
    });
  }
});

/** The column type each field type is stored as. */
const COLUMN_TYPE: Record<AnyField['type'], string | null> = {
  text: 'text',
  date: 'date',
  int: 'integer',
  float: 'double precision',
  bool: 'boolean',
  texts: '_text',
  ints: '_int4',
  json: 'jsonb',
  ref: 'integer',
  refs: null,
  slots: null,
};

/** The GraphQL type an upsert input gives each field type (named type, list or not). */
const INPUT_TYPE: Record<AnyField['type'], string> = {
  text: 'String',
  date: 'String',
  int: 'Int',
  float: 'Float',
  bool: 'Boolean',
  texts: '[String]',
  ints: '[Int]',
  // A list of objects: the field's own GraphQL type (see jsonShape).
  json: '[]',
  ref: 'String',
  refs: '[String]',
  slots: '[PcieSlotInput]',
};

/**
 * The GraphQL type of a field: a list field's own object type (its input on inputs), its
 * closed set's enum, else the type of its field type.
 */
function inputType(field: AnyField, input = true): string {
  if (field.type === 'json') return `[${field.graphqlType}${input ? 'Input' : ''}]`;
  if (!field.enum) return INPUT_TYPE[field.type];
  return field.type === 'texts' ? `[${field.enum.name}]` : field.enum.name;
}

/** What a GraphQL type reads as, ignoring non-null markers: `Float`, `[String]`. */
function shape(type: GraphQLType): string {
  const nullable = getNullableType(type);
  return isListType(nullable) ? `[${getNamedType(nullable).name}]` : getNamedType(nullable).name;
}

/** Stored fields a GraphQL type shows with the same name and type as the definition. */
const isStored = (field: AnyField) =>
  field.role === 'fact' ||
  field.role === 'prose' ||
  field.role === 'derived' ||
  field.role === 'observed' ||
  field.role === 'imported';

/** The GraphQL types, upsert inputs and resolvers of every defined table the API shows. */
const API_TYPES: [name: string, definition: TableDefinition, type: string, input: string | null][] = [
  ...COMPONENT_KINDS.map(
    (kind) =>
      [
        kind,
        COMPONENT_DEFINITIONS[kind] as TableDefinition,
        TYPENAME_BY_KIND[kind],
        `${TYPENAME_BY_KIND[kind]}Input`,
      ] as [string, TableDefinition, string, string],
  ),
  ['source', SOURCE, 'Source', 'SourceInput'],
  ['benchmark', BENCHMARK, 'Benchmark', 'BenchmarkInput'],
  ['cloud offering', CLOUD_OFFERING, 'CloudOffering', 'CloudOfferingInput'],
  ['use case', USE_CASE, 'UseCase', null],
  ['guidance', GUIDANCE, 'Guidance', 'GuidanceInput'],
  ['PCIe slot', PCIE_SLOT, 'PcieSlot', 'PcieSlotInput'],
  ['model', MODEL, 'Model', null],
  ['price observation', PRICE_OBSERVATION, 'PriceObservation', 'PriceObservationInput'],
  ['software support', SOFTWARE_SUPPORT, 'SoftwareSupport', null],
];

const fieldsOf = (shape: RowShape<unknown>) => shape.columns.map(([field]) => field);

/** The fields each type's row (src/db/rows) carries. */
const ROW_FIELDS: Record<string, readonly string[]> = {
  ...Object.fromEntries(COMPONENT_KINDS.map((kind) => [TYPENAME_BY_KIND[kind], componentRowFields(kind)])),
  Source: fieldsOf(sourceRows),
  Benchmark: fieldsOf(benchmarkRows),
  CloudOffering: fieldsOf(cloudOfferingRows),
  UseCase: fieldsOf(useCaseRows),
  Guidance: fieldsOf(guidanceRows),
  PcieSlot: fieldsOf(pcieSlotRows),
  Model: fieldsOf(modelRows),
  PriceObservation: fieldsOf(priceObservationRows),
  SoftwareSupport: fieldsOf(softwareSupportRows),
};

/**
 * The relations the read model holds as properties of each type's rows (src/read-model/relations.ts),
 * a declaration on `Component` counting for every component type.
 */
const COMPONENT_TYPES = new Set<string>(Object.values(TYPENAME_BY_KIND));
const relationsOf = (typeName: string): string[] =>
  RELATIONS.filter(
    (r) => r.owner === typeName || (r.owner === 'Component' && COMPONENT_TYPES.has(typeName)),
  ).map((r) => r.field);

/** Stored fields the API deliberately does not show, and why. */
const NOT_SHOWN: Record<string, string[]> = {
  // Search phrasings: they feed the search vector, they are not part of an answer.
  Guidance: ['keywords'],
  // The optional groups are flat columns, shown grouped as Model.moe, Model.mla,
  // Model.slidingWindow and Model.linearAttention.
  Model: [
    'moeSharedExpertIntermediateSize',
    'linearAttentionLayers',
    'linearKeyHeads',
    'linearValueHeads',
    'linearKeyHeadDim',
    'linearValueHeadDim',
    'linearConvKernel',
    'moeExperts',
    'moeActiveExperts',
    'moeSharedExperts',
    'moeExpertIntermediateSize',
    'moeDenseLayers',
    'mlaKvLoraRank',
    'mlaQLoraRank',
    'mlaQkNopeHeadDim',
    'mlaQkRopeHeadDim',
    'mlaVHeadDim',
    'slidingWindowTokens',
    'slidingWindowLayers',
  ],
};

/**
 * Optional on input, never null in an answer: the definition's prepare() fills it in
 * (observedPrecision, from how observedOn is written), or its resolver answers [] when a
 * row has none (mergedExternalIds).
 */
const ALWAYS_SET: ReadonlySet<string> = new Set(['observedPrecision', 'mergedExternalIds']);

/** Stored as a key, shown as the row it names (a resolver looks it up in the catalog version). */
const SHOWN_AS_ROW: Readonly<Record<string, string>> = { slotLayoutSource: 'Source' };

describe.each(API_TYPES)('%s: definition and SDL agree', (_name, definition, typeName, inputName) => {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const typeResolvers = (resolvers as Record<string, Record<string, unknown> | undefined>)[typeName] ?? {};

  it(`every stored field is a field of ${typeName}, with its type and nullability`, () => {
    const sdl = type.getFields();
    const problems: string[] = [];
    for (const [name, field] of Object.entries(definition.fields)) {
      if (NOT_SHOWN[typeName]?.includes(name)) continue;
      const graphql: GraphQLField<unknown, unknown> | undefined = sdl[name];
      if (!graphql) {
        problems.push(`${name} is defined but not a field of ${typeName}`);
        continue;
      }
      if (!isStored(field)) {
        // Refs, links and slots are other rows: the read model relates them (or a resolver does).
        if (!(name in typeResolvers) && !relationsOf(typeName).includes(name))
          problems.push(`${typeName}.${name} needs a relation (src/read-model/relations.ts) or a resolver`);
        continue;
      }
      if (SHOWN_AS_ROW[name]) {
        if (String(graphql.type) !== SHOWN_AS_ROW[name] || !(name in typeResolvers))
          problems.push(`${typeName}.${name} should be a ${SHOWN_AS_ROW[name]} with a resolver`);
        continue;
      }
      const expected = inputType(field, false);
      if (shape(graphql.type) !== expected)
        problems.push(`${typeName}.${name} is ${graphql.type}, want ${expected}`);
      const required =
        (field.required && field.role !== 'derived' && field.role !== 'imported') || ALWAYS_SET.has(name);
      if (isNonNullType(graphql.type) !== required)
        problems.push(
          `${typeName}.${name} is ${graphql.type} but the field is ${required ? 'required' : 'optional'}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it(`every field of ${typeName} is a field of its row, a relation or has a resolver`, () => {
    const unexplained = Object.keys(type.getFields()).filter(
      (name) =>
        !ROW_FIELDS[typeName].includes(name) &&
        !relationsOf(typeName).includes(name) &&
        !(name in typeResolvers),
    );
    expect(unexplained).toEqual([]);
  });

  if (inputName) {
    it(`${inputName} has exactly the input fields (and version), typed and required alike`, () => {
      const input = schema.getType(inputName) as GraphQLInputObjectType;
      const sdl: Record<string, GraphQLInputField> = input.getFields();
      const wanted = inputFields(definition).map(([name]) => name);
      const versioned = definition !== PCIE_SLOT;
      expect(Object.keys(sdl).sort()).toEqual([...wanted, ...(versioned ? ['version'] : [])].sort());
      const problems = inputFields(definition).flatMap(([name, field]) => {
        const graphql = sdl[name];
        const wrong: string[] = [];
        if (shape(graphql.type) !== inputType(field))
          wrong.push(`${inputName}.${name} is ${graphql.type}, want ${inputType(field)}`);
        // Updates are partial: only a required key field (what names the row) is non-null;
        // a create's other required fields are checked by the service, naming each missing one.
        const nonNull = versioned ? field.required && definition.key.includes(name) : field.required;
        if (isNonNullType(graphql.type) !== nonNull)
          wrong.push(`${inputName}.${name} is ${graphql.type}, want ${nonNull ? 'non-null' : 'nullable'}`);
        return wrong;
      });
      expect(problems).toEqual([]);
    });
  }
});

/** Every defined table and the columns it must hold, by field. */
const TABLES: [name: string, definition: TableDefinition][] = [
  ...COMPONENT_KINDS.map((kind) => [kind, COMPONENT_DEFINITIONS[kind]] as [string, TableDefinition]),
  ['source', SOURCE],
  ['benchmark', BENCHMARK],
  ['cloud offering', CLOUD_OFFERING],
  ['use case', USE_CASE],
  ['guidance', GUIDANCE],
  ['search synonym', SEARCH_SYNONYM],
  ['PCIe slot', PCIE_SLOT],
  ['model', MODEL],
  ['price observation', PRICE_OBSERVATION],
  ['software support', SOFTWARE_SUPPORT],
];

describe.each(TABLES)('%s: definition and table agree', (_name, definition) => {
  it(`every stored field has its column in ${definition.table}, of its type`, () => {
    const table = columns.get(definition.table)!;
    const problems = Object.entries(definition.fields).flatMap(([name, field]) => {
      if (field.column === null) return [];
      const column = table.get(field.column);
      if (!column) return [`${name}: no column ${definition.table}.${field.column}`];
      const type = COLUMN_TYPE[field.type];
      return column.type === type
        ? []
        : [`${name}: ${definition.table}.${field.column} is ${column.type}, want ${type}`];
    });
    expect(problems).toEqual([]);
  });

  // Components share one table, so their kind's required columns are checked per kind below.
  if (definition.table !== 'component') {
    it(`NOT NULL in ${definition.table} exactly where a field is required (or has a default)`, () => {
      const table = columns.get(definition.table)!;
      const problems = Object.entries(definition.fields).flatMap(([name, field]) => {
        if (field.column === null) return [];
        const column = table.get(field.column)!;
        if (field.required && column.nullable) return [`${name} is required but ${field.column} allows NULL`];
        if (!field.required && !column.nullable && !column.hasDefault)
          return [`${name} is optional but ${field.column} is NOT NULL without a default`];
        return [];
      });
      expect(problems).toEqual([]);
    });
  }
});

describe('components: one table for every kind', () => {
  /** Columns that are no kind's field, each with what it is instead. */
  const NOT_FIELDS: Record<string, string> = {
    id: 'identity',
    kind: 'identity: which definition the row follows',
    version: 'bookkeeping: the version an edit must name',
    created_at: 'bookkeeping',
    updated_at: 'bookkeeping',
    name_key: 'search: generated from maker and name',
    search_vector: 'search: generated from the fields',
    model_keys: 'search: generated from maker and name',
    chip_kind: "the kind half of a graphics card's (chip_id, chip_kind) foreign key: always 'GPU'",
    server_gpu_kind:
      "the kind half of a GPU server's (server_gpu_id, server_gpu_kind) foreign key: always 'GPU'",
  };

  it('every column of component is some kind’s field or a listed bookkeeping column', () => {
    const table = [...columns.get('component')!.keys()];
    expect(table.filter((column) => !COMPONENT_COLUMNS.includes(column) && !(column in NOT_FIELDS))).toEqual(
      [],
    );
  });

  it('a field two kinds share has one column and one type', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const kind of COMPONENT_KINDS) {
      for (const [name, field] of Object.entries(
        COMPONENT_DEFINITIONS[kind].fields as Record<string, AnyField>,
      )) {
        const signature = `${field.column}:${field.type}`;
        if (seen.has(name) && seen.get(name) !== signature) problems.push(`${kind}.${name} is ${signature}`);
        seen.set(name, signature);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(COMPONENT_KINDS)(
    '%s: the columns its CHECK requires are exactly its required fields',
    async (kind) => {
      const [{ definition }] = await db().dataSource.query(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = $1`,
        [`${kind.toLowerCase()}_fields`],
      );
      // "vendor IS NOT NULL", or a closed set "form_factor = ANY (...)" that NULL cannot pass.
      const checked = new Set<string>(
        [...(definition as string).matchAll(/\(?(\w+) (?:IS NOT NULL|= ANY)/g)].map((m) => m[1]),
      );
      const table = columns.get('component')!;
      const required = Object.values(COMPONENT_DEFINITIONS[kind].fields as Record<string, AnyField>)
        .filter((f) => f.required && f.column !== null)
        .map((f) => f.column!);
      // Required columns all kinds share are NOT NULL in the table itself.
      const perKind = required.filter((column) => table.get(column)!.nullable);
      expect([...checked].sort()).toEqual(perKind.sort());
      for (const column of required.filter((c) => !perKind.includes(c))) {
        expect(table.get(column)!.nullable).toBe(false);
      }
    },
  );
});
