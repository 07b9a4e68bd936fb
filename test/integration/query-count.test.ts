import { SqlCounter } from '../support/sql-counter';
import { suiteServer } from '../support/server';

/**
 * Catalog reads come from the catalog version in memory (src/read-model): once a version is
 * loaded, a page, a lookup with its relations or a rules call sends no statement at all,
 * whatever its size; what still reaches Postgres is search (parts ranked in SQL, a question's new
 * words) and what is not catalog data.
 */
const counter = new SqlCounter();
const t = suiteServer({ sqlLogger: counter });

async function statementsFor(query: string, variables: Record<string, unknown>) {
  counter.reset();
  const result = await t().server.execute(query, variables);
  if (result.body.kind !== 'single') throw new Error('expected a single result');
  expect(result.body.singleResult.errors).toBeUndefined();
  return {
    count: counter.count,
    statements: [...counter.statements],
    data: result.body.singleResult.data as any,
  };
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

beforeAll(async () => {
  await t().server.readModel.refresh();
});

describe('SQL statements per operation, once the catalog version is loaded', () => {
  it('checking an unchanged version sends the version read alone', async () => {
    counter.reset();
    await t().server.readModel.refresh();
    // Only the version check: the version did not move.
    expect(counter.count).toBe(0);
    expect(counter.versionReads).toBe(1);
  });

  it('a page of GPUs with benchmarks, sources and cloud offerings sends none, for 5 or 50 GPUs', async () => {
    const small = await statementsFor(GPUS_WITH_RELATIONS, { first: 5 });
    const large = await statementsFor(GPUS_WITH_RELATIONS, { first: 50 });
    expect(large.data.gpus.edges).toHaveLength(50);
    expect(large.data.gpus.edges.some((e: any) => e.node.benchmarks.length > 0)).toBe(true);
    expect(large.data.gpus.edges.some((e: any) => e.node.cloudOfferings.length > 0)).toBe(true);
    expect([small.count, large.count]).toEqual([0, 0]);
  });

  it('one component by slug with its relations sends none, through fragments too', async () => {
    const slug = 'nvidia-geforce-rtx-3090';
    const plain = await statementsFor(
      `query($slug: String!) { component(slug: $slug) { name sources { title } } }`,
      { slug },
    );
    expect(plain.count).toBe(0);
    expect(plain.data.component.sources.length).toBeGreaterThan(0);
    const viaFragments = await statementsFor(
      `query($slug: String!) { component(slug: $slug) { ...Named ... on Gpu { benchmarks { value } } } }
       fragment Named on Component { name ... on Gpu { sources { title } } }`,
      { slug },
    );
    expect(viaFragments.count).toBe(0);
    expect(viaFragments.data.component.sources).toEqual(plain.data.component.sources);
    expect(viaFragments.data.component.benchmarks.length).toBeGreaterThan(0);
  });

  it('gives the same relations through a page as through node(id:)', async () => {
    const relations = `sources { id title url publisher year }
      benchmarks { id workload metric value unit precision gpuCount notes source { id title year } }
      cloudOfferings { id provider instanceType gpuCount onDemandUsdPerHour spotUsdPerHour region asOf source { id title } }`;
    const page = await statementsFor(
      `{ gpus(first: 100, orderBy: NAME_ASC) { edges { node { id ${relations} } } } }`,
      {},
    );
    const gpus = page.data.gpus.edges.map((e: any) => e.node);
    expect(gpus.length).toBeGreaterThan(50);
    // In chunks, to stay within the query limits.
    const chunkSize = 20;
    const loaded: unknown[] = [];
    for (let from = 0; from < gpus.length; from += chunkSize) {
      const ids: string[] = gpus.slice(from, from + chunkSize).map((g: any) => g.id);
      const aliases = ids.map((id, i) => `g${i}: node(id: "${id}") { id ...R }`).join('\n');
      const chunk = await statementsFor(`{ ${aliases} } fragment R on Gpu { ${relations} }`, {});
      expect(chunk.count).toBe(0);
      loaded.push(...ids.map((_, i) => chunk.data[`g${i}`]));
    }
    expect(loaded).toEqual(gpus);
  });

  it('checkBuild takes its parts from the version: no statement', async () => {
    const check = (gpus: number) =>
      statementsFor(
        `query($gpus: Int!) { checkBuild(build: { parts: [
          { slug: "nvidia-geforce-rtx-3090", quantity: $gpus }, { slug: "asus-pro-ws-wrx90e-sage-se" }
        ] }) { compatible findings { ruleId components { slug } } } }`,
        { gpus },
      );
    const again = await check(3);
    expect(again.data.checkBuild.findings.length).toBeGreaterThan(0);
    expect(again.data.checkBuild.findings.flatMap((f: any) => f.components)).toContainEqual({
      slug: 'asus-pro-ws-wrx90e-sage-se',
    });
    expect(again.count).toBe(0);
  });

  it('guidance with use cases, components and sources sends none, at any page size', async () => {
    const q = `query($first: Int) { guidance(first: $first) { edges { node { slug useCases { slug sources { title } } components { slug sources { title } } sources { title } } } totalCount } }`;
    const small = await statementsFor(q, { first: 3 });
    const large = await statementsFor(q, { first: 60 });
    expect(large.data.guidance.edges.some((e: any) => e.node.components.length > 0)).toBe(true);
    expect([small.count, large.count]).toEqual([0, 0]);
  });

  it('search sends a statement only for what the version has not seen, and reads its hits from the version', async () => {
    // Another `first` each time: a response-cache hit would send nothing either.
    const QUESTION = (first: number) =>
      `{ search(text: "power supply for two gpus that whine", first: ${first}) { title item { ... on Guidance { sources { title } } } } }`;
    const found = await statementsFor(QUESTION(5), {});
    expect(found.data.search.length).toBeGreaterThan(0);
    // At most the statement that reads the words the version's memo lacks (search-terms-memo.ts).
    expect(found.count).toBeLessThanOrEqual(1);
    expect(found.statements.join('\n')).not.toMatch(/\bFROM source\b|component_source/);
    // Asked again: every word is known, nothing is sent.
    expect((await statementsFor(QUESTION(4), {})).count).toBe(0);
    // A lookup still ranks parts in Postgres.
    const lookup = await statementsFor(`{ search(text: "rtx 3090 gaming oc", first: 5) { title } }`, {});
    expect(lookup.data.search.length).toBeGreaterThan(0);
    expect(lookup.count).toBeGreaterThan(0);
  });

  it('guidance(search:) takes its terms from the same memo: asked again, one statement fewer, the same order', async () => {
    const PAGE = (first: number) =>
      `{ guidance(search: "psu coil whine under training load", first: ${first}) { edges { node { slug } } } }`;
    const first = await statementsFor(PAGE(5), {});
    const again = await statementsFor(PAGE(4), {});
    const slugs = (page: typeof first) => page.data.guidance.edges.map((e: any) => e.node.slug);
    expect(slugs(first).length).toBeGreaterThan(1);
    expect(slugs(again)).toEqual(slugs(first).slice(0, 4));
    // The first read the words (one statement); the second ranks alone, no vocabulary read.
    expect(first.statements.some((sql) => /search_vocabulary/.test(sql))).toBe(true);
    expect(again.count).toBe(first.count - 1);
    expect(again.statements.join('\n')).not.toMatch(/search_vocabulary/);
  });
});
