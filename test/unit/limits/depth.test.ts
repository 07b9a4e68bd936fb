import { getIntrospectionQuery } from 'graphql';
import { createDepthLimitRule, operationDepth, QUERY_LIMITS } from '../../../src/graphql/limits';
import {
  codesOf,
  DEPTH_13_SELECTION,
  errorsOf,
  measuredOn,
  nest,
  PLANNER_QUERY,
  specErrorsOf,
  TEN_LEVELS,
} from './fixtures';

const rule = createDepthLimitRule(QUERY_LIMITS.maxDepth);
const depthOf = measuredOn(operationDepth);

/** Ten levels, then source(11) title(12). */
const DEPTH_12 = `{ ${nest([...TEN_LEVELS, 'source'], 'title')} }`;
/** Same walk one level further: ... benchmarks(10) gpu(11) sources(12) title(13). */
const DEPTH_13 = `{ ${DEPTH_13_SELECTION} }`;

describe('depth limit', () => {
  it('measures root fields at depth 1 and each nested selection set as one more', () => {
    expect(depthOf('{ __typename }')).toBe(1);
    expect(depthOf('{ sources { title } }')).toBe(2);
    expect(depthOf(DEPTH_12)).toBe(12);
    expect(depthOf(DEPTH_13)).toBe(13);
  });

  it('passes a valid query at the limit and rejects one level more with QUERY_TOO_DEEP', () => {
    expect(specErrorsOf(DEPTH_12)).toEqual([]);
    expect(specErrorsOf(DEPTH_13)).toEqual([]);
    expect(codesOf(DEPTH_12, [rule])).toEqual([]);
    expect(codesOf(DEPTH_13, [rule])).toEqual(['QUERY_TOO_DEEP']);
  });

  it('reports the measured depth and the limit', () => {
    const [error] = errorsOf(DEPTH_13, [rule]);
    expect(error.message).toBe('Query depth 13 exceeds the limit of 12.');
    expect(error.extensions).toEqual({ code: 'QUERY_TOO_DEEP', limit: 12, actual: 13 });
    expect(error.locations).toEqual([{ line: 1, column: 1 }]);
  });

  it('expands fragments and inline fragments in place (they add no level of their own)', () => {
    const viaFragments = `
      { gpus { edges { node { ...Deep } } } }
      fragment Deep on Gpu { benchmarks { gpu { ... on Gpu { cloudOfferings { gpu { ...Deeper } } } } } }
      fragment Deeper on Gpu { ${nest(['benchmarks', 'gpu', 'benchmarks', 'gpu', 'sources'], 'title')} }`;
    expect(specErrorsOf(viaFragments)).toEqual([]);
    expect(depthOf(viaFragments)).toBe(13);
    expect(codesOf(viaFragments, [rule])).toEqual(['QUERY_TOO_DEEP']);
  });

  it('checks every operation of the document', () => {
    expect(codesOf(`query A { __typename } query B ${DEPTH_13}`, [rule])).toEqual(['QUERY_TOO_DEEP']);
  });

  it('counts introspection subtrees as depth 1, so GraphiQL and Sandbox can load the schema', () => {
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    expect(codesOf(introspection, [rule])).toEqual([]);
    expect(depthOf('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toBe(1);
  });

  it('passes the realistic planner query (depth 6)', () => {
    expect(depthOf(PLANNER_QUERY)).toBe(6);
    expect(codesOf(PLANNER_QUERY, [rule])).toEqual([]);
  });
});
