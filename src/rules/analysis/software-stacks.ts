/**
 * Software stacks as a choice (issue 27): which stack runs a card, read from its
 * architecture's software-support row, and which stacks a kind of work has by default. The
 * rankings filter on the stack the user runs; vendor order is only a tie-break.
 */
import type { Workload } from '../../catalog/fields';
import { normalizeToken } from './build-view';

/** A GPU software stack a runtime or framework is built on. */
export const SOFTWARE_STACKS = ['CUDA', 'ROCM', 'ONEAPI', 'VULKAN', 'METAL'] as const;
export type SoftwareStack = (typeof SOFTWARE_STACKS)[number];

/** How well a stack runs a card: on the vendor's supported list, or working but unlisted. */
export type StackLevel = 'SUPPORTED' | 'UNOFFICIAL';

/** The parts of an architecture's software-support row the stacks are read from. */
export interface StackSupportFacts {
  vendor: string;
  architecture: string;
  pytorchWheels: string;
  rocm?: string | null;
  oneApi?: string | null;
  fp8?: boolean | null;
}

/** The facts of a card the stacks are read from. */
export interface StackGpu {
  vendor: string;
  architecture: string;
  memoryType?: string | null;
}

/** Support rows by vendor and architecture, built once per catalog version. */
export type StackSupportIndex = ReadonlyMap<string, StackSupportFacts>;

const key = (vendor: string, architecture: string) =>
  `${normalizeToken(vendor)}\u001f${normalizeToken(architecture)}`;

export function stackSupportIndex(rows: Iterable<StackSupportFacts>): StackSupportIndex {
  const index = new Map<string, StackSupportFacts>();
  for (const row of rows) index.set(key(row.vendor, row.architecture), row);
  return index;
}

/** The card's architecture row, or null when the architecture has none (not on record). */
export function supportRowOf(
  gpu: StackGpu,
  index: StackSupportIndex | null | undefined,
): StackSupportFacts | null {
  return index?.get(key(gpu.vendor, gpu.architecture)) ?? null;
}

const level = (status: string | null | undefined): StackLevel | null =>
  status === 'SUPPORTED' ? 'SUPPORTED' : status === 'UNOFFICIAL' ? 'UNOFFICIAL' : null;

/**
 * Whether a stack runs the card, and how well; null when it does not (or it is not on record):
 * - CUDA: NVIDIA cards (whether current releases still target the architecture is the
 *   separate softwareStatus filter, includeLegacy);
 * - ROCm and oneAPI (SYCL, PyTorch's XPU back end): the architecture row's rocm / oneApi
 *   status (rocm-system-requirements, pytorch-xpu-getting-started);
 * - Vulkan (llama.cpp's portable back end): graphics cards of the three vendors, whose
 *   graphics drivers ship Vulkan; HBM data-centre modules (Instinct CDNA, A100/H100/B200) are
 *   compute parts without a Vulkan driver on record, so they are left out rather than guessed;
 * - Metal: Apple silicon only, which the catalog does not list.
 * Sources: ref-llamacpp-backends, rocm-system-requirements, pytorch-xpu-getting-started.
 */
export function stackLevel(
  gpu: StackGpu,
  stack: SoftwareStack,
  index: StackSupportIndex | null | undefined,
): StackLevel | null {
  const vendor = normalizeToken(gpu.vendor);
  switch (stack) {
    case 'CUDA':
      return vendor === 'NVIDIA' ? 'SUPPORTED' : null;
    case 'ROCM':
      return vendor === 'AMD' ? level(supportRowOf(gpu, index)?.rocm) : null;
    case 'ONEAPI':
      return vendor === 'INTEL' ? level(supportRowOf(gpu, index)?.oneApi) : null;
    case 'VULKAN':
      return ['NVIDIA', 'AMD', 'INTEL'].includes(vendor) && !/^HBM/i.test(gpu.memoryType ?? '')
        ? 'SUPPORTED'
        : null;
    case 'METAL':
      return vendor === 'APPLE' ? 'SUPPORTED' : null;
  }
}

