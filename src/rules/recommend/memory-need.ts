/**
 * Need first (issue 27): the memory the work needs, before any ranking by value. Dettmers'
 * method fixes the memory the work needs, then buys the best the money allows.
 *
 * - PER_GPU: every card holds the tier (Dettmers' training tiers: each card trains its own
 *   batch, so activations do not split).
 * - TOTAL: the cards share the tier (LLM inference: llama.cpp and vLLM split the layers).
 * - SHARDED: fine-tuning on two or more cards with FSDP or DeepSpeed ZeRO-3, which shard the
 *   frozen base, adapters and optimizer state across the cards, so their total holds the
 *   tier (Answer.AI runs QLoRA of a 70B model on two 24 GB cards this way, with gradient
 *   checkpointing and, at the edge, CPU offload). One card still holds a single-card tier.
 * minVramGb is always per card. Sources: dettmers-which-gpu-2020, answerai-fsdp-qlora-2024,
 * bench-llamacpp-gpu-benchmarks-2024.
 */
import type { Workload } from '../../catalog/fields';
import { useCaseTraits } from '../analysis/fact-fallbacks';
import type { UseCaseFacts } from '../facts';

export type NeedScope = 'PER_GPU' | 'TOTAL' | 'SHARDED';

export interface MemoryNeed {
  workload: Workload;
  scope: NeedScope;
  gpuCount: number;
  /** The use case's tier in GB (per card, or shared as `scope` says); 0 without a use case. */
  tierGb: number;
  /** minVramGb: what each card must hold. */
  cardGb: number;
  useCase: UseCaseFacts | null;
}

export function memoryNeed(
  useCase: UseCaseFacts | null | undefined,
  minVramGb: number | null | undefined,
  gpuCount: number,
): MemoryNeed {
  const traits = useCaseTraits(useCase);
  const shared = traits.memoryScope === 'TOTAL';
  const sharded = !shared && traits.workload === 'FINE_TUNING' && gpuCount > 1;
  return {
    workload: traits.workload,
    scope: shared ? 'TOTAL' : sharded ? 'SHARDED' : 'PER_GPU',
    gpuCount,
    tierGb: useCase?.minVramGb ?? 0,
    cardGb: minVramGb ?? 0,
    useCase: useCase ?? null,
  };
}

/** The memory that counts against the tier: one card's, or all cards' together when shared or sharded. */
export function memoryForTier(perGpuGb: number, boardGb: number, need: MemoryNeed): number {
  return need.scope === 'PER_GPU' ? perGpuGb : boardGb * need.gpuCount;
}

/** Whether cards with this memory (per GPU, per board) meet the need. */
export function meetsNeed(perGpuGb: number, boardGb: number, need: MemoryNeed): boolean {
  return memoryForTier(perGpuGb, boardGb, need) >= need.tierGb && perGpuGb >= need.cardGb;
}

/** The tier the reasons quote: the use case's, or the per-card minimum when higher and per card. */
export function quotedTierGb(need: MemoryNeed): number {
  return need.scope === 'PER_GPU' ? Math.max(need.tierGb, need.cardGb) : need.tierGb;
}
