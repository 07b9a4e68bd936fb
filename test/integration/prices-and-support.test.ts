/**
 * Dated prices, software support and the basis of relative performance, through the API
 * against the seeded catalog (issue 13): price history and the latest price, staleness in
 * the answers, recording prices, cloud offer filters, software support per chip, and
 * measured figures ranked before spec estimates.
 */
import { utcToday } from '../../src/catalog/write/prices';
import { describeObserved, staleBefore } from '../../src/rules/analysis/price-age';
import { GPU_FIELDS } from '../fixtures/gpu-input';
import { postGraphql, suiteKey, suiteServer } from '../support/server';
import { UNLIMITED_RATES } from '../support/test-env';

const t = suiteServer({ env: UNLIMITED_RATES });
const editor = suiteKey(t, 'EDITOR', 'price editor');

type Data = any;
async function query(text: string, variables?: Record<string, unknown>, key?: string) {
  const { body } = await postGraphql(t().url, text, variables, key ? { authorization: `Bearer ${key}` } : {});
  return body as { data?: Data; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}
async function data(text: string, variables?: Record<string, unknown>, key?: string): Promise<Data> {
  const body = await query(text, variables, key);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const PRICES = `query($slug: String!) {
  component(slug: $slug) {
    priceUsd usedPriceUsd priceObservedOn usedPriceObservedOn
    priceObservations { id version condition amount amountMax currency seller region observedOn notes source { key year } component { slug } }
  }
}`;

describe('price history and the latest price', () => {
  it("lists a part's dated prices newest first, and its prices are the latest of each condition", async () => {
    const { component } = await data(PRICES, { slug: 'nvidia-geforce-rtx-3090' });
    const history = component.priceObservations as Data[];
    const days = history.map((o) => o.observedOn);
    expect(days).toEqual([...days].sort().reverse());
    // The 2026 second-hand range is the latest used price: its middle, dated by its source.
    const latestUsed = history.find((o) => o.condition === 'USED');
    expect(latestUsed).toMatchObject({
      amount: 500,
      amountMax: 800,
      currency: 'USD',
      observedOn: '2026-01-01',
      source: { key: 'local-llm-rtx3090-2026' },
      component: { slug: 'nvidia-geforce-rtx-3090' },
    });
    expect(component.usedPriceUsd).toBe(650);
    expect(component.usedPriceObservedOn).toBe('2026-01-01');
    // The catalog's undated $750 stays as history, dated by its newest source (2024).
    const older = history.filter((o) => o.condition === 'USED' && o.observedOn < '2026-01-01');
    expect(older.map((o) => [o.amount, o.observedOn, o.source.year])).toEqual([[750, '2024-01-01', 2024]]);
    const latestNew = history.find((o) => o.condition === 'NEW');
    expect([component.priceUsd, component.priceObservedOn]).toEqual([latestNew.amount, latestNew.observedOn]);
  });

  it('keeps the list to the part: a CPU has its own prices', async () => {
    const { component } = await data(PRICES, { slug: 'intel-core-i9-14900k' });
    expect(component.priceObservations.length).toBeGreaterThan(0);
    expect(component.priceObservations.every((o: Data) => o.component.slug === 'intel-core-i9-14900k')).toBe(
      true,
    );
    expect(component.priceObservedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('recording prices', () => {
  const ADD = `mutation($i: PriceObservationInput!) { addPriceObservation(input: $i) { id version amount observedOn component { slug ... on Gpu { usedPriceUsd usedPriceObservedOn } } } }`;
  const input = (over: Record<string, unknown> = {}) => ({
    component: 'nvidia-geforce-rtx-2080-ti',
    condition: 'USED',
    amount: 320,
    seller: 'test marketplace',
    region: 'US',
    observedOn: '2026-10-01',
    source: 'local-llm-rtx3090-2026',
    ...over,
  });

  it('a newer observation becomes the price, an older one only history; both audited', async () => {
    const added = (await data(ADD, { i: input() }, editor())).addPriceObservation;
    expect(added.component).toEqual({
      slug: 'nvidia-geforce-rtx-2080-ti',
      usedPriceUsd: 320,
      usedPriceObservedOn: '2026-10-01',
    });
    await data(ADD, { i: input({ amount: 999, observedOn: '2021-05' }) }, editor());
    const { component } = await data(PRICES, { slug: 'nvidia-geforce-rtx-2080-ti' });
    expect([component.usedPriceUsd, component.usedPriceObservedOn]).toEqual([320, '2026-10-01']);
    expect(component.priceObservations.map((o: Data) => o.observedOn)).toContain('2021-05-01');
    const audited = await t().db.dataSource.query(
      `SELECT action, actor FROM audit_log WHERE entity = 'price_observation' AND after->>'seller' = 'test marketplace'`,
    );
    expect(audited).toEqual([
      { action: 'CREATE', actor: 'price editor' },
      { action: 'CREATE', actor: 'price editor' },
    ]);
  });

  it('corrects an observation with its version, refuses a stale one and a duplicate', async () => {
    const created = (
      await data(ADD, { i: input({ seller: 'correction test', observedOn: '2026-10-02' }) }, editor())
    ).addPriceObservation;
    const fixed = (
      await data(
        ADD,
        {
          i: input({
            seller: 'correction test',
            observedOn: '2026-10-02',
            amount: 310,
            version: created.version,
          }),
        },
        editor(),
      )
    ).addPriceObservation;
    expect([fixed.id, fixed.version, fixed.amount]).toEqual([created.id, created.version + 1, 310]);
    const stale = await query(
      ADD,
      { i: input({ seller: 'correction test', observedOn: '2026-10-02', version: created.version }) },
      editor(),
    );
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    const again = await query(
      ADD,
      { i: input({ seller: 'correction test', observedOn: '2026-10-02' }) },
      editor(),
    );
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it.each([
    [{ amountMax: 100 }, 'BAD_USER_INPUT', 'input.amountMax'],
    [{ observedOn: '2026-02-31' }, 'BAD_USER_INPUT', 'input.observedOn'],
    [{ amount: -1 }, 'BAD_USER_INPUT', 'input.amount'],
    [{ source: 'no-such-source' }, 'BAD_USER_INPUT', 'input.source'],
    [{ component: 'no-such-part' }, 'NOT_FOUND', 'input.component'],
  ])('refuses %j with %s on %s, writing nothing', async (over, code, field) => {
    const before = await t().db.dataSource.query(`SELECT count(*)::int AS n FROM price_observation`);
    const result = await query(ADD, { i: input(over) }, editor());
    expect(result.errors?.[0].extensions).toMatchObject({ code, field });
    expect(await t().db.dataSource.query(`SELECT count(*)::int AS n FROM price_observation`)).toEqual(before);
  });

  it("a price on a part's own upsert is recorded today citing its first source, once", async () => {
    const gpu = {
      slug: 'acme-priced-test-card',
      name: 'Priced Test Card',
      manufacturer: 'Acme',
      sources: ['spec-nvidia-geforce-rtx-30', 'doc-dl-cluster-guide'],
      ...GPU_FIELDS,
      vramGb: 12,
      memoryBandwidthGBs: 360,
      tdpW: 170,
      usedPriceUsd: 210,
    };
    const UPSERT = `mutation($i: GpuInput!) { upsertGpu(input: $i) { usedPriceUsd usedPriceObservedOn softwareStatus } }`;
    const created = (await data(UPSERT, { i: gpu }, editor())).upsertGpu;
    expect(created).toEqual({
      usedPriceUsd: 210,
      usedPriceObservedOn: utcToday(),
      softwareStatus: 'CURRENT',
    });
    const [{ version }] = await t().db.dataSource.query(`SELECT version FROM component WHERE slug = $1`, [
      gpu.slug,
    ]);
    // The same price again (an export re-imported, a form re-sent) adds no observation.
    await data(UPSERT, { i: { ...gpu, version } }, editor());
    const { component } = await data(PRICES, { slug: gpu.slug });
    expect(component.priceObservations.map((o: Data) => [o.amount, o.observedOn, o.source.key])).toEqual([
      [210, utcToday(), 'spec-nvidia-geforce-rtx-30'],
    ]);
  });
});

describe('answers that rest on an old price say so', () => {
  const cutoff = staleBefore(utcToday());

  it('recommendGpus marks each price with its day and whether it is over 12 months old', async () => {
    const { recommendGpus } = await data(
      `{ recommendGpus(input: { budgetUsd: 3000, condition: NEW, first: 10 }) { priceObservedOn priceIsStale reasons gpu { slug } } }`,
    );
    expect(recommendGpus.length).toBeGreaterThan(0);
    for (const entry of recommendGpus) {
      expect(entry.priceIsStale).toBe(entry.priceObservedOn < cutoff);
      expect(entry.reasons.some((r: string) => /more than 12 months ago/.test(r))).toBe(entry.priceIsStale);
    }
    // The catalog still holds 2020-era new prices: some answer rests on one.
    expect(recommendGpus.some((entry: Data) => entry.priceIsStale)).toBe(true);
  });

  it("checkBuild's total names the parts whose new price is old (price.stale)", async () => {
    const { checkBuild } = await data(
      `{ checkBuild(build: { parts: [{ slug: "nvidia-geforce-rtx-3090" }, { slug: "intel-core-i7-10700k" }] }) {
          totalPriceUsd findings { ruleId severity message components { slug priceObservedOn priceObservedPrecision priceKind } } } }`,
    );
    const stale = checkBuild.findings.filter((x: Data) => x.ruleId === 'price.stale');
    expect(stale).toHaveLength(1);
    expect(stale[0].severity).toBe('INFO');
    for (const part of stale[0].components) {
      expect(part.priceObservedOn < cutoff).toBe(true);
      // The date as precisely as it is known, what the price is, and how old.
      expect(stale[0].message).toContain(
        `(${describeObserved(part.priceObservedOn, part.priceObservedPrecision)}, `,
      );
      expect(stale[0].message).toMatch(
        part.priceKind === 'LAUNCH_LIST' ? /launch list price/ : /retail price/,
      );
    }
    expect(stale[0].message).toMatch(/years old/);
  });

  it('recommendBuild says when its total rests on old prices', async () => {
    const { recommendBuild } = await data(
      `{ recommendBuild(input: { budgetUsd: 3000, condition: NEW }) { reasons parts { component { slug priceObservedOn priceObservedPrecision } } } }`,
    );
    const old = recommendBuild.parts.filter((p: Data) => p.component.priceObservedOn < cutoff);
    const sentence = recommendBuild.reasons.find((r: string) => /The total rests on/.test(r));
    expect(Boolean(sentence)).toBe(old.length > 0);
    for (const part of old) {
      expect(sentence).toContain(
        `(${describeObserved(part.component.priceObservedOn, part.component.priceObservedPrecision)}, `,
      );
    }
  });
});

describe('cloudOfferings filters', () => {
  const OFFERS = `query($provider: CloudProvider, $since: String, $until: String, $gpu: String) {
    cloudOfferings(provider: $provider, observedSince: $since, observedUntil: $until, gpuSlug: $gpu, first: 100) {
      totalCount edges { node { provider asOf gpu { slug } source { key } } } } }`;
  const offers = async (variables: Record<string, unknown>) =>
    (await data(OFFERS, variables)).cloudOfferings as { totalCount: number; edges: { node: Data }[] };

  it('by provider (the CloudProvider enum), newest first', async () => {
    const runpod = await offers({ provider: 'RUNPOD' });
    expect(runpod.totalCount).toBeGreaterThan(3);
    expect(runpod.edges.every((e) => e.node.provider === 'RUNPOD')).toBe(true);
    const days = runpod.edges.map((e) => e.node.asOf);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('by date: the H100 SXM history splits into 2024 and 2025-2026, after the AWS cut', async () => {
    const gpu = 'nvidia-h100-sxm5-80gb';
    const all = await offers({ gpu });
    const recent = await offers({ gpu, since: '2025-06-01' });
    const older = await offers({ gpu, until: '2025-05-31' });
    expect(recent.totalCount + older.totalCount).toBe(all.totalCount);
    expect(recent.edges.every((e) => e.node.asOf >= '2025-06-01')).toBe(true);
    expect(older.edges.every((e) => e.node.asOf <= '2025-05-31')).toBe(true);
    const aws = await offers({ gpu, provider: 'AWS' });
    expect(aws.edges.map((e) => e.node.asOf)).toEqual(['2026-03-01', '2024-09-01']);
    const window = await offers({ since: '2026-03-08', until: '2026-03-08' });
    expect(window.totalCount).toBeGreaterThan(0);
    expect(window.edges.every((e) => e.node.asOf === '2026-03-08')).toBe(true);
  });

  it.each([
    [{ since: '2026-13-01' }, 'observedSince'],
    [{ until: 'yesterday' }, 'observedUntil'],
    [{ since: '2026-03-01', until: '2025-03-01' }, 'observedUntil'],
  ])('refuses %j naming %s', async (variables, field) => {
    const result = await query(OFFERS, variables);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('software support per chip', () => {
  const SUPPORT = `query($slug: String!) { component(slug: $slug) { ... on Gpu {
    computeCapability softwareStatus
    softwareSupport { architecture computeCapabilities cudaFirst cudaLast pytorchWheels rocm bf16 fp8 fp4 asOf sources { key } } } } }`;

  it.each([
    ['nvidia-tesla-k80', '3.7', 'UNSUPPORTED', { cudaLast: '11.8', pytorchWheels: 'NONE' }],
    [
      'nvidia-tesla-v100-sxm2-16gb',
      '7.0',
      'LEGACY',
      { cudaLast: '12.9', pytorchWheels: 'LEGACY_BUILD_ONLY' },
    ],
    ['nvidia-geforce-rtx-3090', '8.6', 'CURRENT', { cudaLast: null, pytorchWheels: 'CURRENT', bf16: true }],
    ['nvidia-h100-sxm5-80gb', '9.0', 'CURRENT', { fp8: true, fp4: false }],
    ['nvidia-geforce-rtx-5090', '12.0', 'CURRENT', { fp4: true, cudaFirst: '12.8' }],
  ])('%s: compute capability %s, %s', async (slug, cc, status, support) => {
    const { component } = await data(SUPPORT, { slug });
    expect(component.computeCapability).toBe(cc);
    expect(component.softwareStatus).toBe(status);
    expect(component.softwareSupport).toMatchObject(support);
    expect(component.softwareSupport.sources.length).toBeGreaterThan(0);
  });

  it('AMD cards carry ROCm status and no compute capability', async () => {
    const { component } = await data(SUPPORT, { slug: 'amd-radeon-rx-7900-xtx' });
    expect(component).toMatchObject({
      computeCapability: null,
      softwareStatus: 'CURRENT',
      softwareSupport: { architecture: 'RDNA 3', rocm: 'SUPPORTED' },
    });
  });

  it('recommendGpus leaves out cards current software has left, by the catalog status', async () => {
    const { recommendGpus } = await data(
      `{ recommendGpus(input: { budgetUsd: 600, condition: USED, first: 50 }) { gpu { slug softwareStatus } } }`,
    );
    expect(recommendGpus.length).toBeGreaterThan(3);
    expect(recommendGpus.filter((e: Data) => e.gpu.softwareStatus !== 'CURRENT')).toEqual([]);
    const { gpus } = await data(
      `{ gpus(first: 100, filter: { condition: USED, maxPriceUsd: 600, includeLegacy: true }) { edges { node { softwareStatus } } } }`,
    );
    // Legacy cards are in that price range: the filter above is doing the work.
    expect(gpus.edges.some((e: Data) => e.node.softwareStatus !== 'CURRENT')).toBe(true);
  });
});

describe('measured before estimated', () => {
  it('each GPU says what its relative performance rests on, and Lambda measures the H100/H200', async () => {
    const { gpus } = await data(
      `{ gpus(first: 100, filter: { includeLegacy: true, includeServerCards: true }) { edges { node { slug relativePerformance performanceBasis relativePerformanceMethod } } } }`,
    );
    const bySlug = new Map(gpus.edges.map((e: Data) => [e.node.slug, e.node]));
    const node = (slug: string) => bySlug.get(slug) as Data;
    expect(node('nvidia-h200-sxm-141gb')).toMatchObject({ performanceBasis: 'MEASURED' });
    expect(node('nvidia-h200-sxm-141gb').relativePerformanceMethod).toMatch(
      /Lambda PyTorch v2 table.*FP16, 1 GPU/,
    );
    expect(node('nvidia-h200-sxm-141gb').relativePerformance).toBeGreaterThan(
      node('nvidia-h100-sxm5-80gb').relativePerformance,
    );
    expect(node('nvidia-geforce-rtx-5090').performanceBasis).toBe('SPEC_ESTIMATE');
    for (const { node: gpu } of gpus.edges) {
      if (gpu.relativePerformance == null) continue;
      expect(['MEASURED', 'CHAINED', 'SPEC_ESTIMATE']).toContain(gpu.performanceBasis);
      expect(gpu.relativePerformanceMethod.startsWith('estimated')).toBe(
        gpu.performanceBasis === 'SPEC_ESTIMATE',
      );
    }
  });

  it('recommendGpus for training ranks a spec estimate above a measured CUDA card only by more than 1.3x, and says so', async () => {
    const { recommendGpus } = await data(
      // ANY: measured cards (Ampere, Ada) are sold used now; the new ones are spec estimates.
      `{ recommendGpus(input: { budgetUsd: 2500, condition: ANY, first: 30 }) { reasons objectiveValue gpu { vendor performanceBasis } } }`,
    );
    const nvidia = recommendGpus.filter((e: Data) => e.gpu.vendor === 'NVIDIA');
    const bases = nvidia.map((e: Data) => e.gpu.performanceBasis === 'SPEC_ESTIMATE');
    expect(bases).toContain(true);
    expect(bases).toContain(false);
    // SPEC_ESTIMATE_RANK_DISCOUNT (1.3): the estimates' overshoot on measured chips.
    nvidia.forEach((entry: Data, index: number) => {
      if (entry.gpu.performanceBasis !== 'SPEC_ESTIMATE') return;
      for (const below of nvidia.slice(index + 1)) {
        if (below.gpu.performanceBasis === 'SPEC_ESTIMATE') continue;
        expect(entry.objectiveValue).toBeGreaterThan(below.objectiveValue * 1.3);
        expect(entry.reasons.join(' ')).toMatch(
          /ahead of measured cards only where it leads them by more than that/,
        );
      }
    });
    const estimate = nvidia.find((e: Data) => e.gpu.performanceBasis === 'SPEC_ESTIMATE');
    expect(estimate.reasons.join(' ')).toMatch(/spec estimate/);
  });
});