/**
 * The stacks each kind of work runs on when the user names none: LLM inference has
 * llama.cpp's CUDA, HIP (ROCm), SYCL, Vulkan and Metal back ends (vLLM: CUDA, ROCm, XPU);
 * training and fine-tuning run PyTorch, whose wheels target CUDA, ROCm and Intel's XPU
 * (oneAPI), and bitsandbytes (QLoRA, 8-bit optimizers) lists NVIDIA, AMD and Intel XPU
 * support from v0.50. Sources: ref-llamacpp-backends, ref-bitsandbytes-installation-0-50,
 * pytorch-xpu-getting-started, rocm-system-requirements.
 */
export const WORKLOAD_STACKS: Readonly<Record<Workload, readonly SoftwareStack[]>> = {
  INFERENCE: ['CUDA', 'ROCM', 'ONEAPI', 'VULKAN', 'METAL'],
  TRAINING: ['CUDA', 'ROCM', 'ONEAPI'],
  FINE_TUNING: ['CUDA', 'ROCM', 'ONEAPI'],
};

/** What a stack is called in sentences. */
export const STACK_LABELS: Readonly<Record<SoftwareStack, string>> = {
  CUDA: 'CUDA',
  ROCM: 'ROCm',
  ONEAPI: 'oneAPI (SYCL / XPU)',
  VULKAN: 'Vulkan (llama.cpp)',
  METAL: 'Metal',
};

/** The best way a card runs the work: the chosen stack, or the first of the workload's stacks that runs it. */
export function stackFor(
  gpu: StackGpu,
  workload: Workload,
  chosen: SoftwareStack | null | undefined,
  index: StackSupportIndex | null | undefined,
): { stack: SoftwareStack; level: StackLevel } | null {
  const stacks = chosen ? [chosen] : WORKLOAD_STACKS[workload];
  let unofficial: { stack: SoftwareStack; level: StackLevel } | null = null;
  for (const stack of stacks) {
    const found = stackLevel(gpu, stack, index);
    if (found === 'SUPPORTED') return { stack, level: found };
    if (found && !unofficial) unofficial = { stack, level: found };
  }
  return unofficial;
}

/**
 * Vendor order as a tie-break only: 0 for CUDA cards, 1 for the rest, and only where the
 * stack is CUDA (the user chose it, or the work defaults to tools that are CUDA-first:
 * training and fine-tuning, where fused kernels and most recipes assume CUDA); 0 for every card
 * otherwise. Sources: doc-gpu-cluster-at-home, ref-bitsandbytes-installation-0-50.
 */
export function vendorTieBreak(
  gpu: StackGpu,
  workload: Workload,
  chosen: SoftwareStack | null | undefined,
): number {
  const cudaFirst = chosen ? chosen === 'CUDA' : workload !== 'INFERENCE';
  return cudaFirst && normalizeToken(gpu.vendor) !== 'NVIDIA' ? 1 : 0;
}

/**
 * The caveat of a card that runs the work on a stack other than CUDA, in the workload's
 * words; null for CUDA cards. Sources: ref-llamacpp-backends, ref-bitsandbytes-installation-0-50,
 * rocm-system-requirements, pytorch-xpu-getting-started.
 */
export function stackCaveat(
  gpu: StackGpu,
  workload: Workload,
  chosen: SoftwareStack | null | undefined,
  index: StackSupportIndex | null | undefined,
): string | null {
  const runs = stackFor(gpu, workload, chosen, index);
  if (!runs || runs.stack === 'CUDA') return null;
  const how = runs.level === 'UNOFFICIAL' ? " (it works but is not on the vendor's supported list)" : '';
  const label = STACK_LABELS[runs.stack];
  if (workload === 'INFERENCE') {
    return `${gpu.vendor} card: runs on ${label}${how}; llama.cpp supports it (HIP, SYCL or Vulkan back ends), with fewer ready-made kernels and more setup than CUDA.`;
  }
  const qlora =
    workload === 'FINE_TUNING' ? '; bitsandbytes (QLoRA, 8-bit optimizers) lists it from v0.50' : '';
  return `${gpu.vendor} card: PyTorch runs it on ${label}${how}${qlora}; expect more setup than with CUDA and fewer ready-made kernels and recipes.`;
}
