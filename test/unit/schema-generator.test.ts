import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isNonNullType,
  parse,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
} from 'graphql';
import {
  COMPONENT_KINDS,
  TYPENAME_BY_KIND,
  bool,
  closedSet,
  date,
  defineTable,
  float,
  importKindOf,
  int,
  json,
  links,
  ref,
  text,
  texts,
  type TableDefinition,
} from '../../src/catalog/fields';
import { validateRow } from '../../src/catalog/validation';
import {
  GENERATED_SCHEMA_FILE,
  loadHandWrittenTypeDefs,
  loadTypeDefs,
  projectRoot,
} from '../../src/graphql/schema';
import {
  REQUIRED_TO_CREATE,
  VERSION_DESCRIPTION,
  generateSdl,
  inputSdl,
  sdlDescriptions,
  type InputSpec,
} from '../../src/graphql/schema-generator';

/** A made-up table with one field of every kind the generator types differently. */
const SHADE = closedSet('Shade', { LIGHT: 'light', DARK: 'dark' });
const WIDGET = defineTable({
  table: 'widget',
  key: ['slug'],
  describe: (row) => `widget "${row.slug}"`,
  fields: {
    slug: text({ required: true }),
    name: text({ required: true }),
    shade: text({ enum: SHADE }),
    shades: texts({ enum: SHADE }),
    labels: texts(),
    weightKg: float({ min: 0 }),
    legs: int({ required: true }),
    foldable: bool(),
    madeOn: date(),
    parts: json<unknown[]>({ check: () => null, graphqlType: 'WidgetPart' }),
    maker: ref('component', { column: 'maker_id', inputDescription: 'Slug of the maker.' }),
    sources: links('source', {
      table: 'widget_source',
      owner: 'widget_id',
      inputDescription: 'Source keys.',
    }),
    score: float({ role: 'derived' }),
    externalId: text({ role: 'imported' }),
  },
});

const WIDGET_SDL = `
  type Widget {
    "Stable key."
    slug: String!
    "The widget's name."
    name: String!
    "Light or dark."
    shade: Shade
    "Every shade it comes in."
    shades: [Shade!]
    """
    Free labels,
    one per line.
    """
    labels: [String!]
    "Mass in kg."
    weightKg: Float
    "How many legs."
    legs: Int!
    "Whether it folds."
    foldable: Boolean
    "When it was made."
    madeOn: String
    "Its parts."
    parts: [WidgetPart!]
    "Who made it."
    maker: Gpu!
    "Where the figures come from."
    sources: [Source!]!
  }`;

const spec = (definition: TableDefinition = WIDGET): InputSpec => ({
  name: 'WidgetInput',
  description: 'A widget to create or update.',
  definition,
  objectType: 'Widget',
});

/** The generated input, built into a schema so its types and descriptions read as a client sees them. */
function widgetInput(sdl = WIDGET_SDL): GraphQLInputObjectType {
  const input = inputSdl(spec(), sdlDescriptions(parse(sdl)));
  const schema = buildSchema(
    `enum Shade { LIGHT DARK } input WidgetPartInput { n: Int } type Query { x: Int }\n${input}`,
  );
  return schema.getType('WidgetInput') as GraphQLInputObjectType;
}

