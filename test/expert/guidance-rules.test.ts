/**
 * Expert panel: the guidance and the rules agree wherever both speak. A reader who follows the
 * guidance's figures must get the rules' verdicts: RAM per GPU, PSU sizing, household
 * circuits. Figures are read out of the guidance text, so an edit to either side that breaks
 * the agreement fails here. Sources: doc-cost-for-gpu-hardware, ref-puget-ml-ai-hardware,
 * spec-nvidia-geforce-rtx-30/40/50, ref-nfpa-70-nec.
 */
import { guidancePlatform } from '../../seeds/data/guidance-platform';
import { guidancePowerCooling } from '../../seeds/data/guidance-power-cooling';
import { makerSystemPowerW, cpuSustainedW } from '../../src/rules/analysis/fact-fallbacks';
import type { CpuFacts, GpuFacts } from '../../src/rules/facts';
import { MAINS_REGIONS } from '../../src/rules/reference/mains-regions';
import {
  CIRCUIT_MARGIN_FRACTION,
  CONTINUOUS_LOAD_FACTOR,
  PLATFORM_ALLOWANCE_W,
  PSU_HEADROOM_FRACTION,
  SYSTEM_RAM_PER_LARGEST_VRAM,
  SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING,
} from '../../src/rules/thresholds';
import { line, seedPart } from './seed-catalog';
import { check, severities } from './support';

const answer = (slug: string) => {
  const entry = [...guidancePlatform, ...guidancePowerCooling].find((item) => item.slug === slug);
  if (!entry) throw new Error(`No guidance ${slug}`);
  return entry.answer;
};
const number = (text: string) => Number(text.replace(/,/g, ''));

describe('RAM: the guidance and balance.system-ram agree', () => {
  const text = answer('ram-sizing');

  it('"a 24 GB card calls for at least 24 GB": the rule asks the largest card\'s memory once', () => {
    const [, cardGb, ramGb] = /a (\d+) GB card calls for at least (\d+) GB/.exec(text)!;
    expect(number(ramGb) / number(cardGb)).toBe(SYSTEM_RAM_PER_LARGEST_VRAM);
  });

  it('"two 24 GB cards want 96 GB": twice the total, the rule\'s training ratio, and more cards do raise it', () => {
    const [, cardGb, ramGb] = /two (\d+) GB cards want (\d+) GB/.exec(text)!;
    expect(number(ramGb) / (2 * number(cardGb))).toBe(SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING);
    expect(text).not.toMatch(/do not raise/);
    // The rule says so for 2 x RTX 3090 with 64 GB (INFO), not with 128 GB.
    const rtx3090 = line('nvidia-geforce-rtx-3090', 2);
    expect(severities(check([rtx3090, 'samsung-64gb-2x32gb-ddr4-3200']), 'balance.system-ram')).toBe('INFO');
    expect(severities(check([rtx3090, line('samsung-64gb-2x32gb-ddr4-3200', 2)]), 'balance.system-ram')).toBe(
      '',
    );
  });
});

describe('PSU sizing: the guidance and power.psu-capacity agree', () => {
  const text = answer('psu-sizing');

  it("the headroom the guidance names is the rules' PSU_HEADROOM_FRACTION, over the same allowance", () => {
    const [, percent] = /then add about (\d+)%/.exec(text)!;
    expect(number(percent) / 100).toBeCloseTo(PSU_HEADROOM_FRACTION, 6);
    const [, allowance] = /allow about (\d+) W for the board/.exec(text)!;
    expect(number(allowance)).toBe(PLATFORM_ALLOWANCE_W);
  });

  it('the CPU figure the guidance quotes is the one the rules use (i9-14900K 253 W sustained)', () => {
    const [, watts] = /i9-14900K sustains (\d+) W/.exec(text)!;
    expect(cpuSustainedW(seedPart<CpuFacts>('intel-core-i9-14900k')).watts).toBe(number(watts));
  });

  it.each([
    ['RTX 3090', 'nvidia-geforce-rtx-3090'],
    ['4090', 'nvidia-geforce-rtx-4090'],
    ['5090', 'nvidia-geforce-rtx-5090'],
  ])(
    'the maker PSU size the guidance quotes for the %s is the catalog figure the rules use',
    (name, slug) => {
      const match = new RegExp(`([\\d,]+) W for an? ${name}`).exec(text)!;
      expect(makerSystemPowerW(seedPart<GpuFacts>(slug)).watts).toBe(number(match[1]));
    },
  );
});

describe('household circuits: the guidance and power.circuit agree', () => {
  const text = answer('household-circuit-limit');

  it('"80% of a circuit\'s rating" is the rules\' continuous-load factor; "about 10%" their margin', () => {
    const [, percent] = /stay at (\d+)% of a circuit's rating/.exec(text)!;
    expect(number(percent) / 100).toBe(CONTINUOUS_LOAD_FACTOR);
    const [, margin] = /Keep about (\d+)% of the limit free/.exec(text)!;
    expect(number(margin) / 100).toBe(CIRCUIT_MARGIN_FRACTION);
  });

  it.each([
    ['NORTH_AMERICA', /on a common 15 A breaker it is 120 x 15 x 0\.8 = ([\d,]+) W/],
    ['NORTH_AMERICA_20A', /on 20 A ([\d,]+) W/],
    ['JAPAN', /100 V \/ 15 A outlet allows ([\d,]+) W/],
    ['EUROPE', /At 230 V a 16 A circuit allows about ([\d,]+) W/],
  ] as const)("%s: the guidance's watts are the region's continuous limit", (region, pattern) => {
    const watts = number(pattern.exec(text)![1]);
    const { voltage, breakerAmps } = MAINS_REGIONS[region];
    expect(voltage * breakerAmps * CONTINUOUS_LOAD_FACTOR).toBeCloseTo(watts, 0);
  });
});
