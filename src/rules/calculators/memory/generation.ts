/**
 * GPU memory of an image or video generation pipeline (SDXL, SD 3.5, FLUX, Qwen-Image, Wan,
 * HunyuanVideo). A pipeline runs in three stages - encode the prompt, denoise the latent,
 * decode it with the VAE - and the peak is the largest stage: the weights resident in that
 * stage (which the offload mode decides) plus that stage's working memory, the CUDA context
 * and a fragmentation margin on the working memory. Pure: no I/O.
 */
import { CUDA_CONTEXT_BYTES, FRAGMENTATION_FRACTION } from './constants';
import {
  resolveInput,
  type GenerationInput,
  type GenerationOffload,
  type GenerationPrecision,
} from './generation-input';
import type { DenoiserKind, GenerationModelSpec } from './generation-models';
import { ggmlBits } from './gguf-types';
import { amount, type MemoryAmount } from './units';

export type GenerationStage = 'TEXT_ENCODING' | 'DENOISING' | 'VAE_DECODE';
export type GenerationLineKey =
  'DENOISER' | 'TEXT_ENCODERS' | 'VAE' | 'WORKING' | 'CUDA_CONTEXT' | 'FRAGMENTATION';

export interface GenerationLine {
  key: GenerationLineKey;
  label: string;
  amount: MemoryAmount;
  basis: string;
  sources: string[];
}

export interface GenerationStageEstimate {
  stage: GenerationStage;
  total: MemoryAmount;
  lines: GenerationLine[];
}

export interface GenerationEstimate {
  model: GenerationModelSpec;
  precision: GenerationPrecision;
  textEncoderPrecision: GenerationPrecision;
  widthPx: number;
  heightPx: number;
  frames: number;
  batchSize: number;
  offload: GenerationOffload;
  /** Tokens one denoiser pass attends over (image/video tokens plus joint text tokens), per sample. */
  tokens: number;
  /** The largest stage: what the GPU must hold. */
  peak: GenerationStageEstimate;
  stages: GenerationStageEstimate[];
  /** Weights of every component at their precision, whether resident or not. */
  weights: { denoiser: MemoryAmount; textEncoders: MemoryAmount; vae: MemoryAmount };
  /** Host memory for what the offload mode keeps off the GPU. */
  cpuRam: MemoryAmount;
  assumptions: string[];
}
/**
 * Bits per weight of each precision. GGUF types at their block size (ggml-common.h); NF4 with
 * bitsandbytes' absmax per 64 weights stored in FP32 (4 + 32/64 = 4.5).
 * @source code-ggml-common-h, ref-hf-bitsandbytes-docs
 */
export function generationBits(precision: GenerationPrecision): number {
  switch (precision) {
    case 'FP32':
      return 32;
    case 'FP16':
    case 'BF16':
      return 16;
    case 'FP8':
      return 8;
    case 'NF4':
      return 4.5;
    default:
      return ggmlBits(precision.slice('GGUF_'.length) as Parameters<typeof ggmlBits>[0]);
  }
}

/**
 * Values per token a denoiser block holds at its peak, from the block's structure (tensors alive
 * together in a PyTorch forward pass with fused attention, which stores no score matrix):
 * - DIT: the attention step holds the residual, the normed input, q, k, v, their rotated copies
 *   and the attention output (8h); the feed-forward step the residual, normed input, the up
 *   projection and its activation (2h + 2f); the larger counts.
 * - DIT_PARALLEL: one fused projection to q, k, v and the MLP input (3h + f), its splits and
 *   rotations (3h), the activation (f), the concatenation fed to the output projection (h + f),
 *   with residual and normed input: 10h + 3f.
 * - UNET: the transformer level at half the latent resolution (tokens counted there), GEGLU
 *   up projection (f) and gate output (f/2) with residual and normed input: 2h + 1.5f.
 * @estimate counted from the published block structure; checked against published peaks in
 * test/unit/generation-memory.test.ts.
 */
export function blockValuesPerToken(kind: DenoiserKind, h: number, f: number): number {
  if (kind === 'DIT_PARALLEL') return 10 * h + 3 * f;
  if (kind === 'UNET') return 2 * h + 1.5 * f;
  return Math.max(8 * h, 2 * h + 2 * f);
}

/**
 * Full-resolution tensors alive at once after the VAE decoder's last upsampling: the
 * upsampled block output kept for the residual, and the normalised and activated copies the
 * next residual block makes (diffusers' AutoencoderKL decoder).
 * @estimate 3, counted from the decoder's forward pass.
 */
