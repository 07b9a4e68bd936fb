import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  validate,
  type OperationDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {
  QUERY_LIMITS,
  checkExpandedFields,
  checkTokenLimit,
  createLimitRules,
  fragmentMap,
  operationWeight,
} from '../src/graphql/limits';
import { loadTypeDefs } from '../src/graphql/schema';

/**
 * The heaviest read each root field admits (issue 24): for every root field that reads the
 * catalog, a document built from the schema itself (every leaf field of every type through
 * fragments, relations nested a few levels, as many aliases as fit) and the variant that
 * costs the most while passing every query limit: tokens, depth, aliases, directives,
 * repeats, expanded fields and cost. The rules operations keep their own hand-built worst
 * cases (worst.ts), whose inputs matter more than their selections.
 */

/** Arguments a root field needs, per alias `i`, from the catalog the bench reads first. */
export interface ReadCatalog {
  gpuSlugs: string[];
  componentIds: string[];
  useCaseSlugs: string[];
  modelSlugs: string[];
  savedBuildId: string | null;
}

/** The card powerLimitTradeoff is asked about (in the seeds, so in every bench catalog). */
const POWER_LIMIT_GPU = 'nvidia-geforce-rtx-3090';
/** Page size every paginated field asks for: the services' cap. */
const PAGE = QUERY_LIMITS.maxPageSize;
/** Relation levels tried below a root field, deepest first. */
const LEVELS = [3, 2, 1, 0];
/** Root fields that are not catalog reads (rules: worst.ts; keys: admin only). */
const SKIPPED = new Set([
  'checkBuild',
  'recommendGpus',
  'recommendBuild',
  'compareCloudVsDesktop',
  'estimateMemory',
  'search',
  'apiKeys',
]);

const json = (value: unknown) => JSON.stringify(value);

/** Arguments of root field `name` for alias `i`, or null when the catalog lacks what it needs. */
function rootArguments(name: string, i: number, catalog: ReadCatalog): string | null {
  const pick = (values: string[]) => (values.length ? values[i % values.length] : null);
  switch (name) {
    case 'node':
      return pick(catalog.componentIds) && `(id: ${json(pick(catalog.componentIds))})`;
    case 'component':
      return pick(catalog.gpuSlugs) && `(slug: ${json(pick(catalog.gpuSlugs))})`;
    case 'useCase':
      return pick(catalog.useCaseSlugs) && `(slug: ${json(pick(catalog.useCaseSlugs))})`;
    case 'model':
      return pick(catalog.modelSlugs) && `(slug: ${json(pick(catalog.modelSlugs))})`;
    case 'savedBuild':
      return catalog.savedBuildId && `(id: ${json(catalog.savedBuildId)})`;
    case 'powerLimitTradeoff':
      // One card with a wide power-limit range (an RTX 3090 takes 100-350 W), each alias its own limit.
      return `(gpuSlug: ${json(POWER_LIMIT_GPU)}, limitW: ${250 + i})`;
    case 'components':
    case 'gpus':
    case 'guidance':
    case 'benchmarks':
    case 'cloudOfferings':
    case 'models':
      // Each alias its own page size: no two aliases are the same read.
      return `(first: ${PAGE - i})`;
    default:
      return '';
  }
}

/** The node type of a Relay connection type, or null for any other type. */
function connectionNode(type: GraphQLNamedType): GraphQLNamedType | null {
  if (!isObjectType(type) || !type.name.endsWith('Connection')) return null;
  const edge = type.getFields().edges && getNamedType(type.getFields().edges.type);
  const node = edge && isObjectType(edge) ? edge.getFields().node : undefined;
  return node ? getNamedType(node.type) : null;
}

const NONE: ReadonlySet<string> = new Set();

/** Whether `field` can be selected without arguments. */
const needsNoArguments = (field: GraphQLField<unknown, unknown>) =>
  field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);

/**
 * Fragments of every leaf field (`T0`) and of relations nested `level` deep (`Tn`), for the
 * types reachable from a root field. A connection relation asks for a full page; abstract
 * types spread each possible type's fragment.
 */
class Fragments {
  private readonly texts = new Map<string, string>();

  constructor(private readonly schema: GraphQLSchema) {}

  /**
   * `...T<level>`; under an abstract type, `...T<level>x`, without the fields other possible
   * types have under the same name with another type (graphql-js refuses to merge them).
   */
  spread(type: GraphQLNamedType, level: number, conflicting: ReadonlySet<string> = NONE): string {
    const name = `${type.name}${level}${conflicting.size ? 'x' : ''}`;
    if (!this.texts.has(name)) {
      this.texts.set(name, ''); // a cycle through this fragment ends here
      this.texts.set(name, `fragment ${name} on ${type.name} { ${this.body(type, level, conflicting)} }`);
    }
    return `...${name}`;
  }

