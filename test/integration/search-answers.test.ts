import { graphqlOn, suiteServer } from '../support/server';

/**
 * `ask` (issue 29): the intent a text is read with, the things it names linked to the
 * catalog, and calls that answer it. Each suggested call is run as sent, and its answer
 * must settle the question the call says it answers.
 */
const t = suiteServer();
const { data, run } = graphqlOn(t);

const ASK = `query($text: String!, $first: Int) {
  ask(text: $text, first: $first) {
    text intent
    hits { kind match title item { __typename ... on Guidance { slug } ... on UseCase { slug } ... on Model { slug } ... on Component { slug } } }
    entities { kind text slug name quantity powerW amountUsd vramGb precision mode
      component { __typename slug } model { slug name } }
    calls { operation question field query variables tool toolArguments assumptions }
  }
}`;

interface Call {
  operation: string;
  question: string;
  field: string;
  query: string;
  variables: string;
  tool: string;
  toolArguments: string;
  assumptions: string[];
}

interface Entity {
  kind: string;
  text: string;
  slug: string | null;
  name: string;
  quantity: number | null;
  powerW: number | null;
  amountUsd: number | null;
  component: { slug: string } | null;
  model: { slug: string } | null;
}

async function ask(text: string, first = 5) {
  return (await data(ASK, { text, first })).ask as {
    intent: string;
    hits: { kind: string; match: string; item: { slug: string } }[];
    entities: Entity[];
    calls: Call[];
  };
}

/** Runs a suggested call exactly as it comes, and returns its data. */
async function runCall(call: Call): Promise<any> {
  const result = await run(call.query, JSON.parse(call.variables));
  expect(result.errors).toBeUndefined();
  return result.data![call.field];
}

const ANSWERS = new Set(['GUIDANCE', 'USE_CASE', 'MODEL']);

describe('ask: a model named with "+" or "plus"', () => {
  // Command R+ (104B) and Command R (35B) share the start of their names: the longer name
  // the text holds is the one it names, however it writes the "+".
  it.each([
    ['command r+', 'command-r-plus'],
    ['command r plus', 'command-r-plus'],
    ['command r plus 104b', 'command-r-plus'],
    ['Command-R+ 104B vram', 'command-r-plus'],
    ['command r', 'command-r'],
  ])('%s names %s first, and no other model', async (text, slug) => {
    const result = await ask(text);
    const models = result.hits.filter((hit) => hit.kind === 'MODEL');
    expect(models.map((hit) => hit.item.slug)).toEqual([slug]);
    expect(result.hits[0].item.slug).toBe(slug);
  });

  it('links Command R+ as the model of a question on cards, and estimates it', async () => {
    const result = await ask('can I run command r+ on two 3090s');
    expect(result.entities.filter((e) => e.kind === 'MODEL')).toEqual([
      expect.objectContaining({ text: 'command r+', slug: 'command-r-plus' }),
    ]);
    const [call] = result.calls.filter((c) => c.operation === 'ESTIMATE_MEMORY');
    expect(JSON.parse(call.toolArguments)).toMatchObject({ model: 'command-r-plus', gpuCount: 2 });
  });
});

describe('ask: a model on N cards', () => {
  it('links the model and the counted GPUs and suggests estimateMemory for that count, which runs', async () => {
    const result = await ask('can I run Llama 3.1 70B on two 3090s');
    expect(result.intent).toBe('QUESTION');
    expect(ANSWERS.has(result.hits[0].kind)).toBe(true);
    const model = result.entities.find((e) => e.kind === 'MODEL');
    const gpu = result.entities.find((e) => e.kind === 'GPU');
    expect(model).toMatchObject({ slug: 'llama-3.1-70b', model: { slug: 'llama-3.1-70b' } });
    expect(gpu).toMatchObject({
      slug: 'nvidia-geforce-rtx-3090',
      quantity: 2,
      text: 'two 3090s',
      component: { slug: 'nvidia-geforce-rtx-3090' },
    });
    // The text names the model before the cards.
    expect(result.entities.indexOf(model!)).toBeLessThan(result.entities.indexOf(gpu!));

    const calls = result.calls.filter((c) => c.operation === 'ESTIMATE_MEMORY');
    expect(calls.length).toBeGreaterThanOrEqual(1);
    const estimates = [];
    for (const call of calls) {
      expect(call).toMatchObject({ field: 'estimateMemory', tool: 'estimate_memory' });
      expect(JSON.parse(call.toolArguments)).toMatchObject({ model: 'llama-3.1-70b', gpuCount: 2 });
      // No format named: the call says which one it assumed.
      expect(call.assumptions.join(' ')).toMatch(/no format named/);
      estimates.push(await runCall(call));
    }
    for (const estimate of estimates) expect(estimate.gpuCount).toBe(2);
    // At the published 16-bit weights, 70B parameters need ~70 GB per card of two: not 24 GB.
    const bf16 = estimates.find((e) => e.weightFormat === 'BF16');
    expect(bf16.total.gib).toBeGreaterThan(24);
    // The 4-bit call, when suggested, needs less.
    const fourBit = estimates.find((e) => e.weightFormat !== 'BF16');
    if (fourBit) expect(fourBit.totalGb).toBeLessThan(bf16.totalGb);
  });

  it('takes the format and task the text names', async () => {
    const result = await ask('fine tune qwen 2.5 7b with qlora on a 4060 ti 16gb');
    const [call] = result.calls.filter((c) => c.operation === 'ESTIMATE_MEMORY');
    expect(JSON.parse(call.variables).input).toMatchObject({
      model: 'qwen-2.5-7b',
      mode: 'QLORA',
      gpuCount: 1,
    });
    expect((await runCall(call)).mode).toBe('QLORA');
  });
});

