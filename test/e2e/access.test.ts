import type { Page } from 'playwright-core';
import { PHONE, axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import { waitForText } from './support/page-helpers';

/** What has focus, as a person using a screen reader would hear it announced. */
function focused(page: Page): Promise<{ tag: string; role: string | null; label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labelled = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? null,
      label: (labelled ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    };
  });
}

/** The page never scrolls sideways on a phone (wide tables scroll inside their own region). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('at 375 px and by keyboard only', () => {
  const phone = browserSession('/', PHONE);

  it('plans a build with the keyboard alone, with the verdict announced', async () => {
    const { page } = phone();
    await page.getByRole('heading', { level: 1, name: 'Plan a build' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', label: 'Skip to content' });
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'combobox', label: 'Add a part' });

    await page.keyboard.type('rtx 3090', { delay: 20 });
    // The list for the whole text, not one left from "rtx" while typing went on.
    await page.locator('[role="listbox"][aria-busy="false"] [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await page.locator('[role="combobox"]').getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const chosen = await page.locator(`#${active}`).getAttribute('data-slug');
    await page.keyboard.press('Enter');
    await page.locator(`.part-row[data-slug="${chosen}"]`).waitFor();
    // Focus stays in the search box, ready for the next part.
    expect((await focused(page)).role).toBe('combobox');

    // The verdict is in a polite live region, so it is read out without moving focus.
    const status = page.getByTestId('check-status');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await waitForText(status, /^(Compatible|Not compatible|Unverified)/);

    // Tab reaches the new row's quantity and remove button, in reading order.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.label).toMatch(/Remove|Quantity|GeForce RTX 3090/);
    expect(await overflowsSideways(page)).toBe(false);
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('Enter adds nothing from suggestions left over from fewer typed letters', async () => {
    const { page } = phone();
    const input = page.getByRole('combobox', { name: 'Add a part' });
    await input.click();
    await input.pressSequentially('rtx', { delay: 20 });
    await page.locator('[role="listbox"][aria-busy="false"] [role="option"]').first().waitFor();
    // Typed on at once and Enter right away: the listed suggestions still answer "rtx".
    await input.pressSequentially(' 3090');
    await input.press('Enter');
    await page.locator('[role="listbox"][aria-busy="false"] [role="option"]').first().waitFor();
    // Whatever Enter did, it did not add a part the whole words do not name.
    const added = await page
      .locator('.part-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-slug')));
    expect(added.filter((slug) => !slug?.includes('3090'))).toEqual([]);
    // The list for the whole words then answers Enter.
    await input.press('Enter');
    await page.locator('.part-row').first().waitFor();
    const picked = await page.locator('.part-row').first().getAttribute('data-slug');
    expect(picked).toContain('3090');
  });

  it('every view fits a phone screen and passes the accessibility scan', async () => {
    const { page, server, errors } = phone();
    const views: Array<[string, string]> = [
      ['#/gpus', 'Pick a GPU'],
      ['#/gpu/nvidia-geforce-rtx-3090', 'GeForce RTX 3090'],
      ['#/memory', 'Can I run it?'],
      ['#/generation', 'Images and video'],
      ['#/health', 'Catalog health'],
      ['#/cost', 'Own or rent?'],
      ['#/recommend', 'Recommend a build'],
      ['#/ask?q=how%20much%20vram%20for%20a%207b%20model', 'Ask'],
    ];
    for (const [hash, heading] of views) {
      await page.goto(`${server.url}/${hash}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Let the view's first data arrive (charts, answers) before scanning.
      await page.waitForLoadState('networkidle');
      expect({ hash, overflow: await overflowsSideways(page) }).toEqual({ hash, overflow: false });
      expect({ hash, violations: blocking(await axeViolations(page)) }).toEqual({ hash, violations: [] });
    }
    expect(errors).toEqual([]);
  });
});
