import { parse, type OperationDefinitionNode } from 'graphql';
import {
  countDirectives,
  createDirectivesLimitRule,
  fragmentMap,
  QUERY_LIMITS,
} from '../../../src/graphql/limits';
import { codesOf, errorsOf, PLANNER_QUERY, specErrorsOf } from './fixtures';

const rule = createDirectivesLimitRule(QUERY_LIMITS.maxDirectives);

function directivesOf(document: string): number {
  const ast = parse(document);
  return countDirectives(ast.definitions[0] as OperationDefinitionNode, fragmentMap(ast));
}

/** `count` fields, each with one `@include`. */
function included(count: number): string {
  return `query ($on: Boolean!) { ${Array.from({ length: count }, (_, i) => `f${i}: __typename @include(if: $on)`).join(' ')} }`;
}

describe('directives limit', () => {
  it('is 50', () => {
    expect(QUERY_LIMITS.maxDirectives).toBe(50);
  });

  it('passes 50 directive uses and rejects 51 with TOO_MANY_DIRECTIVES', () => {
    expect(specErrorsOf(included(51))).toEqual([]);
    expect(codesOf(included(50), [rule])).toEqual([]);
    expect(codesOf(included(51), [rule])).toEqual(['TOO_MANY_DIRECTIVES']);
    expect(errorsOf(included(51), [rule])[0].extensions).toEqual({
      code: 'TOO_MANY_DIRECTIVES',
      limit: 50,
      actual: 51,
    });
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
      `{ ${Array.from({ length: n }, (_, i) => `g${i}: gpus { edges { node { ...Flags } } }`).join(' ')} } ${fragment}`;
    expect(directivesOf(spreads(25))).toBe(50);
    expect(codesOf(spreads(25), [rule])).toEqual([]);
    expect(codesOf(spreads(26), [rule])).toEqual(['TOO_MANY_DIRECTIVES']);
  });

  it('passes the realistic planner query (none)', () => {
    expect(directivesOf(PLANNER_QUERY)).toBe(0);
    expect(codesOf(PLANNER_QUERY, [rule])).toEqual([]);
  });
});
