/**
 * One price-at-a-condition for every fit and recommendation that says which price it used
 * (GPU fits, unified-memory machines, generation fits, machines beside a build).
 */
import { priceAt, pricedAt } from '../../../src/rules/analysis/price-age';

describe('pricedAt', () => {
  it.each([
    [{ priceUsd: 1000, usedPriceUsd: 700 }, 'NEW', { price: 1000, condition: 'NEW' }],
    [{ priceUsd: 1000, usedPriceUsd: 700 }, 'USED', { price: 700, condition: 'USED' }],
    [{ priceUsd: 1000, usedPriceUsd: 700 }, 'ANY', { price: 700, condition: 'USED' }],
    [{ priceUsd: 600, usedPriceUsd: 700 }, 'ANY', { price: 600, condition: 'NEW' }],
    // A tie is the new price: the cheaper offer is not a used one.
    [{ priceUsd: 700, usedPriceUsd: 700 }, 'ANY', { price: 700, condition: 'NEW' }],
    [{ priceUsd: null, usedPriceUsd: 700 }, 'ANY', { price: 700, condition: 'USED' }],
    [{ priceUsd: null, usedPriceUsd: 700 }, 'NEW', null],
    [{ priceUsd: 1000 }, 'USED', null],
    [{}, 'ANY', null],
  ] as const)('%j at %s is %j', (item, condition, expected) => {
    expect(pricedAt(item, condition)).toEqual(expected);
    expect(priceAt(item, condition)).toBe(expected?.price ?? null);
  });
});