describe('inputSdl: an upsert input from a definition', () => {
  const fields = widgetInput().getFields();

  it('has the input fields in definition order and version after the key, without derived or imported values', () => {
    expect(Object.keys(fields)).toEqual([
      'slug',
      'version',
      'name',
      'shade',
      'shades',
      'labels',
      'weightKg',
      'legs',
      'foldable',
      'madeOn',
      'parts',
      'maker',
      'sources',
    ]);
  });

  it('types each field by its field type, closed set or object type', () => {
    const types = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, String(f.type)]));
    expect(types).toEqual({
      slug: 'String!',
      version: 'Int',
      name: 'String',
      shade: 'Shade',
      shades: '[Shade!]',
      labels: '[String!]',
      weightKg: 'Float',
      legs: 'Int',
      foldable: 'Boolean',
      madeOn: 'String',
      parts: '[WidgetPartInput!]',
      maker: 'String',
      sources: '[String!]',
    });
  });

  it('leaves a required field nullable (updates are partial) and says it is required to create', () => {
    expect(isNonNullType(fields.name.type)).toBe(false);
    expect(fields.name.description).toBe(`The widget's name. ${REQUIRED_TO_CREATE}`);
    expect(fields.legs.description).toBe(`How many legs. ${REQUIRED_TO_CREATE}`);
    // A ref is always required: its own description, then the same note.
    expect(fields.maker.description).toBe(`Slug of the maker. ${REQUIRED_TO_CREATE}`);
    // The key names the row: non-null, and no note (an update needs it too).
    expect(fields.slug.description).toBe('Stable key.');
    expect(fields.weightKg.description).toBe('Mass in kg.');
  });

  it('describes version once for every input, refs and links by their definition, not by the object type', () => {
    expect(fields.version.description).toBe(VERSION_DESCRIPTION);
    expect(fields.sources.description).toBe('Source keys.');
  });

  it('keeps a multi-line description as a block', () => {
    expect(fields.labels.description).toBe('Free labels,\none per line.');
  });

  it('refuses to write an input field the object type does not describe, naming it', () => {
    const undescribed = WIDGET_SDL.replace('"Mass in kg."', '');
    expect(() => widgetInput(undescribed)).toThrow(
      /WidgetInput\.weightKg: Widget\.weightKg needs a description/,
    );
  });

  it('refuses a ref or link list without an inputDescription', () => {
    const bare = defineTable({
      ...WIDGET,
      key: ['slug'],
      fields: { slug: text({ required: true }), owners: links('component', { table: 't', owner: 'o' }) },
    });
    expect(() => inputSdl(spec(bare), sdlDescriptions(parse(WIDGET_SDL)))).toThrow(
      /WidgetInput\.owners: give the definition's owners an inputDescription/,
    );
  });
});

describe('schema/generated', () => {
  it('is what npm run codegen writes from the definitions and the hand-written SDL', () => {
    const committed = readFileSync(path.join(projectRoot(), GENERATED_SCHEMA_FILE), 'utf8');
    expect(committed).toBe(generateSdl(loadHandWrittenTypeDefs()));
  });

  const schema = buildSchema(loadTypeDefs());

  it.each(COMPONENT_KINDS)(
    '%s: the input marks exactly the fields a create must give, and describes the rest as its object type',
    (kind) => {
      const input = schema.getType(`${TYPENAME_BY_KIND[kind]}Input`) as GraphQLInputObjectType;
      const object = schema.getType(TYPENAME_BY_KIND[kind]) as GraphQLObjectType;
      // What validation refuses in a create that gives only the slug.
      const { problems = [] } = validateRow(importKindOf(kind), { slug: 'some-part' });
      const required = problems.map((p) => p.field);
      expect(required.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const field of Object.values(input.getFields())) {
        if (field.name === 'version') continue;
        const description = field.description ?? '';
        const note = required.includes(field.name) ? ` ${REQUIRED_TO_CREATE}` : '';
        if (description.endsWith(` ${REQUIRED_TO_CREATE}`) !== (note !== ''))
          wrong.push(`${field.name}: "${description}" ${note ? 'lacks' : 'has'} the note`);
        // Partial updates: only the slug is non-null.
        if (isNonNullType(field.type) !== (field.name === 'slug'))
          wrong.push(`${field.name} is ${field.type}`);
        // A field the object type shows alike (not a row or a list of rows) has its description.
        const own = object.getFields()[field.name];
        if (
          own &&
          String(own.type).replace(/!$/, '') === String(field.type) &&
          description !== own.description + note
        )
          wrong.push(
            `${field.name}: "${description}", not ${object.name}.${field.name}'s "${own.description}"`,
          );
      }
      expect(wrong).toEqual([]);
    },
  );

  it('SearchHitKind lists every component kind in order, described as ComponentKind describes it', () => {
    const hits = schema.getType('SearchHitKind') as GraphQLEnumType;
    const kinds = schema.getType('ComponentKind') as GraphQLEnumType;
    expect(isEnumType(hits)).toBe(true);
    const hitValues = hits.getValues().filter((v) => kinds.getValue(v.name));
    expect(hitValues.map((v) => v.name)).toEqual(COMPONENT_KINDS);
    expect(hitValues.map((v) => v.description)).toEqual(
      COMPONENT_KINDS.map((kind) => kinds.getValue(kind)!.description),
    );
    expect(hits.getValues().map((v) => v.name)).toEqual([
      'GUIDANCE',
      'USE_CASE',
      'MODEL',
      ...COMPONENT_KINDS,
    ]);
  });
});
