import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, BuildPartFacts, ComponentFacts } from '../../../src/rules/facts';
import { getRule } from '../../../src/rules/checks';
import * as f from './fixtures';
import { findingsOf, missingDataMentioning } from './helpers';
import { seededRandom } from '../../support/random';

const { part } = f;

const errorsOf = (build: BuildFacts) => checkBuild(build).findings.filter((x) => x.severity === 'ERROR');

describe('acceptance builds', () => {
  it('2 x RTX 3090 Threadripper workstation (good slot spacing, 1600 W, 128 GB) is compatible', () => {
    const report = checkBuild(f.workstation2x3090());
    expect(errorsOf(f.workstation2x3090())).toEqual([]);
    expect(report.compatible).toBe(true);
    expect(report.power.psuW).toBe(1600);
    expect(report.power.fitsCircuit).toBe(true);
    // Both cards get full x16 links on the CPU.
    expect(findingsOf(report, 'pcie.link-width').map((x) => x.message)).toEqual([
      expect.stringContaining('PCIe 4.0 x16'),
      expect.stringContaining('PCIe 4.0 x16'),
    ]);
  });

  it('the X570 variant of the 2 x RTX 3090 workstation is compatible too', () => {
    expect(errorsOf(f.x570Workstation2x3090())).toEqual([]);
  });

  it("the document's own 2 x RTX 3090 build (Z490 PG Velocita, wide spacing, 1600 W) is compatible", () => {
    expect(errorsOf(f.documentBuild())).toEqual([]);
  });

  it('a Ryzen on a Z490 board is not compatible', () => {
    const report = checkBuild(f.ryzenOnZ490());
    expect(report.compatible).toBe(false);
    expect(findingsOf(report, 'platform.cpu-socket', 'ERROR')).toHaveLength(1);
  });

  it('4 x RTX 3090 on 120 V breaks the circuit', () => {
    const report = checkBuild(f.quad3090On120V());
    expect(report.compatible).toBe(false);
    expect(report.power.fitsCircuit).toBe(false);
    expect(report.power.circuitLimitW).toBe(1536);
    expect(findingsOf(report, 'power.circuit', 'ERROR')).toHaveLength(1);
  });

  it('2 x RTX 3090 on a 750 W PSU fails', () => {
    const report = checkBuild(f.dual3090On750W());
    expect(report.compatible).toBe(false);
    expect(findingsOf(report, 'power.psu-capacity', 'ERROR')).toHaveLength(1);
  });
});

const factories: Array<() => ComponentFacts> = [
  f.rtx3090,
  f.rtx3080,
  f.rtx2080Ti,
  f.rtx4090,
  f.rtxA6000,
  f.rtx4060Ti16,
  f.teslaK80,
  f.v100Sxm2,
  f.rx7900xtx,
  f.ryzen5950x,
  f.ryzen3600,
  f.threadripper3960x,
  f.threadripperPro3975wx,
  f.corei7_10700k,
  f.corei3_10100,
  f.core12700f,
  f.z490PgVelocita,
  f.x570Ace,
  f.trx40Designare,
  f.wrx80Sage,
  f.b660Board,
  f.ddr4Kit2x32,
  f.ddr4Kit4x32,
  f.ddr4Kit2x8,
  f.ddr5Kit2x16,
  f.ddr4EccUdimm2x16,
  f.ddr4Rdimm4x32,
  f.psu750,
  f.psu1000,
  f.psu1600,
  f.psu1650Atx3,
  f.nvme980Pro,
  f.hddX300,
  f.defineXl,
  f.h510,
  f.compactCase,
  f.openFrame,
  f.hyper212,
  f.nhU14sTr4,
];
const namedBuilds = [
  f.workstation2x3090,
  f.x570Workstation2x3090,
  f.ryzenOnZ490,
  f.quad3090On120V,
  f.dual3090On750W,
  f.documentBuild,
].map((make) => make());

function randomBuild(random: () => number): BuildFacts {
  const parts: BuildPartFacts[] = [];
  const count = 1 + Math.floor(random() * 9);
  for (let i = 0; i < count; i += 1) {
    const make = factories[Math.floor(random() * factories.length)];
    parts.push(part(make(), 1 + Math.floor(random() * 4)));
  }
  const mains =
    random() < 0.5 ? null : { voltage: random() < 0.5 ? 120 : 230, breakerAmps: random() < 0.5 ? 15 : 16 };
  return { parts, mains, useCase: random() < 0.3 ? f.largeTransformerTraining() : null };
}

