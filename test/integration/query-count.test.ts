import { SqlCounter } from '../support/sql-counter';
import { startTestServer, type TestServer } from '../support/server';

const counter = new SqlCounter();
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ sqlLogger: counter });
});
afterAll(() => t.close());

async function statementsFor(query: string, variables: Record<string, unknown>) {
  counter.reset();
  const result = await t.server.execute(query, variables);
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
    // The page, the GPUs' sources, benchmarks (with their sources joined) and offerings
    // (likewise); benchmark.gpu and offering.gpu come from the page already read.
    expect(large.count).toBe(4);
  });

  it('one component by slug is one statement, its sources a second', async () => {
    const { count } = await statementsFor(
      `query($slug: String!) { component(slug: $slug) { name sources { title } } }`,
      {
        slug: 'nvidia-geforce-rtx-3090',
      },
    );
    expect(count).toBe(2);
  });

  it('guidance with use cases, components and sources is constant in page size', async () => {
    const q = `query($first: Int) { guidance(first: $first) { edges { node { slug useCases { slug sources { title } } components { slug sources { title } } sources { title } } } } }`;
    const small = await statementsFor(q, { first: 3 });
    const large = await statementsFor(q, { first: 60 });
    expect(large.count).toBe(small.count);
  });
});
