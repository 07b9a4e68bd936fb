import { SCENARIOS } from '../../bench/scenarios';
import { SqlCounter } from '../support/sql-counter';
import { suiteServer } from '../support/server';

/**
 * A page of one kind reads only the columns its query selects (graphql/projection.ts).
 * Its answers must be those of a whole-row read: each query below is compared with
 * itself plus a field that forces whole rows (a computed field, or a relation item's
 * `gpu`), the forcing field removed. And a projected page's partial rows must never
 * reach another field of the same request through the loaders.
 */
const counter = new SqlCounter();
const t = suiteServer({ sqlLogger: counter });

async function run(query: string, variables: Record<string, unknown> = {}) {
  counter.reset();
  const result = await t().server.execute<any>(query, variables);
  if (result.body.kind !== 'single') throw new Error('expected a single result');
  expect(result.body.singleResult.errors).toBeUndefined();
  return { data: result.body.singleResult.data, statements: counter.statements };
}

/** `value` without the properties named `key`, anywhere. */
function without(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== key)
      .map(([k, v]) => [k, without(v, key)]),
  );
}

const S2 = SCENARIOS.find((s) => s.id === 'S2')!;

const CASES: Array<{
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  force: [string, string];
}> = [
  {
    name: 'the bench GPU page (S2)',
    query: S2.query,
    variables: S2.variables,
    force: ['vramGb', 'performancePerDollar'],
  },
  {
    // The planner's list (src/web/app/graphql/gpus.graphql) without its computed field.
    name: "the planner's GPU list",
    query: `query($filter: GpuFilter, $orderBy: GpuOrder, $first: Int!) { gpus(filter: $filter, orderBy: $orderBy, first: $first) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { slug name manufacturer vendor architecture vramGb tdpW
      releaseYear priceUsd usedPriceUsd relativePerformance tensorCores formFactor } } } }`,
    variables: { first: 30, filter: { condition: 'USED' }, orderBy: 'PERFORMANCE_PER_DOLLAR_DESC' },
    force: ['slug', 'performancePerDollar(condition: USED)'],
  },
  {
    name: 'fragments, aliases and skipped fields',
    query: `query($s: Boolean!) { gpus(first: 8, orderBy: NAME_ASC) { edges { node { ...G n: name tdpW @skip(if: $s) } } } }
      fragment G on Gpu { slug vramGb updatedAt benchmarks { v: value unit source { t: title year } } sources { url } }`,
    variables: { s: true },
    force: ['slug', 'softwareSupport { architecture }'],
  },
  {
    name: 'a page of CPUs with prices and their sources',
    query: `{ components(kind: CPU, first: 12) { totalCount edges { cursor node { slug name ... on Cpu { cores threads }
      priceObservations { amount condition observedOn source { title } } } } } }`,
    force: ['amount', 'component { slug }'],
  },
];

describe('projected pages', () => {
  it.each(CASES)(
    '$name: the same answer as whole rows, from fewer columns',
    async ({ query, variables, force }) => {
      const [anchor, extra] = force;
      const forced = query.replace(new RegExp(`\\b${anchor}\\b`), `${anchor} ${extra}`);
      expect(forced).not.toBe(query);
      const projected = await run(query, variables);
      const whole = await run(forced, variables);
      const extraField = extra.split(/[\s{(]/)[0];
      expect(projected.data).toEqual(without(whole.data, extraField));
      // No more statements (the page, and a count when asked), the page naming fewer columns.
      expect(projected.statements.length).toBeLessThanOrEqual(whole.statements.length);
      expect(projected.statements[0].length).toBeLessThan(whole.statements[0].length);
    },
  );

  it('reads whole rows for a computed field, and then answers it', async () => {
    const { data, statements } = await run(
      `{ gpus(first: 3) { edges { node { slug performancePerDollar } } } }`,
    );
    expect(data.gpus.edges).toHaveLength(3);
    expect(statements[0]).toContain('c.description');
  });

  it("keeps a projected page's partial rows and items from the request's other fields", async () => {
    const first = (await run(`{ gpus(first: 1) { edges { node { id slug } } } }`)).data.gpus.edges[0].node;
    // By slug without relations (componentBySlug), with relations (their loaders), and by id.
    const lookups = `plain: component(slug: "${first.slug}") { slug name description ... on Gpu { tdpW } }
      rich: component(slug: "${first.slug}") { slug ... on Gpu { benchmarks { value notes source { title url } } sources { title year } } }
      byId: node(id: "${first.id}") { ... on Gpu { slug architecture } }`;
    const alone = (await run(`{ ${lookups} }`)).data;
    expect(alone.plain.description).not.toBeNull();
    expect(alone.rich.sources.length).toBeGreaterThan(0);
    const together = await run(
      `{ gpus(first: 1) { edges { node { slug benchmarks { value source { title } } sources { title } } } } ${lookups} }`,
    );
    expect(together.data.gpus.edges[0].node.slug).toBe(first.slug);
    expect(without(together.data, 'gpus')).toEqual(alone);
  });
});
