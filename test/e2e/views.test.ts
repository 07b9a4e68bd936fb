import { DOCUMENT_EXAMPLE } from '../fixtures/cloud-vs-desktop';
import { graphql } from './support/app-server';
import { axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import { drawnPoints, enumValues, optionValues, waitForAnswer, waitForText } from './support/page-helpers';

const GPUS = `query ($filter: GpuFilter) {
  gpus(filter: $filter, first: 100) {
    totalCount edges { node { slug name manufacturer usedPriceUsd relativePerformance } }
  }
}`;
const COMPARE = `query ($input: CloudVsDesktopInput!) {
  compareCloudVsDesktop(input: $input) { breakEvenDays points { day } }
}`;
const SEARCH = `query ($text: String!) { search(text: $text, first: 8) { title kind } }`;
const ASK = `query ($text: String!) { ask(text: $text, first: 8) { calls { operation question query variables } } }`;

/**
 * The views beside the planner, each against the API's own answer to the same question, an
 * accessibility scan and the console. "Can I run it?" and Recommend have files of their own.
 */
describe('GPU chart, cost and questions in a real browser', () => {
  const view = browserSession('/#/gpus');

  it('plots one point per card in the filter, and a point opens its card', async () => {
    const { page, server } = view();
    // The sort order and vendor offer exactly the schema's enum values.
    expect((await optionValues(page, '#gpu-order')).sort()).toEqual(
      (await enumValues(server.url, 'GpuOrder')).sort(),
    );
    expect((await optionValues(page, '#gpu-vendor')).filter(Boolean).sort()).toEqual(
      (await enumValues(server.url, 'GpuVendor')).sort(),
    );
    await page.getByLabel('Memory at least').selectOption('24');
    await page.getByLabel('Prices', { exact: true }).selectOption('USED');
    await page.getByLabel('Tensor cores only (what current frameworks target)').check();

    const filter = { minVramGb: 24, condition: 'USED', tensorCores: true };
    const api = (await graphql(server.url, GPUS, { filter })).gpus;
    expect(api.totalCount).toBeLessThanOrEqual(100);
    const expected = api.edges
      .map((edge: any) => edge.node)
      .filter((gpu: any) => gpu.usedPriceUsd != null && gpu.relativePerformance != null);
    expect(expected.length).toBeGreaterThan(3);

    await waitForText(page.getByTestId('gpu-count'), new RegExp(`^${api.totalCount} cards match`));
    await page.waitForFunction((count) => {
      const chart = (document.getElementById('gpu-chart') as any)?.rigbaseChart;
      if (!chart) return false;
      const drawn = chart.data.datasets.reduce(
        (sum: number, _: unknown, i: number) => sum + chart.getDatasetMeta(i).data.length,
        0,
      );
      return drawn === count;
    }, expected.length);
    const points = await drawnPoints(page, 'gpu-chart');
    expect(points.map((point) => point.slug).sort()).toEqual(expected.map((gpu: any) => gpu.slug).sort());
    for (const point of points) {
      const gpu = expected.find((candidate: any) => candidate.slug === point.slug);
      expect([point.x, point.y]).toEqual([gpu.usedPriceUsd, gpu.relativePerformance]);
    }
    // The table lists every card that matches, plotted or not.
    expect(await page.locator('.gpu-table tbody tr').count()).toBe(api.totalCount);
    expect(blocking(await axeViolations(page))).toEqual([]);

    // Clicking a drawn point opens that card's page.
    const target = points[0];
    await page.locator('#gpu-chart').click({ position: { x: target.px, y: target.py } });
    await page.waitForURL(`**/#/gpu/${target.slug}`);
    const gpu = expected.find((candidate: any) => candidate.slug === target.slug);
    await waitForText(page.getByRole('heading', { level: 1 }), new RegExp(gpu.name));
    await page.getByRole('heading', { name: 'Benchmarks' }).waitFor();
    expect(await page.locator('.sources').count()).toBeGreaterThan(0);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('marks the break-even day of compareCloudVsDesktop on the cost chart', async () => {
    const { page, server } = view();
    await page.getByRole('link', { name: 'Own or rent?', exact: true }).click();
    const input = { ...DOCUMENT_EXAMPLE, horizonYears: 3 };
    const api = (await graphql(server.url, COMPARE, { input })).compareCloudVsDesktop;
    expect(api.breakEvenDays).not.toBeNull();
    await waitForText(
      page.getByTestId('break-even'),
      new RegExp(`after ${Math.round(api.breakEvenDays)} days`),
    );
    await page.waitForFunction(() => Boolean((document.getElementById('cost-chart') as any)?.rigbaseChart));
    const points = await drawnPoints(page, 'cost-chart');
    const marker = points.filter((point) => point.datasetLabel.startsWith('Break-even'));
    expect(marker).toHaveLength(1);
    expect(marker[0].x).toBe(api.breakEvenDays);
    expect(points.filter((point) => point.datasetLabel === 'Cloud').map((point) => point.x)).toEqual(
      api.points.map((point: any) => point.day),
    );
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('answers a question with cited guidance', async () => {
    const { page, server } = view();
    await page.getByRole('link', { name: 'Ask', exact: true }).click();
    const question = 'my breaker trips when I run three GPUs';
    await page.getByLabel('Your question').fill(question);
    await page.getByLabel('Your question').press('Enter');
    const api = (await graphql(server.url, SEARCH, { text: question })).search;
    await waitForAnswer(page, page.locator('.answers > li'));
    expect(await page.locator('.answers > li').count()).toBe(api.length);
    const first = api[0];
    expect(first.kind).toBe('GUIDANCE');
    expect(await page.locator('.answers > li h2').first().textContent()).toBe(first.title);
    expect(await page.locator('.answers > li').first().locator('.sources li').count()).toBeGreaterThan(0);
    expect(page.url()).toContain(`#/ask?q=${encodeURIComponent(question)}`);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('shows what a question names and checks it exactly on demand', async () => {
    const { page, server } = view();
    const question = 'is a 1000 W PSU enough for two 4090s';
    await page.goto(`${server.url}/#/ask?q=${encodeURIComponent(question)}`);
    const api = (await graphql(server.url, ASK, { text: question })).ask;
    const entities = page.getByTestId('entities');
    await entities.waitFor();
    await waitForText(entities, /2 × NVIDIA GeForce RTX 4090/);
    await waitForText(entities, /1,000 W PSU/);
    const call = api.calls.find((c: any) => c.operation === 'CHECK_BUILD');
    const item = page.getByTestId('calls').locator('li', { hasText: call.question });
    await item.getByRole('button', { name: 'Check this' }).click();
    // The page's answer is the API's answer to the call it suggested: 1,000 W is not enough.
    const report = (await graphql(server.url, call.query, JSON.parse(call.variables))).checkBuild;
    expect(report.power.psuW).toBe(1000);
    await waitForText(
      item.getByRole('status'),
      new RegExp(`${report.power.recommendedPsuW.toLocaleString('en-US')} W PSU is recommended`),
    );
    await waitForText(item.getByRole('status'), /is not enough/);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it.each([
    ['ESTIMATE_MEMORY', 'can I run llama 3.1 70b on two 3090s'],
    ['RECOMMEND_GPUS', 'which gpu should I buy for deep learning with $800'],
    ['RECOMMEND_BUILD', 'build a deep learning pc for $3000'],
    ['POWER_LIMIT_TRADEOFF', 'power limit an rtx 4090 to 300 W'],
  ])('runs a suggested %s call on demand and shows its answer', async (operation, question) => {
    const { page, server } = view();
    await page.goto(`${server.url}/#/ask?q=${encodeURIComponent(question)}`);
    const api = (await graphql(server.url, ASK, { text: question })).ask;
    const call = api.calls.find((c: any) => c.operation === operation);
    expect(call).toBeDefined();
    const item = page.getByTestId('calls').locator('li', { hasText: call.question });
    await item.getByRole('button', { name: 'Check this' }).click();
    // The call ran through the page's own document and its answer is shown, not an error.
    const status = item.getByRole('status');
    await page.waitForFunction(
      (element) => !!element && element.children.length > 0 && !/Checking/.test(element.textContent ?? ''),
      await status.elementHandle(),
    );
    expect(await status.locator('.call-error').count()).toBe(0);
    expect((await status.textContent())!.trim().length).toBeGreaterThan(0);
  });
});
