import { graphql } from './support/app-server';
import { DESKTOP, PHONE, axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import { waitForText } from './support/page-helpers';

/**
 * The page reads like a product (issue 30): names in words, not enum values or provenance
 * notes; long methods behind a disclosure; today's work offered first; filters that leave
 * a phone's first screen to the cards; and a pointer to the offline explorer when Apollo
 * Sandbox cannot load.
 */
describe('the page in words a buyer reads', () => {
  const view = browserSession('/#/gpus');

  it('folds the GPU filters under one summary on a phone and opens them on a wide screen', async () => {
    const { page } = view();
    const memory = page.getByLabel('Memory at least');
    await memory.waitFor();
    expect(await page.locator('.filters-disclosure > summary').isVisible()).toBe(false);

    await page.setViewportSize(PHONE);
    const summary = page.locator('.filters-disclosure > summary');
    await summary.waitFor();
    await waitForText(summary, /Filters and order \(none set; most speed per dollar\)/);
    expect(await memory.isVisible()).toBe(false);
    // The cards' count is on the first screen, not below eight stacked fields.
    const count = await page.getByTestId('gpu-count').boundingBox();
    expect(count!.y + count!.height).toBeLessThan(PHONE.height);

    await summary.click();
    await memory.selectOption('24');
    await page.getByLabel('Tensor cores only (what current frameworks target)').check();
    await waitForText(summary, /\(2 set; most speed per dollar\)/);
    expect(blocking(await axeViolations(page))).toEqual([]);

    await page.setViewportSize(DESKTOP);
    await summary.waitFor({ state: 'hidden' });
    expect(await memory.isVisible()).toBe(true);
    expect(await memory.inputValue()).toBe('24');
  });

  it('names cloud providers and sources in words, and keeps the speed method behind "how measured"', async () => {
    const { page, server } = view();
    const offers = await graphql(
      server.url,
      '{ cloudOfferings(provider: GOOGLE_CLOUD, first: 1) { edges { node { gpu { slug } } } } }',
    );
    const slug = offers.cloudOfferings.edges[0].node.gpu.slug;
    const { component } = await graphql(
      server.url,
      `{ component(slug: "${slug}") { ... on Gpu { name relativePerformanceMethod performanceBasis } } }`,
    );
    expect(component.relativePerformanceMethod?.length).toBeGreaterThan(40);

    await page.goto(`${server.url}/#/gpu/${slug}`);
    await page.getByRole('heading', { name: 'Cloud offers' }).waitFor();
    const offersTable = page.getByRole('region', { name: 'Cloud offers as a table' });
    await waitForText(offersTable, /Google Cloud /);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    expect(text).not.toMatch(/reference document/i);

    // The speed row says what the figure rests on; the method itself is one click away.
    const basis = { MEASURED: 'measured', CHAINED: 'from a published ratio', SPEC_ESTIMATE: 'estimated' }[
      component.performanceBasis as string
    ];
    await waitForText(
      page.locator('.specs'),
      new RegExp(`Training speed \\(RTX 2080 Ti = 1\\)[\\d.]+ \\(${basis}`),
    );
    const method = page.locator('.how-measured p');
    expect(await method.isVisible()).toBe(false);
    await page.getByText('How the training speed was measured').click();
    expect(await method.textContent()).toBe(component.relativePerformanceMethod);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it("offers today's work before the dated guides' memory tiers", async () => {
    const { page } = view();
    await page.goto(page.url().replace(/#.*/, '#/recommend'));
    const select = page.locator('#gpu-rec-use');
    await select.locator('option').nth(3).waitFor({ state: 'attached' });
    const groups = await select.locator('optgroup').evaluateAll((elements) =>
      elements.map((group) => ({
        label: group.getAttribute('label'),
        options: [...group.querySelectorAll('option')].map((option) => option.textContent ?? ''),
      })),
    );
    expect(groups.map((group) => group.label)).toEqual([
      'Current work',
      'Memory tiers from a 2020 guide',
      'Memory tiers from a 2018 guide',
    ]);
    expect(groups[0].options.length).toBeGreaterThan(3);
    expect(groups[0].options.filter((label) => /tier\)/.test(label))).toEqual([]);
    for (const [i, year] of [
      [1, 2020],
      [2, 2018],
    ] as const) {
      expect(groups[i].options.every((label) => label.includes(`(${year} tier)`))).toBe(true);
    }
  });
});

describe('GET /graphql in a browser that cannot reach Apollo', () => {
  const sandbox = browserSession('/graphiql');

  it('says Sandbox cannot load and links to the offline explorer, which works', async () => {
    const { page, context, server } = sandbox();
    // Nothing leaves this machine: the CDN Apollo Sandbox loads from is unreachable, as offline.
    const local = new URL(server.url).host;
    await context.route(
      (url) => url.host !== local,
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(`${server.url}/graphql`);
    const pointer = page.getByText(/Apollo Sandbox cannot be loaded/);
    await pointer.waitFor();
    expect(await pointer.isVisible()).toBe(true);
    // What failed is the CDN's script, as offline; the explorer it points to must log nothing.
    expect(sandbox().errors.every((error) => /Failed to load resource|EmbeddedSandbox/.test(error))).toBe(
      true,
    );
    sandbox().errors.splice(0);
    await page.getByRole('link', { name: '/graphiql' }).click();
    await page.waitForURL(`${server.url}/graphiql`);
    await page.locator('.graphiql-container').waitFor();
  });
});
