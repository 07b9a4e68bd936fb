import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createBaselineHandler } from '../../bench/baseline';
import { requestBody, scenarioById } from '../../bench/scenarios';
import { gpuListed } from '../../src/rules/analysis/gpu-listing';
import { graphqlOn, suiteServer } from '../support/server';

/**
 * One default everywhere (issue 26): the gpus query, GraphiQL's example and recommendGpus
 * leave out legacy and server-only cards unless asked; the gpus query's SQL twin of the
 * predicate agrees with the predicate over the whole seeded catalog.
 */
const t = suiteServer();
const { data } = graphqlOn(t);

type Node = {
  slug: string;
  name: string;
  formFactor: string;
  coolerStyle: string | null;
  softwareStatus: string | null;
};

async function list(filter: Record<string, unknown> = {}): Promise<{ totalCount: number; nodes: Node[] }> {
  const nodes: Node[] = [];
  let after: string | null = null;
  let totalCount = 0;
  do {
    const page: any = (
      await data(
        `query($filter: GpuFilter, $after: String) { gpus(filter: $filter, first: 100, after: $after, orderBy: NAME_ASC) {
          totalCount pageInfo { hasNextPage endCursor } edges { node { slug name formFactor coolerStyle softwareStatus } } } }`,
        { filter, after },
      )
    ).gpus;
    totalCount = page.totalCount;
    nodes.push(...page.edges.map((edge: any) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return { totalCount, nodes };
}

describe('GPU lists leave out legacy and server-only cards unless asked', () => {
  it('the gpus query lists exactly the cards the shared predicate keeps, for each choice of options', async () => {
    const everything = await list({ includeLegacy: true, includeServerCards: true });
    expect(everything.nodes.some((gpu) => gpu.slug === 'nvidia-tesla-k80')).toBe(true);
    for (const options of [
      {},
      { includeLegacy: true },
      { includeServerCards: true },
      { includeLegacy: true, includeServerCards: true },
    ]) {
      const listed = await list(options);
      const expected = everything.nodes
        .filter((gpu) => gpuListed(gpu as never, options))
        .map((gpu) => gpu.slug);
      expect(listed.nodes.map((gpu) => gpu.slug)).toEqual(expected);
      expect(listed.totalCount).toBe(expected.length);
    }
    const byDefault = await list();
    expect(byDefault.nodes.map((gpu) => gpu.slug)).not.toContain('nvidia-tesla-k80');
    expect(byDefault.nodes.some((gpu) => gpu.formFactor === 'SXM')).toBe(false);
    expect(byDefault.totalCount).toBeLessThan(everything.totalCount);
  });

  it('naming a server form factor lists server modules without includeServerCards', async () => {
    const sxm = await list({ formFactor: 'SXM' });
    expect(sxm.nodes.length).toBeGreaterThan(0);
    expect(sxm.nodes.every((gpu) => gpu.formFactor === 'SXM')).toBe(true);
  });

  it("GraphiQL's prefilled example opens with current desktop cards, not a Tesla K80 or an SXM module", async () => {
    const response = await fetch(`${t().url}/graphiql`);
    const page = await response.text();
    // The page's settings block (JSON, which the page's CSP does not execute).
    const match = /<script id="graphiql-settings" type="application\/json">(.*?)<\/script>/s.exec(page);
    expect(match).not.toBeNull();
    const example = (JSON.parse(match![1]) as { defaultQuery: string }).defaultQuery;
    const answer = await data(example);
    const names: string[] = answer.gpus.edges.map((edge: any) => edge.node.name);
    expect(names.length).toBeGreaterThan(0);
    const all = await list({ includeLegacy: true, includeServerCards: true });
    const hidden = new Set(all.nodes.filter((gpu) => !gpuListed(gpu as never)).map((gpu) => gpu.name));
    for (const name of names) expect(hidden.has(name)).toBe(false);
  });

  it('recommendGpus and the gpus query agree on what is left out by default', async () => {
    const listed = new Set((await list()).nodes.map((gpu) => gpu.slug));
    const { recommendGpus } = await data(
      `{ recommendGpus(input: { first: 50, condition: ANY }) { gpu { slug } } }`,
    );
    for (const { gpu } of recommendGpus) expect(listed.has(gpu.slug)).toBe(true);
  });
});

describe('lookups by slug: NOT_FOUND with suggestions, never a silent null', () => {
  const { run: execute } = graphqlOn(t);

  it.each([
    ['component', '{ component(slug: "nvidia-geforce-rtx-309") { slug } }', 'nvidia-geforce-rtx-3090'],
    ['useCase', '{ useCase(slug: "llm-inference-70b") { slug } }', 'llm-inference-70b-4bit'],
  ])('%s with a slug that names nothing', async (_name, query, suggested) => {
    const result = await execute(query);
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors!;
    expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'slug' });
    expect(error.extensions!.suggestions).toContain(suggested);
    expect(error.message).toMatch(/not found; did you mean/);
  });

  it('a known slug still answers', async () => {
    const result = await execute('{ component(slug: "nvidia-geforce-rtx-3090") { slug } }');
    expect(result.errors).toBeUndefined();
    expect(result.data!.component).toEqual({ slug: 'nvidia-geforce-rtx-3090' });
  });
});

describe("the bench's baseline answers what rigbase answers (or its ratios go unmeasured)", () => {
  // The bench compares rigbase with a hand-written handler only where their answers are the
  // same bytes; when a default changed (issue 26's listing) the baseline's S2 was skipped in
  // every run without anything failing. Its handler runs here on the suite's database.
  it.each(['S1', 'S2'] as const)('%s: the same bytes', async (id) => {
    const pool = new Pool({ connectionString: t().db.url, max: 1 });
    const handle = createBaselineHandler(pool);
    const baseline = createHttpServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
    try {
      const post = async (url: string) =>
        (
          await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: requestBody(scenarioById(id)),
          })
        ).text();
      const { port } = baseline.address() as AddressInfo;
      const ours = await post(t().url);
      expect(JSON.parse(ours).errors).toBeUndefined();
      expect(await post(`http://127.0.0.1:${port}`)).toBe(ours);
    } finally {
      baseline.closeAllConnections();
      await new Promise<void>((resolve) => baseline.close(() => resolve()));
      await pool.end();
    }
  });
});
