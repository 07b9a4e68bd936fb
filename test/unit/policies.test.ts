import { buildSchema, parse } from 'graphql';
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
