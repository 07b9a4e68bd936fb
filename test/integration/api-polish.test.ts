import { postGraphql, suiteKey, suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

/**
 * Issue 16 as a frontend, a chatbot's tool layer and a curator's script meet it, over real
 * HTTP on a real server and database: cursors tied to their list, partial edits that keep
 * what they do not send, readable versions, and browsers' preflights.
 */

const t = suiteServer({ env: UNLIMITED_RATES });
const editor = suiteKey(t, 'EDITOR', 'polish editor');

type Body = Awaited<ReturnType<typeof postGraphql>>['body'];

async function post(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await postGraphql(t().url, query, variables, headers);
  return response;
}

function dataOf(body: Body): any {
  expect(body.errors).toBeUndefined();
  return body.data;
}

const GPUS = `query($first: Int, $after: String, $orderBy: GpuOrder, $filter: GpuFilter) {
  gpus(first: $first, after: $after, orderBy: $orderBy, filter: $filter) {
    pageInfo { hasNextPage endCursor } edges { cursor node { slug } } } }`;

describe('cursors belong to the list, order and filter that produced them', () => {
  async function endCursorOf(variables: Record<string, unknown>) {
    const { body } = await post(GPUS, { first: 3, ...variables });
    return dataOf(body).gpus.pageInfo.endCursor as string;
  }

  function expectRestart(body: Body) {
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(body.errors?.[0].message).toMatch(/restart from the first page/);
  }

  it('a PRICE_ASC cursor passed to VRAM_DESC is refused instead of skipping a card', async () => {
    const cursor = await endCursorOf({ orderBy: 'PRICE_ASC' });
    const { status, body } = await post(GPUS, { first: 3, after: cursor, orderBy: 'VRAM_DESC' });
    expect(status).toBeLessThan(500);
    expectRestart(body);
    // The same cursor still continues its own list.
    const own = await post(GPUS, { first: 3, after: cursor, orderBy: 'PRICE_ASC' });
    expect(dataOf(own.body).gpus.edges).toHaveLength(3);
  });

  it('a cursor is refused after the filter changed, and by another connection', async () => {
    const cursor = await endCursorOf({ orderBy: 'VRAM_DESC', filter: { vendor: 'NVIDIA' } });
    expectRestart(
      (await post(GPUS, { after: cursor, orderBy: 'VRAM_DESC', filter: { vendor: 'AMD' } })).body,
    );
    expectRestart(
      (
        await post(GPUS, {
          after: cursor,
          orderBy: 'VRAM_DESC',
          filter: { vendor: 'NVIDIA', condition: 'USED' },
        })
      ).body,
    );
    for (const list of [
      `query($after: String) { components(after: $after) { totalCount } }`,
      `query($after: String) { guidance(after: $after) { totalCount } }`,
      `query($after: String) { benchmarks(after: $after) { totalCount } }`,
      `query($after: String) { cloudOfferings(after: $after) { totalCount } }`,
    ]) {
      expectRestart((await post(list, { after: cursor })).body);
    }
  });

  it('the default order and the same order spelled out share cursors', async () => {
    const cursor = await endCursorOf({});
    const { body } = await post(GPUS, { first: 3, after: cursor, orderBy: 'RELATIVE_PERFORMANCE_DESC' });
    expect(dataOf(body).gpus.edges).toHaveLength(3);
  });

  /** A cursor in the current format whose fingerprint is right but whose payload is forged. */
  function forge(real: string, value: unknown, id: unknown): string {
    const [print] = JSON.parse(Buffer.from(real, 'base64url').toString('utf8').slice(3)) as [string];
    return Buffer.from(`k2:${JSON.stringify([print, value, id])}`).toString('base64url');
  }

  const pageOf = (root: string) =>
    `query($after: String) { ${root}(first: 2, after: $after) { pageInfo { endCursor } } }`;
  it.each([
    ['gpus', GPUS],
    ...['components', 'guidance', 'benchmarks', 'cloudOfferings'].map((root) => [root, pageOf(root)]),
  ])('%s: forged cursors are BAD_USER_INPUT, never a 500', async (root, query) => {
    const first = await post(query, { first: 2 });
    const real = dataOf(first.body)[root].pageInfo.endCursor as string;
    // A key of the wrong type: text where a number sorts, a number where text (dates) does.
    const wrongType = root === 'cloudOfferings' ? 5 : 'abc';
    for (const after of [
      forge(real, wrongType, 1),
      forge(real, 1, 2 ** 31),
      forge(real, 1, 'x'),
      forge(real, { nested: true }, 1),
      'bm90IGEgY3Vyc29y',
    ]) {
      const { status, body } = await post(query, { after });
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    }
  });
});

describe('editing: readable versions and partial updates', () => {
  const auth = () => ({ authorization: `Bearer ${editor()}` });
  const GPU = `query($slug: String!) { component(slug: $slug) { ... on Gpu {
    slug name version updatedAt usedPriceUsd fp32Tflops lengthMm slotWidth description memoryType
    sources { key } } } }`;
  const UPSERT_GPU = `mutation($i: GpuInput!) { upsertGpu(input: $i) {
    slug name version updatedAt usedPriceUsd fp32Tflops lengthMm slotWidth description memoryType
    sources { key } } }`;

  async function read(slug: string) {
    return dataOf((await post(GPU, { slug })).body).component;
  }

  it('an update that sends the version and one price keeps every other field, sources included', async () => {
    const before = await read('nvidia-geforce-rtx-3090');
    expect(before.version).toEqual(expect.any(Number));
    expect(Date.parse(before.updatedAt)).not.toBeNaN();
    expect(before.sources.length).toBeGreaterThan(1);
    const { body } = await post(
      UPSERT_GPU,
      { i: { slug: 'nvidia-geforce-rtx-3090', version: before.version, usedPriceUsd: 650 } },
      auth(),
    );
    const after = dataOf(body).upsertGpu;
    expect(after).toEqual({
      ...before,
      usedPriceUsd: 650,
      version: before.version + 1,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    // What a later read shows is what the mutation answered.
    expect(await read('nvidia-geforce-rtx-3090')).toEqual(after);
  });

  it('null clears a nullable field; a required one cannot be cleared', async () => {
    const before = await read('nvidia-geforce-rtx-3090');
    const cleared = await post(
      UPSERT_GPU,
      { i: { slug: before.slug, version: before.version, lengthMm: null } },
      auth(),
    );
    expect(dataOf(cleared.body).upsertGpu).toMatchObject({ lengthMm: null, slotWidth: before.slotWidth });
    const refused = await post(
      UPSERT_GPU,
      { i: { slug: before.slug, version: before.version + 1, name: null, vendor: null } },
      auth(),
    );
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.name',
    });
    expect(refused.body.errors?.[0].extensions?.problems).toEqual([
      { field: 'input.name', message: 'name is required and cannot be cleared' },
      { field: 'input.vendor', message: 'vendor is required and cannot be cleared' },
    ]);
    expect((await read(before.slug)).name).toBe(before.name);
  });

  it('sources are replaced only when given', async () => {
    const before = await read('nvidia-geforce-rtx-3090');
    const one = before.sources[0].key;
    const { body } = await post(
      UPSERT_GPU,
      { i: { slug: before.slug, version: before.version, sources: [one] } },
      auth(),
    );
    expect(dataOf(body).upsertGpu.sources).toEqual([{ key: one }]);
    expect(dataOf(body).upsertGpu.version).toBe(before.version + 1);
  });

  it('a create names every missing required field at once; a stale version is CONFLICT', async () => {
    const { body } = await post(UPSERT_GPU, { i: { slug: 'acme-partial-card', name: 'Partial' } }, auth());
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = (body.errors?.[0].extensions?.problems as { field: string }[]).map((p) => p.field);
    expect(missing).toEqual(
      expect.arrayContaining([
        'input.manufacturer',
        'input.sources',
        'input.vendor',
        'input.vramGb',
        'input.tdpW',
      ]),
    );
    const current = await read('nvidia-geforce-rtx-3090');
    const stale = await post(
      UPSERT_GPU,
      { i: { slug: current.slug, version: current.version - 1, usedPriceUsd: 1 } },
      auth(),
    );
    expect(stale.body.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      currentVersion: current.version,
    });
  });

  it('a motherboard update without pcieSlots keeps its slots', async () => {
    const BOARD = `{ component(slug: "asus-pro-ws-wrx90e-sage-se") { ... on Motherboard { version pcieSlots { position } } } }`;
    const before = dataOf((await post(BOARD)).body).component;
    const { body } = await post(
      `mutation($i: MotherboardInput!) { upsertMotherboard(input: $i) { version priceUsd pcieSlots { position } } }`,
      { i: { slug: 'asus-pro-ws-wrx90e-sage-se', version: before.version, priceUsd: 1234 } },
      auth(),
    );
    expect(dataOf(body).upsertMotherboard).toEqual({
      version: before.version + 1,
      priceUsd: 1234,
      pcieSlots: before.pcieSlots,
    });
  });

  it('guidance, sources, benchmarks and offers show their version and update partially', async () => {
    const { guidance } = dataOf(
      (await post(`{ guidance(first: 1) { edges { node { slug version updatedAt question tags } } } }`)).body,
    );
    const entry = guidance.edges[0].node;
    const { body } = await post(
      `mutation($i: GuidanceInput!) { upsertGuidance(input: $i) { version question tags answer } }`,
      { i: { slug: entry.slug, version: entry.version, answer: 'A shorter answer in our own words.' } },
      auth(),
    );
    expect(dataOf(body).upsertGuidance).toEqual({
      version: entry.version + 1,
      question: entry.question,
      tags: entry.tags,
      answer: 'A shorter answer in our own words.',
    });
    const reads = dataOf(
      (
        await post(`{ sources { version updatedAt } benchmarks(first: 1) { edges { node { version updatedAt } } }
          cloudOfferings(first: 1) { edges { node { version updatedAt } } } }`)
      ).body,
    );
    expect(reads.sources[0]).toEqual({ version: expect.any(Number), updatedAt: expect.any(String) });
    expect(reads.benchmarks.edges[0].node.version).toBeGreaterThan(0);
    expect(reads.cloudOfferings.edges[0].node.version).toBeGreaterThan(0);
  });
});

