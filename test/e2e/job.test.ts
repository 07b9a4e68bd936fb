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

  it('names the field of an impossible figure', async () => {
    const { page } = view();
    await page.locator('button[data-example="lora"]').click();
    await page.getByLabel('Training tokens (millions)').fill('-5');
    // planJob's BAD_USER_INPUT names input.tokens: the message sits under the tokens field.
    await waitForText(page.locator('#job-tokens-error'), /got -5000000/);
    expect(await page.getByLabel('Training tokens (millions)').getAttribute('aria-invalid')).toBe('true');
  });
});
