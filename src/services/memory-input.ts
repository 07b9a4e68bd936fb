import type { MemoryEstimateInput } from './inputs';
import type { MemoryEstimateV2Input, ZeroStage } from '../rules/calculators/memory';
import { optionalNumber, requiredSlug } from './input';
import { INPUT_LIMITS, boundedInt, requiredNumber } from './rules-input';
import { badInput } from '../errors';

/** Bounds of the memory estimate's input beyond those shared with the other rules calls. */
export const MEMORY_INPUT_LIMITS = {
  maxGpuCount: 1024,
  maxLoraRank: 4096,
  maxGroupSize: 4096,
  maxHeads: 100_000,
  maxVocabSize: 10_000_000,
} as const;

const optionalInt = (value: number | null | undefined, field: string, max: number) =>
  value == null ? null : boundedInt(value, 1, field, 1, max);

/**
 * Checks the API's MemoryEstimateInput (BAD_USER_INPUT naming `input.<field>`) and maps it to
 * the estimator's input. Enum fields are checked by GraphQL (and zod in MCP) already; the
 * estimator re-checks cross-field rules (full training in 4-bit, a parameter count or a
 * model) and the service turns those into the same errors.
 */
export function memoryEstimateInput(input: MemoryEstimateInput): MemoryEstimateV2Input {
  const L = INPUT_LIMITS;
  const M = MEMORY_INPUT_LIMITS;
  const zeroStage = input.zeroStage == null ? null : boundedInt(input.zeroStage, 0, 'input.zeroStage', 0, 3);
  const offload = optionalNumber(input.offloadWeightsFraction, 'input.offloadWeightsFraction', { max: 1 });
  if (offload === 1)
    throw badInput('input.offloadWeightsFraction', 'must be below 1 (some weights stay on the GPU)');
  return {
    model: input.model == null ? null : requiredSlug(input.model, 'input.model'),
    config: input.config ?? null,
    safetensorsIndex: input.safetensorsIndex ?? null,
    bitsPerWeight: input.bitsPerWeight ?? null,
    parametersBillions:
      input.parametersBillions == null
        ? null
        : requiredNumber(input.parametersBillions, 'input.parametersBillions', {
            min: L.minParametersBillions,
            max: L.maxParametersBillions,
          }),
    activeParametersBillions:
      input.activeParametersBillions == null
        ? null
        : requiredNumber(input.activeParametersBillions, 'input.activeParametersBillions', {
            min: L.minParametersBillions,
            max: L.maxParametersBillions,
          }),
    architecture: {
      layers: optionalInt(input.layers, 'input.layers', L.maxLayers) ?? undefined,
      hiddenSize: optionalInt(input.hiddenSize, 'input.hiddenSize', L.maxHiddenSize) ?? undefined,
      attentionHeads: optionalInt(input.attentionHeads, 'input.attentionHeads', M.maxHeads) ?? undefined,
      kvHeads: optionalInt(input.kvHeads, 'input.kvHeads', M.maxHeads) ?? undefined,
      headDim: optionalInt(input.headDim, 'input.headDim', L.maxHiddenSize) ?? undefined,
      intermediateSize:
        optionalInt(input.intermediateSize, 'input.intermediateSize', L.maxHiddenSize * 10) ?? undefined,
      vocabSize: optionalInt(input.vocabSize, 'input.vocabSize', M.maxVocabSize) ?? undefined,
    },
    mode: input.mode,
    precision: input.precision,
    kvCachePrecision: input.kvCachePrecision ?? null,
    optimizer: input.optimizer ?? null,
    batchSize: boundedInt(input.batchSize, 1, 'input.batchSize', 1, L.maxBatchSize),
    sequenceLength: boundedInt(input.sequenceLength, 2048, 'input.sequenceLength', 1, L.maxSequenceLength),
    gradientCheckpointing: input.gradientCheckpointing ?? null,
    flashAttention: input.flashAttention ?? null,
    loraRank: optionalInt(input.loraRank, 'input.loraRank', M.maxLoraRank),
    loraTargets: input.loraTargets ?? null,
    adapterPrecision: input.adapterPrecision ?? null,
    groupSize: optionalInt(input.groupSize, 'input.groupSize', M.maxGroupSize),
    gpuCount: boundedInt(input.gpuCount, 1, 'input.gpuCount', 1, M.maxGpuCount),
    parallelism: input.parallelism ?? null,
    zeroStage: zeroStage as ZeroStage | null,
    offloadWeightsFraction: offload,
    offloadOptimizer: input.offloadOptimizer ?? null,
    offloadParameters: input.offloadParameters ?? null,
    slidingWindowCache: input.slidingWindowCache ?? null,
  };
}
