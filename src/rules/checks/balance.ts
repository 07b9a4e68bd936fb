import { describeParts, slugsOf, totalOf, vramPerGpuGb } from '../analysis/build-view';

import { formatGb, formatNumber, plural } from '../format';
import { defineRule } from '../define-rule';
import { useCaseTraits } from '../analysis/fact-fallbacks';
import type { Workload } from '../../catalog/fields';
import {
  CPU_THREADS_PER_GPU,
  CPU_THREADS_PER_GPU_PREPROCESSING,
  SYSTEM_RAM_PER_LARGEST_VRAM,
  SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING,
} from '../thresholds';

/**
 * balance.system-ram: system RAM below the largest GPU's memory (WARNING); for a multi-GPU
 * training or fine-tuning build, RAM below SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING x the total GPU
 * memory (INFO): every card's data loaders, pinned buffers and checkpoints live in RAM, so
 * more cards do raise what a machine needs. Sources: doc-cost-for-gpu-hardware (RAM at least
 * the biggest GPU), ref-puget-ml-ai-hardware (twice the total GPU memory).
 */
export const systemRamRule = defineRule({
  id: 'balance.system-ram',
  title: 'System RAM versus GPU memory',
  description:
    'System RAM should at least match the memory of the largest GPU; a multi-GPU training machine wants about twice the total GPU memory.',
  severity: 'WARNING',
  sources: ['doc-cost-for-gpu-hardware', 'ref-puget-ml-ai-hardware'],
  check({ view, useCase }, report) {
    if (view.memoryParts.length === 0 || view.gpus.length === 0) return [];
    const ramGb = totalOf(view.memoryParts, (kit) => kit.capacityGb);
    const largest = view.gpus.reduce((a, b) => (vramPerGpuGb(b.gpu) > vramPerGpuGb(a.gpu) ? b : a));
    const largestGb = vramPerGpuGb(largest.gpu);
    const neededGb = largestGb * SYSTEM_RAM_PER_LARGEST_VRAM;
    const totalVramGb = totalOf(view.gpuParts, (gpu) => gpu.vramGb);
    const slugs = [...slugsOf(view.memoryParts), ...slugsOf(view.gpuParts)];
    if (ramGb < neededGb) {
      return [
        report.finding(
          'WARNING',
          `${formatGb(ramGb)} of system RAM (${describeParts(view.memoryParts)}) is less than the ${formatGb(largestGb)} of the ${largest.gpu.name}; ` +
            `the GPUs hold ${formatGb(totalVramGb)} in total. Get at least ${formatGb(neededGb)} of RAM so loading and preprocessing do not swap to disk.`,
          [...slugsOf(view.memoryParts), largest.gpu.slug],
        ),
      ];
    }
    const training = useCaseTraits(useCase).workload !== 'INFERENCE';
    const wantedGb = totalVramGb * SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING;
    if (!training || view.gpuChipCount < 2 || ramGb >= wantedGb) return [];
    return [
      report.finding(
        'INFO',
        `${formatGb(ramGb)} of system RAM (${describeParts(view.memoryParts)}) for ${formatGb(totalVramGb)} of GPU memory in total: ` +
          `a multi-GPU training machine wants about twice that, ${formatGb(wantedGb)}, for every card's data loaders, pinned buffers, checkpoints and offload.`,
        slugs,
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
export function memoryShortAdvice(workload: Workload, useCaseSlug?: string | null): string {
  if (workload === 'INFERENCE') {
    return 'Expect to use a smaller quantization, an 8-bit KV cache or a shorter context, to split the model across more cards, or to offload some layers to the CPU (much slower), or choose cards with more memory.';
  }
  if (workload === 'FINE_TUNING') {
    // Never the circular "use QLoRA" to a QLoRA use case: sharding is what fits it on smaller cards.
    const qlora = /qlora/i.test(useCaseSlug ?? '') ? '' : '4-bit (QLoRA) base weights, ';
    return `Expect to shard the model across two or more cards with FSDP or DeepSpeed ZeRO-3, or to use ${qlora}gradient checkpointing, a smaller batch with gradient accumulation, 8-bit optimizer states or CPU offload, or choose a card with more memory.`;
  }
  return 'Expect to rely on 16-bit or mixed precision, gradient checkpointing, 8-bit Adam, CPU offload of optimizer state (ZeRO-Offload) or sharding across cards (ZeRO-3 / FSDP), or choose a card with more memory.';
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
    'answerai-fsdp-qlora-2024',
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
      // Fine-tuning on several cards shards the model (FSDP / ZeRO-3): their total can hold the tier.
      const totalGb = totalOf(view.gpuParts, (gpu) => gpu.vramGb);
      if (traits.workload === 'FINE_TUNING' && view.gpuChipCount > 1 && totalGb >= useCase.minVramGb) {
        return [
          report.finding(
            'INFO',
            `${useCase.name} needs ${formatGb(useCase.minVramGb)} on one card; the ${describeParts(view.gpuParts)} hold ${formatGb(totalGb)} together, ` +
              'enough when the model is sharded across them with FSDP or DeepSpeed ZeRO-3 and gradient checkpointing (QLoRA of a 70B model runs this way on two 24 GB cards).',
            slugsOf(view.gpuParts),
          ),
        ];
      }
      return [
        report.finding(
          'WARNING',
          `${useCase.name} needs at least ${formatGb(useCase.minVramGb)} ${scope}; ${what}. ${memoryShortAdvice(traits.workload, useCase.slug)}`,
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
