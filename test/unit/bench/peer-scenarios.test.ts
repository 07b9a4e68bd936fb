import { PEER_PLANS, peerMismatch, rigbaseCursor, type PeerOperation } from '../../../bench/peer-scenarios';
import { SCENARIOS } from '../../../bench/scenarios';
import { encodeCursor, pageScope } from '../../../src/services/pagination';
import { gpuListingOptions } from '../../../src/services/gpu-listing';

/**
 * The bench maps PostGraphile's answers onto rigbase's and voids a round on any
 * difference. These tests pin that the mapping only renames and re-encodes: a peer
 * answer with the same facts passes, and one with a fact changed, missing or in another
 * order is reported with where it differs.
 */

function operation(id: 'S1' | 'S2'): PeerOperation {
  const plan = PEER_PLANS[id];
  if (!('operation' in plan)) throw new Error(`${id} has no peer operation`);
  return plan.operation;
}

const decode = (opaque: string) => Buffer.from(opaque, 'base64url').toString('utf8');
/** PostGraphile's cursor layout: base64 JSON of [order digest, order value, primary key]. */
const peerCursor = (value: number | null, rowId: number) =>
  Buffer.from(JSON.stringify(['d1g3st', value, rowId])).toString('base64');

const sources = [
  { title: 'Whitepaper', url: 'https://example.org/wp', publisher: 'Vendor', year: 2024 },
  { title: 'Build notes', url: null, publisher: 'Notes', year: null },
];

/** One GPU's facts, in rigbase's field order; the two answers below differ only in names. */
const facts = {
  slug: 'example-gpu',
  kind: 'GPU',
  name: 'Example GPU',
  manufacturer: 'Example',
  description: null,
  releaseYear: 2020,
  priceUsd: 1499,
  usedPriceUsd: 750,
  vendor: 'NVIDIA',
  architecture: 'Ampere',
  vramGb: 24,
};
const moreFacts = {
  fp32Tflops: 35.58,
  fp16TensorTflops: 142,
  tensorCores: true,
  tdpW: 350,
  formFactor: 'PCIE',
  relativePerformance: 1.87,
};

/** The GPU as PostGraphile names it (its own bandwidth spelling, row id, sources relation). */
const peerGpu = {
  rowId: 22,
  ...facts,
  memoryBandwidthGbs: 936,
  ...moreFacts,
  sourcesByComponentSourceComponentIdAndSourceId: { nodes: sources },
};

/** The same GPU as rigbase answers S1. */
const rigbaseGpu = {
  id: Buffer.from('Gpu:22').toString('base64url'),
  ...facts,
  memoryBandwidthGBs: 936,
  ...moreFacts,
  sources,
};

const body = (data: unknown) => JSON.stringify({ data });

describe('PostGraphile peer, S1 mapping', () => {
  const s1 = operation('S1');
  const rigbase = body({ component: rigbaseGpu });

  it('accepts an answer with the same facts under PostGraphile names', () => {
    expect(peerMismatch(s1, body({ componentBySlug: peerGpu }), rigbase)).toBeNull();
  });

  it('builds rigbase id from the kind and row id', () => {
    const mapped = s1.toRigbase({ componentBySlug: peerGpu }) as { component: { id: string } };
    expect(decode(mapped.component.id)).toBe('Gpu:22');
  });

  it('reports a changed value with its path', () => {
    const changed = { ...peerGpu, vramGb: 12 };
    expect(peerMismatch(s1, body({ componentBySlug: changed }), rigbase)).toMatch(/^component\.vramGb/);
  });

  it('reports sources in another order: the mapping never sorts', () => {
    const reversed = {
      ...peerGpu,
      sourcesByComponentSourceComponentIdAndSourceId: { nodes: [...sources].reverse() },
    };
    expect(peerMismatch(s1, body({ componentBySlug: reversed }), rigbase)).toMatch(
      /^component\.sources\[0\]/,
    );
  });

  it('reports a field the peer did not return', () => {
    const { tdpW: _dropped, ...withoutTdp } = peerGpu;
    expect(peerMismatch(s1, body({ componentBySlug: withoutTdp }), rigbase)).toMatch(/^component\.tdpW/);
  });

  it('keeps the GPU columns only for a GPU, as rigbase inline fragment does', () => {
    const psu = { ...peerGpu, kind: 'PSU', vendor: null, vramGb: null };
    const mapped = s1.toRigbase({ componentBySlug: psu }) as { component: Record<string, unknown> };
    expect(decode(mapped.component.id as string)).toBe('Psu:22');
    expect(mapped.component).not.toHaveProperty('vramGb');
    expect(mapped.component).toHaveProperty('sources', sources);
  });

  it('reports errors and a missing component instead of mapping them', () => {
    const errors = JSON.stringify({ errors: [{ message: 'boom' }], data: null });
    expect(peerMismatch(s1, errors, rigbase)).toBe('errors: boom');
    expect(peerMismatch(s1, body({ componentBySlug: null }), rigbase)).toMatch(/^component/);
  });
});