export const VAE_LIVE_TENSORS = 3;
/** Tile side of diffusers' VAE tiling (tile_sample_min_size 512). @source doc-diffusers-memory */
export const VAE_TILE_PX = 512;
/** Working activations are 16-bit unless the component runs in FP32. */
const ACTIVATION_BYTES = 2;

export function estimateGenerationMemory(input: GenerationInput): GenerationEstimate {
  const { model, widthPx, heightPx, frames, batchSize } = resolveInput(input);
  const precision = input.precision ?? model.denoiser.publishedPrecision;
  const tePrecision = input.textEncoderPrecision ?? 'BF16';
  const offload = input.offload ?? 'NONE';
  const assumptions: string[] = [];
  const d = model.denoiser;

  const denoiserBytes = (d.parameters * d.experts * generationBits(precision)) / 8;
  // Wan 2.2's two experts take turns: with any offload only the working one is on the GPU.
  const activeDenoiserBytes = offload === 'NONE' ? denoiserBytes : denoiserBytes / d.experts;
  const teBytes = model.textEncoders.reduce(
    (sum, te) => sum + (te.parameters * generationBits(tePrecision)) / 8,
    0,
  );
  const vaeBytes = (model.vae.parameters * (model.vae.fp32 ? 32 : 16)) / 8;

  // Latent tokens per sample: frames and sides compressed by the VAE, then patched.
  const latentFrames = (frames - 1) / model.vae.temporalFactor + 1;
  const side = model.vae.spatialFactor * model.patchSize;
  const imageTokens = latentFrames * (widthPx / side) * (heightPx / side);
  const tokens = imageTokens + model.jointTextTokens;
  const passBatch = batchSize * (model.cfgBatched ? 2 : 1);
  const denoiseWork =
    tokens * passBatch * blockValuesPerToken(d.kind, d.hiddenSize, d.ffnSize) * ACTIVATION_BYTES;

  const teWork =
    Math.max(...model.textEncoders.map((te) => te.tokens * te.hiddenSize * 8 * ACTIVATION_BYTES)) * batchSize;
  const tile = input.vaeTiling ?? false;
  const decodePixels =
    (tile ? Math.min(widthPx, VAE_TILE_PX) * Math.min(heightPx, VAE_TILE_PX) : widthPx * heightPx) *
    Math.min(frames, model.vae.decodeChunkFrames) *
    (tile ? 1 : batchSize);
  const vaeWork = decodePixels * model.vae.fullResChannels * VAE_LIVE_TENSORS * (model.vae.fp32 ? 4 : 2);

  // What is resident in each stage.
  const teOnGpu = !(input.textEncodersOnCpu ?? false);
  const teResident = (stage: GenerationStage): number => {
    if (!teOnGpu) return 0;
    if (stage === 'TEXT_ENCODING')
      return offload === 'SEQUENTIAL'
        ? Math.max(
            ...model.textEncoders.map((te) => (te.parameters * generationBits(tePrecision)) / 8 / te.layers),
          )
        : offload === 'MODEL'
          ? Math.max(...model.textEncoders.map((te) => (te.parameters * generationBits(tePrecision)) / 8))
          : teBytes;
    return offload === 'NONE' && !input.unloadTextEncoders ? teBytes : 0;
  };
  const denoiserResident = (stage: GenerationStage): number => {
    if (stage === 'DENOISING')
      return offload === 'SEQUENTIAL' ? activeDenoiserBytes / d.blocks : activeDenoiserBytes;
    return offload === 'NONE' ? denoiserBytes : 0;
  };
  const vaeResident = (stage: GenerationStage): number =>
    stage === 'VAE_DECODE' || offload === 'NONE' ? vaeBytes : 0;

  const teSources = [...new Set(model.textEncoders.flatMap((te) => te.sources))];
  const stage = (name: GenerationStage, work: number, workBasis: string): GenerationStageEstimate => {
    const lines: GenerationLine[] = [
      {
        key: 'DENOISER',
        label: `${d.kind === 'UNET' ? 'UNet' : 'Transformer'} weights`,
        amount: amount(denoiserResident(name)),
        basis: `${(d.parameters / 1e9).toFixed(2)}B parameters${d.experts > 1 ? ` x ${d.experts} experts` : ''} at ${generationBits(precision)} bits${offload === 'SEQUENTIAL' && name === 'DENOISING' ? `, one of ${d.blocks} blocks on the GPU at a time` : ''}`,
        sources: d.sources,
      },
      {
        key: 'TEXT_ENCODERS',
        label: 'Text encoder weights',
        amount: amount(teResident(name)),
        basis: `${model.textEncoders.map((te) => `${te.name} ${(te.parameters / 1e9).toFixed(2)}B`).join(' + ')} at ${generationBits(tePrecision)} bits`,
        sources: teSources,
      },
      {
        key: 'VAE',
        label: 'VAE weights',
        amount: amount(vaeResident(name)),
        basis: `${(model.vae.parameters / 1e6).toFixed(0)}M parameters at ${model.vae.fp32 ? 32 : 16} bits`,
        sources: model.vae.sources,
      },
      {
        key: 'WORKING',
        label: 'Working memory of this stage',
        amount: amount(work),
        basis: workBasis,
        sources: d.sources,
      },
      {
        key: 'CUDA_CONTEXT',
        label: 'CUDA context',
        amount: amount(CUDA_CONTEXT_BYTES),
        basis: '0.5 GiB per process',
        sources: ['doc-pytorch-cuda-memory'],
      },
      {
        key: 'FRAGMENTATION',
        label: 'Fragmentation margin',
        amount: amount(work * FRAGMENTATION_FRACTION),
        basis: `${FRAGMENTATION_FRACTION * 100} % of the working memory`,
        sources: ['doc-pytorch-cuda-memory'],
      },
    ];
    return { stage: name, lines, total: amount(lines.reduce((sum, line) => sum + line.amount.bytes, 0)) };
  };

  const stages = [
    stage(
      'TEXT_ENCODING',
      teOnGpu ? teWork : 0,
      teOnGpu
        ? `prompt tokens x hidden x 8 buffers x 2 bytes x batch ${batchSize}`
        : 'prompt encoded on the CPU',
    ),
    stage(
      'DENOISING',
      denoiseWork,
      `${Math.round(tokens)} tokens (${Math.round(imageTokens)} latent${model.jointTextTokens ? ` + ${model.jointTextTokens} text` : ''}) x batch ${passBatch}${model.cfgBatched ? ' (guidance doubles it)' : ''} x ${blockValuesPerToken(d.kind, d.hiddenSize, d.ffnSize)} values per token x 2 bytes`,
    ),
    stage(
      'VAE_DECODE',
      vaeWork,
      `${decodePixels} pixels decoded at once x ${model.vae.fullResChannels} channels x ${VAE_LIVE_TENSORS} tensors x ${model.vae.fp32 ? 4 : 2} bytes`,
    ),
  ];
  const peak = stages.reduce((a, b) => (b.total.bytes > a.total.bytes ? b : a));

  if (!input.precision) assumptions.push(`Transformer weights at the published ${precision}.`);
  if (!model.publishedFiles.some((f) => f.format === precision) && precision !== d.publishedPrecision)
    assumptions.push(
      `No published ${precision} file of ${model.name} is on record here; its size is parameters x ${generationBits(precision)} bits.`,
    );
  if (model.cfgBatched)
    assumptions.push(
      'Classifier-free guidance runs the conditional and unconditional passes as one batch (diffusers).',
    );
  if (model.vae.fp32) assumptions.push('The VAE decodes in FP32 (its default for this model).');
  if (model.kind === 'VIDEO' && model.vae.decodeChunkFrames < frames)
    assumptions.push(
      `The VAE decodes ${model.vae.decodeChunkFrames} frames at a time (causal decoding with a cache).`,
    );
  if (d.experts > 1)
    assumptions.push(
      `${d.experts} expert denoisers take turns by noise level; without offload both stay on the GPU.`,
    );
  assumptions.push(
    'Working memory is counted from the block structure with fused attention (no score matrix); an implementation that keeps more buffers needs more.',
  );

  // Host memory holds whatever is not on the GPU while denoising (the longest stage).
  const residentWhileDenoising =
    denoiserResident('DENOISING') + teResident('DENOISING') + vaeResident('DENOISING');
  const offloadedBytes = denoiserBytes + teBytes + vaeBytes - residentWhileDenoising;
  return {
    model,
    precision,
    textEncoderPrecision: tePrecision,
    widthPx,
    heightPx,
    frames,
    batchSize,
    offload,
    tokens,
    peak,
    stages,
    weights: { denoiser: amount(denoiserBytes), textEncoders: amount(teBytes), vae: amount(vaeBytes) },
    cpuRam: amount(offloadedBytes),
    assumptions,
  };
}
