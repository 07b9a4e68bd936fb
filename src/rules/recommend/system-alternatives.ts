/**
 * The unified-memory machines beside a recommended build (issue 28): DGX Spark, Ryzen AI Max
 * mini PCs and Mac Studio are what people weigh against a GPU box for the same money. A
 * machine qualifies when its GPU may hold the memory the work needs on its one GPU, its price
 * at the asked condition is within the budget, and a stack it has runs the work.
 *
 * It is compared on the figures that decide and nothing more: memory (what the GPU may use by
 * default, not the RAM installed), memory bandwidth for inference (the token rate follows it),
 * dense FP16 throughput for training, and price. The catalog holds no benchmark of these
 * machines beside the build's cards, and the reasons say so.
 */
import { pricedAt } from '../analysis/price-age';
import type { SystemSoftwareStack } from '../../catalog/fields';
import type { SoftwareStack } from '../analysis/software-stacks';
import { RUNTIME_SYSTEM_STACKS, type FitSystem } from '../calculators/memory/system-fit';
import { formatNumber } from '../format';
import type { MemoryNeed } from './memory-need';

/**
 * How many machines a build answer lists: the closest few, as its own alternatives do.
 * `estimateMemory.systemFits` lists every machine that holds a model.
 */
export const SYSTEM_ALTERNATIVES_SHOWN = 3;

/** The machine stack a build's stack filter stands for; oneAPI runs on no listed machine. */
const MACHINE_STACK: Readonly<Record<SoftwareStack, SystemSoftwareStack | null>> = {
  CUDA: 'CUDA',
  ROCM: 'ROCM',
  VULKAN: 'VULKAN',
  METAL: 'METAL_MLX',
  ONEAPI: null,
};

export interface SystemAlternativeRequest {
  need: MemoryNeed;
  budgetUsd: number;
  condition: 'NEW' | 'USED' | 'ANY';
  stack: SoftwareStack | null;
  /** The build's GPU (null when no build fits), to put the machine's figures beside it. */
  buildGpu: { name: string; memoryBandwidthGBs: number; fp16TensorTflops: number | null } | null;
}

export interface SystemAlternative {
  slug: string;
  priceUsd: number;
  priceCondition: 'NEW' | 'USED';
  /** The memory the work needs on the machine's one GPU, GB. */
  neededGb: number;
  reasons: string[];
}

/** The memory one GPU must hold to do what the build's cards do together. */
export function machineNeedGb(need: MemoryNeed): number {
  if (need.scope === 'PER_GPU') return Math.max(need.tierGb, need.cardGb);
  return Math.max(need.tierGb, need.cardGb * need.gpuCount);
}

/** Stacks that run the work: PyTorch's for training and fine-tuning, llama.cpp's for inference. */
function runsWork(system: FitSystem, request: SystemAlternativeRequest): boolean {
  const training = request.need.workload !== 'INFERENCE';
  const workStacks = RUNTIME_SYSTEM_STACKS[training ? 'TRANSFORMERS' : 'LLAMA_CPP'];
  const usable = workStacks.filter((stack) => system.softwareStacks.includes(stack));
  if (request.stack === null) return usable.length > 0;
  const wanted = MACHINE_STACK[request.stack];
  return wanted !== null && usable.includes(wanted);
}

const ratio = (value: number, base: number) => formatNumber(value / base, 2);

function reasonsFor(system: FitSystem, neededGb: number, request: SystemAlternativeRequest): string[] {
  const training = request.need.workload !== 'INFERENCE';
  const gpu = request.buildGpu;
  const reasons = [
    `Its GPU may use ${formatNumber(system.gpuUsableMemoryGb, 0)} GB of its ${formatNumber(system.unifiedMemoryGb, 0)} GB by default, enough for the ${formatNumber(neededGb, 0)} GB the work needs on one GPU.`,
  ];
  if (training) {
    const tflops = system.fp16TensorTflops ?? null;
    if (tflops === null)
      reasons.push('Its dense FP16 throughput is not on record, so its training speed cannot be compared.');
    else if (gpu?.fp16TensorTflops)
      reasons.push(
        `Dense FP16 ${formatNumber(tflops, 0)} TFLOPS, ${ratio(tflops, gpu.fp16TensorTflops)}x one ${gpu.name} (${formatNumber(gpu.fp16TensorTflops, 0)}): training runs at about that ratio at best.`,
      );
    else reasons.push(`Dense FP16 ${formatNumber(tflops, 0)} TFLOPS.`);
  } else if (gpu) {
    reasons.push(
      `Memory bandwidth ${formatNumber(system.memoryBandwidthGBs, 0)} GB/s, ${ratio(system.memoryBandwidthGBs, gpu.memoryBandwidthGBs)}x one ${gpu.name} (${formatNumber(gpu.memoryBandwidthGBs, 0)} GB/s): the token rate of generation follows it.`,
    );
  } else {
    reasons.push(
      `Memory bandwidth ${formatNumber(system.memoryBandwidthGBs, 0)} GB/s, which sets the token rate of generation.`,
    );
  }
  reasons.push(
    "Compared on memory, bandwidth, throughput and price only: no benchmark of this machine beside the build's cards is on record.",
  );
  return reasons;
}

/** The machines that could do the build's work within its budget, best for the work first. */
export function systemAlternatives(
  systems: readonly FitSystem[],
  request: SystemAlternativeRequest,
  first = SYSTEM_ALTERNATIVES_SHOWN,
): SystemAlternative[] {
  const neededGb = machineNeedGb(request.need);
  // Without a memory need (no use case, no minVramGb) there is no work to hold them to.
  if (neededGb <= 0) return [];
  const training = request.need.workload !== 'INFERENCE';
  const picked: { system: FitSystem; alternative: SystemAlternative }[] = [];
  for (const system of systems) {
    if (system.gpuUsableMemoryGb < neededGb || !runsWork(system, request)) continue;
    const price = pricedAt(system, request.condition);
    if (!price || price.price > request.budgetUsd) continue;
    picked.push({
      system,
      alternative: {
        slug: system.slug,
        priceUsd: price.price,
        priceCondition: price.condition,
        neededGb,
        reasons: reasonsFor(system, neededGb, request),
      },
    });
  }
  const figure = (system: FitSystem) =>
    training ? (system.fp16TensorTflops ?? -1) : system.memoryBandwidthGBs;
  picked.sort(
    (a, b) =>
      figure(b.system) - figure(a.system) ||
      a.alternative.priceUsd - b.alternative.priceUsd ||
      a.system.slug.localeCompare(b.system.slug),
  );
  return picked.slice(0, first).map(({ alternative }) => alternative);
}