describe('ask: cards and a PSU', () => {
  it('checks two 4090s on a 1,000 W PSU with checkBuild, and the check answers no', async () => {
    const result = await ask('is a 1000 W PSU enough for two 4090s');
    expect(result.intent).toBe('QUESTION');
    expect(result.entities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'PSU', powerW: 1000, slug: null }),
        expect.objectContaining({ kind: 'GPU', slug: 'nvidia-geforce-rtx-4090', quantity: 2 }),
      ]),
    );
    const call = result.calls.find((c) => c.operation === 'CHECK_BUILD')!;
    expect(call.question).toMatch(/1,000 W PSU enough for 2 x .*4090/);
    const parts = JSON.parse(call.variables).build.parts as { slug: string; quantity: number }[];
    expect(parts).toContainEqual({ slug: 'nvidia-geforce-rtx-4090', quantity: 2 });
    // A catalog PSU of exactly 1,000 W stands in, and the call says so.
    expect(call.assumptions.join(' ')).toMatch(/stands in for any 1,000 W unit/);
    const report = await runCall(call);
    expect(report.power.psuW).toBe(1000);
    expect(report.power.recommendedPsuW).toBeGreaterThan(1000);
  });

  it('checks the household circuit for cards that may trip a breaker', async () => {
    const result = await ask('will 3 rtx 3090s trip a 15 amp breaker at 120v');
    const call = result.calls.find((c) => c.operation === 'CHECK_BUILD')!;
    expect(JSON.parse(call.variables).build).toMatchObject({
      parts: [{ slug: 'nvidia-geforce-rtx-3090', quantity: 3 }],
      mains: { voltage: 120, breakerAmps: 15 },
    });
    expect(call.question).toMatch(/household circuit/);
    const report = await runCall(call);
    expect(report.power.circuitLimitW).toBe(1440);
  });

  it('suggests powerLimitTradeoff for a card and a limit', async () => {
    const result = await ask('power limit my 3090 to 280w');
    const call = result.calls.find((c) => c.operation === 'POWER_LIMIT_TRADEOFF')!;
    expect(JSON.parse(call.toolArguments)).toEqual({ gpuSlug: 'nvidia-geforce-rtx-3090', limitsW: [280] });
    expect((await runCall(call)).limitW).toBe(280);
  });
});

describe('ask: budgets', () => {
  it('suggests recommendGpus for cards and recommendBuild for a machine', async () => {
    const gpus = await ask('best gpu for llms under $1000');
    const gpuCall = gpus.calls.find((c) => c.operation === 'RECOMMEND_GPUS')!;
    expect(JSON.parse(gpuCall.variables).input).toMatchObject({ budgetUsd: 1000 });
    expect(Array.isArray(await runCall(gpuCall))).toBe(true);

    const build = await ask('build a deep learning pc for 2500 dollars');
    expect(build.entities).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'BUDGET', amountUsd: 2500 })]),
    );
    const buildCall = build.calls.find((c) => c.operation === 'RECOMMEND_BUILD')!;
    expect(JSON.parse(buildCall.variables).input).toMatchObject({ budgetUsd: 2500 });
    expect((await runCall(buildCall)).parts).toEqual(expect.any(Array));
  });
});

describe('ask: intent and what it does not invent', () => {
  it('reads a product name as a LOOKUP with the part first', async () => {
    const result = await ask('b650 tomahawk');
    expect(result.intent).toBe('LOOKUP');
    expect(result.hits[0]).toMatchObject({
      kind: 'MOTHERBOARD',
      item: { slug: 'msi-mag-b650-tomahawk-wifi' },
    });
  });

  it('names three GPUs without a model: an unlinked count, and no call it could not fill', async () => {
    const result = await ask('the breaker trips when I run three GPUs');
    expect(result.entities).toEqual([
      expect.objectContaining({ kind: 'GPU', quantity: 3, slug: null, component: null }),
    ]);
    expect(result.calls).toEqual([]);
    expect(result.hits[0].item.slug).toBe('household-circuit-limit');
  });

  it('links a part named by its line, without a model number, with the words that name it', async () => {
    const result = await ask('is a wraith stealth cooler enough for a 65 w cpu');
    expect(result.hits[0].item.slug).toBe('amd-wraith-stealth');
    expect(result.entities).toContainEqual(
      expect.objectContaining({
        kind: 'PART',
        text: 'wraith stealth',
        slug: 'amd-wraith-stealth',
        component: { __typename: 'Cooler', slug: 'amd-wraith-stealth' },
      }),
    );
  });

  it('a GraphQL search with intent LOOKUP lists parts first even for words', async () => {
    const result = await data(
      `{ search(text: "samsung 64gb", first: 3, intent: LOOKUP) { kind item { ... on Component { slug } } } }`,
    );
    expect(result.search[0].kind).toBe('MEMORY');
  });

  it('rejects bad input like search does', async () => {
    const result = await run(ASK, { text: '   ', first: 3 });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
  });
});
