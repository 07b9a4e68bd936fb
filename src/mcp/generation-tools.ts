import { z } from 'zod';
import { GENERATION_LIMITS, GENERATION_OFFLOADS, GENERATION_PRECISIONS } from '../rules/calculators/memory';
import { sourcesByKey, tool } from './tool';

const precision = z.enum(GENERATION_PRECISIONS);

/** Cards and machines the tool lists, as estimate_memory lists setups. */
const GENERATION_FITS = 5;

export const estimateGenerationMemoryShape = {
  model: z
    .string()
    .describe(
      'Generation model slug: sdxl-1.0, sd-3.5-large, sd-3.5-medium, flux.1-dev, flux.1-schnell, qwen-image, ' +
        'wan-2.1-t2v-1.3b, wan-2.1-t2v-14b, wan-2.2-t2v-a14b, hunyuanvideo.',
    ),
  precision: precision.optional().describe('Denoiser weights; the published precision when absent.'),
  textEncoderPrecision: precision.optional().describe('Text encoder weights; BF16 when absent.'),
  widthPx: z
    .number()
    .int()
    .optional()
    .describe(
      `Width, ${GENERATION_LIMITS.minSidePx}-${GENERATION_LIMITS.maxSidePx} px, a multiple of 16; model default when absent.`,
    ),
  heightPx: z.number().int().optional().describe('Height, same rules as widthPx.'),
  frames: z
    .number()
    .int()
    .optional()
    .describe('Video frames, 1 + 4n (1 for images); model default when absent.'),
  batchSize: z
    .number()
    .int()
    .optional()
    .describe(`Images or clips at once, 1-${GENERATION_LIMITS.maxBatch}.`),
  offload: z
    .enum(GENERATION_OFFLOADS)
    .optional()
    .describe(
      'NONE (default), MODEL (one component at a time on the GPU) or SEQUENTIAL (one block at a time).',
    ),
  textEncodersOnCpu: z.boolean().optional().describe('Encode the prompt on the CPU (Wan --t5_cpu).'),
  unloadTextEncoders: z.boolean().optional().describe('Free the text encoders once the prompt is encoded.'),
  vaeTiling: z.boolean().optional().describe('Decode the VAE in 512 px tiles.'),
};

export const estimateGenerationMemoryTool = tool({
  name: 'estimate_generation_memory',
  title: 'Estimate GPU memory for image or video generation',
  description:
    'Estimates the GPU memory of an image or video generation pipeline (SDXL, SD 3.5, FLUX.1, Qwen-Image, Wan ' +
    '2.1/2.2, HunyuanVideo): denoiser, text encoder and VAE weights at their precision (FP16/BF16/FP8/NF4/GGUF), ' +
    'working memory growing with resolution, frames and batch, per stage (text encoding, denoising, VAE decode); ' +
    'the peak is the largest stage, in GB and GiB (compare GiB with a card). Offload modes and tiled VAE decoding ' +
    'lower it; assumptions say what the estimate rests on. fits lists the cheapest catalog cards (desktop, ' +
    'supported, priced) and unified-memory machines whose memory holds the peak, one GPU each.',
  shape: estimateGenerationMemoryShape,
  async answer(ctx, args, index) {
    const estimate = ctx.services.generation.estimate(args);
    const fits = await ctx.services.generation.fits(estimate, { first: GENERATION_FITS });
    const stages = await Promise.all(
      estimate.stages.map(async (stage) => ({
        stage: stage.stage,
        gib: stage.total.gib,
        gb: stage.total.gb,
        lines: await Promise.all(
          stage.lines.map(async (line) => ({
            key: line.key,
            gb: line.amount.gb,
            basis: line.basis,
            sources: index.cite(await sourcesByKey(ctx, line.sources)),
          })),
        ),
      })),
    );
    return {
      model: estimate.model.slug,
      precision: estimate.precision,
      textEncoderPrecision: estimate.textEncoderPrecision,
      widthPx: estimate.widthPx,
      heightPx: estimate.heightPx,
      frames: estimate.frames,
      batchSize: estimate.batchSize,
      offload: estimate.offload,
      peak: { stage: estimate.peak.stage, gb: estimate.peak.total.gb, gib: estimate.peak.total.gib },
      weightsGb: {
        denoiser: estimate.weights.denoiser.gb,
        textEncoders: estimate.weights.textEncoders.gb,
        vae: estimate.weights.vae.gb,
      },
      cpuRamGb: estimate.cpuRam.gb,
      stages,
      assumptions: estimate.assumptions,
      fits: fits.map((fit) => ({
        slug: (fit.gpu ?? fit.system)!.slug,
        name: (fit.gpu ?? fit.system)!.name,
        kind: fit.gpu ? 'GPU' : 'UNIFIED_MEMORY_SYSTEM',
        memoryGib: fit.memory.gib,
        headroomGib: fit.headroom.gib,
        priceUsd: fit.priceUsd,
        priceCondition: fit.priceCondition,
        setup: fit.setup,
        notes: fit.notes,
      })),
    };
  },
});
