import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, PsuFacts } from '../../../src/rules/facts';
import { psuEfficiency, recommendedPsuW, resolveMains } from '../../../src/rules/analysis/power-budget';
import { PLATFORM_ALLOWANCE_W, TYPICAL_CPU_W } from '../../../src/rules/thresholds';
import * as f from './fixtures';
import { expectMentions, expectUnchecked, findingsOf, missingDataMentioning, verdicts } from './helpers';

const { part } = f;
const withPsu = (psu: PsuFacts, ...rest: f.PartSpec[]): BuildFacts => f.buildOf([...rest, psu]);
/** Two RTX 3090s and a Ryzen 9 5950X: the PSU tests' load. */
const dual3090 = [part(f.rtx3090(), 2), f.ryzen5950x()];

describe('household circuit arithmetic (document 004)', () => {
  it.each([
    ['120 V x 16 A x 80 %', { voltage: 120, breakerAmps: 16 }, 1536],
    ['230 V x 16 A x 80 %', { voltage: 230, breakerAmps: 16 }, 2944],
    ['a real US 15 A breaker', { voltage: 120, breakerAmps: 15 }, 1440],
    ['a custom 90 % continuous factor', { voltage: 120, breakerAmps: 16, continuousLoadFactor: 0.9 }, 1728],
  ])('%s', (_name, mains, limitW) => {
    expect(resolveMains(mains).circuitLimitW).toBe(limitW);
  });

  // NEC: general-purpose 120 V branch circuits are 15 A (1,440 W continuous); 16 A is not a
  // North American breaker size (the document's 1,536 W uses it).
  it('defaults to the North American 120 V / 15 A circuit and says it was assumed', () => {
    expect(resolveMains(null)).toMatchObject({
      voltage: 120,
      breakerAmps: 15,
      circuitLimitW: 1440,
      defaulted: true,
      nothingGiven: true,
    });
    expect(resolveMains({ region: 'EUROPE' })).toMatchObject({ voltage: 230, circuitLimitW: 2944 });
    expect(resolveMains({ voltage: 230 })).toMatchObject({
      breakerAmps: 16,
      region: 'EUROPE',
      circuitLimitW: 2944,
    });
    expect(resolveMains({ voltage: 230 })).toMatchObject({ nothingGiven: false, assumed: ['breakerAmps'] });
    expect(resolveMains({ voltage: 120, breakerAmps: 16 }).defaulted).toBe(false);
  });

  it('rejects impossible mains (programmer error)', () => {
    expect(() => resolveMains({ voltage: -1 })).toThrow(RangeError);
    expect(() => resolveMains({ continuousLoadFactor: 1.5 })).toThrow(RangeError);
  });
});

describe('PSU efficiency by rating', () => {
  it.each([
    ['80+ Titanium', 0.94],
    ['80 PLUS Platinum', 0.9],
    ['80+ Gold', 0.87],
    ['80+ Bronze', 0.85],
    ['80+', 0.8],
    ['Gold', 0.87],
  ])('%s -> %s', (rating, efficiency) => {
    expect(psuEfficiency(rating)).toEqual({ efficiency, known: true });
  });
  it('assumes 85 % when unknown', () => {
    expect(psuEfficiency(null)).toEqual({ efficiency: 0.85, known: false });
    expect(psuEfficiency('Cybenetics Diamond')).toEqual({ efficiency: 0.85, known: false });
  });
});

