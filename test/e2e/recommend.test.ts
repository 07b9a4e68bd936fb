import { graphql } from './support/app-server';
import { axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import { enumValues, optionValues, settledReading, waitForText, wattsText } from './support/page-helpers';

/** The banner's opening words for each verdict. */
const BANNER = {
  COMPATIBLE: /^Compatible/,
  INCOMPATIBLE: /^Not compatible/,
  UNVERIFIED: /^Unverified/,
} as const;
const RECOMMEND_BUILD = `query ($input: BuildRecommendationInput!) {
  recommendBuild(input: $input) {
    risers reasons
    parts { quantity priceUsd component { slug } }
    report {
      verdict compatible
      power { circuitLimitW wallDrawW sustainedDrawW }
      findings { ruleId }
      gpuPlacements { position riser }
    }
  }
}`;

const CHECK = `query ($build: BuildInput!) { checkBuild(build: $build) { verdict compatible findings { ruleId } } }`;

const RECOMMEND_GPUS = `query ($input: GpuRecommendationInput!) {
  recommendGpus(input: $input) { rank objective objectiveValue gpu { slug } }
}`;

/** A 4-GPU build on a European circuit: the kind recommendBuild assembles on risers in an open frame. */
const BUILD_INPUT = { budgetUsd: 6000, gpuCount: 4, condition: 'ANY', mains: { region: 'EUROPE' } };

describe('Recommend in a real browser', () => {
  const view = browserSession('/#/recommend');

  it('opens the recommended build in the planner, checked as the recommendation was: mains, risers, findings', async () => {
    const { page, server } = view();
    await page.getByRole('heading', { level: 1, name: 'Recommend a build' }).waitFor();
    expect((await optionValues(page, '#rec-mains')).sort()).toEqual(
      (await enumValues(server.url, 'MainsRegion')).sort(),
    );
    await page.getByLabel('Budget for the whole build (US$)').fill(String(BUILD_INPUT.budgetUsd));
    await page.getByLabel('GPUs', { exact: true }).fill(String(BUILD_INPUT.gpuCount));
    await page.locator('#rec-mains').selectOption('EUROPE');
    await page.getByRole('button', { name: 'Recommend a build' }).click();

    const api = (await graphql(server.url, RECOMMEND_BUILD, { input: BUILD_INPUT })).recommendBuild;
    expect(api.parts.length).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'The recommended build' }).waitFor();
    expect(await page.locator('#rec-build-heading ~ section .reasons li').allTextContents()).toEqual(
      api.reasons,
    );
    expect(await page.getByTestId('recommend-risers').count()).toBe(api.risers ? 1 : 0);
    expect(blocking(await axeViolations(page))).toEqual([]);

    await page.getByRole('button', { name: 'Open in the planner' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plan a build' }).waitFor();
    const rows = await page
      .locator('.part-row')
      .evaluateAll((items) =>
        items.map((item) => [
          item.getAttribute('data-slug'),
          (item.querySelector('input') as HTMLInputElement).value,
        ]),
      );
    expect(rows).toEqual(api.parts.map((line: any) => [line.component.slug, String(line.quantity)]));
    expect(await page.locator('#mains').inputValue()).toBe('EUROPE');
    expect(await page.locator('#risers').isChecked()).toBe(api.risers);

    // The planner checks the opened build with the recommendation's mains and risers: its findings
    // are checkBuild's for that input, its verdict and power figures the recommendation's own.
    const build = {
      parts: api.parts.map((line: any) => ({ slug: line.component.slug, quantity: line.quantity })),
      mains: BUILD_INPUT.mains,
      risers: api.risers,
    };
    const checked = (await graphql(server.url, CHECK, { build })).checkBuild;
    expect(checked.compatible).toBe(api.report.compatible);
    expect(checked.verdict).toBe(api.report.verdict);
    await waitForText(page.getByTestId('check-status'), BANNER[api.report.verdict as keyof typeof BANNER]);
    const ruleIds = checked.findings.map((finding: any) => finding.ruleId);
    const shown = () =>
      page
        .locator('.finding')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule') ?? ''));
    expect(await settledReading(shown, ruleIds)).toEqual(ruleIds);
    expect(await page.getByTestId('circuit-limit').textContent()).toBe(
      wattsText(api.report.power.circuitLimitW),
    );
    expect(Number(await page.locator('#gauge-circuit').getAttribute('value'))).toBe(
      api.report.power.wallDrawW,
    );
    const placed = api.report.gpuPlacements.filter((placement: any) => placement.position != null);
    expect(await page.locator('.slot.occupied').count()).toBe(placed.length);
    expect(await page.locator('.slot-card', { hasText: 'on a riser cable' }).count()).toBe(
      placed.filter((placement: any) => placement.riser).length,
    );
  });

  it('puts the unified-memory machines that could do the work beside the build, as the API lists them', async () => {
    const { page, server } = view();
    await page.goto(page.url().replace(/#.*/, '#/recommend'));
    await page.getByRole('heading', { level: 1, name: 'Recommend a build' }).waitFor();
    const input = { budgetUsd: 4500, gpuCount: 2, useCase: 'llm-inference-70b-4bit' };
    await page.getByLabel('Budget for the whole build (US$)').fill(String(input.budgetUsd));
    await page.getByLabel('GPUs', { exact: true }).fill(String(input.gpuCount));
    await page.locator('#rec-use option[value="llm-inference-70b-4bit"]').waitFor({ state: 'attached' });
    await page.locator('#rec-use').selectOption(input.useCase);
    await page.getByRole('button', { name: 'Recommend a build' }).click();
    const api = (
      await graphql(
        server.url,
        `
          query ($input: BuildRecommendationInput!) {
            recommendBuild(input: $input) {
              systemAlternatives {
                system {
                  manufacturer
                  name
                }
              }
            }
          }
        `,
        { input: { ...input, condition: 'ANY', mains: { region: 'NORTH_AMERICA' } } },
      )
    ).recommendBuild;
    expect(api.systemAlternatives.length).toBeGreaterThan(0);
    const list = page.getByTestId('recommend-systems');
    await list.waitFor();
    const names = await list.locator(':scope > li > strong').allTextContents();
    expect(names).toEqual(
      api.systemAlternatives.map((s: any) => `${s.system.manufacturer} ${s.system.name}`),
    );
    expect(await list.locator('.system-reasons li').first().textContent()).toMatch(
      /GB the work needs on one GPU/,
    );
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('ranks GPUs alone by the chosen objective, legacy cards only when asked', async () => {
    const { page, server } = view();
    await page.getByRole('link', { name: 'Recommend', exact: true }).click();
    await page.getByRole('heading', { name: 'GPUs only' }).waitFor();
    // The empty choice leaves the objective to the API (its default, BEST_WITHIN_BUDGET);
    // every other objective is offered by name.
    const options = await optionValues(page, '#gpu-rec-objective');
    expect(options).toContain('');
    const objectives = options.filter(Boolean).sort();
    expect(objectives).toEqual(
      (await enumValues(server.url, 'GpuObjective')).filter((value) => value !== 'BEST_WITHIN_BUDGET').sort(),
    );

    await page.getByLabel('Rank by').selectOption('MEMORY_PER_DOLLAR');
    await page.locator('#gpu-rec-condition').selectOption('USED');
    const base = {
      objective: 'MEMORY_PER_DOLLAR',
      condition: 'USED',
      gpuCount: 1,
      first: 8,
      includeLegacy: false,
      includeServerCards: false,
    };
    const current = (await graphql(server.url, RECOMMEND_GPUS, { input: base })).recommendGpus;
    const legacy = (await graphql(server.url, RECOMMEND_GPUS, { input: { ...base, includeLegacy: true } }))
      .recommendGpus;
    const slugs = (list: any[]) => list.map((rec) => rec.gpu.slug);
    // The seeds hold cheap cards that current CUDA no longer supports: the box must matter.
    expect(slugs(legacy)).not.toEqual(slugs(current));

    const shown = () =>
      page
        .locator('[data-testid="gpu-recommendations"] > li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-slug')));
    await page.getByRole('button', { name: 'Recommend GPUs' }).click();
    expect(await settledReading(shown, slugs(current))).toEqual(slugs(current));
    const objectiveOf = await page
      .locator('[data-testid="gpu-recommendations"] > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-objective')));
    expect(new Set(objectiveOf)).toEqual(new Set(['MEMORY_PER_DOLLAR']));
    const firstValue = await page.locator('.objective-value').first().textContent();
    expect(firstValue).toBe(current[0].objectiveValue.toLocaleString('en-US', { maximumFractionDigits: 0 }));

    await page.getByLabel('Include cards current CUDA and PyTorch no longer support').check();
    await page.getByRole('button', { name: 'Recommend GPUs' }).click();
    expect(await settledReading(shown, slugs(legacy))).toEqual(slugs(legacy));
    expect(blocking(await axeViolations(page))).toEqual([]);

    // A ranked card goes into the planner with one click.
    const top = legacy[0].gpu.slug;
    await page.locator(`[data-testid="gpu-recommendations"] > li[data-slug="${top}"] button`).click();
    await page.getByRole('heading', { level: 1, name: 'Plan a build' }).waitFor();
    await page.locator(`.part-row[data-slug="${top}"]`).waitFor();
  });
});