describe('names that say what they are, defaults that agree', () => {
  /** A field of a type as introspection shows it, deprecated ones included. */
  async function introspected(type: string, field: string) {
    const { body } = await post(
      `query($type: String!) { __type(name: $type) { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
      { type },
    );
    return dataOf(body).__type.fields.find((f: { name: string }) => f.name === field);
  }

  const PARTS = [
    { slug: 'nvidia-geforce-rtx-3090', quantity: 2 },
    { slug: 'super-flower-leadex-titanium-1600w' },
  ];

  it('PowerReport has sustainedDrawW and transientPeakW; estimatedPeakW is deprecated with its replacement', async () => {
    const { body } = await post(
      `query($b: BuildInput!) { checkBuild(build: $b) { power { estimatedPeakW sustainedDrawW transientPeakW totalTdpW } } }`,
      { b: { parts: PARTS } },
    );
    const { power } = dataOf(body).checkBuild;
    expect(power.sustainedDrawW).toBe(power.estimatedPeakW);
    expect(power.sustainedDrawW).toBeGreaterThan(power.totalTdpW - 1);
    // Two Ampere cards spike to about 1.7 x their TDP for milliseconds.
    expect(power.transientPeakW).toBeGreaterThan(power.sustainedDrawW);
    expect(await introspected('PowerReport', 'estimatedPeakW')).toMatchObject({
      isDeprecated: true,
      deprecationReason: expect.stringMatching(/sustainedDrawW/),
    });
  });

  it('a saved build reads its report as report, like BuildRecommendation; build stays, deprecated', async () => {
    const saved = await post(`mutation($b: BuildInput!) { saveBuild(build: $b) { id } }`, {
      b: { parts: PARTS },
    });
    const id = dataOf(saved.body).saveBuild.id;
    const { body } = await post(
      `query($id: ID!) { savedBuild(id: $id) { report { compatible power { sustainedDrawW } } build { compatible power { sustainedDrawW } } } }`,
      { id },
    );
    const { report, build } = dataOf(body).savedBuild;
    expect(report).toEqual(build);
    expect(report.power.sustainedDrawW).toBeGreaterThan(0);
    expect(await introspected('SavedBuild', 'build')).toMatchObject({
      isDeprecated: true,
      deprecationReason: expect.stringMatching(/report/),
    });
  });

  it('performancePerDollar, GpuFilter and the recommendations all default to the ANY price', async () => {
    const { body } = await post(`{ gpus(first: 30) { edges { node { slug
      implicit: performancePerDollar any: performancePerDollar(condition: ANY) } } }
      priced: gpus(first: 1, orderBy: PRICE_ASC) { edges { node { priceUsd usedPriceUsd } } }
      pricedAny: gpus(first: 1, orderBy: PRICE_ASC, filter: { condition: ANY }) { edges { node { priceUsd usedPriceUsd } } } }`);
    const data = dataOf(body);
    for (const { node } of data.gpus.edges) expect(node.implicit).toBe(node.any);
    expect(data.priced).toEqual(data.pricedAny);
    // Some card is cheaper used than new, so the defaults really differ from NEW.
    expect(data.gpus.edges.some((e: any) => e.node.any !== null)).toBe(true);
    const defaults = dataOf(
      (await post(`{ __type(name: "GpuRecommendationInput") { inputFields { name defaultValue } } }`)).body,
    ).__type.inputFields;
    expect(defaults.find((f: any) => f.name === 'condition').defaultValue).toBe('ANY');
  });

  it('no card without tensor cores has a tensor-core rate', async () => {
    // Every GPU of the catalog, legacy and server cards too, page by page.
    const cards: any[] = [];
    let after: string | null = null;
    do {
      const { body } = await post(
        `query ($after: String) { gpus(first: 100, orderBy: NAME_ASC, after: $after, filter: { includeLegacy: true, includeServerCards: true }) {
          edges { node { slug tensorCores fp16TensorTflops } } pageInfo { hasNextPage endCursor } } }`,
        { after },
      );
      const page = dataOf(body).gpus;
      cards.push(...page.edges.map((e: any) => e.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(cards.find((c: any) => c.slug === 'nvidia-tesla-p100-pcie-16gb')).toMatchObject({
      tensorCores: false,
      fp16TensorTflops: null,
    });
    expect(cards.filter((c: any) => !c.tensorCores && c.fp16TensorTflops !== null)).toEqual([]);
  });
});

describe('browsers', () => {
  async function preflight(requested: string) {
    return fetch(`${t().url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://planner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': requested,
      },
    });
  }
  const allowed = (response: Response) =>
    (response.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());

  it('allows the headers common clients send, and reflects other well-formed ones', async () => {
    // Names as clients send them; the answer lists each in lower case.
    const requested =
      'content-type, apollographql-client-name, apollographql-client-version, X-Request-Id, sentry-trace, baggage, traceparent, x-my-app-build';
    const response = await preflight(requested);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(allowed(response)).toEqual(expect.arrayContaining(requested.toLowerCase().split(', ')));
    expect(response.headers.get('vary')).toMatch(/Access-Control-Request-Headers/);
  });

  it('does not reflect a malformed list, but keeps the fixed one', async () => {
    const response = await preflight('x-ok, bad header\u00e9');
    expect(allowed(response)).toContain('apollographql-client-name');
    expect(allowed(response)).not.toContain('x-ok');
  });

  it('a request carrying those headers is answered, with Retry-After readable by the page', async () => {
    const { status, body, headers } = await post('{ __typename }', undefined, {
      origin: 'https://planner.example',
      'apollographql-client-name': 'planner',
      'x-request-id': 'abc-123',
      'sentry-trace': '0123456789abcdef0123456789abcdef-0123456789abcdef-1',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
    expect(headers.get('access-control-expose-headers')).toMatch(/retry-after/);
  });

  it('a simple cross-site POST is refused by CSRF prevention with BAD_REQUEST', async () => {
    const response = await fetch(`${t().url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('discoverable values and suggestions', () => {
  it('guidanceTags lists every tag guidance(tag:) can filter by, with counts', async () => {
    const { guidanceTags } = dataOf((await post(`{ guidanceTags { tag guidanceCount } }`)).body);
    const tags = guidanceTags.map((t: any) => t.tag);
    expect(tags).toEqual([...tags].sort());
    const power = guidanceTags.find((t: any) => t.tag === 'power');
    const { guidance } = dataOf((await post(`{ guidance(tag: "power") { totalCount } }`)).body);
    expect(power.guidanceCount).toBe(guidance.totalCount);
  });

  it.each([
    [
      'a part slug',
      `{ checkBuild(build: { parts: [{ slug: "rtx-3090" }] }) { compatible } }`,
      'NOT_FOUND',
      'build.parts[0].slug',
      'nvidia-geforce-rtx-3090',
    ],
    [
      'a use case',
      `{ recommendGpus(input: { useCase: "large-transformers-research" }) { rank } }`,
      'NOT_FOUND',
      'input.useCase',
      'large-transformers-cnns-research-2020',
    ],
    [
      'a GPU filter',
      `{ benchmarks(gpuSlug: "rtx-3090") { totalCount } }`,
      'NOT_FOUND',
      'gpuSlug',
      'nvidia-geforce-rtx-3090',
    ],
    ['a guidance tag', `{ guidance(tag: "powr") { totalCount } }`, 'BAD_USER_INPUT', 'tag', 'power'],
  ])(
    'an unknown value (%s) names the field and suggests the closest known ones',
    async (_what, query, code, field, wanted) => {
      const { body } = await post(query);
      expect(body.errors?.[0].extensions).toMatchObject({ code, field });
      expect(body.errors?.[0].extensions?.suggestions).toContain(wanted);
    },
  );
});
