/**
 * Which whole servers (DGX/HGX systems, used OCP SXM2 nodes) hold an estimate: the model
 * sharded over all of a server's GPUs, judged by the same rule as the N-GPU setups of `fits`
 * (fitting.ts): the estimate made for that GPU count (tensor split, ZeRO-3 for training)
 * against one module's memory less the runtime's reserve, FP8/FP4 weights only where the
 * module takes them, the headroom rule of fit-comfort, a price and a tokens/s estimate.
 *
 * What differs from `fits` is the price: the server's own dated observation (a list price,
 * an estimate or a quotation for the whole box, or a bare node's price with the GPUs extra),
 * not N times a module's share. A server without a price is listed after the priced ones,
 * never dropped: "can it run it" is answered by memory, the price only ranks.
 */
import { pricedAt } from '../../analysis/price-age';
import { comfortFor } from './fit-comfort';
import { byPriceThenSpeed } from './machine-fit-order';
import {
  NATIVE_FP8_WEIGHT_FORMATS,
  NVIDIA_FP4_WEIGHT_FORMATS,
  RUNTIME_MEMORY_FRACTION,
  type FitRuntime,
} from './fit-constants';
import { fp8Support, nvfp4Support } from './fit-support';
import type { FitCondition, FitGpu } from './fit-types';
import { defaultRuntime } from './fitting';
import type { MemoryEstimateV2 } from './result';
import { estimateThroughput, type ThroughputEstimate } from './throughput';
import { amount, cardBytes, type MemoryAmount } from './units';

export interface FitServer {
  slug: string;
  name: string;
  gpuCount: number;
  /** GPU memory over all modules, binary GB (as makers list it). */
  gpuMemoryGb: number;
  /** The module, as `fits` sees a card (FP8 support, bandwidth, vendor). */
  gpu: FitGpu;
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
  /** False when the price is for a bare node (GPUs bought apart). */
  priceIncludesGpus: boolean;
}

export interface ServerFit {
  server: FitServer;
  gpuCount: number;
  memoryPerGpu: MemoryAmount;
  requiredPerGpu: MemoryAmount;
  runtimeReserve: MemoryAmount;
  headroom: MemoryAmount;
  runtime: FitRuntime;
  marginal: boolean;
  comfortableWith: string[];
  priceUsd: number | null;
  priceCondition: 'NEW' | 'USED' | null;
  priceIncludesGpus: boolean;
  throughput: ThroughputEstimate | null;
  notes: string[];
}

export interface ServerFitOptions {
  condition?: FitCondition;
  budgetUsd?: number | null;
  first?: number;
  /** The runtime to judge every server for; default the estimate's (vLLM for inference). */
  runtime?: FitRuntime | null;
}

const MAX_RESULTS = 100;

/** Why a priced server still needs its GPUs bought: said on every fit whose price is a bare node's. */
export const BARE_NODE_NOTE = 'The price is for the node without its GPUs; the GPU modules are extra.';

/**
 * The servers that hold the estimate sharded over their GPUs, fewest dollars first.
 * `estimates` holds the estimate made for each server's GPU count (estimatesForGpuCounts);
 * a server whose count has none is skipped.
 */
export function fitServers(
  estimates: ReadonlyMap<number, MemoryEstimateV2>,
  servers: readonly FitServer[],
  options: ServerFitOptions = {},
): ServerFit[] {
  const first = Math.min(MAX_RESULTS, Math.max(0, options.first ?? 10));
  if (first === 0 || estimates.size === 0) return [];
  const condition = options.condition ?? 'ANY';
  const fits: ServerFit[] = [];
  for (const server of servers) {
    const estimate = estimates.get(server.gpuCount);
    if (!estimate) continue;
    const runtime = options.runtime ?? defaultRuntime(estimate);
    // 'NATIVE' stands for "nothing to take" when the weights are neither FP8 nor FP4.
    const fp8 = NATIVE_FP8_WEIGHT_FORMATS.includes(estimate.weightFormat)
      ? fp8Support(server.gpu, runtime)
      : 'NATIVE';
    if (!fp8) continue;
    const fp4 = NVIDIA_FP4_WEIGHT_FORMATS.includes(estimate.weightFormat)
      ? nvfp4Support(server.gpu)
      : 'NATIVE';
    if (!fp4) continue;
    const memoryPerGpu = cardBytes(server.gpuMemoryGb / server.gpuCount);
    const usable = memoryPerGpu * RUNTIME_MEMORY_FRACTION[runtime];
    const required = estimate.perGpu.total.bytes;
    if (required > usable) continue;
    const price = pricedAt(server, condition);
    if (options.budgetUsd != null && (price == null || price.price > options.budgetUsd)) continue;
    const comfort = comfortFor(estimate, { memoryPerGpu, usable, required, gpuCount: server.gpuCount });
    const notes = [
      `Sharded over the server's ${server.gpuCount} x ${server.gpu.name}: the estimate at ${server.gpuCount} GPUs, compared with one module's memory, as fits does for ${server.gpuCount} cards.`,
    ];
    if (fp8 === 'WEIGHT_ONLY' || fp4 === 'WEIGHT_ONLY')
      notes.push(`${server.gpu.name} serves these weights weight-only through vLLM's Marlin kernels.`);
    if (!server.gpu.supported)
      notes.push(
        `Current frameworks no longer support ${server.gpu.name}'s architecture: check the software first.`,
      );
    if (price && !server.priceIncludesGpus) notes.push(BARE_NODE_NOTE);
    if (!price) notes.push('No price of the asked condition is on record for this server.');
    fits.push({
      server,
      gpuCount: server.gpuCount,
      memoryPerGpu: amount(memoryPerGpu),
      requiredPerGpu: amount(required),
      runtimeReserve: amount(memoryPerGpu - usable),
      headroom: amount(usable - required),
      runtime,
      marginal: comfort.marginal,
      comfortableWith: comfort.comfortableWith,
      priceUsd: price?.price ?? null,
      priceCondition: price?.condition ?? null,
      priceIncludesGpus: server.priceIncludesGpus,
      throughput: estimate.decode
        ? estimateThroughput(
            estimate.decode,
            {
              memoryBandwidthGBs: server.gpu.memoryBandwidthGBs,
              fp16TensorTflops: server.gpu.fp16TensorTflops ?? null,
              gpusPerBoard: 1,
            },
            server.gpuCount,
          )
        : null,
      notes,
    });
  }
  return fits.sort(byPriceThenSpeed((fit) => fit.server.slug)).slice(0, first);
}
