import type { PriceObservationSeed } from '../types';
import { machinePrices } from './machines-2025';
import { serverPrices } from './servers';

/**
 * Dated purchase prices: what a source said a part cost, when. Figures are copied from the
 * cited page only; nothing is estimated or averaged here. A date is written as precisely as
 * the source gives it, "2025-03" for a month, "2026" for a year (stored as the period's first
 * day with that precision, so an answer never treats it as newer than it may be), and each
 * price says what it is: a launch list price or a used-market price. Rentals by the hour are
 * cloud offerings (cloud-offerings-2026.ts).
 *
 * Every catalog price without a date becomes an observation too (src/catalog/prices.ts,
 * undatedPriceObservations); a part's priceUsd/usedPriceUsd is the latest of its own.
 * Observations of chips that are not seeded yet wait for them (catalog-extensions.ts).
 */
const LAUNCH = 'launch price';

export const datedPurchases: PriceObservationSeed[] = [
  // Machines of issue 28: unified-memory systems, RTX PRO 6000 Max-Q, SXM per-GPU shares.
  ...machinePrices,
  // Whole GPU servers (issue 28): list prices, estimates and a quotation of the whole box.
  ...serverPrices,
  // ---- Launch prices (new, MSRP) ---------------------------------------------------------
  {
    component: 'nvidia-geforce-rtx-5090',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 1999,
    currency: 'USD',
    seller: 'NVIDIA (launch MSRP)',
    region: 'US',
    observedOn: '2025-01',
    source: 'spec-nvidia-geforce-rtx-50',
    notes: LAUNCH,
  },
  {
    component: 'nvidia-geforce-rtx-5060',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 299,
    currency: 'USD',
    seller: 'NVIDIA (launch MSRP)',
    region: 'US',
    observedOn: '2025-05',
    source: 'spec-nvidia-geforce-rtx-50-more',
    notes: LAUNCH,
  },
  {
    component: 'nvidia-geforce-rtx-5060-ti-8gb',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 379,
    currency: 'USD',
    seller: 'NVIDIA (launch MSRP)',
    region: 'US',
    observedOn: '2025-04',
    source: 'spec-nvidia-geforce-rtx-50-more',
    notes: LAUNCH,
  },
  {
    component: 'amd-radeon-rx-9070-xt',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 599,
    currency: 'USD',
    seller: 'AMD (launch MSRP)',
    region: 'US',
    observedOn: '2025-03',
    source: 'spec-amd-radeon-rx-9070',
    notes: LAUNCH,
  },
  {
    component: 'amd-radeon-ai-pro-r9700',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 1299,
    currency: 'USD',
    seller: 'AMD (launch MSRP)',
    region: 'US',
    observedOn: '2025',
    source: 'chipversus-workstation-gpus-2025',
    notes: 'Launch price; the source dates it to 2025 only.',
  },
  {
    component: 'intel-arc-pro-b60',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 499,
    currency: 'USD',
    seller: 'Intel (launch price)',
    region: 'US',
    observedOn: '2025-09',
    source: 'chipversus-workstation-gpus-2025',
    notes: LAUNCH,
  },

  // ---- Used cards ----------------------------------------------------------------------
  {
    component: 'nvidia-geforce-rtx-3090',
    condition: 'USED',
    priceKind: 'USED_MARKET',
    amount: 500,
    amountMax: 800,
    currency: 'USD',
    seller: 'second-hand market',
    region: 'US',
    observedOn: '2026',
    source: 'local-llm-rtx3090-2026',
    notes: 'Typical second-hand range; the source dates it to 2026 only.',
  },
];
