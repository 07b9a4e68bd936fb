/**
 * Expert panel: the reference documents' own builds, judged as their authors and a reviewer
 * would. Document 002's 2 x RTX 3090 workstation and the RTX 3070 workstation it cites,
 * document 001's 4 x V100 SXM2 server node, document 004's four-GPU advice, and Dettmers' 2020
 * warnings about 3-slot cards.
 */
import { recommendBuild } from '../../src/rules/recommend/recommend-build';
import { line, seedCatalog } from './seed-catalog';
import { check, findings, severities, text } from './support';

// Document 002: Gigabyte RTX 3090 x2, ASRock Z490 PG Velocita, Super Flower Leadex Titanium
// 1600 W, Samsung DDR4 32 GB x2, 980 PRO 1 TB, i7-10700K, Toshiba X300 4 TB, Hyper 212 LED
// Turbo White, ABKO SUITMASTER 603G.
const dual3090Workstation = () => [
  line('nvidia-geforce-rtx-3090', 2),
  line('asrock-z490-pg-velocita'),
  line('super-flower-leadex-titanium-1600w'),
  line('samsung-64gb-2x32gb-ddr4-3200'),
  line('samsung-980-pro-1tb'),
  line('intel-core-i7-10700k'),
  line('toshiba-x300-4tb'),
  line('cooler-master-hyper-212-led-turbo-white'),
  line('abko-suitmaster-603g-aura'),
];

describe("document 002's 2 x RTX 3090 workstation", () => {
  const report = check(dual3090Workstation());

  it('goes together as far as the catalog knows: no ERROR, but unverified while the case omits its GPU length', () => {
    expect(report.findings.filter((found) => found.severity === 'ERROR')).toEqual([]);
    // An expert would not call it green without the case's card clearance: the SUITMASTER
    // 603G listing gives none, so the length check could not run.
    expect(report.verdict).toBe('UNVERIFIED');
    expect(report.unverifiedChecks!.filter((check) => check.decides)).toEqual([
      expect.objectContaining({
        ruleId: 'fit.gpu-length',
        settledBy: [{ componentSlug: 'abko-suitmaster-603g-aura', kind: 'CASE', field: 'maxGpuLengthMm' }],
      }),
    ]);
  });

  it('the 1,600 W Titanium unit is ample: no PSU or transient finding (the author also considered 1,300 W)', () => {
    expect(findings(report, 'power.psu-capacity')).toEqual([]);
    expect(findings(report, 'power.transients')).toEqual([]);
  });

  it('the two 3-slot cards in slots 2 and 5 touch: air-gap WARNING (the author wished for blowers)', () => {
    expect(severities(report, 'cooling.air-gap')).toBe('WARNING');
  });

  it('a Hyper 212 on a 229 W (PL2) i7-10700K throttles under all-core load: cooler WARNING', () => {
    expect(findings(report, 'platform.cooler', 'WARNING')).toHaveLength(1);
  });

  it('runs at PCIe 3.0 x8/x8 from the CPU, the case leaves card length unchecked (not on record)', () => {
    expect(text(report, 'pcie.link-width')).toMatch(/PCIe 3\.0 x8/);
    expect(text(report, 'completeness.missing-data')).toMatch(/maximum GPU length is not on record/);
  });
});

describe('the RTX 3070 workstation document 002 cites (romaglushko)', () => {
  // RTX 3070, MSI X470 Gaming Plus, Ryzen 5 3600, 32 GB (2 x 16), 970 EVO 500 GB, Hyper 212
  // Black Edition, EVGA G2 750 W, NZXT H510.
  const report = check([
    line('nvidia-geforce-rtx-3070'),
    line('msi-x470-gaming-plus'),
    line('amd-ryzen-5-3600'),
    line('gskill-ripjaws-v-32gb-2x16gb-ddr4-3200'),
    line('samsung-970-evo-500gb'),
    line('cooler-master-hyper-212-black-edition'),
    line('evga-supernova-750-g2'),
    line('nzxt-h510'),
  ]);

  it('is a sound single-GPU build: no ERROR, no PSU warning (NVIDIA asks 650 W for a 3070), no circuit finding', () => {
    expect(report.compatible).toBe(true);
    expect(findings(report, 'power.psu-capacity')).toEqual([]);
    expect(findings(report, 'power.circuit')).toEqual([]);
    expect(findings(report, 'cooling.air-gap')).toEqual([]);
  });
});

