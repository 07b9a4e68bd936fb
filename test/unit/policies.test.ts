import { buildSchema, parse } from 'graphql';
import { seedSet } from '../../seeds/data';
import { datasetSources } from '../../src/catalog/datasets/dataset-sources';
import { queryCost } from '../../src/graphql/limits';
import { RULES } from '../../src/rules';
import { WEIGHT_FORMATS } from '../../src/rules/calculators/memory';
import { schema as limitsSchema } from './limits/fixtures';
import { CACHE_POLICIES, readPolicies, rootFieldPolicies } from '../../src/graphql/policies';
import { loadTypeDefs } from '../../src/graphql/schema';
import { exposedTools } from '../../src/mcp/server';
import { TOOLS } from '../../src/mcp/tools';

/**
 * Every root field declares how it is served (`@policy` in the SDL, schema/policies.graphql),
 * next to the field: the response cache, the query cost limit and the MCP server read it.
 */
const schema = buildSchema(loadTypeDefs());
const rootFields = (type: 'Query' | 'Mutation') =>
  Object.keys((type === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields());

describe('root field policies', () => {
  it('every Query and Mutation field has one (a new root field must say how it is served)', () => {
    const policies = rootFieldPolicies();
    const missing = [...rootFields('Query'), ...rootFields('Mutation')].filter((name) => !policies.has(name));
    expect(missing).toEqual([]);
    expect(policies.size).toBe(rootFields('Query').length + rootFields('Mutation').length);
  });

  it('never caches a write', () => {
    const cachedWrites = [...rootFieldPolicies().values()].filter(
      (p) => p.operation === 'Mutation' && p.cache !== 'NONE',
    );
    expect(cachedWrites).toEqual([]);
  });

  it('prices every rules and search field that does work beyond its objects', () => {
    const priced = (name: string) => rootFieldPolicies().get(name)!.work;
    for (const name of [
      'checkBuild',
      'saveBuild',
      'recommendGpus',
      'recommendBuild',
      'estimateMemory',
      'search',
    ])
      expect({ name, price: priced(name) }).not.toEqual({ name, price: 'NONE' });
  });

  it('exposes each MCP tool through exactly one root field, and names no tool that does not exist', () => {
    const named = [...rootFieldPolicies().values()].flatMap((p) => p.mcp);
    const tools = TOOLS.map((t) => t.name);
    expect([...named].sort()).toEqual([...tools].sort());
    expect(exposedTools().map((t) => t.name)).toEqual(tools);
  });

  it('refuses a policy with an unknown value, naming the field', () => {
    const sdl = `type Query { a: Int @policy(cache: SOMETIMES) }`;
    expect(() => readPolicies(parse(sdl))).toThrow(
      `Query.a: @policy(cache:) must be one of ${CACHE_POLICIES.join(', ')}`,
    );
  });
});

describe('whole-table lists and their declared size', () => {
  it('counts a root list answering a whole table as its declared size, and each holds fewer today', () => {
    const seeds = seedSet();
    const tags = new Set(seeds.guidance.flatMap((g) => g.tags ?? []));
    const held: Record<string, number> = {
      sources: seeds.sources.length + datasetSources.length,
      useCases: seeds.useCases.length,
      guidanceTags: tags.size,
      rules: RULES.length,
      weightFormats: WEIGHT_FORMATS.length,
    };
    for (const [name, count] of Object.entries(held)) {
      const size = rootFieldPolicies().get(name)?.listSize;
      expect({ name, declared: typeof size === 'number' && size >= count }).toEqual({ name, declared: true });
    }
    // The cost limit counts them so: a source per item, not the 10 of other unpaged lists.
    expect(queryCost(parse('{ sources { title } }'), undefined, {}, limitsSchema)).toBe(
      rootFieldPolicies().get('sources')!.listSize,
    );
    expect(
      queryCost(parse('{ guidance(first: 5) { edges { node { slug } } } }'), undefined, {}, limitsSchema),
    ).toBe(5);
  });
});
