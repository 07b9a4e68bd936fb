import { S1_SLUG, scenarioById } from '../../bench/scenarios';
import { countedTestServer } from '../support/counted-server';

/**
 * `component(slug:)` reads only the columns its selection needs when every selected field
 * is a plain column or a relation (graphql/projection.ts lookupProjection). Whatever kind
 * the slug turns out to be, its answer must be the whole-row answer: `node(id:)` reads
 * whole rows (componentById), so the same selection through it is the reference. And the
 * partial row must never reach another field of the same request through the loaders.
 */
const { run: data } = countedTestServer();

/** The S1 scenario's selection: interface fields, a Gpu fragment, sources. */
const S1_SELECTION = /component\(slug: \$slug\) (\{[\s\S]*\})\s*\}$/.exec(scenarioById('S1').query)![1];

const CASES = [
  { name: 'the bench lookup (S1) of a GPU', slug: S1_SLUG, selection: S1_SELECTION },
  {
    name: "S1's selection on a CPU (the Gpu fragment applies to nothing)",
    slug: 'intel-core-i7-10700k',
    selection: S1_SELECTION,
  },
  {
    name: 'named fragments on several types, aliases, prices with their sources',
    slug: 'intel-core-i7-10700k',
    selection: `{ ...Common ... on Cpu { cores t: threads } ... on Gpu { vramGb benchmarks { value } }
      priceObservations { amount condition source { title } } }`,
  },
  {
    name: 'a GPU with benchmarks, offers and their sources',
    slug: S1_SLUG,
    selection: `{ ...Common ... on Gpu { tdpW benchmarks { workload value source { title year } }
      cloudOfferings { provider gpuCount asOf source { url } } } }`,
  },
];
const FRAGMENT =
  'fragment Common on Component { __typename id slug name kind updatedAt version sources { title } }';
const withFragment = (query: string) => (query.includes('...Common') ? `${query} ${FRAGMENT}` : query);

describe('projected lookups', () => {
  it.each(CASES)('$name: the whole-row answer, from fewer columns', async ({ slug, selection }) => {
    const id = (await data(`{ component(slug: "${slug}") { id } }`)).data.component.id;
    const projected = await data(
      withFragment(`query($slug: String!) { c: component(slug: $slug) ${selection} }`),
      { slug },
    );
    const whole = await data(
      withFragment(`query($id: ID!) { c: node(id: $id) { ... on Component ${selection} } }`),
      { id },
    );
    expect(projected.data.c).not.toBeNull();
    expect(projected.data).toEqual(whole.data);
    // One statement each; the lookup's names fewer columns than the whole-row read.
    expect(projected.statements).toHaveLength(1);
    expect(projected.statements[0].length).toBeLessThan(whole.statements[0].length);
    // A PSU's wattage: no case selects it; the whole-row read has it.
    expect(whole.statements[0]).toContain('c.wattage');
    expect(projected.statements[0]).not.toContain('c.wattage');
  });

  it('reads the whole row for a computed field, and answers it', async () => {
    const { data: answer, statements } = await data(
      `{ component(slug: "${S1_SLUG}") { slug ... on Gpu { performancePerDollar } } }`,
    );
    expect(answer.component.performancePerDollar).toEqual(expect.any(Number));
    expect(statements[0]).toContain('c.description');
  });

  it('answers null for an unknown slug', async () => {
    const { data: answer } = await data(`{ component(slug: "no-such-part-anywhere") { slug name } }`);
    expect(answer).toEqual({ component: null });
  });

  it("keeps a projected lookup's partial row and relations from the request's other fields", async () => {
    const id = (await data(`{ component(slug: "${S1_SLUG}") { id } }`)).data.component.id;
    // By slug without relations (componentBySlug), with relations (their loaders), and by id.
    const others = `plain: component(slug: "${S1_SLUG}") { slug description ... on Gpu { tdpW softwareSupport { pytorchWheels } } }
      rich: component(slug: "${S1_SLUG}") { ... on Gpu { performancePerDollar benchmarks { value notes source { title url } } } sources { title year } }
      byId: node(id: "${id}") { ... on Gpu { architecture sources { url publisher } } }`;
    const alone = (await data(`{ ${others} }`)).data;
    expect(alone.plain.description).not.toBeNull();
    expect(alone.rich.sources.length).toBeGreaterThan(0);
    const together = await data(
      `{ projected: component(slug: "${S1_SLUG}") { slug ... on Gpu { benchmarks { value } } sources { title } } ${others} }`,
    );
    expect(together.data.projected.slug).toBe(S1_SLUG);
    const { projected: _, ...rest } = together.data;
    expect(rest).toEqual(alone);
  });
});