describe('power report', () => {
  // AMD: a 105 W TDP Ryzen may draw PPT = 1.35 x 105 = 142 W at stock (ref-amd-am5-power-statement).
  const RYZEN_5950X_PPT_W = 142;

  it('sums GPU TDP and the CPU sustained power, adds the platform allowance, and sizes the PSU with 15 % headroom in 50 W steps', () => {
    const { power } = checkBuild({
      ...f.dual3090On750W(),
      parts: [part(f.rtx2080Ti(), 2), part(f.ryzen5950x()), part(f.psu750())],
    });
    const sustained = 2 * 250 + RYZEN_5950X_PPT_W + PLATFORM_ALLOWANCE_W;
    expect(power.totalTdpW).toBe(2 * 250 + 105);
    expect(power.estimatedPeakW).toBe(sustained);
    // 692 W x 1.15 = 796 -> 800 W; NVIDIA asks 650 W for one 2080 Ti, + 250 W for the second = 900 W.
    expect(power.recommendedPsuW).toBe(Math.max(Math.ceil((sustained * 1.15) / 50) * 50, 650 + 250));
    expect(power.recommendedPsuW % 50).toBe(0);
    expect(power.psuW).toBe(750);
    expect(power.wallDrawW).toBe(Math.round(sustained / 0.87));
  });

  it('sizes a one-card build to at least the GPU maker figure (RTX 3090: 750 W)', () => {
    const { power } = checkBuild({ parts: [part(f.rtx3090()), part(f.corei3_10100())] });
    // 350 + 65 + 50 = 465 W; x 1.15 = 535 -> 550 W, below NVIDIA's 750 W.
    expect(power.recommendedPsuW).toBe(750);
  });

  it('assumes a typical CPU when none is listed', () => {
    const { power } = checkBuild({ parts: [part(f.rtx3090())] });
    expect(power.totalTdpW).toBe(350);
    expect(power.estimatedPeakW).toBe(350 + TYPICAL_CPU_W + PLATFORM_ALLOWANCE_W);
  });

  it('adds up several PSUs', () => {
    expect(checkBuild({ parts: [part(f.psu1600(), 2)] }).power.psuW).toBe(3200);
  });

  it.each([
    [700, 850],
    [1000, 1150],
    [1001, 1200],
  ])('recommendedPsuW(%s) = %s', (draw, recommended) => {
    expect(recommendedPsuW(draw)).toBe(recommended);
  });
});

describe('power.psu-capacity', () => {
  verdicts('power.psu-capacity', [
    ['2 x RTX 3090 + Ryzen on 750 W (below the ~892 W draw)', withPsu(f.psu750(), ...dual3090), 'ERROR'],
    // NVIDIA asks 750 W for one 3090; the second adds its 350 W: 1,100 W wanted.
    [
      '2 x RTX 3090 + Ryzen on 1000 W (below the 1,100 W maker-based size)',
      withPsu(f.psu1000(), ...dual3090),
      'WARNING',
    ],
    [
      '2 x RTX 3090 + Ryzen on 1100 W (meets it)',
      withPsu({ ...f.psu1000(), wattage: 1100 }, ...dual3090),
      '',
    ],
    [
      '2 x RTX 3090 + Threadripper on 1100 W (above draw, below 1,200 W)',
      withPsu({ ...f.psu1000(), wattage: 1100 }, part(f.rtx3090(), 2), f.threadripper3960x()),
      'WARNING',
    ],
    [
      '2 x RTX 3090 + Threadripper on 1600 W',
      withPsu(f.psu1600(), part(f.rtx3090(), 2), f.threadripper3960x()),
      '',
    ],
    ['2 x 750 W PSUs for 2 x RTX 3090 (1,500 W combined; note)', [...dual3090, part(f.psu750(), 2)], 'INFO'],
  ]);

  it('names the PSU, the draw and what to buy', () => {
    const [error] = findingsOf(f.dual3090On750W(), 'power.psu-capacity');
    expectMentions(
      error.message,
      'SuperNOVA 750 G2 (750 W)',
      '892 W',
      '2 x GeForce RTX 3090 (700 W)',
      'Ryzen 9 5950X (142 W sustained under load; 105 W TDP)',
      'at least 1,100 W',
    );
  });

  it('says the PSU checks did not run without a PSU, with the size to buy', () => {
    const report = checkBuild(f.buildOf(dual3090));
    expect(report.power.psuW).toBeNull();
    expect(missingDataMentioning(report, /No power supply.*at least 1,100 W/)).toHaveLength(1);
  });
});

describe('power.transients', () => {
  verdicts('power.transients', [
    // 2 x 3090 spike to ~2 x 600 W; + 142 W CPU (PPT) + 50 W = ~1,392 W.
    ['Ampere pair on a 1000 W non-ATX 3 PSU', withPsu(f.psu1000(), ...dual3090), 'WARNING'],
    ['Ampere pair on a 1000 W ATX 3.0 PSU', withPsu({ ...f.psu1000(), atx3: true }, ...dual3090), ''],
    ['Ampere pair on 1600 W (room for spikes)', withPsu(f.psu1600(), ...dual3090), ''],
    [
      'Turing pair on 750 W (no large spikes)',
      withPsu(f.psu750(), part(f.rtx2080Ti(), 2), f.ryzen5950x()),
      '',
    ],
    ['Ada RTX 4090 on 750 W non-ATX 3', withPsu(f.psu750(), f.rtx4090(), f.ryzen5950x()), 'WARNING'],
  ]);

  it('reports the transient peak in the power report', () => {
    const { power } = checkBuild(withPsu(f.psu1000(), ...dual3090));
    expect(power.transientPeakW).toBe(2 * 600 + 142 + PLATFORM_ALLOWANCE_W);
  });
});

