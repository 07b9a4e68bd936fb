import { compareCloudVsDesktop } from '../../../src/rules/calculators/cloud-vs-desktop';
import { powerLimitTradeoff } from '../../../src/rules/calculators/power-limit';
import { DOCUMENT_EXAMPLE as documentExample } from '../../fixtures/cloud-vs-desktop';

describe("compareCloudVsDesktop: document 002's worked example", () => {
  const result = compareCloudVsDesktop(documentExample);

  it('uses about 591 kWh a year', () => {
    // (350 + 100) W x 0.15 x 24 h x 365 d = 591.3 kWh
    expect(Math.round(result.yearlyKwh)).toBe(591);
  });

  it('costs about $71 of electricity a year at $0.12/kWh', () => {
    expect(Math.round(result.yearlyElectricityUsd)).toBe(71);
  });

  it('cloud at the same utilization: $2.14 x 0.15 x 24 x 365', () => {
    expect(result.cloudYearlyUsd).toBeCloseTo(2.14 * 0.15 * 24 * 365, 2);
  });

  it('breaks even near 300 days', () => {
    // $2,200 / ($7.70 cloud - $0.19 electricity per day) = 293 days; the document rounds to "about 300".
    expect(result.breakEvenDays).not.toBeNull();
    expect(Math.abs((result.breakEvenDays ?? 0) - 300) / 300).toBeLessThan(0.05);
    expect(result.breakEvenDays).toBeLessThan(300);
  });

  it("reproduces the document's comparison: $2,311 of cloud after 300 days vs $2,270 for the desktop and a year of power", () => {
    const day300 = result.points.find((p) => p.day === 300);
    const day365 = result.points.find((p) => p.day === 365);
    expect(Math.round(day300?.cloudUsd ?? 0)).toBe(2311);
    expect(Math.floor(day365?.desktopUsd ?? 0)).toBe(2270);
    expect(day300?.cloudUsd).toBeGreaterThan(day365?.desktopUsd ?? Infinity);
  });

  it('charts day 0, every 30 days, each year and the last day of the 3-year default horizon', () => {
    const days = result.points.map((p) => p.day);
    expect(days[0]).toBe(0);
    expect(days[days.length - 1]).toBe(3 * 365);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days).toEqual(expect.arrayContaining([30, 60, 365, 730]));
    expect(result.points[0]).toEqual({ day: 0, desktopUsd: 2200, cloudUsd: 0 });
    // The curves cross at the break-even point.
    const before = result.points.filter((p) => p.day < (result.breakEvenDays ?? 0));
    const after = result.points.filter((p) => p.day > (result.breakEvenDays ?? 0));
    for (const p of before) expect(p.cloudUsd).toBeLessThan(p.desktopUsd);
    for (const p of after) expect(p.cloudUsd).toBeGreaterThan(p.desktopUsd);
  });
});

describe('compareCloudVsDesktop: edge cases', () => {
  it('defaults the CPU to 100 W', () => {
    const { cpuWatts: _cpu, ...rest } = documentExample;
    expect(compareCloudVsDesktop(rest).yearlyKwh).toBe(compareCloudVsDesktop(documentExample).yearlyKwh);
  });

  it('returns null when the cloud stays cheaper (electricity costs more than the cloud per hour)', () => {
    const result = compareCloudVsDesktop({ ...documentExample, cloudUsdPerHour: 0.05 });
    expect(result.breakEvenDays).toBeNull();
    for (const p of result.points) expect(p.cloudUsd).toBeLessThan(p.desktopUsd);
  });

  it('higher utilization breaks even sooner', () => {
    const low = compareCloudVsDesktop({ ...documentExample, utilization: 0.15 }).breakEvenDays ?? Infinity;
    const high = compareCloudVsDesktop({ ...documentExample, utilization: 0.6 }).breakEvenDays ?? Infinity;
    expect(high).toBeLessThan(low / 3);
  });

  it('zero utilization never breaks even', () => {
    expect(compareCloudVsDesktop({ ...documentExample, utilization: 0 }).breakEvenDays).toBeNull();
  });

  it.each([
    { utilization: 15 },
    { utilization: -0.1 },
    { desktopCostUsd: -1 },
    { horizonYears: 0 },
    { cloudUsdPerHour: Number.NaN },
  ])('rejects %j', (override) => {
    expect(() => compareCloudVsDesktop({ ...documentExample, ...override })).toThrow(RangeError);
  });
});

describe('powerLimitTradeoff', () => {
  it("passes through the documents' point: 250 W -> 200 W costs about 7 % speed", () => {
    const result = powerLimitTradeoff(250, 200);
    expect(result.relativeSpeed).toBeCloseTo(0.93, 3);
    expect(result.wattsSaved).toBe(50);
    // 93 % of the speed on 80 % of the power: ~16 % more work per watt.
    expect(result.perfPerWattGain).toBeCloseTo(0.93 / 0.8 - 1, 3);
  });

  it('scales: the same 80 % limit on a 350 W card also keeps ~93 %', () => {
    expect(powerLimitTradeoff(350, 280).relativeSpeed).toBeCloseTo(0.93, 3);
  });

  it('is monotonic: deeper limits lose more speed but gain more per watt', () => {
    const limits = [350, 315, 280, 245, 210, 175];
    const results = limits.map((limit) => powerLimitTradeoff(350, limit));
    for (let i = 1; i < results.length; i += 1) {
      expect(results[i].relativeSpeed).toBeLessThan(results[i - 1].relativeSpeed);
      expect(results[i].perfPerWattGain).toBeGreaterThan(results[i - 1].perfPerWattGain);
    }
  });

  it('treats a limit at TDP as stock', () => {
    expect(powerLimitTradeoff(350, 350)).toMatchObject({
      relativeSpeed: 1,
      wattsSaved: 0,
      perfPerWattGain: 0,
      limitW: 350,
    });
  });

  it('refuses a limit above TDP without a card whose range allows it', () => {
    expect(() => powerLimitTradeoff(350, 400)).toThrow(/outside the 1-350 W range/);
  });

  it('rejects non-positive watts', () => {
    expect(() => powerLimitTradeoff(0, 100)).toThrow(RangeError);
    expect(() => powerLimitTradeoff(350, 0)).toThrow(RangeError);
  });
});

describe('compareCloudVsDesktop with a vanishing saving', () => {
  it('reports no break-even instead of an infinite day count', () => {
    const result = compareCloudVsDesktop({
      desktopCostUsd: 3000,
      gpuWatts: 350,
      utilization: 5e-324,
      electricityUsdPerKwh: 0.15,
      cloudUsdPerHour: 1.1,
    });
    expect(result.breakEvenDays).toBeNull();
    expect(result.points.every((p) => Number.isFinite(p.desktopUsd) && Number.isFinite(p.cloudUsd))).toBe(
      true,
    );
  });
});
