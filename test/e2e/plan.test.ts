import type { Page } from 'playwright-core';
import { graphql } from './support/app-server';
import { axeViolations, blocking, openPage } from './support/browser';
import {
  addPart,
  enumValues,
  optionValues,
  settledReading,
  usdText,
  waitForText,
  wattsText,
} from './support/page-helpers';
import { browserSession } from './support/session';
import { WORKSTATION, typeWorkstation } from './support/workstation';

const PSU_1600 = 'super-flower-leadex-titanium-1600w';
const PSU_750 = 'evga-supernova-750-g2';

const CHECK = `query ($build: BuildInput!) { checkBuild(build: $build) {
  verdict compatible totalPriceUsd
  unverifiedChecks { ruleId decidesVerdict settledBy { componentSlug field } }
  power { totalTdpW sustainedDrawW transientPeakW recommendedPsuW psuW circuitLimitW wallDrawW fitsCircuit }
  gpuPlacements { gpuSlug label position lanes gen riser }
  findings { ruleId severity message components { slug kind } } } }`;

const SAVED = `query ($id: ID!) { savedBuild(id: $id) {
  name report { verdict compatible power { circuitLimitW } } parts { quantity component { slug } } } }`;

/** The banner's opening words for each verdict. */
const BANNER = {
  COMPATIBLE: /^Compatible/,
  INCOMPATIBLE: /^Not compatible/,
  UNVERIFIED: /^Unverified/,
} as const;
const CASE_WITH_CLEARANCE = 'nzxt-h510';
const WORKSTATION_CASE = 'abko-suitmaster-603g-aura';

async function shownRuleIds(page: Page, severity?: string): Promise<string[]> {
  const scope = severity ? `[data-severity="${severity}"] .finding` : '.finding';
  return page
    .locator(scope)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule') ?? ''));
}