describe('PostGraphile peer, S2 mapping', () => {
  const s2 = operation('S2');
  const benchmark = {
    workload: 'ResNet-50',
    metric: 'throughput',
    value: 1200,
    unit: 'images/s',
    precision: 'FP16',
  };
  const offer = {
    provider: 'Cloud',
    instanceType: 'gpu.1x',
    gpuCount: 1,
    onDemandUsdPerHour: 1.1,
    spotUsdPerHour: null,
    asOf: '2024-05-01',
  };
  const peerNode = (rowId: number, relativePerformance: number | null) => ({
    rowId,
    slug: `gpu-${rowId}`,
    name: `GPU ${rowId}`,
    vendor: 'NVIDIA',
    vramGb: 24,
    priceUsd: null,
    usedPriceUsd: null,
    relativePerformance,
    sourcesByComponentSourceComponentIdAndSourceId: { nodes: [{ title: 'Datasheet', url: null }] },
    benchmarksByGpuIdAndGpuKind: { nodes: [{ ...benchmark, sourceBySourceId: { title: 'Lab' } }] },
    cloudOfferingsByGpuIdAndGpuKind: { nodes: [{ ...offer, sourceBySourceId: { title: 'Prices' } }] },
  });
  const peerPage = {
    allComponents: {
      edges: [
        { cursor: peerCursor(12.2, 66), node: peerNode(66, 12.2) },
        { cursor: peerCursor(null, 70), node: peerNode(70, null) },
      ],
      pageInfo: { hasNextPage: true, endCursor: peerCursor(null, 70) },
    },
  };

  it('re-encodes cursors at the same position, an unknown value as rigbase -1', () => {
    // The bench's re-implementation writes what rigbase writes for S2's page.
    // S2 asks for every GPU (bench/scenarios.ts), so its scope carries both listing options.
    const s2Scope = pageScope('gpus', 'RELATIVE_PERFORMANCE_DESC', 'number', {
      condition: 'ANY',
      ...gpuListingOptions({ includeLegacy: true, includeServerCards: true }),
    });
    expect(rigbaseCursor(peerCursor(12.2, 66))).toBe(encodeCursor({ value: 12.2, id: 66 }, s2Scope));
    expect(rigbaseCursor(peerCursor(null, 70))).toBe(encodeCursor({ value: -1, id: 70 }, s2Scope));
    expect(decode(rigbaseCursor(peerCursor(null, 70)))).toMatch(/^k2:\["[\w-]{16}",-1,70\]$/);
    expect(() => rigbaseCursor(Buffer.from('[1,2]').toString('base64'))).toThrow(/unexpected cursor/);
  });

  it('maps relations, their sources and the page info field by field', () => {
    const mapped = s2.toRigbase(peerPage) as {
      gpus: { edges: { cursor: string; node: Record<string, unknown> }[]; pageInfo: Record<string, unknown> };
    };
    const first = mapped.gpus.edges[0].node;
    expect(decode(first.id as string)).toBe('Gpu:66');
    expect(first.benchmarks).toEqual([{ ...benchmark, source: { title: 'Lab' } }]);
    expect(first.cloudOfferings).toEqual([{ ...offer, source: { title: 'Prices' } }]);
    expect(first.sources).toEqual([{ title: 'Datasheet', url: null }]);
    expect(mapped.gpus.pageInfo.hasNextPage).toBe(true);
    expect(mapped.gpus.pageInfo.endCursor).toBe(mapped.gpus.edges[1].cursor);
  });

  it('reports a page in another order', () => {
    const expected = body(s2.toRigbase(peerPage));
    const swapped = {
      allComponents: { ...peerPage.allComponents, edges: [...peerPage.allComponents.edges].reverse() },
    };
    expect(peerMismatch(s2, body(swapped), expected)).toMatch(/^gpus\.edges\[0\]/);
    expect(peerMismatch(s2, body(peerPage), expected)).toBeNull();
  });

  it('reports an answer of another shape instead of throwing', () => {
    expect(peerMismatch(s2, body({ allComponents: { edges: null } }), '{"data":{}}')).toMatch(
      /^unexpected answer: edges is not a list/,
    );
  });
});

describe('PostGraphile peer plans', () => {
  it('cover every scenario: an operation or the reason PostGraphile cannot express it', () => {
    for (const scenario of SCENARIOS) {
      const plan = PEER_PLANS[scenario.id];
      if ('skip' in plan) expect(plan.skip.length).toBeGreaterThan(40);
      else expect(plan.operation.query).toMatch(/query|\{/);
    }
    expect(Object.keys(PEER_PLANS).sort()).toEqual(SCENARIOS.map((s) => s.id).sort());
  });
});
