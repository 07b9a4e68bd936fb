/** Dated prices and software status, pure (src/catalog/prices.ts, src/catalog/derive/software-status.ts). */
import { softwareStatusOf, supportFor } from '../../src/catalog/derive/software-status';
import { softwareSupport } from '../../src/catalog/datasets/software-support';
import {
  UNDATED_PRICE_NOTE,
  calendarDay,
  latestPrices,
  observedPrice,
  undatedPriceObservations,
} from '../../src/catalog/prices';
import { seedSet } from '../../seeds/data';
import { datedPurchases } from '../../seeds/data/price-observations';
import { allChips } from './datasets/all-chips';

const observation = (component: string, condition: 'NEW' | 'USED', amount: number, observedOn: string) => ({
  component,
  condition,
  amount,
  observedOn,
});

describe('latestPrices', () => {
  it('takes the newest observation per condition, the middle of a range, and its day', () => {
    const latest = latestPrices([
      observation('a', 'NEW', 1499, '2020-09-01'),
      observation('a', 'NEW', 1299, '2023-01-01'),
      { ...observation('a', 'USED', 500, '2026-01-01'), amountMax: 800 },
      observation('a', 'USED', 750, '2024-01-01'),
      observation('b', 'USED', 90, '2019-06-01'),
    ]);
    expect(latest.get('a')).toEqual({
      priceUsd: 1299,
      priceObservedOn: '2023-01-01',
      priceKind: 'RETAIL',
      priceObservedPrecision: 'DAY',
      usedPriceUsd: 650,
      usedPriceObservedOn: '2026-01-01',
      usedPriceObservedPrecision: 'DAY',
    });
    expect(latest.get('b')).toEqual({
      priceUsd: null,
      priceObservedOn: null,
      priceKind: null,
      priceObservedPrecision: null,
      usedPriceUsd: 90,
      usedPriceObservedOn: '2019-06-01',
      usedPriceObservedPrecision: 'DAY',
    });
  });

  it('on one day, the lower price wins (the buyer can get it)', () => {
    const latest = latestPrices([
      observation('a', 'NEW', 900, '2026-03-01'),
      observation('a', 'NEW', 850, '2026-03-01'),
    ]);
    expect(latest.get('a')?.priceUsd).toBe(850);
  });

  it('reads month- and year-only days as their first day', () => {
    expect(calendarDay('2026')).toBe('2026-01-01');
    expect(calendarDay('2025-03')).toBe('2025-03-01');
    expect(calendarDay('2025-03-08')).toBe('2025-03-08');
    expect(observedPrice({ amount: 1.49, amountMax: 1.87 })).toBeCloseTo(1.68, 10);
  });
});

