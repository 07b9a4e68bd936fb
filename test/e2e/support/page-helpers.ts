import type { Locator, Page } from 'playwright-core';

const formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,600 W": how the page writes watts. */
export function wattsText(value: number): string {
  return `${formatter.format(value)} W`;
}

/** "$4,467". */
export function usdText(value: number): string {
  return `$${formatter.format(value)}`;
}

/** Waits until the locator's text matches (Playwright's own expect is not part of playwright-core). */
export async function waitForText(locator: Locator, pattern: RegExp, timeout = 30_000): Promise<string> {
  await locator.filter({ hasText: pattern }).first().waitFor({ timeout });
  return (await locator.first().textContent()) ?? '';
}

/**
 * Reads `read()` until it deep-equals `expected` or `timeout` passes, and returns the last
 * reading: the page checks a build a moment after its last edit, so a first reading may
 * still show the answer for the build before it. The caller asserts on what comes back.
 */
export async function settledReading<T>(read: () => Promise<T>, expected: T, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  // Compared as JSON: readings from the page and answers from fetch are built in Node's realm,
  // expectations in the test's VM realm, and isDeepStrictEqual tells their Array prototypes apart
  // (it then waited out every timeout while Jest's toEqual saw equal values).
  const same = (value: T) => JSON.stringify(value) === JSON.stringify(expected);
  let last = await read();
  while (!same(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

/**
 * Types words into a combobox as a person would, then picks the suggestion for `slug`
 * (clicking it, or with the keyboard when `keyboard` is set).
 */
export async function chooseOption(
  page: Page,
  combobox: string,
  words: string,
  slug: string,
  keyboard = false,
): Promise<void> {
  const input = page.getByRole('combobox', { name: combobox });
  await input.click();
  await input.fill('');
  await input.pressSequentially(words, { delay: 20 });
  // From the list for the whole words: Enter picks nothing from a list left from fewer.
  const option = page.locator(`[role="listbox"][aria-busy="false"] [role="option"][data-slug="${slug}"]`);
  await option.waitFor();
  if (keyboard) {
    // Move down until the wanted suggestion is the active one, then press Enter.
    for (let step = 0; step < 10 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await input.press('ArrowDown');
    }
    await input.press('Enter');
  } else {
    await option.click();
  }
}

/** Adds a part to the planner through its typeahead and waits for its row. */
export async function addPart(page: Page, words: string, slug: string, keyboard = false): Promise<void> {
  await chooseOption(page, 'Add a part', words, slug, keyboard);
  await page.locator(`.part-row[data-slug="${slug}"]`).waitFor();
}

/** What a Chart.js chart was given: its labels and each dataset's values, read inside the page. */
export async function chartData(
  page: Page,
  canvasId: string,
): Promise<{ labels: string[]; datasets: Array<{ label: string; data: number[] }> }> {
  return page.evaluate((id) => {
    const chart = (document.getElementById(id) as any)?.rigbaseChart;
    if (!chart) return { labels: [], datasets: [] };
    return {
      labels: [...chart.data.labels],
      datasets: chart.data.datasets.map((dataset: any) => ({
        label: dataset.label,
        data: [...dataset.data],
      })),
    };
  }, canvasId);
}

/** The values of an enum of the served schema, by introspection: what a select must offer. */
export async function enumValues(url: string, name: string): Promise<string[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ __type(name: "${name}") { enumValues { name } } }` }),
  });
  const body = (await response.json()) as { data: { __type: { enumValues: Array<{ name: string }> } } };
  return body.data.__type.enumValues.map((value) => value.name);
}

/** The option values a select offers. */
export async function optionValues(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} option`)
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

/** The Chart.js instance the page keeps on a chart's canvas, read inside the page. */
export interface DrawnPoint {
  datasetLabel: string;
  x: number;
  y: number;
  slug?: string;
  /** Where the point is drawn, in CSS pixels of the canvas. */
  px: number;
  py: number;
}

export async function drawnPoints(page: Page, canvasId: string): Promise<DrawnPoint[]> {
  return page.evaluate((id) => {
    const canvas = document.getElementById(id) as (HTMLCanvasElement & { rigbaseChart?: any }) | null;
    const chart = canvas?.rigbaseChart;
    if (!chart) return [];
    const points: DrawnPoint[] = [];
    chart.data.datasets.forEach((dataset: any, index: number) => {
      const meta = chart.getDatasetMeta(index);
      if (meta.hidden) return;
      meta.data.forEach((element: any, at: number) => {
        const raw = dataset.data[at];
        points.push({
          datasetLabel: dataset.label,
          x: typeof raw === 'number' ? raw : raw.x,
          y: typeof raw === 'number' ? raw : raw.y,
          slug: raw?.slug,
          px: element.x,
          py: element.y,
        });
      });
    });
    return points;
  }, canvasId);
}

/**
 * Waits for `locator` to show, or fails at once with what the page says went wrong: a view
 * that got an API error shows it in a `.problem` alert and never renders its answer, and a
 * bare timeout 30 s later would hide which error it was.
 */
export async function waitForAnswer(page: Page, locator: Locator, timeout = 30_000): Promise<void> {
  const problem = page.locator('.problem[role="alert"]').first();
  const shown = await Promise.race([
    locator
      .first()
      .waitFor({ timeout })
      .then(() => 'answer' as const),
    problem.waitFor({ timeout }).then(
      () => 'problem' as const,
      () => new Promise<never>(() => undefined), // no alert in time: the answer's wait decides
    ),
  ]);
  if (shown === 'problem') {
    throw new Error(`the page showed an error instead of its answer: ${await problem.textContent()}`);
  }
}
