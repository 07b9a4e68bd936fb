import { parse, type OperationDefinitionNode } from 'graphql';
import { countAliases, createAliasesLimitRule, fragmentMap, QUERY_LIMITS } from '../../../src/graphql/limits';
import { codesOf, errorsOf, PLANNER_QUERY, specErrorsOf } from './fixtures';

const rule = createAliasesLimitRule(QUERY_LIMITS.maxAliases);

function aliasesOf(document: string): number {
  const ast = parse(document);
  return countAliases(ast.definitions[0] as OperationDefinitionNode, fragmentMap(ast));
}

/** `{ a0: __typename a1: __typename ... }` with `count` aliases. */
function typenameAliases(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;
}

describe('aliases limit', () => {
  it('is 30', () => {
    expect(QUERY_LIMITS.maxAliases).toBe(30);
  });

  it('counts aliases on __typename: 30 pass, 31 are TOO_MANY_ALIASES', () => {
    expect(specErrorsOf(typenameAliases(31))).toEqual([]);
    expect(codesOf(typenameAliases(30), [rule])).toEqual([]);
    expect(codesOf(typenameAliases(31), [rule])).toEqual(['TOO_MANY_ALIASES']);
    expect(errorsOf(typenameAliases(31), [rule])[0].extensions).toEqual({
      code: 'TOO_MANY_ALIASES',
      limit: 30,
      actual: 31,
    });
  });

  it('counts aliases at every level and on arguments-bearing fields', () => {
    const document = `{
      a: component(slug: "x") { n: name ... on Gpu { p: performancePerDollar(condition: USED) } }
      b: gpus(first: 1) { edges { node { n: name } } }
    }`;
    expect(specErrorsOf(document)).toEqual([]);
    expect(aliasesOf(document)).toBe(5);
  });

  it('counts a fragment once per spread', () => {
    const fragment = `fragment Names on Gpu { ${Array.from({ length: 16 }, (_, i) => `n${i}: name`).join(' ')} }`;
    const once = `{ gpus { edges { node { ...Names } } } } ${fragment}`;
    const twice = `{ gpus { edges { node { ...Names } } } recommendGpus(input: {}) { gpu { ...Names } } } ${fragment}`;
    expect(specErrorsOf(twice)).toEqual([]);
    expect(aliasesOf(once)).toBe(16);
    expect(aliasesOf(twice)).toBe(32);
    expect(codesOf(once, [rule])).toEqual([]);
    expect(codesOf(twice, [rule])).toEqual(['TOO_MANY_ALIASES']);
  });

  it('passes the realistic planner query (2 aliases in a fragment spread twice = 4)', () => {
    expect(aliasesOf(PLANNER_QUERY)).toBe(4);
    expect(codesOf(PLANNER_QUERY, [rule])).toEqual([]);
  });
});
