import { getIntrospectionQuery } from 'graphql';
import {
  QUERY_LIMITS,
  checkCostLimit,
  checkExpandedFields,
  countExpandedFields,
  createLimitRules,
  fragmentMap,
  queryCost,
} from '../../../src/graphql/limits';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { codesOf, measuredOn, schema } from './fixtures';
import { admittedBomb, compileBomb } from '../../support/hostile-documents';

const fieldsOf = measuredOn(countExpandedFields);

describe('the expanded-fields limit', () => {
  it('counts every field once per spread of its fragment', () => {
    expect(fieldsOf('{ gpus { totalCount } }')).toBe(2);
    expect(fieldsOf('{ a: gpus { totalCount } b: gpus { totalCount } }')).toBe(4);
    expect(fieldsOf('{ gpus { edges { node { ...F ...F } } } } fragment F on Gpu { name vramGb }')).toBe(
      3 + 4,
    );
    expect(fieldsOf('{ gpus { edges { node { ... on Gpu { name } } } } }')).toBe(4);
  });

  it('refuses the compile bomb, which the other limits passed, and prices its empty page', () => {
    const bomb = compileBomb('Bomb1');
    expect(fieldsOf(bomb)).toBe(1_783);
    expect(codesOf(bomb, createLimitRules())).toEqual(['TOO_MANY_FIELDS']);
    expect(checkExpandedFields(bomb)?.extensions).toEqual({
      code: 'TOO_MANY_FIELDS',
      limit: QUERY_LIMITS.maxFields,
      actual: 1_783,
    });
    // `first: 0` no longer makes everything under it free.
    expect(queryCost(parse(bomb), undefined, {}, schema)).toBeGreaterThan(1_000);
  });

  it('admits standard introspection with room to spare', () => {
    expect(fieldsOf(getIntrospectionQuery())).toBeLessThan(QUERY_LIMITS.maxFields / 2);
    expect(codesOf(getIntrospectionQuery(), createLimitRules())).toEqual([]);
    expect(checkExpandedFields(getIntrospectionQuery())).toBeNull();
  });

  it('leaves a document that does not parse to Apollo (GRAPHQL_PARSE_FAILED)', () => {
    expect(checkExpandedFields('{ gpus { ')).toBeNull();
  });
});

describe('the admitted bomb (one level less)', () => {
  it('passes every limit: the budget, the new-document cap and the compile policy bound it', () => {
    const bomb = admittedBomb('Admitted1');
    expect(fieldsOf(bomb)).toBe(397);
    expect(codesOf(bomb, createLimitRules())).toEqual([]);
    expect(checkExpandedFields(bomb)).toBeNull();
    expect(queryCost(parse(bomb), undefined, {}, schema)).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    // Including the fields it may resolve (the static limit a level more would break).
    const document = parse(bomb);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    expect(
      checkCostLimit(operation as OperationDefinitionNode, fragmentMap(document), {}, schema, QUERY_LIMITS),
    ).toBeNull();
  });
});
