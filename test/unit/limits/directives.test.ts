import { countDirectives, createDirectivesLimitRule, QUERY_LIMITS } from '../../../src/graphql/limits';
import { codesOf, expectLimitAt, measuredOn, numbered, PLANNER_QUERY, specErrorsOf } from './fixtures';

const rule = createDirectivesLimitRule(QUERY_LIMITS.maxDirectives);
const directivesOf = measuredOn(countDirectives);

/** `count` fields, each with one `@include`. */
const included = (count: number) =>
  `query ($on: Boolean!) { ${numbered(count, (i) => `f${i}: __typename @include(if: $on)`)} }`;

describe('directives limit', () => {
  it('is 50: passes 50 directive uses and rejects 51 with TOO_MANY_DIRECTIVES', () => {
    expect(QUERY_LIMITS.maxDirectives).toBe(50);
    expectLimitAt(rule, 'TOO_MANY_DIRECTIVES', 50, included);
  });

  it('counts directives on fields, inline fragments, spreads and fragment definitions', () => {
    const document = `
      query ($on: Boolean!) {
        gpus @include(if: $on) {
          edges { node { ... on Gpu @skip(if: $on) { name } ...Card @include(if: $on) } }
        }
      }
      fragment Card on Gpu { vramGb @skip(if: $on) }`;
    expect(specErrorsOf(document)).toEqual([]);
    expect(directivesOf(document)).toBe(4);
  });

  it('counts a fragment once per spread, so piling directives into a fragment does not hide them', () => {
    const fragment = 'fragment Flags on Gpu { name @include(if: true) @skip(if: false) }';
    const spreads = (n: number) =>
      `{ ${numbered(n, (i) => `g${i}: gpus { edges { node { ...Flags } } }`)} } ${fragment}`;
    expect(directivesOf(spreads(25))).toBe(50);
    expect(codesOf(spreads(25), [rule])).toEqual([]);
    expect(codesOf(spreads(26), [rule])).toEqual(['TOO_MANY_DIRECTIVES']);
  });

  it('passes the realistic planner query (none)', () => {
    expect(directivesOf(PLANNER_QUERY)).toBe(0);
    expect(codesOf(PLANNER_QUERY, [rule])).toEqual([]);
  });
});
