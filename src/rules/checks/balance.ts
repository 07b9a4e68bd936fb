import { describeParts, slugsOf, totalOf, vramPerGpuGb } from '../analysis/build-view';

import { formatGb, formatNumber, plural } from '../format';
import { defineRule } from '../define-rule';
import { useCaseTraits } from '../analysis/fact-fallbacks';
import type { Workload } from '../../catalog/fields';
import {
  CPU_THREADS_PER_GPU,
  CPU_THREADS_PER_GPU_PREPROCESSING,
  SYSTEM_RAM_PER_LARGEST_VRAM,
} from '../thresholds';

/**
 * balance.system-ram: system RAM below the largest GPU's memory (WARNING); the message
 * also gives the total GPU memory. Source: doc-cost-for-gpu-hardware (RAM should at least
 * match the biggest GPU; more GPUs do not necessarily need more RAM).
 */
export const systemRamRule = defineRule({
  id: 'balance.system-ram',
  title: 'System RAM versus GPU memory',
  description: 'System RAM should at least match the memory of the largest GPU.',
  severity: 'WARNING',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view }, report) {
    if (view.memoryParts.length === 0 || view.gpus.length === 0) return [];
    const ramGb = totalOf(view.memoryParts, (kit) => kit.capacityGb);
    const largest = view.gpus.reduce((a, b) => (vramPerGpuGb(b.gpu) > vramPerGpuGb(a.gpu) ? b : a));
    const largestGb = vramPerGpuGb(largest.gpu);
    const neededGb = largestGb * SYSTEM_RAM_PER_LARGEST_VRAM;
    if (ramGb >= neededGb) return [];
    const totalVramGb = totalOf(view.gpuParts, (gpu) => gpu.vramGb);
    return [
      report.finding(
        'WARNING',
        `${formatGb(ramGb)} of system RAM (${describeParts(view.memoryParts)}) is less than the ${formatGb(largestGb)} of the ${largest.gpu.name}; ` +
          `the GPUs hold ${formatGb(totalVramGb)} in total. Get at least ${formatGb(neededGb)} of RAM so loading and preprocessing do not swap to disk.`,
        [...slugsOf(view.memoryParts), largest.gpu.slug],
      ),
    ];
  },
});

/**
 * balance.cpu-threads: at least 2 CPU threads per GPU, 4 when preprocessing on the fly, or
 * the use case's figure when higher (WARNING). Sources: doc-cost-for-gpu-hardware,
 * dettmers-which-gpu-2020.
 */
export const cpuThreadsRule = defineRule({
  id: 'balance.cpu-threads',
  title: 'CPU threads per GPU',
  description: 'At least two CPU threads per GPU, four when mini-batches are preprocessed on the fly.',
  severity: 'WARNING',
  sources: ['doc-cost-for-gpu-hardware', 'dettmers-which-gpu-2020'],
  check({ view, options, useCase }, report) {
    if (view.cpuParts.length === 0 || view.gpus.length === 0) return [];
    const base = options.preprocessingOnTheFly ? CPU_THREADS_PER_GPU_PREPROCESSING : CPU_THREADS_PER_GPU;
    const perGpu = Math.max(base, useCase?.cpuThreadsPerGpu ?? 0);
    const gpus = view.gpuChipCount;
    const needed = perGpu * gpus;
    const threads = totalOf(view.cpuParts, (cpu) => cpu.threads);
    if (threads >= needed) return [];
    const why =
      perGpu > base && useCase
        ? `${perGpu} per GPU for ${useCase.name}`
        : options.preprocessingOnTheFly
          ? `${perGpu} per GPU when preprocessing on the fly`
          : `${perGpu} per GPU`;
    return [
      report.finding(
        'WARNING',
        `The ${describeParts(view.cpuParts)} ${view.cpuParts.length === 1 && view.cpuParts[0].quantity === 1 ? 'has' : 'have'} ${plural(threads, 'thread')}; ` +
          `${plural(gpus, 'GPU')} want at least ${formatNumber(needed)} (${why}) to keep data loading from starving the cards.`,
        [...slugsOf(view.cpuParts), ...slugsOf(view.gpuParts)],
      ),
    ];
  },
});