describe("document 001's 4 x V100 SXM2 node (Gigabyte T180-G20)", () => {
  const report = check([
    line('nvidia-tesla-v100-sxm2-16gb', 4),
    line('gigabyte-t180-g20'),
    line('intel-xeon-e5-2680-v4', 2),
    line('samsung-128gb-8x16gb-ddr4-2400-rdimm'),
  ]);

  it('is not refused: the SXM2 sockets are on the server baseboard, and the sled cools the passive modules', () => {
    expect(findings(report, 'fit.gpu-module', 'ERROR')).toEqual([]);
    expect(findings(report, 'cooling.passive-card')).toEqual([]);
    expect(findings(report, 'platform.memory-ecc', 'ERROR')).toEqual([]);
  });
});

describe("document 004's multi-GPU advice", () => {
  const quad = () => [
    line('nvidia-geforce-rtx-3090', 4),
    line('amd-ryzen-threadripper-pro-5975wx'),
    line('asus-pro-ws-wrx80e-sage-se-wifi'),
    line('samsung-256gb-8x32gb-ddr4-3200-rdimm'),
    line('thermaltake-core-p3-tg-pro'),
  ];

  it('4 x RTX 3090 on one PSU and one 120 V circuit: ERROR ("more than 3 GPUs: 2 PSUs on 2 circuits")', () => {
    const report = check([...quad(), line('thermaltake-toughpower-gf3-1650w')], { risers: true });
    expect(severities(report, 'power.circuit')).toBe('ERROR');
  });

  it('the same rig with two 1,600 W units: a WARNING to put each on its own circuit', () => {
    const report = check([...quad(), line('seasonic-prime-tx-1600-atx3', 2)], { risers: true });
    expect(severities(report, 'power.circuit')).toBe('WARNING');
    expect(text(report, 'power.circuit')).toMatch(/its own circuit/);
  });

  it('three or more 3090s dump over 1 kW of heat: the heat note', () => {
    const report = check([...quad(), line('thermaltake-toughpower-gf3-1650w')], { risers: true });
    expect(severities(report, 'cooling.heat-output')).toBe('INFO');
  });

  it('recommendBuild for four cards on 120 V never proposes one PSU over the circuit', () => {
    const result = recommendBuild(seedCatalog(), { budgetUsd: 20_000, gpuCount: 4, condition: 'ANY' });
    // Four blower-class cards of ~230 W fit under 90 % of 1,440 W; four 5090s would not.
    expect(result.report).not.toBeNull();
    expect(result.report!.power.wallDrawW).toBeLessThanOrEqual(1440 * 0.9);
    expect(result.reasons.join(' ')).toMatch(/4 x GeForce RTX 5090 draw about [\d,]+ W at the wall/);
  });
});

describe('Dettmers 2020: 3-slot RTX 3090s make 4-GPU builds problematic', () => {
  it('4 x 3090 on an X670E board without risers: slot ERROR naming risers as a way out', () => {
    const report = check([
      line('nvidia-geforce-rtx-3090', 4),
      line('asus-proart-x670e-creator-wifi'),
      line('fractal-design-define-7-xl'),
    ]);
    expect(severities(report, 'fit.gpu-slots')).toBe('ERROR');
    expect(text(report, 'fit.gpu-slots')).toMatch(/riser/);
  });

  it('3 open-air 3090s in a closed tower on risers: the open-air WARNING still applies', () => {
    const report = check(
      [
        line('nvidia-geforce-rtx-3090', 3),
        line('asus-pro-ws-wrx80e-sage-se-wifi'),
        line('fractal-design-define-7-xl'),
      ],
      { risers: true },
    );
    expect(severities(report, 'cooling.open-air')).toBe('WARNING');
  });
});
