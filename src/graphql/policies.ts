import { Kind, parse, type ConstDirectiveNode, type ConstValueNode, type DocumentNode } from 'graphql';
import { loadTypeDefs } from './schema';

/**
 * Each root field's policy, as its `@policy` directive in the SDL declares it
 * (schema/policies.graphql): read here once, and by the response cache (cache), the query
 * cost limit (work, limits/rules-work.ts) and the MCP server (mcp). A root field without a
 * policy fails the schema test, so a new field is never silently uncached or unpriced.
 */
export const CACHE_POLICIES = ['CATALOG', 'NONE'] as const;
export type CachePolicy = (typeof CACHE_POLICIES)[number];
export const WORK_PRICES = [
  'NONE',
  'RULES_CALL',
  'BUILD_CHECK',
  'RECOMMEND_BUILD',
  'MEMORY_ESTIMATE',
  'MODEL_SEARCH',
  'SEARCH',
  'ASK',
] as const;
export type WorkPrice = (typeof WORK_PRICES)[number];

export interface RootFieldPolicy {
  /** `Query` or `Mutation`. */
  readonly operation: 'Query' | 'Mutation';
  readonly field: string;
  readonly cache: CachePolicy;
  readonly work: WorkPrice;
  /** The MCP tools that answer the same question. */
  readonly mcp: readonly string[];
  /** An unpaginated list answering a whole table: the most items it holds (the cost limit's count). */
  readonly listSize: number | null;
}

const ROOT_TYPES = new Set(['Query', 'Mutation']);

function argument(directive: ConstDirectiveNode, name: string): ConstValueNode | undefined {
  return directive.arguments?.find((a) => a.name.value === name)?.value;
}

function enumArgument<T extends string>(
  directive: ConstDirectiveNode,
  name: string,
  values: readonly T[],
  fallback: T | undefined,
  where: string,
): T {
  const value = argument(directive, name);
  const text = value?.kind === Kind.ENUM ? value.value : value === undefined ? fallback : undefined;
  if (text === undefined || !values.includes(text as T)) {
    throw new Error(`${where}: @policy(${name}:) must be one of ${values.join(', ')}`);
  }
  return text as T;
}

/** Every root field's policy in `document` (the SDL), by field name; throws on a malformed one. */
export function readPolicies(document: DocumentNode): Map<string, RootFieldPolicy> {
  const policies = new Map<string, RootFieldPolicy>();
  for (const definition of document.definitions) {
    if (
      (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) ||
      !ROOT_TYPES.has(definition.name.value)
    )
      continue;
    const operation = definition.name.value as RootFieldPolicy['operation'];
    for (const field of definition.fields ?? []) {
      const where = `${operation}.${field.name.value}`;
      const directive = field.directives?.find((d) => d.name.value === 'policy');
      if (!directive) continue;
      const mcp = argument(directive, 'mcp');
      const listSize = argument(directive, 'listSize');
      if (listSize !== undefined && (listSize.kind !== Kind.INT || Number(listSize.value) < 1))
        throw new Error(`${where}: @policy(listSize:) must be a positive integer`);
      policies.set(field.name.value, {
        operation,
        field: field.name.value,
        cache: enumArgument(directive, 'cache', CACHE_POLICIES, undefined, where),
        work: enumArgument(directive, 'work', WORK_PRICES, 'NONE', where),
        mcp:
          mcp?.kind === Kind.LIST
            ? mcp.values.map((v) => (v.kind === Kind.STRING ? v.value : ''))
            : mcp?.kind === Kind.STRING
              ? [mcp.value]
              : [],
        listSize: listSize?.kind === Kind.INT ? Number(listSize.value) : null,
      });
    }
  }
  return policies;
}

let loaded: Map<string, RootFieldPolicy> | undefined;

/** The policies of the API's own schema, read once per process. */
export function rootFieldPolicies(): ReadonlyMap<string, RootFieldPolicy> {
  return (loaded ??= readPolicies(parse(loadTypeDefs())));
}

/** The policy of root field `name` (Query and Mutation share no field name); undefined for none. */
export function policyOf(name: string): RootFieldPolicy | undefined {
  return rootFieldPolicies().get(name);
}
