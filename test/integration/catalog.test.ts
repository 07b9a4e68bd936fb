import { graphqlOn, suiteServer } from '../support/server';

const { run: gql, data } = graphqlOn(suiteServer());

const PAGE = `query($first: Int, $after: String, $orderBy: GpuOrder, $filter: GpuFilter) {
  gpus(first: $first, after: $after, orderBy: $orderBy, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id slug name vramGb priceUsd usedPriceUsd memoryBandwidthGBs relativePerformance vendor
      performancePerDollar(condition: USED) } }
  }
}`;

describe('gpus pagination', () => {
  /** Every slug of an order, walked in pages of `first` (the catalog holds more than 100 GPUs). */
  async function walk(first: number, variables: Record<string, unknown>) {
    const slugs: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: any = await data(PAGE, { ...variables, first, after });
      slugs.push(...page.gpus.edges.map((e: any) => e.node.slug));
      pages++;
      if (!page.gpus.pageInfo.hasNextPage) {
        expect(page.gpus.edges.length).toBeLessThanOrEqual(first);
        return { slugs, pages, totalCount: page.gpus.totalCount as number };
      }
      expect(page.gpus.edges).toHaveLength(first);
      after = page.gpus.pageInfo.endCursor;
    }
  }

  it('walks every page with cursors, ending on a last page, with no duplicates or gaps', async () => {
    const all = await walk(100, { orderBy: 'NAME_ASC' });
    expect(all.slugs).toHaveLength(all.totalCount);
    const small = await walk(7, { orderBy: 'NAME_ASC' });
    expect(small.pages).toBe(Math.ceil(all.totalCount / 7));
    expect(new Set(small.slugs).size).toBe(small.slugs.length);
    expect(small.slugs).toEqual(all.slugs);
  });

  it.each([
    'RELATIVE_PERFORMANCE_DESC',
    'PERFORMANCE_PER_DOLLAR_DESC',
    'PRICE_ASC',
    'VRAM_DESC',
    'BANDWIDTH_DESC',
  ])('pages through %s with the same order as the largest pages', async (orderBy) => {
    const filter = { condition: 'USED' };
    const big = await walk(100, { orderBy, filter });
    const small = await walk(9, { orderBy, filter });
    expect(small.slugs).toEqual(big.slugs);
  });

  it('caps first at 100 with BAD_USER_INPUT naming the argument', async () => {
    const result = await gql(PAGE, { first: 101 });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('rejects a forged cursor', async () => {
    const result = await gql(PAGE, { first: 5, after: 'bm90LWEtY3Vyc29y' });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});

describe('every connection pages with cursors', () => {
  it.each([
    ['components', `components(kind: CPU, first: $first, after: $after)`],
    ['components', `components(search: "rtx", first: $first, after: $after)`],
    ['guidance', `guidance(first: $first, after: $after)`],
    ['guidance', `guidance(search: "power supply", first: $first, after: $after)`],
    ['benchmarks', `benchmarks(first: $first, after: $after)`],
    ['cloudOfferings', `cloudOfferings(first: $first, after: $after)`],
  ])('%s: %s', async (field, selection) => {
    const query = `query($first: Int, $after: String) { ${selection} {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`;
    const all = (await data(query, { first: 100 }))[field];
    expect(all.edges.length).toBeGreaterThan(3);
    expect(new Set(all.edges.map((e: any) => e.node.id)).size).toBe(all.edges.length);
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: any = (await data(query, { first: 3, after }))[field];
      ids.push(...page.edges.map((e: any) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(ids.slice(0, 100)).toEqual(all.edges.map((e: any) => e.node.id));
    expect(ids).toHaveLength(all.totalCount);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('gpus filters and orders', () => {
  it('orders by relative performance, unknown last', async () => {
    const { gpus } = await data(PAGE, { first: 100, orderBy: 'RELATIVE_PERFORMANCE_DESC' });
    const values = gpus.edges.map((e: any) => e.node.relativePerformance ?? -1);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    expect(values[0]).toBeGreaterThan(1);
  });

  it('orders by used price ascending and filters by max used price and memory', async () => {
    const filter = { condition: 'USED', maxPriceUsd: 800, minVramGb: 12 };
    const { gpus } = await data(PAGE, { first: 100, orderBy: 'PRICE_ASC', filter });
    expect(gpus.edges.length).toBeGreaterThan(0);
    const prices = gpus.edges.map((e: any) => e.node.usedPriceUsd);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    for (const { node } of gpus.edges) {
      expect(node.usedPriceUsd).toBeLessThanOrEqual(800);
      expect(node.vramGb).toBeGreaterThanOrEqual(12);
    }
  });

  it('orders by performance per dollar at the used price', async () => {
    const { gpus } = await data(PAGE, {
      first: 100,
      orderBy: 'PERFORMANCE_PER_DOLLAR_DESC',
      filter: { condition: 'USED' },
    });
    const values = gpus.edges.map((e: any) => e.node.performancePerDollar ?? -1);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    const first = gpus.edges[0].node;
    expect(first.performancePerDollar).toBeCloseTo(
      (first.relativePerformance / first.usedPriceUsd) * 1000,
      2,
    );
  });

  it('filters by vendor and validates numbers', async () => {
    const { gpus } = await data(PAGE, { first: 100, filter: { vendor: 'AMD' } });
    expect(gpus.edges.length).toBeGreaterThan(0);
    expect(gpus.edges.every((e: any) => e.node.vendor === 'AMD')).toBe(true);
    // A vendor the enum does not know is refused by name, never a silent empty page.
    for (const vendor of ['NVDA', 'amd']) {
      const refused = await gql(PAGE, { filter: { vendor } });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'filter.vendor',
      });
      expect(refused.errors?.[0].message).toMatch(/GpuVendor/);
    }
    const bad = await gql(PAGE, { filter: { minVramGb: -1 } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.minVramGb' });
  });

  it.each(['3090', 'rtx3090', 'RTX-3090', 'rtx 3090', 'GeForce RTX 3090'])(
    'finds the RTX 3090 by the loose model name %p',
    async (search) => {
      const { gpus } = await data(PAGE, { first: 100, filter: { search } });
      expect(gpus.edges.map((e: any) => e.node.slug)).toContain('nvidia-geforce-rtx-3090');
    },
  );

  it('finds the 2080 Ti as "2080ti" through components(search:)', async () => {
    const { components } = await data(`{ components(search: "2080ti") { edges { node { slug kind } } } }`);
    expect(components.edges.map((e: any) => e.node.slug)).toContain('nvidia-geforce-rtx-2080-ti');
  });
});

describe('lookups', () => {
  it('round-trips node(id) for a GPU, a motherboard and a guidance entry', async () => {
    const { component } = await data(`{ component(slug: "nvidia-geforce-rtx-3090") { id name } }`);
    const { node } = await data(`query($id: ID!) { node(id: $id) { id ... on Gpu { name } } }`, {
      id: component.id,
    });
    expect(node).toEqual(component);

    const { components } = await data(`{ components(kind: MOTHERBOARD, first: 1) { edges { node { id slug
      ... on Motherboard { pcieSlots { position physicalLanes } } } } } }`);
    const board = components.edges[0].node;
    expect(board.pcieSlots.length).toBeGreaterThan(0);
    const back = await data(`query($id: ID!) { node(id: $id) { id ... on Motherboard { slug } } }`, {
      id: board.id,
    });
    expect(back.node.slug).toBe(board.slug);

    const { guidance } = await data(`{ guidance(first: 1) { edges { node { id slug } } } }`);
    const g = guidance.edges[0].node;
    const again = await data(`query($id: ID!) { node(id: $id) { id ... on Guidance { slug } } }`, {
      id: g.id,
    });
    expect(again.node).toEqual(g);
  });

  it('is NOT_FOUND for unknown slugs, null for unknown ids, and BAD_USER_INPUT for malformed ids', async () => {
    const missing = await gql(`{ component(slug: "no-such-part") { id } useCase(slug: "nope") { slug } }`);
    expect(missing.data).toEqual({ component: null, useCase: null });
    expect(missing.errors?.map((e) => [e.path?.[0], e.extensions?.code, e.extensions?.field])).toEqual([
      ['component', 'NOT_FOUND', 'slug'],
      ['useCase', 'NOT_FOUND', 'slug'],
    ]);
    const unknown = await data(`query($id: ID!) { node(id: $id) { id } }`, {
      id: Buffer.from('Gpu:2000000000').toString('base64url'),
    });
    expect(unknown.node).toBeNull();
    const bad = await gql(`{ node(id: "%%%") { id } }`);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists use cases with sources, sources, benchmarks and cloud offerings', async () => {
    const result = await data(`{
      useCases { slug minVramGb sources { title year } }
      sources { title }
      benchmarks(gpuSlug: "nvidia-geforce-rtx-3090", first: 100) { totalCount edges { node { gpu { slug } value unit source { title } } } }
      cloudOfferings(first: 100) { totalCount edges { node { provider asOf gpu { slug } source { title } onDemandUsdPerHour } } }
    }`);
    expect(result.useCases.length).toBeGreaterThan(0);
    expect(result.useCases.every((u: any) => u.sources.length > 0)).toBe(true);
    const vram = result.useCases.map((u: any) => u.minVramGb);
    expect(vram).toEqual([...vram].sort((a: number, b: number) => a - b));
    expect(result.benchmarks.totalCount).toBeGreaterThan(0);
    expect(result.benchmarks.edges.every((e: any) => e.node.gpu.slug === 'nvidia-geforce-rtx-3090')).toBe(
      true,
    );
    const dates = result.cloudOfferings.edges.map((e: any) => e.node.asOf);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers NOT_FOUND for a benchmark filter on an unknown GPU', async () => {
    const result = await gql(`{ benchmarks(gpuSlug: "nvidia-geforce-rtx-9999") { totalCount } }`);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'gpuSlug' });
  });

  it('filters guidance by tag', async () => {
    const { guidance } = await data(
      `{ guidance(tag: "power", first: 100) { totalCount edges { node { tags sources { title } } } } }`,
    );
    expect(guidance.totalCount).toBeGreaterThan(0);
    expect(guidance.edges.every((e: any) => e.node.tags.includes('power') && e.node.sources.length > 0)).toBe(
      true,
    );
  });
});

describe('a part with every relation at once', () => {
  // The GPU page's question: a part's sources with its offers, benchmarks and dated prices,
  // all prefetched on the one lookup (their column aliases are mixed case).
  it('answers component(slug:) with sources, cloud offers, benchmarks and prices together', async () => {
    const result: any = await data(`{ component(slug: "nvidia-geforce-rtx-3090") {
      slug sources { key } priceObservations { amount }
      ... on Gpu { cloudOfferings { id provider source { key } } benchmarks { id source { key } } }
    } }`);
    const gpu = result.component;
    expect(gpu.sources.length).toBeGreaterThan(0);
    expect(gpu.cloudOfferings.length).toBeGreaterThan(0);
    expect(gpu.cloudOfferings.every((o: any) => typeof o.source.key === 'string')).toBe(true);
    expect(gpu.benchmarks.length).toBeGreaterThan(0);
    expect(gpu.priceObservations.length).toBeGreaterThan(0);
  });
});
