import { Kind, parse, type DocumentNode } from 'graphql';
import {
  COMPONENT_DEFINITIONS,
  COMPONENT_KINDS,
  TYPENAME_BY_KIND,
  inputFields,
  type AnyField,
  type ComponentKind,
  type TableDefinition,
} from '../catalog/fields';

/**
 * The SDL that follows from the field definitions (src/catalog/fields), which `npm run
 * codegen` writes to schema/generated/ (scripts/generate-schema.ts):
 * - every component kind's upsert input (GpuInput ...). GraphQL has no input interfaces, so
 *   written by hand each input would repeat the common fields (slug, name, prices, sources)
 *   and every field would be typed once more next to its definition;
 * - the component kinds of SearchHitKind, whose values are ComponentKind's.
 * Nothing is described twice: an input field takes the description of its object type's
 * field (GpuInput.vramGb that of Gpu.vramGb), a search kind that of its ComponentKind value.
 * Only refs, link lists and slots, where the object type shows rows and the input takes
 * slugs, keys or slot objects, are described by their definition (`inputDescription`).
 */

export const GENERATED_HEADER = `# GENERATED FILE, do not edit: \`npm run codegen\` writes it (scripts/generate-schema.ts).
# Upsert inputs come from the field definitions in src/catalog/fields, each field described
# by its object type's field in schema/*.graphql (refs and lists of rows by the definition's
# inputDescription); SearchHitKind's component kinds are ComponentKind's. Change those and
# run \`npm run codegen\`; \`npm run codegen:check\` (CI) fails while this file is stale.`;

/** Every input that names a row by its version to update it (compare-and-set). */
export const VERSION_DESCRIPTION =
  'The version you read; required to update, omitted to create. A stale version is CONFLICT.';

/**
 * Updates are partial, so only the fields that name the row are non-null; the other required
 * fields are checked on create (the service names each missing one), which their description says.
 */
export const REQUIRED_TO_CREATE = 'Required to create.';

/** One generated upsert input. */
export interface InputSpec {
  /** The input type, e.g. GpuInput. */
  name: string;
  description: string;
  definition: TableDefinition;
  /** The object type whose field descriptions the input's fields take, e.g. Gpu. */
  objectType: string;
}

/** What each kind's input calls the row in its description: "A GPU to create ...". */
const INPUT_NOUN = {
  GPU: 'GPU',
  CPU: 'CPU',
  MOTHERBOARD: 'motherboard',
  MEMORY: 'memory kit',
  PSU: 'PSU',
  STORAGE: 'drive',
  CASE: 'case',
  COOLER: 'CPU cooler',
  GRAPHICS_CARD: 'graphics card',
  UNIFIED_MEMORY_SYSTEM: 'unified-memory machine',
  GPU_SERVER: 'GPU server',
} as const satisfies Record<ComponentKind, string>;

export const COMPONENT_INPUTS: readonly InputSpec[] = COMPONENT_KINDS.map((kind) => ({
  name: `${TYPENAME_BY_KIND[kind]}Input`,
  description: `A ${INPUT_NOUN[kind]} to create (every required field) or update (by slug; only the fields given change, null clears one).`,
  definition: COMPONENT_DEFINITIONS[kind] as TableDefinition,
  objectType: TYPENAME_BY_KIND[kind],
}));

/**
 * The descriptions the SDL gives, by `Type.field` for object type fields and `Enum.VALUE`
 * for enum values, definitions and extensions alike.
 */
export function sdlDescriptions(document: DocumentNode): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const node of document.definitions) {
    if (node.kind === Kind.OBJECT_TYPE_DEFINITION || node.kind === Kind.OBJECT_TYPE_EXTENSION) {
      for (const field of node.fields ?? [])
        if (field.description)
          descriptions.set(`${node.name.value}.${field.name.value}`, field.description.value);
    }
    if (node.kind === Kind.ENUM_TYPE_DEFINITION || node.kind === Kind.ENUM_TYPE_EXTENSION) {
      for (const value of node.values ?? [])
        if (value.description)
          descriptions.set(`${node.name.value}.${value.name.value}`, value.description.value);
    }
  }
  return descriptions;
}