describe('undatedPriceObservations (the convention for prices without a day)', () => {
  const sources = [
    { key: 'spec-old', year: 2020 },
    { key: 'doc-b', year: 2024 },
    { key: 'doc-a', year: 2024 },
    { key: 'undated' },
  ];

  it("cites the part's newest source (alphabetical on a tie) and dates it to that year only", () => {
    const [fresh, used] = undatedPriceObservations(
      [
        {
          slug: 'x',
          kind: 'GPU',
          priceUsd: 1499,
          usedPriceUsd: 750,
          sources: ['spec-old', 'doc-b', 'doc-a'],
        },
      ],
      sources,
    );
    // A year, never a made-up January 1: the stored day is then the year's first with YEAR precision.
    expect(fresh).toMatchObject({
      component: 'x',
      condition: 'NEW',
      priceKind: 'LAUNCH_LIST',
      amount: 1499,
      observedOn: '2024',
      source: 'doc-a',
    });
    expect(used).toMatchObject({
      condition: 'USED',
      priceKind: 'USED_MARKET',
      amount: 750,
      region: 'US',
      notes: UNDATED_PRICE_NOTE,
    });
    const [retail] = undatedPriceObservations(
      [{ slug: 'p', kind: 'PSU', priceUsd: 99, sources: ['doc-a'] }],
      sources,
    );
    expect(retail.priceKind).toBe('RETAIL');
  });

  it('never dates a price before the part came out, and never cites a dataset for a hand-entered price', () => {
    const [early] = undatedPriceObservations(
      [{ slug: 'w', priceUsd: 10, releaseYear: 2022, sources: ['spec-old'] }],
      sources,
    );
    expect(early.observedOn).toBe('2022');
    const [cited] = undatedPriceObservations(
      [{ slug: 'v', priceUsd: 10, sources: ['dataset-epoch-ml-hardware', 'spec-old'] }],
      [...sources, { key: 'dataset-epoch-ml-hardware', year: 2026 }],
    );
    expect(cited).toMatchObject({ source: 'spec-old', observedOn: '2020' });
  });

  it('falls back to the release year when no source has one, and refuses a part it cannot date', () => {
    const [row] = undatedPriceObservations(
      [{ slug: 'y', priceUsd: 10, releaseYear: 2017, sources: ['undated'] }],
      sources,
    );
    expect(row.observedOn).toBe('2017');
    expect(() =>
      undatedPriceObservations([{ slug: 'z', priceUsd: 10, sources: ['undated'] }], sources),
    ).toThrow(/z: a price needs a source with a year/);
    expect(undatedPriceObservations([{ slug: 'n', sources: ['undated'] }], sources)).toEqual([]);
  });
});

describe('the seed set', () => {
  const set = seedSet();
  const observations = set.priceObservations ?? [];

  it('has an observation behind every price, and each price is the latest one', () => {
    const latest = latestPrices(observations);
    for (const part of set.components) {
      expect({ slug: part.slug, priceUsd: part.priceUsd ?? null }).toEqual({
        slug: part.slug,
        priceUsd: latest.get(part.slug)?.priceUsd ?? null,
      });
      expect({ slug: part.slug, usedPriceUsd: part.usedPriceUsd ?? null }).toEqual({
        slug: part.slug,
        usedPriceUsd: latest.get(part.slug)?.usedPriceUsd ?? null,
      });
    }
  });

  it('holds back only dated prices of chips not seeded yet (the 2025 additions)', () => {
    const seeded = new Set(set.components.map((c) => c.slug));
    const waiting = datedPurchases.filter((o) => !seeded.has(o.component)).map((o) => o.component);
    const later = new Set(allChips.map((c) => c.slug));
    for (const slug of waiting) expect(later.has(slug)).toBe(true);
    for (const o of datedPurchases.filter((o) => seeded.has(o.component)))
      expect(observations).toContainEqual(o);
  });

  it('dates the used RTX 3090 to 2026 ($500-800, the middle of the range)', () => {
    const rtx3090 = set.components.find((c) => c.slug === 'nvidia-geforce-rtx-3090')!;
    expect(rtx3090.usedPriceUsd).toBe(650);
  });
});

describe('softwareStatusOf', () => {
  const status = (architecture: string, vendor = 'NVIDIA') =>
    softwareStatusOf(supportFor({ vendor, architecture }, softwareSupport));

  it('reads the architecture row: Kepler unsupported, Maxwell-Volta legacy, Turing onward current', () => {
    expect(status('Kepler')).toBe('UNSUPPORTED');
    expect(['Maxwell', 'Pascal', 'Volta'].map((a) => status(a))).toEqual(['LEGACY', 'LEGACY', 'LEGACY']);
    expect(['Turing', 'Ampere', 'Ada Lovelace', 'Hopper', 'Blackwell'].map((a) => status(a))).toEqual([
      'CURRENT',
      'CURRENT',
      'CURRENT',
      'CURRENT',
      'CURRENT',
    ]);
    expect(status('RDNA 3', 'AMD')).toBe('CURRENT');
    expect(status('Unknown arch')).toBeNull();
  });

  it('covers the architecture of every chip, seeded or to come', () => {
    const missing = allChips.filter((chip) => !supportFor(chip, softwareSupport)).map((chip) => chip.slug);
    expect(missing).toEqual([]);
  });
});
