import { graphql } from './support/app-server';
import { axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import {
  chartData,
  chooseOption,
  enumValues,
  optionValues,
  settledReading,
  waitForText,
} from './support/page-helpers';
import { CONFIG_FIXTURES, readConfig } from '../fixtures/model-configs';

const numberText = (value: number, digits = 2) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });

const ESTIMATE = `query ($input: MemoryEstimateInput!, $condition: PriceCondition, $gpuCounts: [Int!]) {
  estimateMemory(input: $input) {
    totalGb weightsGb gradientsGb optimizerGb activationsGb kvCacheGb overheadGb
    total { gb gib } weightFormat mode
    lines { key amount { gb gib } }
    model { name }
    fits(first: 12, condition: $condition, gpuCounts: $gpuCounts) {
      gpuCount priceUsd gpu { slug }
      memoryPerGpu { gb gib } requiredPerGpu { gb gib } headroom { gb gib }
      throughput { decodeTokensPerSecond }
    }
  }
}`;

/**
 * The API's answer to what the page asks once the first test has set it up: AWQ INT4
 * weights, batch 1, 16,384 tokens, used prices, setups of 1 or 2 GPUs; `input` adds the
 * model (or size) and mode each test chooses.
 */
async function estimate(url: string, input: Record<string, unknown>) {
  const asked = { precision: 'AWQ_INT4', batchSize: 1, sequenceLength: 16384, ...input };
  return (await graphql(url, ESTIMATE, { input: asked, condition: 'USED', gpuCounts: [1, 2] }))
    .estimateMemory;
}

/** The parts of the stacked bar, by the page's dataset label, and the API field each one shows. */
const PART_FIELDS: Record<string, string> = {
  Weights: 'weightsGb',
  Gradients: 'gradientsGb',
  'Optimizer states': 'optimizerGb',
  Activations: 'activationsGb',
  'KV cache': 'kvCacheGb',
  Overhead: 'overheadGb',
};

