import { formatNumber } from '../../../src/rules/format';

/** formatNumber's whole-number fast path must print what Intl's en-US grouping prints. */
describe('formatNumber', () => {
  const intl = (value: number, digits: number) => {
    const text = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
    return text === '-0' ? '0' : text;
  };

  it('prints whole numbers as Intl does, sign and grouping included', () => {
    const values = [0, -0, 7, -7, 999, 1000, -1000, 1536, 100000, 123456789, -987654321, 999999999999999];
    // A spread of magnitudes from a fixed seed (no Math.random: a failure must repeat).
    let seed = 12345;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push(Math.round((seed / 2 ** 31 - 0.5) * 10 ** (i % 16)));
    }
    for (const value of values) {
      for (const digits of [0, 1, 2])
        expect([value, formatNumber(value, digits)]).toEqual([value, intl(value, digits)]);
    }
  });

  it('rounds fractions to the digits asked for and drops trailing zeros', () => {
    expect(formatNumber(15.75, 1)).toBe('15.8');
    expect(formatNumber(1536.5)).toBe(intl(1536.5, 0));
    expect(formatNumber(2.5, 2)).toBe('2.5');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(1e21)).toBe(intl(1e21, 0));
  });
});