/** What to do when memory is short, in terms of the work (no training advice for inference). */
export function memoryShortAdvice(workload: Workload): string {
  if (workload === 'INFERENCE') {
    return 'Expect to use a smaller quantization, a shorter context, or to offload some layers to the CPU (much slower), or choose cards with more memory.';
  }
  if (workload === 'FINE_TUNING') {
    return 'Expect to use 4-bit (QLoRA) base weights, a smaller batch with gradient accumulation, gradient checkpointing or CPU offload, or choose a card with more memory.';
  }
  return 'Expect to rely on 16-bit or mixed precision, gradient checkpointing, CPU offload or model parallelism, or choose a card with more memory.';
}

/**
 * balance.use-case-vram: GPU memory against the use case's tier: WARNING below the minimum,
 * INFO below the recommendation. Training and fine-tuning tiers are per card (the smallest
 * card counts); LLM inference tiers are totals, since inference runtimes split a model's
 * layers across cards (the build's total GPU memory counts). Sources:
 * dettmers-which-gpu-2020, dettmers-which-gpu-2018, doc-dl-cluster-guide (memory tiers per
 * use case), bench-llamacpp-gpu-benchmarks-2024 (multi-GPU inference).
 */
export const useCaseVramRule = defineRule({
  id: 'balance.use-case-vram',
  title: 'GPU memory for the use case',
  description:
    "GPU memory against the memory tier of the chosen use case (minimum and recommended): per card for training and fine-tuning (the smallest card counts), in total for LLM inference, whose runtimes split a model's layers across cards.",
  severity: 'WARNING',
  sources: [
    'dettmers-which-gpu-2020',
    'dettmers-which-gpu-2018',
    'doc-dl-cluster-guide',
    'bench-llamacpp-gpu-benchmarks-2024',
  ],
  check({ view, useCase }, report) {
    if (!useCase || view.gpus.length === 0) return [];
    const traits = useCaseTraits(useCase);
    const smallest = view.gpus.reduce((a, b) => (vramPerGpuGb(b.gpu) < vramPerGpuGb(a.gpu) ? b : a));
    const pooled = traits.memoryScope === 'TOTAL' && view.gpuChipCount > 1;
    const haveGb = pooled ? totalOf(view.gpuParts, (gpu) => gpu.vramGb) : vramPerGpuGb(smallest.gpu);
    const what = pooled
      ? `the ${describeParts(view.gpuParts)} hold ${formatGb(haveGb)} together (the model's layers are split across the cards)`
      : `the ${smallest.gpu.name} has ${formatGb(haveGb)}`;
    const slugs = pooled ? slugsOf(view.gpuParts) : [smallest.gpu.slug];
    const scope = traits.memoryScope === 'TOTAL' ? 'of GPU memory' : 'per GPU';
    if (haveGb < useCase.minVramGb) {
      return [
        report.finding(
          'WARNING',
          `${useCase.name} needs at least ${formatGb(useCase.minVramGb)} ${scope}; ${what}. ${memoryShortAdvice(traits.workload)}`,
          slugs,
        ),
      ];
    }
    if (useCase.recommendedVramGb != null && haveGb < useCase.recommendedVramGb) {
      return [
        report.finding(
          'INFO',
          `${pooled ? `The ${describeParts(view.gpuParts)} (${formatGb(haveGb)} together)` : `The ${smallest.gpu.name} (${formatGb(haveGb)})`} meet${pooled ? '' : 's'} the ${formatGb(useCase.minVramGb)} minimum for ${useCase.name}; ` +
            `${formatGb(useCase.recommendedVramGb)} is recommended for headroom.`,
          slugs,
        ),
      ];
    }
    return [];
  },
});
