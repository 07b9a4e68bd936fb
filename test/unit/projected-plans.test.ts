import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type OperationDefinitionNode } from 'graphql';
import { scenarioById } from '../../bench/scenarios';
import { servesOnlyProjectedReads, withoutKeptResolvers } from '../../src/graphql/executor/projected-plans';
import { resolvers } from '../../src/graphql/resolvers';
import { loadTypeDefs } from '../../src/graphql/schema';

/**
 * A plan compiled without the relation resolvers is only right when every component the
 * document can return was read projected (its relations kept on it). Anything that can
 * bring a whole row (a computed field, a rules answer, a second node of one response
 * name, a mutation) must keep the resolvers.
 */
const typeDefs = loadTypeDefs();
const schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });

function serves(query: string): boolean {
  const document = parse(query);
  const operation = document.definitions.find(
    (d) => d.kind === 'OperationDefinition',
  ) as OperationDefinitionNode;
  return servesOnlyProjectedReads(schema, document, operation);
}

describe('projected plans', () => {
  it.each([
    ['S1, a lookup of plain fields and sources', scenarioById('S1').query],
    ['S2, a GPU page with relations and their sources', scenarioById('S2').query],
    [
      'a page and a lookup together, through a fragment on Query',
      `{ ...Q __typename } fragment Q on Query { gpus(first: 2) { edges { node { slug benchmarks { value source { title } } } } }
        c: component(slug: "x") { name ... on Gpu { cloudOfferings { provider } } } }`,
    ],
  ])('compiles %s without the relation resolvers', (_name, query) => {
    expect(serves(query)).toBe(true);
  });

  it.each([
    ['a computed field (whole rows)', '{ gpus(first: 2) { edges { node { slug performancePerDollar } } } }'],
    ["a relation item's gpu (whole rows)", '{ gpus { edges { node { benchmarks { gpu { name } } } } } }'],
    [
      'a projected page beside a whole-row lookup',
      '{ gpus { edges { node { slug } } } node(id: "R3B1OjE=") { id } }',
    ],
    [
      'components of a kind given by a variable',
      'query($k: ComponentKind) { components(kind: $k) { edges { node { slug } } } }',
    ],
    ['a rules answer', '{ recommendGpus(input: { useCase: "x" }) { gpu { slug sources { title } } } }'],
    [
      'one response name twice (merged nodes)',
      '{ gpus { edges { node { slug } } } gpus { pageInfo { hasNextPage } } }',
    ],
    ['only __typename', '{ __typename }'],
    ['a mutation', 'mutation { revokeApiKey(id: "1") { id } }'],
  ])('keeps the resolvers for %s', (_name, query) => {
    expect(serves(query)).toBe(false);
  });

  it('removes exactly the resolvers of kept relations and sources, nothing else', () => {
    const projected = makeExecutableSchema({ typeDefs, resolvers: withoutKeptResolvers(resolvers) as never });
    const resolved = (s: typeof schema, type: string, field: string) => {
      const t = s.getType(type) as { getFields(): Record<string, { resolve?: unknown }> };
      return t.getFields()[field].resolve !== undefined;
    };
    for (const [type, field] of [
      ['Gpu', 'sources'],
      ['Gpu', 'benchmarks'],
      ['Gpu', 'cloudOfferings'],
      ['Cpu', 'priceObservations'],
      ['Benchmark', 'source'],
      ['CloudOffering', 'source'],
      ['PriceObservation', 'source'],
    ]) {
      expect([type, field, resolved(schema, type, field)]).toEqual([type, field, true]);
      expect([type, field, resolved(projected, type, field)]).toEqual([type, field, false]);
    }
    for (const [type, field] of [
      ['Gpu', 'id'],
      ['Gpu', 'performancePerDollar'],
      ['Gpu', 'softwareSupport'],
      ['Benchmark', 'gpu'],
      ['Source', 'id'],
      ['Query', 'gpus'],
    ]) {
      expect([type, field, resolved(projected, type, field)]).toEqual([type, field, true]);
    }
  });
});
