/**
 * Expert panel: "buy a DGX H100 or rent?" An expert prices the DGX at what NVIDIA lists for the
 * whole box ($199,000 without support, ref-supercluster-dgx-h100-hardware, dated 2024), not at
 * 8 x an H100 module's estimated share plus a guessed platform, and counts its power at what
 * NVIDIA rates the system to draw (10,200 W) rather than 8 x the module's 700 W. A bare node
 * (the T180-G20) is bought, then filled with GPUs. Bounds and provenance from the seeds.
 */
import { pricedAt } from '../../src/rules/analysis/price-age';
import { PLATFORM_USD_BY_GPU_COUNT } from '../../src/rules/calculators/job-plan';
import { serverMachine } from '../../src/rules/calculators/job-server';
import type { GpuFacts } from '../../src/rules/facts';
import { seedFitServers, seedPart } from './seed-catalog';

const servers = new Map(seedFitServers().map((s) => [s.slug, s]));
/** NVIDIA's DGX H100 list price, the seeds' newest new observation of it. */
const DGX_H100_LIST_USD = 199000;

function machineOf(slug: string, maxPowerW: number | null, gpuPriceUsd?: number | null) {
  const server = servers.get(slug)!;
  const gpu = seedPart<GpuFacts>(server.gpu.slug);
  return serverMachine({
    name: server.name,
    gpuCount: server.gpuCount,
    gpuName: server.gpu.name,
    priceUsd: server.priceUsd ?? null,
    priceCondition: server.priceUsd != null ? 'NEW' : null,
    priceIncludesGpus: server.priceIncludesGpus,
    gpuPriceUsd: gpuPriceUsd === undefined ? (gpu.priceUsd ?? null) : gpuPriceUsd,
    maxPowerW,
    basis: null,
  });
}

describe('a whole server as an owned setup', () => {
  it('DGX H100: the list price of the box, not 8 x the module share plus the 8-GPU tier', () => {
    const m = machineOf('nvidia-dgx-h100', 10200);
    if (!m.priced) throw new Error('the DGX H100 has a seeded price');
    expect(m.hardwareUsd).toBe(DGX_H100_LIST_USD);
    const h100 = seedPart<GpuFacts>('nvidia-h100-sxm5-80gb');
    const fromParts = 8 * (h100.priceUsd ?? 0) + PLATFORM_USD_BY_GPU_COUNT[8];
    expect(fromParts).not.toBe(DGX_H100_LIST_USD);
    expect(m.machineWatts).toBe(10200);
    expect(m.machineWatts!).toBeGreaterThan(8 * h100.tdpW);
  });

  it('DGX H200 has no price on record: it is said, not costed', () => {
    const m = machineOf('nvidia-dgx-h200', 10200);
    expect(m.priced).toBe(false);
  });

  it('T180-G20: the bare node plus four V100 SXM2 modules at their price, or unpriced without one', () => {
    const node = servers.get('gigabyte-t180-g20-node')!;
    expect(node.priceIncludesGpus).toBe(false);
    const v100 = seedPart<GpuFacts>(node.gpu.slug);
    // The seeds price the V100 SXM2 module used ($150); at ANY the plan takes the cheaper known price.
    const any = pricedAt(v100, 'ANY')!.price;
    const m = machineOf(node.slug, null, any);
    if (!m.priced) throw new Error('node and module are priced at ANY');
    expect(m.hardwareUsd).toBe(node.priceUsd! + 4 * any);
    expect(m.notes.join(' ')).toMatch(/sold without GPUs.*not on record/);
    // Without a module price the node alone says nothing of the machine's cost.
    expect(machineOf(node.slug, null, null).priced).toBe(false);
  });
});
