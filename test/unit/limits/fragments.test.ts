import { parse, type OperationDefinitionNode } from 'graphql';
import {
  countAliases,
  countDirectives,
  countExpandedFields,
  createLimitRules,
  fragmentMap,
  mostRepeatedField,
  operationDepth,
  queryCost,
} from '../../../src/graphql/limits';
import { codesOf, schema, specErrorsOf } from './fixtures';

const CYCLE = `
  { gpus { edges { node { ...A } } } }
  fragment A on Gpu { name benchmarks { gpu { ...B } } }
  fragment B on Gpu { a: name cloudOfferings { gpu { ...A } } }`;
const SELF = `{ gpus { edges { node { ...S } } } } fragment S on Gpu { name @include(if: true) ...S }`;

/**
 * 40 fragments, each selecting the next under two aliases: 2^40 expansions. Only
 * memoized measuring finishes.
 */
function fragmentBomb(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) =>
      `fragment F${i} on Gpu { x: benchmarks { gpu { ...F${i + 1} } } y: cloudOfferings { gpu { ...F${i + 1} } } }`,
  );
  return `{ gpus { edges { node { ...F0 } } } } ${fragments.join(' ')} fragment F${levels} on Gpu { name }`;
}

function measure(document: string) {
  const ast = parse(document);
  const operation = ast.definitions[0] as OperationDefinitionNode;
  const fragments = fragmentMap(ast);
  return {
    depth: operationDepth(operation, fragments),
    aliases: countAliases(operation, fragments),
    directives: countDirectives(operation, fragments),
    repeats: mostRepeatedField(ast)?.count,
    fields: countExpandedFields(operation, fragments),
    cost: queryCost(ast, undefined, {}, schema),
  };
}

describe('fragments', () => {
  it('cycles end in every measure (graphql-js reports the cycle itself)', () => {
    expect(specErrorsOf(CYCLE).some((m) => m.includes('Cannot spread fragment "A" within itself'))).toBe(
      true,
    );
    expect(measure(CYCLE)).toEqual({
      depth: 7,
      aliases: 1,
      directives: 0,
      repeats: 1,
      fields: 3 + 3 + 3,
      cost: 20 + 20 * 10 * 11,
    });
    expect(measure(SELF)).toMatchObject({ depth: 4, directives: 1 });
    expect(codesOf(CYCLE, createLimitRules())).toEqual([]);
    expect(codesOf(SELF, createLimitRules())).toEqual([]);
  });

  it('a fragment bomb is measured in linear time and rejected', () => {
    const started = Date.now();
    const measured = measure(fragmentBomb(40));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(measured.aliases).toBe(2 ** 41 - 2);
    expect(measured.depth).toBe(3 + 2 * 40 + 1);
    // Each level doubles the fields below it: 3 + 2 x (1 + 2 x (...)) up to `name`.
    expect(measured.fields).toBe(3 + 2 ** 41 - 2 + 2 * (2 ** 40 - 1) + 2 ** 40);
    expect(codesOf(fragmentBomb(40), createLimitRules()).sort()).toEqual([
      'QUERY_TOO_DEEP',
      'TOO_MANY_ALIASES',
      'TOO_MANY_FIELDS',
    ]);
  });

  it('ignores spreads of unknown fragments (graphql-js reports them)', () => {
    expect(measure('{ gpus { edges { node { ...Missing } } } }')).toMatchObject({ depth: 3, aliases: 0 });
  });
});