describe('report invariants (property check over fixtures)', () => {
  const random = seededRandom(20240112);
  const builds = [...namedBuilds, ...Array.from({ length: 400 }, () => randomBuild(random))];

  it('has enough component fixtures to mean something', () => {
    expect(factories.length).toBeGreaterThan(30);
  });

  it('INCOMPATIBLE exactly with an ERROR, UNVERIFIED exactly with a deciding unrun check and no ERROR, compatible exactly when COMPATIBLE', () => {
    const seen = { COMPATIBLE: 0, INCOMPATIBLE: 0, UNVERIFIED: 0 };
    for (const build of builds) {
      for (const preprocessingOnTheFly of [false, true]) {
        const report = checkBuild(build, { preprocessingOnTheFly });
        const hasError = report.findings.some((x) => x.severity === 'ERROR');
        const undecided = report.findings.some((x) => x.notChecked?.decides);
        const expected = hasError ? 'INCOMPATIBLE' : undecided ? 'UNVERIFIED' : 'COMPATIBLE';
        expect(report.verdict).toBe(expected);
        expect(report.compatible).toBe(expected === 'COMPATIBLE');
        // Every note that a check could not run is listed, with the rule that could not run.
        expect(report.unverifiedChecks).toHaveLength(report.findings.filter((x) => x.notChecked).length);
        for (const check of report.unverifiedChecks ?? []) expect(getRule(check.ruleId)).not.toBeNull();
        seen[report.verdict!] += 1;
      }
    }
    // All three outcomes occur, so the property is not vacuous.
    expect(seen.COMPATIBLE).toBeGreaterThan(0);
    expect(seen.INCOMPATIBLE).toBeGreaterThan(0);
    expect(seen.UNVERIFIED).toBeGreaterThan(0);
  });

  it('every finding names a registered rule, readable text and components of the build', () => {
    for (const build of builds) {
      const slugs = new Set(build.parts.map((p) => p.component.slug));
      const report = checkBuild(build);
      for (const found of report.findings) {
        expect(getRule(found.ruleId)).not.toBeNull();
        expect(found.message.length).toBeGreaterThan(20);
        expect(found.message).not.toMatch(/undefined|NaN|null|\[object/);
        for (const slug of found.componentSlugs) expect(slugs).toContain(slug);
      }
    }
  });

  it('orders findings ERROR, then WARNING, then INFO', () => {
    const rank = { ERROR: 0, WARNING: 1, INFO: 2 };
    for (const build of builds) {
      const order = checkBuild(build).findings.map((x) => rank[x.severity]);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('power figures are whole watts and consistent', () => {
    for (const build of builds) {
      const { power } = checkBuild(build);
      for (const value of [
        power.totalTdpW,
        power.estimatedPeakW,
        power.recommendedPsuW,
        power.circuitLimitW,
        power.wallDrawW,
      ]) {
        expect(Number.isInteger(value)).toBe(true);
      }
      expect(power.estimatedPeakW).toBeGreaterThan(power.totalTdpW - 1);
      expect(power.recommendedPsuW).toBeGreaterThanOrEqual(power.estimatedPeakW);
      expect(power.wallDrawW).toBeGreaterThanOrEqual(power.estimatedPeakW);
      expect(power.fitsCircuit).toBe(power.wallDrawW <= power.circuitLimitW);
    }
  });

  it('is pure: same input, same output, input untouched', () => {
    for (const build of builds.slice(0, 50)) {
      const before = JSON.stringify(build);
      expect(checkBuild(build)).toEqual(checkBuild(build));
      expect(JSON.stringify(build)).toBe(before);
    }
  });
});

describe('missing data is reported, never silent', () => {
  it.each<[string, BuildFacts, RegExp]>([
    ['no motherboard', { parts: [part(f.rtx3090()), part(f.ryzen5950x())] }, /No motherboard/],
    ['no GPU', { parts: [part(f.ryzen5950x())] }, /No GPU/],
    ['no CPU', { parts: [part(f.rtx3090())] }, /No CPU.*typical 100 W CPU/],
    ['no memory', { parts: [part(f.rtx3090())] }, /No memory/],
    ['no PSU', { parts: [part(f.rtx3090())] }, /No power supply/],
    ['no case', { parts: [part(f.rtx3090())] }, /No case/],
    ['no mains', { parts: [part(f.rtx3090())] }, /No mains supply given.*120 V \/ 15 A/],
    ['no price', { parts: [part(f.teslaK80())] }, /No total price.*Tesla K80/],
    [
      'two motherboards',
      { parts: [part(f.x570Ace()), part(f.trx40Designare())] },
      /used the Pro WS X570-ACE only/,
    ],
  ])('%s', (_name, build, pattern) => {
    expect(missingDataMentioning(checkBuild(build), pattern)).toHaveLength(1);
  });

  it('an empty build is unverified and says what it could not check', () => {
    const report = checkBuild({ parts: [] });
    expect(report.verdict).toBe('UNVERIFIED');
    expect(report.compatible).toBe(false);
    expect(findingsOf(report, 'completeness.missing-data').length).toBeGreaterThanOrEqual(6);
    // Each missing part that decides is a fact that would settle the check.
    const lacking = (report.unverifiedChecks ?? [])
      .filter((check) => check.decides)
      .flatMap((check) => check.settledBy.map((fact) => fact.kind));
    expect(lacking.sort()).toEqual(['CASE', 'CPU', 'MEMORY', 'MOTHERBOARD', 'PSU']);
    expect(report.totalPriceUsd).toBeNull();
  });
});

describe('total price', () => {
  it('sums price x quantity', () => {
    expect(checkBuild({ parts: [part(f.rtx3090(), 2), part(f.ryzen5950x())] }).totalPriceUsd).toBe(
      2 * 1499 + 549,
    );
  });
  it('is null when a part has no price', () => {
    expect(checkBuild({ parts: [part(f.rtx3090()), part(f.teslaK80())] }).totalPriceUsd).toBeNull();
  });
});

describe('programmer errors', () => {
  it.each([0, -1, 1.5])('rejects quantity %s', (quantity) => {
    expect(() => checkBuild({ parts: [{ component: f.rtx3090(), quantity }] })).toThrow(RangeError);
  });
});