/** The GraphQL type an upsert input gives a field (before a non-null marker). */
export function inputTypeOf(field: AnyField): string {
  switch (field.type) {
    case 'text':
      return field.enum?.name ?? 'String';
    case 'texts':
      return `[${field.enum?.name ?? 'String'}!]`;
    case 'date':
    case 'ref':
      return 'String';
    case 'refs':
      return '[String!]';
    case 'int':
      return 'Int';
    case 'ints':
      return '[Int!]';
    case 'float':
      return 'Float';
    case 'bool':
      return 'Boolean';
    case 'json':
      return `[${field.graphqlType}Input!]`;
    case 'slots':
      return '[PcieSlotInput!]';
  }
}

/** A description as the hand-written SDL spells it: one quoted line, or a block. */
function described(text: string, indent: string): string[] {
  if (!text.includes('\n')) return [`${indent}${JSON.stringify(text)}`];
  const lines = text.split('\n').map((line) => (line ? `${indent}${line.replace(/"""/g, '\\"""')}` : ''));
  return [`${indent}"""`, ...lines, `${indent}"""`];
}

/** Where an input field's description comes from; throws naming what to add when there is none. */
function inputFieldDescription(
  spec: InputSpec,
  name: string,
  field: AnyField,
  descriptions: ReadonlyMap<string, string>,
): string {
  const rows = field.role === 'ref' || field.role === 'links' || field.role === 'slots';
  const own = field.inputDescription ?? (rows ? undefined : descriptions.get(`${spec.objectType}.${name}`));
  if (!own)
    throw new Error(
      rows
        ? `${spec.name}.${name}: give the definition's ${name} an inputDescription (what the input takes)`
        : `${spec.name}.${name}: ${spec.objectType}.${name} needs a description in schema/*.graphql`,
    );
  const createOnly = field.required && !spec.definition.key.includes(name);
  return createOnly ? `${own} ${REQUIRED_TO_CREATE}` : own;
}

/**
 * One upsert input: the definition's input fields in its order, `version` after the key
 * (what names the row). Key fields that are required are non-null; everything else is
 * nullable so an update can leave it out (or clear it with null).
 */
export function inputSdl(spec: InputSpec, descriptions: ReadonlyMap<string, string>): string {
  const { key } = spec.definition;
  const lines = [...described(spec.description, ''), `input ${spec.name} {`];
  const fields = inputFields(spec.definition);
  const lastKey = Math.max(...fields.map(([name], i) => (key.includes(name) ? i : -1)));
  fields.forEach(([name, field], i) => {
    const nonNull = field.required && key.includes(name);
    lines.push(...described(inputFieldDescription(spec, name, field, descriptions), '  '));
    lines.push(`  ${name}: ${inputTypeOf(field)}${nonNull ? '!' : ''}`);
    if (i === lastKey) lines.push(...described(VERSION_DESCRIPTION, '  '), '  version: Int');
  });
  lines.push('}');
  return lines.join('\n');
}

/** SearchHitKind's component kinds: every kind, described as ComponentKind describes it. */
function searchHitKindsSdl(descriptions: ReadonlyMap<string, string>): string {
  const values = COMPONENT_KINDS.flatMap((kind) => {
    const description = descriptions.get(`ComponentKind.${kind}`);
    if (!description)
      throw new Error(`ComponentKind.${kind} needs a value with a description in schema/*.graphql`);
    return [...described(description, '  '), `  ${kind}`];
  });
  return ['extend enum SearchHitKind {', ...values, '}'].join('\n');
}

/** The generated SDL file's content, from the hand-written SDL (schema/*.graphql). */
export function generateSdl(handWritten: string): string {
  const descriptions = sdlDescriptions(parse(handWritten));
  const parts = [
    ...COMPONENT_INPUTS.map((spec) => inputSdl(spec, descriptions)),
    searchHitKindsSdl(descriptions),
  ];
  return `${GENERATED_HEADER}\n\n${parts.join('\n\n')}\n`;
}
