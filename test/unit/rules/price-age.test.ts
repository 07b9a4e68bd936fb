/** How old a price is, and the answers that say so (rules, pure). */
import {
  isStalePrice,
  priceObservedOnAt,
  stalePrices,
  staleBefore,
} from '../../../src/rules/analysis/price-age';
import { checkBuild } from '../../../src/rules/check-build';
import { rankGpus } from '../../../src/rules/recommend/recommend-gpus';
import { PRICE_STALE_AFTER_MONTHS } from '../../../src/rules/thresholds';
import * as f from './fixtures';

const TODAY = '2026-11-24';

describe('price age', () => {
  it('a price is stale when observed more than PRICE_STALE_AFTER_MONTHS before today', () => {
    expect(PRICE_STALE_AFTER_MONTHS).toBe(12);
    expect(staleBefore(TODAY)).toBe('2025-11-24');
    expect(isStalePrice('2025-11-24', TODAY)).toBe(false);
    expect(isStalePrice('2025-11-23', TODAY)).toBe(true);
    expect(isStalePrice('2026-03-10', TODAY)).toBe(false);
  });

  it('clamps the day of the month (a leap day a year back is Feb 28)', () => {
    expect(staleBefore('2024-02-29')).toBe('2023-02-28');
    expect(staleBefore('2026-01-15')).toBe('2025-01-15');
  });

  it('says nothing without a day or without today', () => {
    expect(isStalePrice(null, TODAY)).toBeNull();
    expect(isStalePrice('2019-01-01', null)).toBeNull();
    expect(stalePrices([{ ...f.rtx3090(), priceObservedOn: '2019-01-01' }], 'NEW', null)).toEqual([]);
  });

  it("ANY dates the price it uses: the cheaper one's day", () => {
    const gpu = {
      ...f.rtx3090(),
      priceUsd: 1499,
      priceObservedOn: '2020-09-01',
      usedPriceUsd: 650,
      usedPriceObservedOn: '2026-01-01',
    };
    expect(priceObservedOnAt(gpu, 'ANY')).toBe('2026-01-01');
    expect(priceObservedOnAt(gpu, 'NEW')).toBe('2020-09-01');
    expect(priceObservedOnAt({ ...gpu, usedPriceUsd: null }, 'ANY')).toBe('2020-09-01');
  });
});

describe('recommendGpus flags an old price', () => {
  const gpu = { ...f.rtx3090(), priceObservedOn: '2020-09-01', usedPriceObservedOn: '2026-01-01' };
  const rank = (condition: 'NEW' | 'USED', today: string | null) =>
    rankGpus([gpu], { condition, gpuCount: 1, first: 1, today })[0];

  it('in the ranking fields and the reasons', () => {
    const stale = rank('NEW', TODAY);
    expect(stale.priceObservedOn).toBe('2020-09-01');
    expect(stale.priceIsStale).toBe(true);
    expect(stale.reasons.join(' ')).toMatch(
      /more than 12 months ago: GeForce RTX 3090 \(2020-09-01, 6 years old\)/,
    );
  });

  it('not for a recent price, and not without today', () => {
    const fresh = rank('USED', TODAY);
    expect(fresh.priceIsStale).toBe(false);
    expect(fresh.reasons.join(' ')).not.toMatch(/months ago/);
    const undated = rank('NEW', null);
    expect(undated.priceIsStale).toBeNull();
    expect(undated.reasons.join(' ')).not.toMatch(/months ago/);
  });
});

describe('checkBuild: price.stale', () => {
  const build = (today: string | null) =>
    checkBuild({
      parts: [
        f.part({ ...f.rtx3090(), priceObservedOn: '2020-09-01' }),
        f.part({ ...f.psu1000(), priceObservedOn: '2026-06-01' }),
      ],
      today,
    });

  it('names the parts whose new price is over a year old, as INFO', () => {
    const found = build(TODAY).findings.filter((x) => x.ruleId === 'price.stale');
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe('INFO');
    expect(found[0].componentSlugs).toEqual(['nvidia-geforce-rtx-3090']);
    expect(found[0].message).toMatch(/GeForce RTX 3090 \(2020-09-01, 6 years old\)/);
  });

  it('says what an old price is and how old, as precisely as its date: a launch list price of 2020', () => {
    const report = checkBuild({
      parts: [
        f.part({
          ...f.rtx3090(),
          priceObservedOn: '2020-01-01',
          priceKind: 'LAUNCH_LIST',
          priceObservedPrecision: 'YEAR',
        }),
      ],
      today: TODAY,
    });
    const [stale] = report.findings.filter((x) => x.ruleId === 'price.stale');
    expect(stale.message).toMatch(/GeForce RTX 3090 \(2020, launch list price, up to 6 years old\)/);
  });

  it('a recent launch list price is called one: not what the part sells for today', () => {
    const report = checkBuild({
      parts: [
        f.part({
          ...f.rtx3090(),
          priceObservedOn: '2026-06-01',
          priceKind: 'LAUNCH_LIST',
          priceObservedPrecision: 'MONTH',
        }),
      ],
      today: TODAY,
    });
    const [listed] = report.findings.filter((x) => x.ruleId === 'price.stale');
    expect(listed.message).toMatch(
      /uses a launch list price, not what the part sells for today: GeForce RTX 3090 \(2026-06, launch list price, up to 5 months old\)/,
    );
  });

  it('stays silent without today', () => {
    expect(build(null).findings.some((x) => x.ruleId === 'price.stale')).toBe(false);
  });
});
