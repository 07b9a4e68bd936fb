/**
 * Expert panel: the calculators. Power limits within what the driver accepts (nvidia-smi -q -d
 * POWER shows the range: an RTX 4090 goes down to about 150 W and many boards allow 600 W),
 * vendor-correct commands, and a cloud-versus-own comparison that counts idle power and
 * resale and refuses to call a 29-year break-even a win.
 */
import { compareCloudVsDesktop } from '../../src/rules/calculators/cloud-vs-desktop';
import { powerLimitRange, powerLimitTradeoff } from '../../src/rules/calculators/power-limit';
import { DOCUMENT_EXAMPLE as documentExample } from '../fixtures/cloud-vs-desktop';
import { seedPart } from './seed-catalog';
import type { GpuFacts } from '../../src/rules/facts';

const gpu = (slug: string) => seedPart<GpuFacts>(slug);

describe('powerLimitTradeoff', () => {
  it('refuses 50 W on an RTX 4090: below the driver floor of ~150 W', () => {
    const rtx4090 = gpu('nvidia-geforce-rtx-4090');
    expect(() => powerLimitTradeoff(rtx4090.tdpW, 50, rtx4090)).toThrow(/outside the 150-600 W range/);
  });

  it('accepts 600 W on an RTX 4090 (boards allow it): stock speed, nothing saved', () => {
    const rtx4090 = gpu('nvidia-geforce-rtx-4090');
    const result = powerLimitTradeoff(rtx4090.tdpW, 600, rtx4090);
    expect(result.relativeSpeed).toBe(1);
    expect(result.wattsSaved).toBe(0);
    expect(result.perfPerWattGain).toBeLessThan(0);
  });

  it("4090 at 360 W (80 %): keeps ~93 % of the speed (the documents' point) with an nvidia-smi command", () => {
    const rtx4090 = gpu('nvidia-geforce-rtx-4090');
    const result = powerLimitTradeoff(rtx4090.tdpW, 360, rtx4090);
    expect(result.relativeSpeed).toBeGreaterThan(0.9);
    expect(result.relativeSpeed).toBeLessThan(0.96);
    expect(result.command).toBe('sudo nvidia-smi -i 0 -pl 360');
  });

  it("an RX 7900 XTX is limited with rocm-smi, never nvidia-smi, within AMD's narrow range", () => {
    const xtx = gpu('amd-radeon-rx-7900-xtx');
    const range = powerLimitRange(xtx);
    expect(range.minW).toBeGreaterThanOrEqual(300);
    const result = powerLimitTradeoff(xtx.tdpW, 320, xtx);
    expect(result.command).toMatch(/rocm-smi/);
    expect(result.command).not.toMatch(/nvidia-smi/);
    expect(() => powerLimitTradeoff(xtx.tdpW, 200, xtx)).toThrow(RangeError);
  });

  it('RTX 5090: the VBIOS refuses limits under 400 W, so 300 W is refused and 400 W is the floor (sourced)', () => {
    // mVolt issue 48 and chia-gigahorse issue 364: nvidia-smi's minimum on the RTX 5090 is 400 W;
    // the old estimate (a third of TDP, 192 W) offered limits the card never takes.
    const rtx5090 = gpu('nvidia-geforce-rtx-5090');
    expect(powerLimitRange(rtx5090)).toMatchObject({ minW: 400, basis: 'catalog' });
    expect(() => powerLimitTradeoff(rtx5090.tdpW, 300, rtx5090)).toThrow(/outside the 400-575 W range/);
    expect(powerLimitTradeoff(rtx5090.tdpW, 400, rtx5090).command).toBe('sudo nvidia-smi -i 0 -pl 400');
  });

  it('RTX 3090 at 280 W (80 %) is inside its 100-400 W range', () => {
    const rtx3090 = gpu('nvidia-geforce-rtx-3090');
    expect(powerLimitRange(rtx3090)).toMatchObject({ minW: 100, maxW: 400 });
    expect(powerLimitTradeoff(350, 280, rtx3090).wattsSaved).toBe(70);
  });
});

describe('compareCloudVsDesktop', () => {
  it("reproduces the document's worked example with the defaults: 591 kWh, ~$71 a year, ~300 days", () => {
    const result = compareCloudVsDesktop(documentExample);
    expect(Math.round(result.yearlyKwh)).toBe(591);
    expect(Math.round(result.yearlyElectricityUsd)).toBe(71);
    expect(result.breakEvenDays).toBeGreaterThan(280);
    expect(result.breakEvenDays).toBeLessThan(310);
    expect(result.verdict).toBe('DESKTOP_PAYS_OFF');
  });

  it('a machine left on idles: 18 h a day at 60 W adds ~394 kWh a year and moves break-even later', () => {
    const idle = compareCloudVsDesktop({ ...documentExample, idleHoursPerDay: 18, idleWatts: 60 });
    expect(Math.round(idle.idleYearlyKwh)).toBe(Math.round((60 * 18 * 365) / 1000));
    expect(idle.breakEvenDays).toBeGreaterThan(compareCloudVsDesktop(documentExample).breakEvenDays ?? 0);
  });

  it('resale after three years lowers the net desktop cost at the horizon', () => {
    const kept = compareCloudVsDesktop({ ...documentExample, horizonYears: 3 });
    const sold = compareCloudVsDesktop({ ...documentExample, horizonYears: 3, resaleUsd: 900 });
    expect(kept.horizonDesktopNetUsd - sold.horizonDesktopNetUsd).toBeCloseTo(900, 2);
  });

  it('2 % utilization on a cheap cloud GPU: break-even after decades is NOT_WITHIN_USEFUL_LIFE, said in words', () => {
    const result = compareCloudVsDesktop({ ...documentExample, utilization: 0.02, cloudUsdPerHour: 0.5 });
    expect(result.breakEvenDays).not.toBeNull();
    expect(result.breakEvenDays!).toBeGreaterThan(5 * 365);
    expect(result.verdict).toBe('NOT_WITHIN_USEFUL_LIFE');
    expect(result.breakEvenWithinUsefulLife).toBe(false);
    expect(result.summary).toMatch(/not within the card's useful life/);
  });

  it('when electricity costs more than the cloud hours it replaces, the cloud stays cheaper', () => {
    const result = compareCloudVsDesktop({
      ...documentExample,
      electricityUsdPerKwh: 6,
      cloudUsdPerHour: 0.2,
    });
    expect(result.breakEvenDays).toBeNull();
    expect(result.verdict).toBe('CLOUD_CHEAPER');
  });
});
