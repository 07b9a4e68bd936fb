import { SqlCounter } from '../support/sql-counter';
import { suiteServer } from '../support/server';

const counter = new SqlCounter();
const t = suiteServer({ sqlLogger: counter });

async function statementsFor(query: string, variables: Record<string, unknown>) {
  counter.reset();
  const result = await t().server.execute(query, variables);
  if (result.body.kind !== 'single') throw new Error('expected a single result');
  expect(result.body.singleResult.errors).toBeUndefined();
  return { count: counter.count, data: result.body.singleResult.data as any };
}

const GPUS_WITH_RELATIONS = `query($first: Int) {
  gpus(first: $first, orderBy: NAME_ASC) {
    edges { node {
      name
      sources { title }
      benchmarks { value source { title } gpu { name } }
      cloudOfferings { provider source { title } gpu { name sources { title } } }
    } }
  }
}`;

describe('SQL statements per operation', () => {
  it('a page of GPUs with benchmarks, sources and cloud offerings costs the same for 5 and 50 GPUs', async () => {
    const small = await statementsFor(GPUS_WITH_RELATIONS, { first: 5 });
    const large = await statementsFor(GPUS_WITH_RELATIONS, { first: 50 });
    expect(large.data.gpus.edges).toHaveLength(50);
    expect(large.data.gpus.edges.some((e: any) => e.node.benchmarks.length > 0)).toBe(true);
    expect(large.data.gpus.edges.some((e: any) => e.node.cloudOfferings.length > 0)).toBe(true);
    expect(large.count).toBe(small.count);
    // The selected relations (sources, benchmarks and offerings, each with its source)
    // are JSON columns of the page's own statement; benchmark.gpu and offering.gpu come
    // from the page already read.
    expect(large.count).toBe(1);
  });

  it('one component by slug with its sources is one statement, through fragments too', async () => {
    const slug = 'nvidia-geforce-rtx-3090';
    const plain = await statementsFor(
      `query($slug: String!) { component(slug: $slug) { name sources { title } } }`,
      { slug },
    );
    expect(plain.count).toBe(1);
    expect(plain.data.component.sources.length).toBeGreaterThan(0);
    const viaFragments = await statementsFor(
      `query($slug: String!) { component(slug: $slug) { ...Named ... on Gpu { benchmarks { value } } } }
       fragment Named on Component { name ... on Gpu { sources { title } } }`,
      { slug },
    );
    expect(viaFragments.count).toBe(1);
    expect(viaFragments.data.component.sources).toEqual(plain.data.component.sources);
    expect(viaFragments.data.component.benchmarks.length).toBeGreaterThan(0);
  });

  it('reads a relation nobody selected not at all', async () => {
    counter.reset();
    await t().server.execute(`{ component(slug: "nvidia-geforce-rtx-3090") { name } }`);
    expect(counter.statements).toHaveLength(1);
    expect(counter.statements[0]).not.toMatch(/component_source|benchmark|cloud_offering/);
  });

  it('gives the same relations read with the page as read later through the loaders', async () => {
    const relations = `sources { id title url publisher year }
      benchmarks { id workload metric value unit precision gpuCount notes source { id title year } }
      cloudOfferings { id provider instanceType gpuCount onDemandUsdPerHour spotUsdPerHour region asOf source { id title } }`;
    const page = await statementsFor(
      `{ gpus(first: 100, orderBy: NAME_ASC) { edges { node { id ${relations} } } } }`,
      {},
    );
    const gpus = page.data.gpus.edges.map((e: any) => e.node);
    expect(gpus.length).toBeGreaterThan(50);
    // node(id:) reads the component alone; its relations then come from the loaders' own
    // batched statements, not from a prefetch. In chunks, to stay within the query limits.
    const chunkSize = 20;
    const loaded: unknown[] = [];
    for (let from = 0; from < gpus.length; from += chunkSize) {
      const ids: string[] = gpus.slice(from, from + chunkSize).map((g: any) => g.id);
      const aliases = ids.map((id, i) => `g${i}: node(id: "${id}") { id ...R }`).join('\n');
      const chunk = await statementsFor(`{ ${aliases} } fragment R on Gpu { ${relations} }`, {});
      // The components, then each relation once for the whole chunk.
      expect(chunk.count).toBe(4);
      loaded.push(...ids.map((_, i) => chunk.data[`g${i}`]));
    }
    expect(loaded).toEqual(gpus);
  });

  it('checkBuild takes its parts from the in-memory rules data: no statement once it is loaded', async () => {
    const check = (gpus: number) =>
      statementsFor(
        `query($gpus: Int!) { checkBuild(build: { parts: [
          { slug: "nvidia-geforce-rtx-3090", quantity: $gpus }, { slug: "asus-pro-ws-wrx90e-sage-se" }
        ] }) { compatible findings { ruleId components { slug } } } }`,
        { gpus },
      );
    await check(1); // loads the rules data, if no earlier request did
    // Other variables: not a response-cache hit, so the check runs again.
    const again = await check(3);
    expect(again.data.checkBuild.findings.length).toBeGreaterThan(0);
    expect(again.data.checkBuild.findings.flatMap((f: any) => f.components)).toContainEqual({
      slug: 'asus-pro-ws-wrx90e-sage-se',
    });
    expect(again.count).toBe(0);
  });

  it('guidance with use cases, components and sources is constant in page size', async () => {
    const q = `query($first: Int) { guidance(first: $first) { edges { node { slug useCases { slug sources { title } } components { slug sources { title } } sources { title } } } } }`;
    const small = await statementsFor(q, { first: 3 });
    const large = await statementsFor(q, { first: 60 });
    expect(large.count).toBe(small.count);
  });
});
