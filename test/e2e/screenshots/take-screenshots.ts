import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { graphql } from '../support/app-server';
import { DESKTOP, PHONE, openPage } from '../support/browser';
import { addPart, chooseOption, waitForText } from '../support/page-helpers';
import { serverAndBrowser } from '../support/session';
import { WORKSTATION, typeWorkstation } from '../support/workstation';

const ROOT = path.join(__dirname, '../../..');
const OUT = path.join(ROOT, 'docs/screenshots');
const LOADS = 7;
const CHECK = `query ($build: BuildInput!) { checkBuild(build: $build) { compatible } }`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Gzip and brotli sizes of the built assets, what a browser downloads. */
function pageWeight() {
  const dir = path.join(ROOT, 'dist/web/assets');
  return readdirSync(dir).map((name) => {
    const body = readFileSync(path.join(dir, name));
    return {
      name,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body).length,
    };
  });
}

async function shoot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });
}

describe('screenshots and page figures', () => {
  const session = serverAndBrowser();

  it('takes a screenshot of each view and measures the page in the browser', async () => {
    const { server, browser } = session();
    const { page, context } = await openPage(browser, `${server.url}/`, DESKTOP);
    await typeWorkstation(page);
    await waitForText(page.getByTestId('check-status'), /^Compatible/);
    await page.getByLabel('Name (optional)').fill('2 × RTX 3090 workstation');
    await page.getByRole('button', { name: 'Save and get a link' }).click();
    const savedUrl = await page.locator('#saved-url').inputValue();
    await shoot(page, 'plan', true);

    await page.locator('.part-row[data-slug="super-flower-leadex-titanium-1600w"] button.remove').click();
    await addPart(page, 'supernova 750', 'evga-supernova-750-g2');
    await waitForText(page.getByTestId('check-status'), /^Not compatible/);
    await page.locator('#power-heading').scrollIntoViewIfNeeded();
    await shoot(page, 'plan-750w-error');

    await page.goto(`${server.url}/#/gpus`);
    await page.getByLabel('Tensor cores only (what current frameworks target)').check();
    await page.getByLabel('Prices', { exact: true }).selectOption('USED');
    await page.waitForFunction(
      () => (document.getElementById('gpu-chart') as HTMLElement | null)?.dataset.ready === 'true',
    );
    await shoot(page, 'gpus');
    await page.goto(`${server.url}/#/gpu/nvidia-geforce-rtx-3090`);
    await page.getByRole('heading', { name: 'Benchmarks' }).waitFor();
    await shoot(page, 'gpu-detail');
    await page.goto(`${server.url}/#/memory`);
    await chooseOption(page, 'Model', 'llama 3.1 70b', 'llama-3.1-70b');
    await page.getByLabel('Weight format').selectOption('AWQ_INT4');
    await waitForText(page.getByTestId('memory-total'), /Llama 3\.1 70B/);
    await page.waitForFunction(
      () => (document.getElementById('memory-chart') as HTMLElement | null)?.dataset.ready === 'true',
    );
    await shoot(page, 'memory', true);
    await page.goto(`${server.url}/#/cost`);
    await page.getByTestId('break-even').waitFor();
    await shoot(page, 'cost');
    await page.goto(`${server.url}/#/recommend`);
    await page.getByLabel('Budget for the whole build (US$)').fill('6000');
    await page.getByLabel('GPUs', { exact: true }).fill('4');
    await page.locator('#rec-mains').selectOption('EUROPE');
    await page.getByRole('button', { name: 'Recommend a build' }).click();
    await page.getByRole('heading', { name: 'The recommended build' }).waitFor();
    await shoot(page, 'recommend');
    await page.getByRole('button', { name: 'Open in the planner' }).click();
    await page.locator('.slot.occupied').first().waitFor();
    await page.locator('#power-heading').scrollIntoViewIfNeeded();
    await shoot(page, 'plan-recommended', true);
    await page.goto(`${server.url}/#/ask?q=${encodeURIComponent('my breaker trips when I run three GPUs')}`);
    await page.locator('.answers > li').first().waitFor();
    await shoot(page, 'ask');
    await context.close();

    const phone = await openPage(browser, savedUrl, PHONE);
    await waitForText(phone.page.getByTestId('check-status'), /^Compatible/);
    await shoot(phone.page, 'plan-phone');
    await phone.context.close();

    // Timings, in fresh contexts (cold browser cache), read from the page's own marks.
    const firstRender: number[] = [];
    const firstCheck: number[] = [];
    const contentfulPaint: number[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      const fresh = await openPage(browser, savedUrl, DESKTOP);
      await waitForText(fresh.page.getByTestId('check-status'), /^Compatible/);
      const marks = await fresh.page.evaluate(() => ({
        render: performance.getEntriesByName('rigbase:first-render')[0]?.startTime ?? NaN,
        check: performance.getEntriesByName('rigbase:first-check')[0]?.startTime ?? NaN,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      }));
      firstRender.push(marks.render);
      firstCheck.push(marks.check);
      contentfulPaint.push(marks.paint);
      await fresh.context.close();
    }
    const check = (await graphql(server.url, CHECK, { build: { parts: WORKSTATION } })).checkBuild;
    const figures = {
      measuredAt: new Date().toISOString(),
      browser: browser.version(),
      node: process.version,
      loads: LOADS,
      savedBuildCompatible: check.compatible,
      weight: pageWeight(),
      msFromNavigationStart: {
        firstContentfulPaint: { median: median(contentfulPaint), all: contentfulPaint },
        firstRender: { median: median(firstRender), all: firstRender },
        firstCheckBuildAnswer: { median: median(firstCheck), all: firstCheck },
      },
    };
    writeFileSync(path.join(OUT, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
    expect(firstCheck.every(Number.isFinite)).toBe(true);
  });
});
