import { graphql } from './support/app-server';
import { axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import { waitForText } from './support/page-helpers';

const PLAN = `query ($input: PlanJobInput!) {
  planJob(input: $input) { summary setups { rank ownership gpu { name } } }
}`;

/** "Plan a job" (issue 31): the example jobs, and the setups side by side as the API ranks them. */
describe('Plan a job in a real browser', () => {
  const view = browserSession('/#/job');

  it('shows the serving example’s setups side by side, in the order planJob ranks them', async () => {
    const { page, server, errors } = view();
    await page.locator('button[data-example="serve"]').click();
    const input = {
      model: 'llama 3.1 70b',
      mode: 'SERVING',
      precision: 'INT4',
      concurrentUsers: 20,
      tokensPerSecondEach: 15,
      hoursPerDay: 8,
      objective: 'CHEAPEST',
      ownership: 'EITHER',
      electricityUsdPerKwh: 0.12,
    };
    const api = (await graphql(server.url, PLAN, { input })).planJob;
    expect(api.setups.length).toBeGreaterThan(0);
    await waitForText(page.getByTestId('job-summary'), /serves \d+ users/);
    expect(await page.getByTestId('job-summary').textContent()).toBe(api.summary);
    const rows = page.getByTestId('job-setups').locator('tbody tr');
    expect(await rows.count()).toBe(api.setups.length);
    expect(await rows.first().textContent()).toContain(api.setups[0].gpu.name);
    expect(blocking(await axeViolations(page))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a whole server as an owned setup, and the unpriced servers that hold the job under Left out', async () => {
    const { page, server, errors } = view();
    await page.locator('button[data-example="pretrain"]').click();
    await page.locator('#job-model').fill('7');
    await page.getByLabel('Training tokens (millions)').fill('1000000');
    await page.locator('#job-objective').selectOption('FASTEST');
    await page.locator('#job-ownership').selectOption('OWN');
    const input = {
      parametersBillions: 7,
      mode: 'PRETRAIN',
      tokens: 1e12,
      jobsPerYear: 1,
      objective: 'FASTEST',
      ownership: 'OWN',
      electricityUsdPerKwh: 0.12,
    };
    const api = (
      await graphql(
        server.url,
        `
          query ($input: PlanJobInput!) {
            planJob(input: $input) {
              leftOut
              setups {
                server {
                  name
                }
              }
            }
          }
        `,
        { input },
      )
    ).planJob;
    const named = api.setups.filter((s: any) => s.server).map((s: any) => s.server.name);
    expect(named.length).toBeGreaterThan(0);
    const table = page.getByTestId('job-setups');
    await waitForText(table, /owned whole server/);
    for (const name of named) expect(await table.textContent()).toContain(name);
    expect(await page.getByTestId('job-left-out').textContent()).toContain(api.leftOut[0]);
    expect(errors).toEqual([]);
  });

  it('names the field of an impossible figure', async () => {
    const { page } = view();
    await page.locator('button[data-example="lora"]').click();
    await page.getByLabel('Training tokens (millions)').fill('-5');
    // planJob's BAD_USER_INPUT names input.tokens: the message sits under the tokens field.
    await waitForText(page.locator('#job-tokens-error'), /got -5000000/);
    expect(await page.getByLabel('Training tokens (millions)').getAttribute('aria-invalid')).toBe('true');
  });
});