describe('Can I run it? by model name, in a real browser', () => {
  const view = browserSession('/#/memory');

  it('offers exactly the formats, modes and KV cache precisions the schema defines', async () => {
    const { page, server } = view();
    await page.getByRole('heading', { level: 1, name: 'Can I run it?' }).waitFor();
    const pairs: Array<[string, string]> = [
      ['#mem-precision', 'MemoryPrecision'],
      ['#mem-mode', 'MemoryMode'],
      ['#mem-kv', 'KvCachePrecision'],
    ];
    for (const [selector, enumName] of pairs) {
      const offered = (await optionValues(page, selector)).sort();
      expect({ enumName, offered }).toEqual({
        enumName,
        offered: (await enumValues(server.url, enumName)).sort(),
      });
    }
  });

  it('finds a model by loose words and stacks its estimate, with units, setups and tokens/s as the API gives them', async () => {
    const { page, server } = view();
    await chooseOption(page, 'Model', 'qwen2.5 32', 'qwen-2.5-32b', true);
    await page.getByLabel('Weight format').selectOption('AWQ_INT4');
    await page.getByLabel('Context length (tokens)').fill('16384');
    await page.getByLabel('Prices', { exact: true }).selectOption('USED');
    await page.getByLabel('GPUs per setup').selectOption('2');

    const api = await estimate(server.url, {
      model: 'qwen-2.5-32b',
      mode: 'INFERENCE',
      kvCachePrecision: 'FP16',
    });
    expect(api.fits.length).toBeGreaterThan(1);

    // The headline names the model and gives the total in both units, as the API rounds them.
    const headline = await waitForText(page.getByTestId('memory-total'), new RegExp(`${api.total.gib} GiB`));
    expect(headline).toContain(api.model.name);
    expect(headline).toContain(`${numberText(api.total.gb)} GB (${numberText(api.total.gib)} GiB)`);
    await page.getByTestId('chosen-model').filter({ hasText: api.model.name }).waitFor();

    // The model's bar: one segment per part, each the API's decimal-GB figure.
    await page.waitForFunction((weightsGb) => {
      const chart = (document.getElementById('memory-chart') as any)?.rigbaseChart;
      return chart?.data.datasets[0].data[0] === weightsGb;
    }, api.weightsGb);
    // The model's bar is the same whatever the prices and GPUs per setup, so it can already
    // show while the setups' bars are still those of the settings before the last two (used
    // prices, two GPUs): wait until the setups drawn are the API's, in its order (CI once read
    // an RTX 5090 bar of the answer for the earlier settings).
    const rows = page.locator('[data-testid="fits-table"] tbody tr');
    const setupKeys = api.fits.map((fit: any) => [fit.gpu.slug, fit.gpuCount]);
    const keys = await settledReading(
      () =>
        rows.evaluateAll((items) =>
          items.map((item) => [item.getAttribute('data-slug'), Number(item.getAttribute('data-count'))]),
        ),
      setupKeys,
    );
    expect(keys).toEqual(setupKeys);
    const setupLabels = api.fits.slice(0, 6).map((fit: any) => `${numberText(fit.memoryPerGpu.gib)} GiB`);
    await page.waitForFunction((wanted: string[]) => {
      const labels: unknown[] =
        (document.getElementById('memory-chart') as any)?.rigbaseChart?.data.labels ?? [];
      return (
        labels.length - 1 === wanted.length && wanted.every((text, i) => String(labels[i + 1]).includes(text))
      );
    }, setupLabels);
    const chart = await chartData(page, 'memory-chart');
    const parts = chart.datasets.filter((dataset) => dataset.label in PART_FIELDS);
    expect(Object.fromEntries(parts.map((dataset) => [dataset.label, dataset.data[0]]))).toEqual(
      Object.fromEntries(Object.entries(PART_FIELDS).map(([label, field]) => [label, api[field]])),
    );
    // Each part is rounded to 0.01 GB, so the segments may miss the total by half a hundredth each.
    const sum = parts.reduce((total, dataset) => total + dataset.data[0], 0);
    expect(Math.abs(sum - api.totalGb)).toBeLessThanOrEqual(0.005 * parts.length + 1e-9);

    // A bar per setup after the model's: needed, the runtime's reserve and free per GPU add up
    // to the card's memory in GB.
    const needed = chart.datasets.find((dataset) => dataset.label === 'Needed per GPU')?.data ?? [];
    const reserve = chart.datasets.find((dataset) => dataset.label === "Runtime's reserve")?.data ?? [];
    const free = chart.datasets.find((dataset) => dataset.label === 'Free per GPU')?.data ?? [];
    const drawn = chart.labels.length - 1;
    expect(drawn).toBe(Math.min(6, api.fits.length));
    for (let index = 0; index < drawn; index += 1) {
      const fit = api.fits[index];
      expect(chart.labels[index + 1]).toContain(`${numberText(fit.memoryPerGpu.gib)} GiB`);
      expect(
        Math.abs(needed[index + 1] + reserve[index + 1] + free[index + 1] - fit.memoryPerGpu.gb),
      ).toBeLessThanOrEqual(0.016);
    }

    // The table lists every setup the API returned, in its order, with counts, units, prices and speed.
    expect(await rows.count()).toBe(api.fits.length);
    expect(api.fits.some((fit: any) => fit.gpuCount === 2)).toBe(true);
    for (const [index, fit] of api.fits.entries()) {
      const text = (await rows.nth(index).textContent()) ?? '';
      expect(text).toContain(
        `${numberText(fit.memoryPerGpu.gib)} GiB (${numberText(fit.memoryPerGpu.gb)} GB)`,
      );
      expect(text).toContain(`${numberText(fit.requiredPerGpu.gib)} GiB`);
      expect(text).toContain(`$${numberText(fit.priceUsd, 0)} used`);
      if (fit.gpuCount > 1) expect(text).toMatch(new RegExp(`^${fit.gpuCount} ×`));
      expect(fit.throughput).not.toBeNull();
      expect(text).toContain(`${numberText(fit.throughput.decodeTokensPerSecond, 1)} tokens/s`);
    }

    // Every line of the requirement, in GB and GiB.
    const lines = page.locator('[data-testid="memory-lines"] tbody tr');
    expect(await lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-line')))).toEqual(
      api.lines.map((line: any) => line.key),
    );

    // Beside the setups, the unified-memory machines the API lists, in its order, each with
    // the memory its GPU may use (not the RAM installed); at used prices none is priced.
    const { estimateMemory: machines } = await graphql(
      server.url,
      `
        query ($input: MemoryEstimateInput!) {
          estimateMemory(input: $input) {
            systemFits(first: 6, condition: USED) {
              priceUsd
              system {
                slug
                gpuUsableMemoryGb
              }
            }
            serverFits(first: 6, condition: USED) {
              priceUsd
              server {
                slug
                gpuCount
              }
            }
          }
        }
      `,
      {
        input: {
          model: 'qwen-2.5-32b',
          mode: 'INFERENCE',
          kvCachePrecision: 'FP16',
          precision: 'AWQ_INT4',
          batchSize: 1,
          sequenceLength: 16384,
        },
      },
    );
    expect(machines.systemFits.length).toBeGreaterThan(0);
    const machineRows = page.locator('[data-testid="system-fits-table"] tbody tr');
    const machineSlugs = machines.systemFits.map((fit: any) => fit.system.slug);
    expect(
      await settledReading(
        () => machineRows.evaluateAll((items) => items.map((item) => item.getAttribute('data-slug'))),
        machineSlugs,
      ),
    ).toEqual(machineSlugs);
    for (const [index, fit] of machines.systemFits.entries()) {
      const text = (await machineRows.nth(index).textContent()) ?? '';
      expect(text).toContain(`${numberText(fit.system.gpuUsableMemoryGb)} GB`);
      if (fit.priceUsd == null) expect(text).toContain('not on record');
    }

    // And the whole servers, the model sharded over their GPUs, in the API's order.
    expect(machines.serverFits.length).toBeGreaterThan(0);
    const serverRows = page.locator('[data-testid="server-fits-table"] tbody tr');
    const serverSlugs = machines.serverFits.map((fit: any) => fit.server.slug);
    expect(
      await settledReading(
        () => serverRows.evaluateAll((items) => items.map((item) => item.getAttribute('data-slug'))),
        serverSlugs,
      ),
    ).toEqual(serverSlugs);
    for (const [index, fit] of machines.serverFits.entries()) {
      const text = (await serverRows.nth(index).textContent()) ?? '';
      expect(text).toContain(`${fit.server.gpuCount} x`);
      if (fit.priceUsd == null) expect(text).toContain('not on record');
    }
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('switches to a fine-tuning mode and shows the weight format the API used', async () => {
    const { page, server } = view();
    await page.getByLabel('What you want to do').selectOption('QLORA');
    await page.getByLabel('Optimizer').waitFor();
    expect(await page.locator('#mem-kv').count()).toBe(0);
    const api = await estimate(server.url, { model: 'qwen-2.5-32b', mode: 'QLORA', optimizer: 'ADAMW' });
    const headline = await waitForText(page.getByTestId('memory-total'), /fine-tune with qlora/);
    await waitForText(page.getByTestId('memory-total'), new RegExp(`${numberText(api.total.gb)} GB`));
    expect(headline).toContain(`weights in ${api.weightFormat}`);
    expect(await page.getByLabel('Sequence length (tokens)').inputValue()).toBe('16384');
  });

  it('still answers by size for a model not in the catalog', async () => {
    const { page, server } = view();
    await page.getByLabel('What you want to do').selectOption('INFERENCE');
    await page.getByLabel('By size (a model not in the catalog)').check();
    await page.getByLabel('Parameters (billions)').fill('13');
    const api = await estimate(server.url, {
      parametersBillions: 13,
      mode: 'INFERENCE',
      kvCachePrecision: 'FP16',
    });
    expect(api.model).toBeNull();
    const headline = await waitForText(page.getByTestId('memory-total'), /^A 13B model/);
    expect(headline).toContain(`${numberText(api.total.gb)} GB (${numberText(api.total.gib)} GiB)`);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
  it('estimates any model from a pasted config.json, and says a bad one is bad next to the field', async () => {
    const { page, server } = view();
    await page.getByLabel('From its config.json (any model on Hugging Face)').check();
    await page.getByLabel('config.json', { exact: true }).fill('{"model_type": "llama", "hidden_size": ');
    await waitForText(page.locator('#mem-config-error'), /not valid JSON/);
    const config = readConfig(CONFIG_FIXTURES.gpt_oss_20b);
    await page.getByLabel('config.json', { exact: true }).fill(config);
    const api = await estimate(server.url, { config, mode: 'INFERENCE', kvCachePrecision: 'FP16' });
    const headline = await waitForText(
      page.getByTestId('memory-total'),
      /GptOssForCausalLM \(from config\.json\)/,
    );
    expect(headline).toContain(`${numberText(api.total.gb)} GB (${numberText(api.total.gib)} GiB)`);
    await page
      .getByTestId('memory-assumptions')
      .getByText(/ships in MXFP4/)
      .waitFor();
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});
