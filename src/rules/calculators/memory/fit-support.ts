/**
 * What a card can do with a setup's weights and stack, and what a fit says about it: FP8 and
 * NVFP4 natively or weight-only, the non-CUDA stack caveat, the sharding default (fitting.ts).
 */
import { stackCaveat } from '../../analysis/software-stacks';
import type { Workload } from '../../../catalog/fields';
import { FP4_NATIVE_ARCHITECTURES } from './formats';
import {
  FP8_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY,
  NVFP4_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY,
  type FitRuntime,
} from './fit-constants';
import type { FitGpu, FitOptions } from './fit-types';

/** What the sharding default says in a fit. @source microsoft-zero-deepspeed, answerai-fsdp-qlora-2024 */
export const SHARDED_TECHNIQUE =
  'FSDP full sharding / DeepSpeed ZeRO-3: weights, gradients and optimizer state split across the GPUs';
/** What FP8 weight-only serving says in a fit. @source ref-vllm-fp8-docs */
export const FP8_WEIGHT_ONLY_TECHNIQUE =
  "FP8 weight-only (W8A16) through vLLM's Marlin kernels: the weights stay 8-bit, the matrix multiplies run in 16-bit";

/**
 * How a card takes FP8 weights: NATIVE on FP8 tensor cores, WEIGHT_ONLY on NVIDIA compute
 * capability 8.0+ under vLLM (Marlin), null when it cannot.
 */
export function fp8Support(gpu: FitGpu, runtime: FitRuntime): 'NATIVE' | 'WEIGHT_ONLY' | null {
  if (gpu.fp8 === true) return 'NATIVE';
  const capability = Number(gpu.computeCapability ?? NaN);
  const nvidia = (gpu.vendor ?? '').toUpperCase() === 'NVIDIA';
  return nvidia && runtime === 'VLLM' && capability >= FP8_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY
    ? 'WEIGHT_ONLY'
    : null;
}

/**
 * The stack a setup relies on when it is not CUDA, in the caveat recommendGpus gives (expert
 * review 2026-11: fine-tuning fits listed ROCm and oneAPI cards first, as the vendor
 * tie-break allows, without saying that they run on another stack than the recipes assume).
 * @source ref-bitsandbytes-installation-0-50, ref-llamacpp-backends, rocm-system-requirements
 */
export function stackTechnique(
  gpu: FitGpu,
  workload: Workload,
  options: Pick<FitOptions, 'stack' | 'support'>,
): string[] {
  const caveat = stackCaveat(
    { vendor: gpu.vendor ?? '', architecture: gpu.architecture },
    workload,
    options.stack,
    options.support,
  );
  return caveat ? [caveat] : [];
}

/** What NVFP4 weight-only serving says in a fit. @source doc-vllm-quantization-hardware, issue-vllm-mxfp4-sm120 */
export const FP4_WEIGHT_ONLY_TECHNIQUE =
  "NVFP4 weight-only (W4A16) through vLLM's Marlin kernels: no FP4 tensor cores on this card, the matrix multiplies run in 16-bit";

/**
 * How a card takes NVFP4 weights: NATIVE on Blackwell's FP4 tensor cores, WEIGHT_ONLY on NVIDIA
 * compute capability 8.0+ (Marlin), null elsewhere (no kernel on record).
 */
export function nvfp4Support(gpu: FitGpu): 'NATIVE' | 'WEIGHT_ONLY' | null {
  if ((gpu.vendor ?? '').toUpperCase() !== 'NVIDIA') return null;
  if (FP4_NATIVE_ARCHITECTURES.includes(gpu.architecture)) return 'NATIVE';
  const capability = Number(gpu.computeCapability ?? NaN);
  return capability >= NVFP4_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY ? 'WEIGHT_ONLY' : null;
}
