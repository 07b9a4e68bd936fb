import { countAliases, createAliasesLimitRule, QUERY_LIMITS } from '../../../src/graphql/limits';
import { codesOf, expectLimitAt, measuredOn, numbered, PLANNER_QUERY, specErrorsOf } from './fixtures';

const rule = createAliasesLimitRule(QUERY_LIMITS.maxAliases);
const aliasesOf = measuredOn(countAliases);

/** `{ a0: __typename a1: __typename ... }` with `count` aliases. */
const typenameAliases = (count: number) => `{ ${numbered(count, (i) => `a${i}: __typename`)} }`;

describe('aliases limit', () => {
  it('is 30: 30 aliases on __typename pass, 31 are TOO_MANY_ALIASES', () => {
    expect(QUERY_LIMITS.maxAliases).toBe(30);
    expectLimitAt(rule, 'TOO_MANY_ALIASES', 30, typenameAliases);
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
    const fragment = `fragment Names on Gpu { ${numbered(16, (i) => `n${i}: name`)} }`;
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
