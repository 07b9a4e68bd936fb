/**
 * What a generation memory estimate is asked (generation.ts computes it): the precisions and
 * offload modes it knows, the input, its limits, and the checks that turn an input into the
 * model and sizes the estimate uses (MemoryInputError naming the field). Pure: no I/O.
 */
import { GENERATION_MODELS, findGenerationModel } from './generation-models';
import { MemoryInputError } from './input-error';

export const GENERATION_PRECISIONS = [
  'FP32',
  'FP16',
  'BF16',
  'FP8',
  'NF4',
  'GGUF_Q8_0',
  'GGUF_Q6_K',
  'GGUF_Q5_K',
  'GGUF_Q4_K',
  'GGUF_Q4_0',
  'GGUF_Q3_K',
  'GGUF_Q2_K',
] as const;
export type GenerationPrecision = (typeof GENERATION_PRECISIONS)[number];

/** diffusers' offload modes (ComfyUI does the equivalent of MODEL when memory is short). */
export const GENERATION_OFFLOADS = ['NONE', 'MODEL', 'SEQUENTIAL'] as const;
export type GenerationOffload = (typeof GENERATION_OFFLOADS)[number];

export interface GenerationInput {
  model: string;
  /** Denoiser weights; the published precision when absent. */
  precision?: GenerationPrecision;
  /** Text encoder weights; BF16 when absent. */
  textEncoderPrecision?: GenerationPrecision;
  widthPx?: number;
  heightPx?: number;
  /** Video frames (1 for an image model). */
  frames?: number;
  /** Images or videos generated at once. */
  batchSize?: number;
  offload?: GenerationOffload;
  /** Encode the prompt on the CPU (Wan's --t5_cpu, ComfyUI's CPU text-encoder device). */
  textEncodersOnCpu?: boolean;
  /** Free the text encoders once the prompt is encoded. */
  unloadTextEncoders?: boolean;
  /** Decode the VAE in 512-pixel tiles (diffusers enable_vae_tiling, ComfyUI "VAE Decode (Tiled)"). */
  vaeTiling?: boolean;
}

/** Limits that keep the arithmetic meaningful: a side of 64 to 4096 px (8K images are tiled upscales, not one pass). */
export const GENERATION_LIMITS = { minSidePx: 64, maxSidePx: 4096, maxBatch: 64 } as const;

function check(value: number, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new MemoryInputError(`${field} must be a whole number from ${min} to ${max}; got ${value}`, field);
  return value;
}

export function resolveInput(input: GenerationInput) {
  const model = findGenerationModel(input.model);
  if (!model)
    throw new MemoryInputError(
      `No generation model "${input.model}"; known: ${GENERATION_MODELS.map((m) => m.slug).join(', ')}`,
      'model',
      'NOT_FOUND',
    );
  const multiple = model.vae.spatialFactor * model.patchSize;
  const side = (value: number | undefined, fallback: number, field: string) => {
    const px = check(value ?? fallback, field, GENERATION_LIMITS.minSidePx, GENERATION_LIMITS.maxSidePx);
    if (px % multiple !== 0)
      throw new MemoryInputError(
        `${field} must be a multiple of ${multiple} px for ${model.name} (VAE ${model.vae.spatialFactor}x, patch ${model.patchSize}); got ${px}, nearest ${Math.max(multiple, Math.round(px / multiple) * multiple)}`,
        field,
      );
    return px;
  };
  const widthPx = side(input.widthPx, model.defaultWidthPx, 'widthPx');
  const heightPx = side(input.heightPx, model.defaultHeightPx, 'heightPx');
  const frames = check(input.frames ?? model.defaultFrames, 'frames', 1, model.maxFrames);
  const t = model.vae.temporalFactor;
  if ((frames - 1) % t !== 0)
    throw new MemoryInputError(
      `frames must be 1 + ${t} x n for ${model.name} (its VAE packs ${t} frames per latent frame); got ${frames}, nearest ${Math.round((frames - 1) / t) * t + 1}`,
      'frames',
    );
  const batchSize = check(input.batchSize ?? 1, 'batchSize', 1, GENERATION_LIMITS.maxBatch);
  return { model, widthPx, heightPx, frames, batchSize };
}
