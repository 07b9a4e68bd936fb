import { readFileSync } from 'node:fs';
import Chromium from '@sparticuz/chromium';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The package's flags are tuned for AWS Lambda. Two kinds are dropped: `--single-process`,
 * which takes the whole browser down when a second context closes (measured here, every
 * time), and the flags that switch off the web's security model, so the page meets the same
 * same-origin rules and CSP as in a person's browser.
 */
const DROPPED_ARGS = new Set([
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
]);
const BROWSER_ARGS = Chromium.args.filter((arg) => !DROPPED_ARGS.has(arg));

/**
 * A real headless Chromium that `npm ci` brought: @sparticuz/chromium ships the binary
 * inside the npm package and unpacks it to /tmp on first use; playwright-core drives it.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await Chromium.executablePath(),
    args: BROWSER_ARGS,
    headless: true,
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A page in a fresh context (empty storage), collecting console errors and page errors. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.goto(url);
  return { page, context, errors };
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page. Injected through the DevTools protocol (page.evaluate), which
 * the page's CSP does not govern, so the CSP stays as strict as in production.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A part of the page waiting for a newer answer is dimmed (`.pending`, opacity): checked
  // mid-update its colours are not the ones a reader gets once the answer is in.
  await page.waitForFunction(() => !document.querySelector('.pending'));
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<any> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node: any) => String(node.target)),
    }));
  });
}

/** Serious and critical violations: what the tests refuse. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