describe('planner: the 2 x RTX 3090 workstation, typed in a real browser', () => {
  const plan = browserSession('/');
  const requests: string[] = [];

  beforeAll(() => {
    plan().page.on('request', (request) => requests.push(request.url()));
  });

  it('starts empty and explains what to do', async () => {
    const { page } = plan();
    await page.getByRole('heading', { level: 1, name: 'Plan a build' }).waitFor();
    await waitForText(page.locator('.empty'), /Your build is empty/);
    expect(await page.getByTestId('check-status').textContent()).toMatch(/Add parts/);
  });

  it('finds every part by loose words and shows the build unverified in amber, naming what would settle it, with its power figures', async () => {
    const { page, server } = plan();
    // Every other part is chosen with the keyboard only (arrows and Enter).
    await typeWorkstation(page, true);
    expect(await page.locator('.part-row').count()).toBe(WORKSTATION.length);

    // The page names its default circuit (North America, 15 A) explicitly; ask the API the same.
    const api = (
      await graphql(server.url, CHECK, { build: { parts: WORKSTATION, mains: { region: 'NORTH_AMERICA' } } })
    ).checkBuild;
    // Nothing fails, but the case's listing has no card clearance: amber, not green.
    expect(api.verdict).toBe('UNVERIFIED');
    expect(api.compatible).toBe(false);
    await waitForText(
      page.getByTestId('check-status'),
      /^Unverified: nothing failed, but 1 deciding check could not run/,
    );
    expect(await page.locator('.status').getAttribute('class')).toContain('status-unverified');
    const unverified = page.getByTestId('unverified-checks');
    const deciding = api.unverifiedChecks.filter((check: any) => check.decidesVerdict);
    expect(
      await unverified
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule'))),
    ).toEqual(deciding.map((check: any) => check.ruleId));
    expect(await unverified.textContent()).toMatch(
      /Would be settled by the SUITMASTER 603G Aura's maximum GPU length/,
    );
    expect(blocking(await axeViolations(page))).toEqual([]);
    // Every finding, most severe first, with its rule id, once the page has checked the
    // whole build (the answer for the build before the last part may still be showing).
    const ruleIds = api.findings.map((finding: any) => finding.ruleId);
    expect(await settledReading(() => shownRuleIds(page), ruleIds)).toEqual(ruleIds);

    // The gauges carry the API's figures: sustained draw against the PSU, wall draw against the circuit.
    expect(Number(await page.locator('#gauge-psu').getAttribute('value'))).toBe(api.power.sustainedDrawW);
    expect(Number(await page.locator('#gauge-psu').getAttribute('max'))).toBe(api.power.psuW);
    expect(Number(await page.locator('#gauge-circuit').getAttribute('value'))).toBe(api.power.wallDrawW);
    expect(Number(await page.locator('#gauge-circuit').getAttribute('max'))).toBe(api.power.circuitLimitW);
    const psuText = await page.locator('[data-gauge="psu"]').textContent();
    expect(psuText).toContain(`${wattsText(api.power.sustainedDrawW)} of ${wattsText(api.power.psuW)}`);
    expect(psuText).toContain(wattsText(api.power.recommendedPsuW));
    const circuitText = await page.locator('[data-gauge="circuit"]').textContent();
    expect(circuitText).toContain(
      `${wattsText(api.power.wallDrawW)} of ${wattsText(api.power.circuitLimitW)}`,
    );

    // No ERROR group; the findings cite sources.
    expect(await page.locator('[data-severity="ERROR"]').count()).toBe(0);
    expect(await page.locator('.finding .sources a').count()).toBeGreaterThan(0);

    // The total at new prices is the API's sum of new prices.
    expect(await page.getByTestId('build-total').textContent()).toContain(usdText(api.totalPriceUsd));

    // The transient peak against the PSU, as the API computed it.
    expect(Number(await page.locator('#gauge-transient').getAttribute('value'))).toBe(
      api.power.transientPeakW,
    );
    expect(await page.getByTestId('transient-peak').textContent()).toBe(wattsText(api.power.transientPeakW));

    // The slot map puts each card where gpuPlacements says, with its link.
    const placements = api.gpuPlacements;
    expect(placements).toHaveLength(2);
    expect(await page.locator('.slot.occupied').count()).toBe(placements.length);
    for (const placement of placements) {
      const card = page.locator(`.slot.occupied[data-position="${placement.position}"] .slot-card`);
      expect(await card.getAttribute('data-gpu')).toBe(placement.gpuSlug);
      expect(await card.textContent()).toContain(
        `${placement.label}: PCIe ${placement.gen}.0 x${placement.lanes}`,
      );
    }
  });

  it('shows the ERROR when a 750 W PSU replaces the 1,600 W one', async () => {
    const { page, server } = plan();
    await page.locator(`.part-row[data-slug="${PSU_1600}"] button.remove`).click();
    await addPart(page, 'supernova 750', PSU_750);
    const swapped = WORKSTATION.filter((line) => line.slug !== PSU_1600).concat({
      slug: PSU_750,
      quantity: 1,
    });
    const api = (await graphql(server.url, CHECK, { build: { parts: swapped } })).checkBuild;
    expect(api.compatible).toBe(false);
    const apiErrors = api.findings.filter((finding: any) => finding.severity === 'ERROR');
    expect(apiErrors.map((finding: any) => finding.ruleId)).toContain('power.psu-capacity');

    await waitForText(page.getByTestId('check-status'), /^Not compatible/);
    expect(await shownRuleIds(page, 'ERROR')).toEqual(apiErrors.map((finding: any) => finding.ruleId));
    const shownMessages = await page.locator('[data-severity="ERROR"] .finding-message').allTextContents();
    apiErrors.forEach((finding: any, index: number) =>
      expect(shownMessages[index]).toContain(finding.message),
    );
    expect(await page.locator('[data-gauge="psu"]').getAttribute('class')).toContain('gauge-bad');
    expect(Number(await page.locator('#gauge-psu').getAttribute('max'))).toBe(api.power.sustainedDrawW);
    // The transient gauge takes its colour from power.transients alone.
    const transientWarned = api.findings.some((finding: any) => finding.ruleId === 'power.transients');
    expect(await page.locator('[data-gauge="transient"]').getAttribute('class')).toContain(
      transientWarned ? 'gauge-warn' : 'gauge-ok',
    );

    const violations = await axeViolations(page);
    expect(blocking(violations)).toEqual([]);
  });

  it('shows the API error in words next to the quantity it concerns', async () => {
    const { page, server } = plan();
    const quantity = page.locator('.part-row[data-slug="nvidia-geforce-rtx-3090"] input[type="number"]');
    await quantity.fill('20');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: CHECK,
        variables: { build: { parts: [{ slug: WORKSTATION[0].slug, quantity: 20 }] } },
      }),
    });
    const [error] = ((await response.json()) as any).errors;
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'build.parts[0].quantity' });
    const words = String(error.message).split(': ').pop() as string;

    // The check runs once typing pauses; the field turns invalid when the API has answered.
    await page.locator('.part-row[data-slug="nvidia-geforce-rtx-3090"] input[aria-invalid="true"]').waitFor();
    const describedBy = await quantity.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const message = page.locator(`#${describedBy}`);
    await waitForText(message, new RegExp(words, 'i'));
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');

    await quantity.fill('2');
    await waitForText(page.getByTestId('check-status'), /^Not compatible/);
    expect(await quantity.getAttribute('aria-invalid')).toBeNull();
  });

  it('turns green when a case with a known card clearance replaces the unverified one', async () => {
    const { page, server } = plan();
    await page.locator(`.part-row[data-slug="${PSU_750}"] button.remove`).click();
    await addPart(page, 'leadex titanium', PSU_1600);
    await waitForText(page.getByTestId('check-status'), BANNER.UNVERIFIED);
    await page.locator(`.part-row[data-slug="${WORKSTATION_CASE}"] button.remove`).click();
    await addPart(page, 'nzxt h510', CASE_WITH_CLEARANCE);
    const parts = WORKSTATION.map((line) =>
      line.slug === WORKSTATION_CASE ? { slug: CASE_WITH_CLEARANCE, quantity: 1 } : line,
    );
    const api = (await graphql(server.url, CHECK, { build: { parts, mains: { region: 'NORTH_AMERICA' } } }))
      .checkBuild;
    await waitForText(page.getByTestId('check-status'), BANNER[api.verdict as keyof typeof BANNER]);
    expect(api.verdict).toBe('COMPATIBLE');
    expect(await page.locator('.status').getAttribute('class')).toContain('status-ok');
    expect(await page.getByTestId('unverified-checks').count()).toBe(0);
    // Back to the workstation as documented for the rest of the session.
    await page.locator(`.part-row[data-slug="${CASE_WITH_CLEARANCE}"] button.remove`).click();
    await addPart(page, 'suitmaster', WORKSTATION_CASE);
    await waitForText(page.getByTestId('check-status'), BANNER.UNVERIFIED);
  });

  it('saves the build and reopens it from its URL in a fresh browser', async () => {
    const { page, server, browser } = plan();
    // The circuit selector offers the API's regions; a Japanese 100 V outlet changes the limit.
    expect((await optionValues(page, '#mains')).sort()).toEqual(
      [...(await enumValues(server.url, 'MainsRegion')), 'custom'].sort(),
    );
    await page.locator('#mains').selectOption('JAPAN');
    const japan = (
      await graphql(server.url, CHECK, { build: { parts: WORKSTATION, mains: { region: 'JAPAN' } } })
    ).checkBuild;
    const limitShown = () => page.getByTestId('circuit-limit').textContent();
    expect(await settledReading(limitShown, wattsText(japan.power.circuitLimitW))).toBe(
      wattsText(japan.power.circuitLimitW),
    );
    expect(await page.locator('[data-gauge="circuit"] label').textContent()).toContain('100 V / 15 A');
    await waitForText(page.getByTestId('check-status'), BANNER[japan.verdict as keyof typeof BANNER]);

    await page.getByLabel('Name (optional)').fill('E2E workstation');
    await page.getByRole('button', { name: 'Save and get a link' }).click();
    const link = page.locator('#saved-url');
    await link.waitFor();
    const url = await link.inputValue();
    const id = decodeURIComponent(/#\/build\/([^?]+)/.exec(url)?.[1] ?? '');
    expect(url.startsWith(`${server.url}/#/build/`)).toBe(true);
    // savedBuild does not return the mains it was saved with, so the link carries it.
    expect(new URL(url.replace('#/', '')).searchParams.get('mains')).toBe('JAPAN');

    const saved = (await graphql(server.url, SAVED, { id })).savedBuild;
    expect(saved.name).toBe('E2E workstation');
    expect(saved.report.power.circuitLimitW).toBe(japan.power.circuitLimitW);

    // A fresh context has no stored draft: everything comes from the link, the mains too, so
    // the build reopens checked against the circuit it was saved with.
    const fresh = await openPage(browser, url);
    try {
      await waitForText(
        fresh.page.getByTestId('check-status'),
        BANNER[saved.report.verdict as keyof typeof BANNER],
      );
      await waitForText(fresh.page.locator('.saved-banner'), /E2E workstation/);
      expect(await fresh.page.locator('#mains').inputValue()).toBe('JAPAN');
      await waitForText(
        fresh.page.getByTestId('circuit-limit'),
        new RegExp(wattsText(saved.report.power.circuitLimitW)),
      );
      const rows = await fresh.page
        .locator('.part-row')
        .evaluateAll((items) =>
          items.map((item) => [
            item.getAttribute('data-slug'),
            (item.querySelector('input') as HTMLInputElement).value,
          ]),
        );
      expect(rows.sort()).toEqual(
        saved.parts.map((line: any) => [line.component.slug, String(line.quantity)]).sort(),
      );
      expect(blocking(await axeViolations(fresh.page))).toEqual([]);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }

    // A bare link (just the id, as someone might paste it) reopens with the options the API
    // kept for the build (SavedBuild.options): the same Japanese circuit.
    const bare = await openPage(browser, url.split('?')[0]);
    try {
      await waitForText(bare.page.locator('.saved-banner'), /E2E workstation/);
      await waitForText(
        bare.page.getByTestId('circuit-limit'),
        new RegExp(wattsText(saved.report.power.circuitLimitW)),
      );
      expect(await bare.page.locator('#mains').inputValue()).toBe('JAPAN');
      expect(bare.errors).toEqual([]);
    } finally {
      await bare.context.close();
    }
  });

  it('loaded nothing from another origin and logged no console error', () => {
    const { server, errors } = plan();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(`${server.url}/`))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