describe('power.connectors', () => {
  verdicts('power.connectors', [
    ['2 x RTX 3090 (4) on a PSU with 4', withPsu(f.psu750(), part(f.rtx3090(), 2)), ''],
    ['3 x RTX 3090 (6) on a PSU with 4', withPsu(f.psu750(), part(f.rtx3090(), 3)), 'ERROR'],
    ['RTX 4090 (4) + RTX 3090 (2) on a PSU with 6', withPsu(f.psu1000(), f.rtx4090(), f.rtx3090()), ''],
    ['two PSUs with 4 each for 3 x RTX 3090 (6)', [part(f.rtx3090(), 3), part(f.psu750(), 2)], ''],
  ]);

  it('reports unknown connector counts as missing data', () => {
    const unknownConnectors = withPsu({ ...f.psu750(), pcieConnectors: null }, part(f.rtx3090(), 3));
    expectUnchecked(unknownConnectors, 'power.connectors', /PCIe power connectors.*SuperNOVA 750 G2/);
  });
});

describe('power.circuit', () => {
  verdicts('power.circuit', [
    ['4 x RTX 3090 on 120 V / 16 A (acceptance)', f.quad3090On120V(), 'ERROR'],
    ['4 x RTX 3090 on 230 V / 16 A', { ...f.quad3090On120V(), mains: { voltage: 230, breakerAmps: 16 } }, ''],
    ['4 x RTX 3090 alone (no mains given: 120 V assumed)', [part(f.rtx3090(), 4)], 'ERROR'],
    ['2 x RTX 3090 workstation on 120 V', f.workstation2x3090(), ''],
    [
      '4 x RTX 3090 on 120 V with two PSUs',
      {
        ...f.quad3090On120V(),
        parts: [...f.quad3090On120V().parts.filter((p) => p.component.kind !== 'PSU'), part(f.psu1600(), 2)],
      },
      'WARNING',
    ],
  ]);

  it('4 x RTX 3090 exceed 1,536 W even before PSU losses', () => {
    // 4 x 350 W + a 100 W CPU + 50 W platform = 1,550 W DC > 1,536 W.
    const { power } = checkBuild({ parts: [part(f.rtx3090(), 4)], mains: { voltage: 120, breakerAmps: 16 } });
    expect(power.estimatedPeakW).toBeGreaterThan(1536);
    expect(power.circuitLimitW).toBe(1536);
    expect(power.fitsCircuit).toBe(false);
    expect(power.wallDrawW).toBeGreaterThan(power.estimatedPeakW);
  });

  it('names the cards, the circuit and both remedies', () => {
    const [error] = findingsOf(f.quad3090On120V(), 'power.circuit');
    expect(error.message).toMatch(
      /^4 x GeForce RTX 3090 and Ryzen Threadripper PRO 3975WX draw about [\d,]+ W at the wall/,
    );
    expectMentions(
      error.message,
      'a 120 V / 16 A circuit carries 1,536 W continuously',
      /two PSUs on two circuits/,
      /nvidia-smi -pl by about \d+ W each/,
    );
  });

  it('suggests a power limit that actually brings the build under the circuit limit', () => {
    const report = checkBuild(f.quad3090On120V());
    const [error] = findingsOf(report, 'power.circuit');
    const cutW = Number(/by about (\d+) W each/.exec(error.message)?.[1]);
    const limited = checkBuild({
      ...f.quad3090On120V(),
      parts: f
        .quad3090On120V()
        .parts.map((p) =>
          p.component.kind === 'GPU'
            ? { ...p, component: { ...p.component, tdpW: p.component.tdpW - cutW } }
            : p,
        ),
    });
    expect(limited.power.fitsCircuit).toBe(true);
    expect(cutW).toBeGreaterThan(0);
  });

  it('uses the PSU efficiency: the same load draws more at the wall through a Gold unit than a Titanium one', () => {
    const gold = checkBuild(withPsu(f.psu1000(), part(f.rtx3090(), 2))).power.wallDrawW;
    const titanium = checkBuild(
      withPsu({ ...f.psu1000(), efficiencyRating: '80+ Titanium' }, part(f.rtx3090(), 2)),
    ).power.wallDrawW;
    expect(gold).toBeGreaterThan(titanium);
  });

  it('notes an unknown efficiency rating', () => {
    const report = checkBuild(withPsu({ ...f.psu1000(), efficiencyRating: null }, part(f.rtx3090())));
    expect(missingDataMentioning(report, /efficiency rating.*85 %/)).toHaveLength(1);
  });
});
