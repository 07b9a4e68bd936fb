import type { Page } from 'playwright-core';
import { graphql } from './support/app-server';
import { axeViolations, blocking } from './support/browser';
import { browserSession } from './support/session';
import { addPart, enumValues, optionValues, settledReading, waitForText } from './support/page-helpers';

/** A board partner's card (GRAPHICS_CARD on an RTX 3090 chip), 2.75 slots thick. */

/** The banner's opening words for each verdict. */
const BANNER = {
  COMPATIBLE: /^Compatible/,
  INCOMPATIBLE: /^Not compatible/,
  UNVERIFIED: /^Unverified/,
} as const;
const CARD = 'gigabyte-geforce-rtx-3090-gaming-oc-24g';
const BOARD = 'asrock-z490-pg-velocita';
const CPU = 'intel-core-i7-10700k';

const BOARD_SLOTS = `query ($slug: String!) { component(slug: $slug) { ... on Motherboard { pcieSlots { position } } } }`;

async function slotPositions(url: string): Promise<number[]> {
  const board = (await graphql(url, BOARD_SLOTS, { slug: BOARD })).component;
  return board.pcieSlots.map((slot: any) => slot.position);
}

const CHECK = `query ($build: BuildInput!) { checkBuild(build: $build) {
  verdict compatible
  gpuPlacements { gpuSlug label position slotWidth lanes gen riser }
} }`;

/** What the slot map draws: each occupied position with its card, and the covered positions. */
function drawnSlots(page: Page) {
  return page.locator('.slot-map .slot').evaluateAll((items) =>
    items.map((item) => ({
      position: Number(item.getAttribute('data-position')),
      state: item.classList.contains('occupied')
        ? 'card'
        : item.classList.contains('covered')
          ? 'covered'
          : 'free',
      gpu: item.querySelector('.slot-card')?.getAttribute('data-gpu') ?? null,
    })),
  );
}

/**
 * The same picture computed from the API: the board's slot positions and gpuPlacements, a card
 * covering ceil(slotWidth) positions unless it hangs on a riser.
 */
function expectedSlots(placements: any[], slotPositions: number[]) {
  const span = (placement: any) => (placement.riser ? 1 : Math.ceil(placement.slotWidth));
  const placed = placements.filter((placement) => placement.position != null);
  const positions = Math.max(
    ...slotPositions,
    ...placed.map((placement) => placement.position + span(placement) - 1),
  );
  return Array.from({ length: positions }, (_, index) => {
    const position = index + 1;
    const starts = placements.find((placement) => placement.position === position);
    const covers = placements.find(
      (placement) =>
        placement.position != null &&
        !placement.riser &&
        placement.position < position &&
        position < placement.position + Math.ceil(placement.slotWidth),
    );
    return {
      position,
      state: starts ? 'card' : covers ? 'covered' : 'free',
      gpu: starts ? starts.gpuSlug : null,
    };
  });
}

describe('planner: graphics cards, the slot map from gpuPlacements, and risers', () => {
  const plan = browserSession('/');

  it('finds a partner graphics card by its name, adds it, and places it as the API does', async () => {
    const { page, server } = plan();
    const kinds = (await optionValues(page, '.part-search select')).filter(Boolean).sort();
    expect(kinds).toEqual((await enumValues(server.url, 'ComponentKind')).sort());

    await addPart(page, 'rtx 3090 gaming oc', CARD, true);
    expect(await page.locator(`.part-row[data-slug="${CARD}"] .part-kind`).textContent()).toBe(
      'Graphics card',
    );
    await addPart(page, 'z490 velocita', BOARD);
    await addPart(page, '10700k', CPU);
    await page.locator(`.part-row[data-slug="${CARD}"] input[type="number"]`).fill('2');

    const parts = [
      { slug: CARD, quantity: 2 },
      { slug: BOARD, quantity: 1 },
      { slug: CPU, quantity: 1 },
    ];
    const api = (await graphql(server.url, CHECK, { build: { parts } })).checkBuild;
    expect(api.gpuPlacements).toHaveLength(2);
    expect(api.gpuPlacements.every((placement: any) => placement.gpuSlug === CARD)).toBe(true);
    expect(api.gpuPlacements[0].slotWidth).toBeGreaterThan(2);
    await waitForText(page.getByTestId('check-status'), BANNER[api.verdict as keyof typeof BANNER]);

    const expected = expectedSlots(api.gpuPlacements, await slotPositions(server.url));
    expect(await settledReading(() => drawnSlots(page), expected)).toEqual(expected);
    expect(expected.filter((slot) => slot.state === 'covered').length).toBeGreaterThan(0);
    for (const placement of api.gpuPlacements.filter((item: any) => item.position != null)) {
      expect(await page.locator(`.slot-card[data-gpu="${CARD}"]`).first().textContent()).toContain(
        `PCIe ${placement.gen}.0`,
      );
    }
    expect(blocking(await axeViolations(page))).toEqual([]);
  });

  it('hangs the cards on risers: the check and the slot map follow', async () => {
    const { page, server } = plan();
    await page.getByLabel('The cards hang on PCIe riser cables (open frame)').check();
    const parts = [
      { slug: CARD, quantity: 2 },
      { slug: BOARD, quantity: 1 },
      { slug: CPU, quantity: 1 },
    ];
    const api = (await graphql(server.url, CHECK, { build: { parts, risers: true } })).checkBuild;
    expect(api.gpuPlacements.every((placement: any) => placement.riser)).toBe(true);

    const expected = expectedSlots(api.gpuPlacements, await slotPositions(server.url));
    expect(await settledReading(() => drawnSlots(page), expected)).toEqual(expected);
    expect(await page.locator('.slot.covered').count()).toBe(0);
    expect(await page.locator('.slot-card', { hasText: 'on a riser cable' }).count()).toBe(
      api.gpuPlacements.filter((placement: any) => placement.position != null).length,
    );
  });
});
