import { DUAL_3090_WORKSTATION } from '../../bench/scenarios';
import { graphqlOn, suiteServer } from '../support/server';

const { run } = graphqlOn(suiteServer());

const CHECK = `query($build: BuildInput!) {
  checkBuild(build: $build) {
    verdict compatible summary totalPriceUsd
    unverifiedChecks { ruleId decidesVerdict message rule { title } settledBy { componentSlug kind field component { name } } }
    findings { ruleId severity message rule { title } components { slug } }
    power { totalTdpW estimatedPeakW recommendedPsuW psuW circuitLimitW wallDrawW fitsCircuit }
  }
}`;

async function check(build: Record<string, unknown>) {
  const result = await run(CHECK, { build });
  expect(result.errors).toBeUndefined();
  return result.data!.checkBuild;
}

const errorsOf = (report: any) => report.findings.filter((f: any) => f.severity === 'ERROR');

describe('checkBuild on the documents’ builds', () => {
  it('finds nothing wrong with the 2x RTX 3090 workstation, but calls it unverified while its case omits the card clearance', async () => {
    const report = await check({ parts: DUAL_3090_WORKSTATION, mains: { voltage: 230, breakerAmps: 16 } });
    expect(errorsOf(report)).toEqual([]);
    // The ABKO case's listing has no maximum GPU length: the length check could not run.
    expect(report.verdict).toBe('UNVERIFIED');
    expect(report.compatible).toBe(false);
    const deciding = report.unverifiedChecks.filter((c: any) => c.decidesVerdict);
    expect(deciding.map((c: any) => c.ruleId)).toEqual(['fit.gpu-length']);
    expect(deciding[0].rule.title).toBe('GPUs fit the case length');
    expect(deciding[0].settledBy).toEqual([
      {
        componentSlug: 'abko-suitmaster-603g-aura',
        kind: 'CASE',
        field: 'maxGpuLengthMm',
        component: { name: expect.stringMatching(/SUITMASTER 603G/) },
      },
    ]);
    expect(report.summary).toMatch(
      /^Unverified: .*GPUs fit the case length \(needs the .*SUITMASTER 603G.*'s maximum GPU length\)/,
    );
    expect(report.power.psuW).toBe(1600);
    expect(report.power.totalTdpW).toBeGreaterThanOrEqual(2 * 350);
    expect(report.power.circuitLimitW).toBe(2944);
    expect(report.power.fitsCircuit).toBe(true);
    expect(report.totalPriceUsd).toBeGreaterThan(0);
    for (const f of report.findings) expect(f.rule.title.length).toBeGreaterThan(0);
  });

  it('rejects a Ryzen on a Z490 board, naming both parts', async () => {
    const report = await check({
      parts: [{ slug: 'amd-ryzen-5-3600' }, { slug: 'asus-rog-strix-z490-e-gaming' }],
    });
    expect(report.compatible).toBe(false);
    expect(report.verdict).toBe('INCOMPATIBLE');
    expect(report.summary).toMatch(/^Not compatible: .*CPU fits the motherboard socket/i);
    const socket = report.findings.find((f: any) => f.ruleId === 'platform.cpu-socket');
    expect(socket.severity).toBe('ERROR');
    expect(socket.components.map((c: any) => c.slug).sort()).toEqual([
      'amd-ryzen-5-3600',
      'asus-rog-strix-z490-e-gaming',
    ]);
  });

  it('breaks a 120 V circuit with 4 x RTX 3090 and says what to do', async () => {
    const report = await check({
      parts: [
        { slug: 'nvidia-geforce-rtx-3090', quantity: 4 },
        { slug: 'super-flower-leadex-titanium-1600w', quantity: 2 },
      ],
      mains: { voltage: 120, breakerAmps: 16 },
    });
    expect(report.power.circuitLimitW).toBe(1536);
    expect(report.power.fitsCircuit).toBe(false);
    const circuit = report.findings.find((f: any) => f.ruleId === 'power.circuit');
    expect(circuit.message).toMatch(/1,536 W/);
    expect(circuit.message).toMatch(/circuit|power-limit/i);
  });

  it('fails 2 x RTX 3090 on a 750 W PSU', async () => {
    const parts = DUAL_3090_WORKSTATION.map((p) =>
      p.slug === 'super-flower-leadex-titanium-1600w' ? { slug: 'evga-supernova-750-g2' } : p,
    );
    const report = await check({ parts });
    expect(report.compatible).toBe(false);
    expect(errorsOf(report).map((f: any) => f.ruleId)).toContain('power.psu-capacity');
  });

  it('uses a use case tier when given', async () => {
    const report = await check({
      parts: [{ slug: 'nvidia-geforce-rtx-3070' }],
      useCase: 'large-transformers-cnns-research-2020',
    });
    const tier = report.findings.find((f: any) => f.ruleId === 'balance.use-case-vram');
    expect(tier.message).toMatch(/24/);
  });
});

describe('bad input is BAD_USER_INPUT or NOT_FOUND naming the field', () => {
  it.each([
    [
      'build.parts[0].quantity',
      'BAD_USER_INPUT',
      { parts: [{ slug: 'nvidia-geforce-rtx-3090', quantity: 0 }] },
    ],
    [
      'build.parts[0].quantity',
      'BAD_USER_INPUT',
      { parts: [{ slug: 'nvidia-geforce-rtx-3090', quantity: 17 }] },
    ],
    ['build.parts', 'BAD_USER_INPUT', { parts: [] }],
    [
      'build.parts',
      'BAD_USER_INPUT',
      { parts: Array.from({ length: 65 }, () => ({ slug: 'nvidia-geforce-rtx-3090' })) },
    ],
    ['build.parts[1].slug', 'NOT_FOUND', { parts: [{ slug: 'amd-ryzen-5-3600' }, { slug: 'no-such-gpu' }] }],
    [
      'build.mains.voltage',
      'BAD_USER_INPUT',
      { parts: [{ slug: 'amd-ryzen-5-3600' }], mains: { voltage: 5 } },
    ],
    ['build.useCase', 'NOT_FOUND', { parts: [{ slug: 'amd-ryzen-5-3600' }], useCase: 'astrology' }],
  ])('checkBuild: %s is %s', async (field, code, build) => {
    const result = await run(CHECK, { build });
    expect(result.errors?.[0].extensions).toMatchObject({ code, field });
  });

  it.each([
    [`{ recommendGpus(input: { budgetUsd: -5 }) { rank } }`, 'input.budgetUsd'],
    [`{ recommendGpus(input: { gpuCount: 0 }) { rank } }`, 'input.gpuCount'],
    [
      `{ compareCloudVsDesktop(input: { desktopCostUsd: 2000, gpuWatts: 350, utilization: 1.5, electricityUsdPerKwh: 0.1, cloudUsdPerHour: 1 }) { yearlyKwh } }`,
      'input.utilization',
    ],
    [
      `{ estimateMemory(input: { parametersBillions: 1e9, precision: FP16, mode: INFERENCE }) { totalGb } }`,
      'input.parametersBillions',
    ],
    [
      `{ estimateMemory(input: { parametersBillions: 7, precision: INT4, mode: TRAINING }) { totalGb } }`,
      'input.precision',
    ],
  ])('%s', async (query, field) => {
    const result = await run(query);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('an enum value the schema does not know, sent as a variable, is BAD_USER_INPUT naming its path', async () => {
    const result = await run(
      `query ($input: MemoryEstimateInput!) { estimateMemory(input: $input) { totalGb } }`,
      { input: { parametersBillions: 7, precision: 'FP12', mode: 'INFERENCE' } },
    );
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.precision' });
    expect(result.errors?.[0].message).toMatch(/MemoryPrecision/);
  });
});

describe('rules, recommendations, memory and cost', () => {
  it('lists every rule with sources', async () => {
    const { data } = await run(`{ rules { id title description severity sources { title } } }`);
    expect(data!.rules.length).toBeGreaterThanOrEqual(20);
    expect(data!.rules.every((r: any) => r.sources.length > 0)).toBe(true);
  });

  it('recommends GPUs that meet the tier within the budget, best value first', async () => {
    const { data, errors } =
      await run(`{ recommendGpus(input: { useCase: "large-transformers-cnns-research-2020", budgetUsd: 1000, condition: USED, first: 5 }) {
      rank priceUsd performancePerDollar meetsMemory reasons gpu { slug vramGb } } }`);
    expect(errors).toBeUndefined();
    const recs = data!.recommendGpus;
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) {
      expect(r.meetsMemory).toBe(true);
      expect(r.gpu.vramGb).toBeGreaterThanOrEqual(24);
      expect(r.priceUsd).toBeLessThanOrEqual(1000);
      expect(r.reasons.length).toBeGreaterThan(0);
    }
    expect(recs.map((r: any) => r.rank)).toEqual(recs.map((_: unknown, i: number) => i + 1));
  });

  it('falls back to cards under the tier with memory-saving advice, and to nothing when nothing is affordable', async () => {
    const { data } =
      await run(`{ a: recommendGpus(input: { minVramGb: 48, budgetUsd: 400, condition: USED }) { meetsMemory reasons }
      b: recommendGpus(input: { budgetUsd: 5, condition: NEW }) { rank } }`);
    expect(data!.a.length).toBeGreaterThan(0);
    expect(data!.a.every((r: any) => r.meetsMemory === false)).toBe(true);
    expect(data!.a[0].reasons.join(' ')).toMatch(/checkpoint|16-bit|offload|ZeRO/i);
    expect(data!.b).toEqual([]);
  });

  it("reproduces the documents' cloud-vs-desktop example", async () => {
    const { data } =
      await run(`{ compareCloudVsDesktop(input: { desktopCostUsd: 2200, gpuWatts: 350, cpuWatts: 100, utilization: 0.15,
      electricityUsdPerKwh: 0.12, cloudUsdPerHour: 2.14, horizonYears: 2 }) { yearlyKwh yearlyElectricityUsd cloudYearlyUsd breakEvenDays points { day desktopUsd cloudUsd } } }`);
    const r = data!.compareCloudVsDesktop;
    expect(r.yearlyKwh).toBeCloseTo(591, 0);
    expect(r.yearlyElectricityUsd).toBeCloseTo(71, 0);
    expect(r.breakEvenDays).toBeGreaterThan(270);
    expect(r.breakEvenDays).toBeLessThan(320);
    expect(r.points.length).toBeGreaterThan(2);
  });

  it('takes the cloud price from a stored offering', async () => {
    const { data } = await run(
      `{ cloudOfferings(first: 1, maxUsdPerHour: 5) { edges { node { id onDemandUsdPerHour } } } }`,
    );
    const offer = data!.cloudOfferings.edges[0].node;
    const r = await run(
      `query($id: ID!) { compareCloudVsDesktop(input: { desktopCostUsd: 2200, gpuWatts: 350, utilization: 0.5,
      electricityUsdPerKwh: 0.12, cloudOfferingId: $id }) { cloudYearlyUsd } }`,
      { id: offer.id },
    );
    expect(r.data!.compareCloudVsDesktop.cloudYearlyUsd).toBeCloseTo(
      offer.onDemandUsdPerHour * 24 * 365 * 0.5,
      0,
    );
  });

  it('estimates memory and lists GPUs that fit', async () => {
    const { data } =
      await run(`{ inf: estimateMemory(input: { parametersBillions: 7, precision: FP16, mode: INFERENCE }) {
        weightsGb totalGb total { bytes } fittingGpus(first: 3) { slug vramGb } }
      train: estimateMemory(input: { parametersBillions: 7, precision: BF16, mode: TRAINING, optimizer: ADAMW }) {
        weightsGb gradientsGb optimizerGb } }`);
    expect(data!.inf.weightsGb).toBeCloseTo(14, 0);
    expect(data!.inf.fittingGpus.length).toBeGreaterThan(0);
    // Cards are compared in bytes: a card's nominal GB are binary (x 2^30).
    for (const g of data!.inf.fittingGpus)
      expect(g.vramGb * 2 ** 30).toBeGreaterThanOrEqual(data!.inf.total.bytes);
    const t16 = data!.train.weightsGb + data!.train.gradientsGb + data!.train.optimizerGb;
    expect(t16 / 7).toBeCloseTo(16, 0);
  });

  it('reports the power-limit trade-off of a catalog GPU', async () => {
    const { data } = await run(
      `{ powerLimitTradeoff(gpuSlug: "nvidia-geforce-rtx-2080-ti", limitW: 200) { tdpW relativeSpeed wattsSaved } }`,
    );
    expect(data!.powerLimitTradeoff.tdpW).toBe(250);
    expect(data!.powerLimitTradeoff.relativeSpeed).toBeCloseTo(0.93, 2);
  });

  it('assembles a complete build within the budget that checkBuild accepts', async () => {
    const { data, errors } =
      await run(`{ recommendBuild(input: { budgetUsd: 3000, gpuCount: 1, condition: ANY }) {
      parts { quantity priceUsd component { slug kind } } report { compatible } reasons } }`);
    expect(errors).toBeUndefined();
    const rec = data!.recommendBuild;
    const kinds = rec.parts.map((p: any) => p.component.kind).sort();
    expect(kinds).toEqual(['CASE', 'COOLER', 'CPU', 'GPU', 'MEMORY', 'MOTHERBOARD', 'PSU', 'STORAGE']);
    const total = rec.parts.reduce((sum: number, p: any) => sum + p.priceUsd * p.quantity, 0);
    expect(total).toBeLessThanOrEqual(3000);
    expect(rec.report.compatible).toBe(true);
    expect(rec.reasons.length).toBeGreaterThan(0);
    // The API's own check agrees with the recommendation.
    const check = await run(CHECK, {
      build: { parts: rec.parts.map((p: any) => ({ slug: p.component.slug, quantity: p.quantity })) },
    });
    expect(check.data!.checkBuild.compatible).toBe(true);
  });

  it('returns no parts and says why when nothing fits', async () => {
    const { data } = await run(
      `{ recommendBuild(input: { budgetUsd: 300, gpuCount: 4 }) { parts { quantity } report { compatible } reasons } }`,
    );
    expect(data!.recommendBuild.parts).toEqual([]);
    expect(data!.recommendBuild.report).toBeNull();
    // $75 a card buys only Maxwell/Pascal boards, which recommendations leave out since the
    // catalog records that current CUDA (13) and PyTorch wheels dropped them (issue 13); the
    // reason is then the price per card rather than the platform's cost.
    expect(data!.recommendBuild.reasons.join(' ')).toMatch(
      /costs \$75 or less per card \(4 cards within \$300\)/,
    );
  });

  it.each([
    ['input.budgetUsd', `{ recommendBuild(input: { budgetUsd: -1 }) { reasons } }`],
    ['input.gpuCount', `{ recommendBuild(input: { budgetUsd: 5000, gpuCount: 9 }) { reasons } }`],
    ['input.useCase', `{ recommendBuild(input: { budgetUsd: 5000, useCase: "nope" }) { reasons } }`],
  ])('recommendBuild rejects bad %s', async (field, query) => {
    const result = await run(query);
    expect(result.errors?.[0].extensions?.field).toBe(field);
  });
});
