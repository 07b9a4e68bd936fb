import { parse } from 'graphql';
import { createFieldRepeatsLimitRule, mostRepeatedField, QUERY_LIMITS } from '../../../src/graphql/limits';
import { codesOf, errorsOf, PLANNER_QUERY, repeat, specErrorsOf } from './fixtures';

const rule = createFieldRepeatsLimitRule(QUERY_LIMITS.maxFieldRepeats);

describe('field repeats limit', () => {
  it('is 20', () => {
    expect(QUERY_LIMITS.maxFieldRepeats).toBe(20);
  });

  it('passes a key selected 20 times and rejects 21 with FIELD_REPEATED', () => {
    expect(codesOf(`{ ${repeat('__typename', 20)} }`, [rule])).toEqual([]);
    expect(codesOf(`{ ${repeat('__typename', 21)} }`, [rule])).toEqual(['FIELD_REPEATED']);
    const [error] = errorsOf(`{ sources { ${repeat('title', 21)} } }`, [rule]);
    expect(error.message).toBe('"title" is selected 21 times in one selection set; the limit is 20.');
    expect(error.extensions).toEqual({ code: 'FIELD_REPEATED', limit: 20, actual: 21 });
    expect(error.locations).toEqual([{ line: 1, column: 13 }]);
  });

  it('rejects 1,000 x __typename (duplicate-field flooding)', () => {
    expect(codesOf(`{ ${repeat('__typename', 1000)} }`, [rule])).toEqual(['FIELD_REPEATED']);
    expect(mostRepeatedField(parse(`{ ${repeat('__typename', 1000)} }`))?.count).toBe(1000);
  });

  it('checks nested selection sets, and fragments on their own', () => {
    expect(codesOf(`{ gpus { edges { node { ${repeat('name', 21)} } } } }`, [rule])).toEqual([
      'FIELD_REPEATED',
    ]);
    const unused = `{ __typename } fragment F on Gpu { ${repeat('name', 21)} }`;
    expect(codesOf(unused, [rule])).toEqual(['FIELD_REPEATED']);
  });

  it('merges inline fragments and spread fragments into the selection set they sit in', () => {
    const document = `
      { gpus { edges { node { ${repeat('name', 7)} ... on Gpu { ${repeat('name', 7)} } ...A ...B } } } }
      fragment A on Gpu { ${repeat('name', 4)} }
      fragment B on Gpu { ${repeat('name', 3)} }`;
    expect(specErrorsOf(document)).toEqual([]);
    expect(mostRepeatedField(parse(document))).toMatchObject({ responseKey: 'name', count: 21 });
    expect(codesOf(document, [rule])).toEqual(['FIELD_REPEATED']);
  });

  it('counts by response key: an aliased copy is another key (the aliases limit covers those)', () => {
    expect(mostRepeatedField(parse(`{ sources { title t: title title } }`))).toMatchObject({
      responseKey: 'title',
      count: 2,
    });
  });

  it('passes the realistic planner query, whose fragments re-select nothing', () => {
    expect(mostRepeatedField(parse(PLANNER_QUERY))?.count).toBe(1);
    expect(codesOf(PLANNER_QUERY, [rule])).toEqual([]);
  });
});
