import type { Page } from 'playwright-core';
import { DUAL_3090_WORKSTATION } from '../../../bench/scenarios';
import { addPart } from './page-helpers';

/** The seed documents' 2 x RTX 3090 workstation, each line with its quantity. */
export const WORKSTATION = DUAL_3090_WORKSTATION.map((line) => ({
  slug: line.slug,
  quantity: line.quantity ?? 1,
}));

/** Loose words a person would type for each part of the workstation. */
const TYPED: Record<string, string> = {
  'nvidia-geforce-rtx-3090': 'rtx 3090',
  'intel-core-i7-10700k': '10700k',
  'asrock-z490-pg-velocita': 'z490 velocita',
  'samsung-64gb-2x32gb-ddr4-3200': 'samsung 64gb',
  'samsung-980-pro-1tb': '980 pro',
  'toshiba-x300-4tb': 'x300',
  'super-flower-leadex-titanium-1600w': 'leadex titanium',
  'abko-suitmaster-603g-aura': 'suitmaster',
  'cooler-master-hyper-212-led-turbo-white': 'hyper 212 led',
};

/**
 * Types the workstation into the planner by loose words, part by part, and sets each
 * quantity above one. With `keyboardEveryOther`, every other part is chosen with the
 * keyboard only (arrows and Enter) instead of a click.
 */
export async function typeWorkstation(page: Page, keyboardEveryOther = false): Promise<void> {
  for (const [index, line] of WORKSTATION.entries()) {
    await addPart(page, TYPED[line.slug], line.slug, keyboardEveryOther && index % 2 === 1);
    if (line.quantity > 1) {
      await page
        .locator(`.part-row[data-slug="${line.slug}"] input[type="number"]`)
        .fill(String(line.quantity));
    }
  }
}