  /** Field names two possible types of `type` give different types. */
  private conflicts(type: GraphQLNamedType): Set<string> {
    const seen = new Map<string, string>();
    const conflicting = new Set<string>();
    for (const possible of isAbstractType(type) ? this.schema.getPossibleTypes(type) : []) {
      for (const field of Object.values(possible.getFields())) {
        const known = seen.get(field.name);
        if (known !== undefined && known !== String(field.type)) conflicting.add(field.name);
        seen.set(field.name, String(field.type));
      }
    }
    return conflicting;
  }

  private body(type: GraphQLNamedType, level: number, conflicting: ReadonlySet<string>): string {
    if (isAbstractType(type)) {
      const own = isObjectType(type) ? [] : this.leaves(type);
      const clashes = this.conflicts(type);
      const possible = this.schema.getPossibleTypes(type).map((t) => this.spread(t, level, clashes));
      return [...own, ...possible].join(' ') || '__typename';
    }
    const parts = this.leaves(type).filter((field) => !conflicting.has(field));
    if (level > 0 && (isObjectType(type) || isInterfaceType(type))) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        const inner = getNamedType(field.type);
        if (!isCompositeType(inner) || !needsNoArguments(field) || conflicting.has(field.name)) continue;
        const node = connectionNode(inner);
        if (node) {
          parts.push(`${field.name}(first: ${PAGE}) { edges { node { ${this.spread(node, level - 1)} } } }`);
        } else {
          parts.push(`${field.name} { ${this.spread(inner, level - 1)} }`);
        }
      }
    }
    return parts.join(' ') || '__typename';
  }

  private leaves(type: GraphQLNamedType): string[] {
    if (!('getFields' in type)) return [];
    return Object.values(type.getFields())
      .filter((field) => !isCompositeType(getNamedType(field.type)) && needsNoArguments(field))
      .map((field) => field.name);
  }

  all(): string {
    return [...this.texts.values()].join('\n');
  }
}

/** The document for `aliases` aliases of root field `name` with relations `level` deep. */
export function documentFor(
  schema: GraphQLSchema,
  name: string,
  level: number,
  aliases: number,
  catalog: ReadCatalog,
): string | null {
  const field = schema.getQueryType()!.getFields()[name];
  const type = getNamedType(field.type);
  const fragments = new Fragments(schema);
  const selections: string[] = [];
  for (let i = 0; i < aliases; i++) {
    const args = rootArguments(name, i, catalog);
    if (args === null) return null;
    const node = connectionNode(type);
    const selection = node
      ? `{ totalCount edges { cursor node { ${fragments.spread(node, level)} } } pageInfo { hasNextPage endCursor } }`
      : isCompositeType(type)
        ? `{ ${fragments.spread(type, level)} }`
        : '';
    selections.push(`${aliases > 1 ? `a${i}: ` : ''}${name}${args} ${selection}`);
  }
  return `query Worst${name} { ${selections.join(' ')} }\n${fragments.all()}`;
}

/**
 * Whether every query limit admits `text`, and how heavy it is: its cost (the rows it may
 * return) plus the fields it may resolve.
 */
export function admitted(schema: GraphQLSchema, text: string): { ok: boolean; weight: number } {
  if (checkTokenLimit(text) || checkExpandedFields(text)) return { ok: false, weight: 0 };
  const document = parse(text);
  if (validate(schema, document).length || validate(schema, document, createLimitRules()).length) {
    return { ok: false, weight: 0 };
  }
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  const { nodes, fields } = operationWeight(
    operation as OperationDefinitionNode,
    fragmentMap(document),
    {},
    schema,
    QUERY_LIMITS,
  );
  return {
    ok: nodes <= QUERY_LIMITS.maxCost && fields <= QUERY_LIMITS.maxResolvedFields,
    weight: nodes + fields,
  };
}

export interface WorstRead {
  field: string;
  query: string;
  /** Cost plus expanded fields (see `admitted`). */
  weight: number;
  level: number;
  aliases: number;
}

/**
 * For each catalog root field, the heaviest admitted document: for each relation depth,
 * the most aliases that still pass (found by bisection: admitting is monotone in the
 * aliases), then the heaviest of the depths.
 */
export function worstReads(catalog: ReadCatalog): WorstRead[] {
  const schema = buildSchema(loadTypeDefs());
  const reads: WorstRead[] = [];
  for (const name of Object.keys(schema.getQueryType()!.getFields())) {
    if (SKIPPED.has(name)) continue;
    let best: WorstRead | null = null;
    for (const level of LEVELS) {
      let low = 0;
      let high = QUERY_LIMITS.maxAliases;
      let found: WorstRead | null = null;
      while (low < high) {
        const aliases = Math.ceil((low + high) / 2);
        const query = documentFor(schema, name, level, aliases, catalog);
        const verdict = query ? admitted(schema, query) : { ok: false, weight: 0 };
        if (verdict.ok && query) {
          low = aliases;
          found = { field: name, query, weight: verdict.weight, level, aliases };
        } else {
          high = aliases - 1;
        }
      }
      if (found && (!best || found.weight > best.weight)) best = found;
    }
    if (best) reads.push(best);
  }
  return reads;
}
