/**
 * Image and video generation pipelines the generation memory estimate knows: the parameter
 * counts of each component (denoiser, text encoders, VAE) and the shapes that size the working
 * memory (latent compression, patch size, block widths), each with the model card or README it
 * comes from. Source keys refer to seeds/data/sources-generation.ts.
 */

/** How a denoiser block holds memory per token at its peak (see blockValuesPerToken). */
export type DenoiserKind =
  /** UNet with transformer blocks at the 1/2 and 1/4 latent levels (SDXL). */
  | 'UNET'
  /** Transformer with separate attention and feed-forward steps (SD3 MMDiT, Wan, Qwen-Image). */
  | 'DIT'
  /** Transformer whose single-stream blocks run attention and MLP from one fused projection (FLUX, HunyuanVideo). */
  | 'DIT_PARALLEL';

export interface TextEncoderSpec {
  /** Short name: CLIP-L, OpenCLIP-G, T5-XXL, umT5-XXL, ... */
  name: string;
  parameters: number;
  /** Hidden width and the prompt tokens it encodes (the encoding stage's working memory). */
  hiddenSize: number;
  tokens: number;
  /** Transformer layers (sequential offload keeps one on the GPU). */
  layers: number;
  sources: string[];
}

export interface GenerationModelSpec {
  slug: string;
  name: string;
  kind: 'IMAGE' | 'VIDEO';
  /** Release date of the weights (ISO), as the model card gives it. */
  released: string;
  denoiser: {
    kind: DenoiserKind;
    parameters: number;
    /** Width of the block that holds the most per token, and its feed-forward width. */
    hiddenSize: number;
    ffnSize: number;
    /** Blocks (sequential offload keeps about one on the GPU). */
    blocks: number;
    /** Experts that take turns (Wan 2.2 A14B: a high-noise and a low-noise 14B model); 1 otherwise. */
    experts: number;
    /** Precision the published weights come in. */
    publishedPrecision: 'FP32' | 'BF16' | 'FP16';
    sources: string[];
  };
  textEncoders: TextEncoderSpec[];
  vae: {
    parameters: number;
    /** Pixels per latent position along each side, and frames per latent frame (1 for images). */
    spatialFactor: number;
    temporalFactor: number;
    /** Decoder channels at full output resolution (the upsampler before the last block). */
    fullResChannels: number;
    /** Output frames decoded at once (a causal video VAE decodes one latent frame, 4 frames, at a time). */
    decodeChunkFrames: number;
    /** Runs in FP32 by default (SDXL's VAE overflows in FP16; Wan's code keeps its VAE in FP32). */
    fp32: boolean;
    sources: string[];
  };
  /** Latent positions per token side (2: a 2x2 patch). */
  patchSize: number;
  /** Text tokens that join the image tokens in joint attention (MMDiT); 0 for cross-attention. */
  jointTextTokens: number;
  /** Classifier-free guidance runs the conditional and unconditional passes as one batch of two. */
  cfgBatched: boolean;
  /** Default output, and the allowed range. */
  defaultWidthPx: number;
  defaultHeightPx: number;
  defaultFrames: number;
  maxFrames: number;
  /** Published single-file sizes per format, decimal bytes, for the tests and the answer. */
  publishedFiles: { format: string; what: string; bytes: number; source: string }[];
}

const CLIP_L: TextEncoderSpec = {
  name: 'CLIP ViT-L/14 text encoder',
  parameters: 123.06e6,
  hiddenSize: 768,
  tokens: 77,
  layers: 12,
  sources: ['card-sdxl-base-1'],
};
const OPENCLIP_G: TextEncoderSpec = {
  name: 'OpenCLIP ViT-bigG/14 text encoder',
  parameters: 694.66e6,
  hiddenSize: 1280,
  tokens: 77,
  layers: 32,
  sources: ['card-sdxl-base-1'],
};
const T5_XXL: TextEncoderSpec = {
  name: 'T5-XXL (v1.1) encoder',
  parameters: 4.762e9,
  hiddenSize: 4096,
  tokens: 512,
  layers: 24,
  sources: ['card-flux1-dev', 'card-sd35-large'],
};
const UMT5_XXL: TextEncoderSpec = {
  name: 'umT5-XXL encoder',
  parameters: 5.68e9,
  hiddenSize: 4096,
  tokens: 512,
  layers: 24,
  sources: ['readme-wan21'],
};

/** The SD/SDXL/FLUX 2D VAE: 8x down, 256 channels at the last upsample. */
const sdVae = (parameters: number, fp32: boolean, sources: string[]) => ({
  parameters,
  spatialFactor: 8,
  temporalFactor: 1,
  fullResChannels: 256,
  decodeChunkFrames: 1,
  fp32,
  sources,
});
/** Wan 2.1's causal 3D VAE: 8x8 spatial, 4x temporal, decoded one latent frame at a time. */
const WAN_VAE = {
  parameters: 127e6,
  spatialFactor: 8,
  temporalFactor: 4,
  fullResChannels: 192,
  decodeChunkFrames: 4,
  fp32: true,
  sources: ['readme-wan21'],
};

const wan = (
  slug: string,
  name: string,
  released: string,
  parameters: number,
  hiddenSize: number,
  ffnSize: number,
  blocks: number,
  experts: number,
  sources: string[],
  defaults: { w: number; h: number },
  publishedFiles: GenerationModelSpec['publishedFiles'],
): GenerationModelSpec => ({
  slug,
  name,
  kind: 'VIDEO',
  released,
  denoiser: {
    kind: 'DIT',
    parameters,
    hiddenSize,
    ffnSize,
    blocks,
    experts,
    publishedPrecision: 'FP32',
    sources,
  },
  textEncoders: [UMT5_XXL],
  vae: WAN_VAE,
  patchSize: 2,
  jointTextTokens: 0,
  cfgBatched: false,
  defaultWidthPx: defaults.w,
  defaultHeightPx: defaults.h,
  defaultFrames: 81,
  maxFrames: 241,
  publishedFiles,
});

export const GENERATION_MODELS: readonly GenerationModelSpec[] = [
  {
    slug: 'sdxl-1.0',
    name: 'Stable Diffusion XL 1.0 (base)',
    kind: 'IMAGE',
    released: '2023-07-26',
    denoiser: {
      kind: 'UNET',
      parameters: 2.567e9,
      // The 1/2-resolution transformer level: 640 channels, GEGLU feed-forward 2 x 2560.
      hiddenSize: 640,
      ffnSize: 5120,
      blocks: 70,
      experts: 1,
      publishedPrecision: 'FP16',
      sources: ['paper-sdxl-2023', 'card-sdxl-base-1'],
    },
    textEncoders: [CLIP_L, OPENCLIP_G],
    vae: sdVae(83.65e6, true, ['card-sdxl-base-1']),
    patchSize: 2,
    jointTextTokens: 0,
    cfgBatched: true,
    defaultWidthPx: 1024,
    defaultHeightPx: 1024,
    defaultFrames: 1,
    maxFrames: 1,
    publishedFiles: [
      {
        format: 'FP16',
        what: 'sd_xl_base_1.0.safetensors (UNet, both text encoders, VAE)',
        bytes: 6.94e9,
        source: 'card-sdxl-base-1',
      },
    ],
  },
  {
    slug: 'sd-3.5-large',
    name: 'Stable Diffusion 3.5 Large',
    kind: 'IMAGE',
    released: '2024-10-22',
    denoiser: {
      kind: 'DIT',
      parameters: 8.1e9,
      hiddenSize: 2432,
      ffnSize: 9728,
      blocks: 38,
      experts: 1,
      publishedPrecision: 'BF16',
      sources: ['card-sd35-large'],
    },
    textEncoders: [CLIP_L, OPENCLIP_G, { ...T5_XXL, tokens: 256 }],
    vae: sdVae(83.8e6, false, ['card-sd35-large']),
    patchSize: 2,
    jointTextTokens: 333,
    cfgBatched: true,
    defaultWidthPx: 1024,
    defaultHeightPx: 1024,
    defaultFrames: 1,
    maxFrames: 1,
    publishedFiles: [
      { format: 'BF16', what: 'sd3.5_large.safetensors (MMDiT)', bytes: 16.5e9, source: 'files-sd35-large' },
    ],
  },
  {
    slug: 'sd-3.5-medium',
    name: 'Stable Diffusion 3.5 Medium',
    kind: 'IMAGE',
    released: '2024-10-29',
    denoiser: {
      kind: 'DIT',
      parameters: 2.5e9,
      hiddenSize: 1536,
      ffnSize: 6144,
      blocks: 24,
      experts: 1,
      publishedPrecision: 'BF16',
      sources: ['card-sd35-medium'],
    },
    textEncoders: [CLIP_L, OPENCLIP_G, { ...T5_XXL, tokens: 256 }],
    vae: sdVae(83.8e6, false, ['card-sd35-medium']),
    patchSize: 2,
    jointTextTokens: 333,
    cfgBatched: true,
    defaultWidthPx: 1024,
    defaultHeightPx: 1024,
    defaultFrames: 1,
    maxFrames: 1,
    publishedFiles: [
      {
        format: 'BF16',
        what: 'sd3.5_medium.safetensors (MMDiT-X)',
        bytes: 5.11e9,
        source: 'files-sd35-medium',
      },
    ],
  },
  ...(['dev', 'schnell'] as const).map((variant): GenerationModelSpec => ({
    slug: `flux.1-${variant}`,
    name: `FLUX.1 [${variant}]`,
    kind: 'IMAGE',
    released: '2024-08-01',
    denoiser: {
      kind: 'DIT_PARALLEL',
      parameters: 11.9e9,
      hiddenSize: 3072,
      ffnSize: 12288,
      blocks: 57,
      experts: 1,
      publishedPrecision: 'BF16',
      sources: [`card-flux1-${variant}`],
    },
    // dev encodes 512 T5 tokens, schnell 256 (the pipelines' max_sequence_length).
    textEncoders: [CLIP_L, { ...T5_XXL, tokens: variant === 'dev' ? 512 : 256 }],
    vae: sdVae(83.8e6, false, [`card-flux1-${variant}`]),
    patchSize: 2,
    jointTextTokens: variant === 'dev' ? 512 : 256,
    // Guidance-distilled: one pass per step.
    cfgBatched: false,
    defaultWidthPx: 1024,
    defaultHeightPx: 1024,
    defaultFrames: 1,
    maxFrames: 1,
    publishedFiles:
      variant === 'dev'
        ? [
            {
              format: 'BF16',
              what: 'flux1-dev.safetensors (transformer)',
              bytes: 23.8e9,
              source: 'card-flux1-dev',
            },
            {
              format: 'FP8',
              what: 'flux1-dev-fp8.safetensors (transformer, e4m3fn)',
              bytes: 11.9e9,
              source: 'repo-kijai-flux-fp8',
            },
            {
              format: 'GGUF_Q8_0',
              what: 'flux1-dev-Q8_0.gguf',
              bytes: 12.7e9,
              source: 'repo-city96-flux-gguf',
            },
            {
              format: 'GGUF_Q4_0',
              what: 'flux1-dev-Q4_0.gguf',
              bytes: 6.79e9,
              source: 'repo-city96-flux-gguf',
            },
            {
              format: 'GGUF_Q6_K',
              what: 'flux1-dev-Q6_K.gguf',
              bytes: 9.86e9,
              source: 'ref-comfyui-manager-model-list',
            },
          ]
        : [
            {
              format: 'BF16',
              what: 'flux1-schnell.safetensors (transformer)',
              bytes: 23.8e9,
              source: 'card-flux1-schnell',
            },
          ],
  })),
  {
    slug: 'qwen-image',
    name: 'Qwen-Image',
    kind: 'IMAGE',
    released: '2025-08-04',
    denoiser: {
      kind: 'DIT',
      parameters: 20.4e9,
      hiddenSize: 3072,
      ffnSize: 12288,
      blocks: 60,
      experts: 1,
      publishedPrecision: 'BF16',
      sources: ['card-qwen-image'],
    },
    textEncoders: [
      {
        name: 'Qwen2.5-VL-7B (language model and vision tower)',
        parameters: 8.29e9,
        hiddenSize: 3584,
        tokens: 512,
        layers: 28,
        sources: ['card-qwen-image'],
      },
    ],
    vae: { ...WAN_VAE, temporalFactor: 1, decodeChunkFrames: 1, fp32: false, sources: ['card-qwen-image'] },
    patchSize: 2,
    jointTextTokens: 512,
    cfgBatched: false,
    defaultWidthPx: 1328,
    defaultHeightPx: 1328,
    defaultFrames: 1,
    maxFrames: 1,
    // Comfy-Org's single-file repackaging of the Qwen/Qwen-Image transformer.
    publishedFiles: [
      {
        format: 'BF16',
        what: 'qwen_image_bf16.safetensors (MMDiT)',
        bytes: 40.9e9,
        source: 'files-comfy-qwen-image',
      },
      {
        format: 'FP8',
        what: 'qwen_image_fp8_e4m3fn.safetensors (MMDiT)',
        bytes: 20.4e9,
        source: 'files-comfy-qwen-image',
      },
    ],
  },
  wan(
    'wan-2.1-t2v-1.3b',
    'Wan 2.1 T2V 1.3B',
    '2025-02-25',
    1.42e9,
    1536,
    8960,
    30,
    1,
    ['readme-wan21'],
    { w: 832, h: 480 },
    [
      {
        format: 'FP32',
        what: 'diffusion_pytorch_model.safetensors (DiT)',
        bytes: 5.68e9,
        source: 'readme-wan21',
      },
      {
        format: 'BF16',
        what: 'wan2.1_t2v_1.3B_bf16.safetensors (DiT, Comfy-Org repackage)',
        bytes: 2.84e9,
        source: 'ref-comfyui-manager-model-list',
      },
    ],
  ),
  wan(
    'wan-2.1-t2v-14b',
    'Wan 2.1 T2V 14B',
    '2025-02-25',
    14.3e9,
    5120,
    13824,
    40,
    1,
    ['readme-wan21'],
    { w: 1280, h: 720 },
    [
      {
        format: 'BF16',
        what: 'wan2.1_t2v_14B_bf16.safetensors (DiT, Comfy-Org repackage)',
        bytes: 28.6e9,
        source: 'ref-comfyui-manager-model-list',
      },
      {
        format: 'FP8',
        what: 'wan2.1_t2v_14B_fp8_e4m3fn.safetensors (DiT, Comfy-Org repackage)',
        bytes: 14.3e9,
        source: 'ref-comfyui-manager-model-list',
      },
    ],
  ),
  wan(
    'wan-2.2-t2v-a14b',
    'Wan 2.2 T2V A14B (two 14B experts)',
    '2025-07-28',
    14.3e9,
    5120,
    13824,
    40,
    2,
    ['readme-wan22'],
    { w: 1280, h: 720 },
    [],
  ),
  {
    slug: 'hunyuanvideo',
    name: 'HunyuanVideo (13B)',
    kind: 'VIDEO',
    released: '2024-12-03',
    denoiser: {
      kind: 'DIT_PARALLEL',
      parameters: 12.8e9,
      hiddenSize: 3072,
      ffnSize: 12288,
      blocks: 60,
      experts: 1,
      publishedPrecision: 'BF16',
      sources: ['readme-hunyuanvideo'],
    },
    textEncoders: [
      {
        name: 'LLaVA-Llama-3-8B (text model)',
        parameters: 8.03e9,
        hiddenSize: 4096,
        tokens: 256,
        layers: 32,
        sources: ['readme-hunyuanvideo'],
      },
      CLIP_L,
    ],
    vae: {
      ...WAN_VAE,
      parameters: 246e6,
      fullResChannels: 256,
      fp32: false,
      sources: ['readme-hunyuanvideo'],
    },
    patchSize: 2,
    jointTextTokens: 256,
    cfgBatched: false,
    defaultWidthPx: 960,
    defaultHeightPx: 544,
    defaultFrames: 129,
    maxFrames: 129,
    publishedFiles: [
      {
        format: 'BF16',
        what: 'hunyuan_video_t2v_720p_bf16.safetensors (DiT, Comfy-Org repackage)',
        bytes: 25.6e9,
        source: 'ref-comfyui-manager-model-list',
      },
    ],
  },
];

export function findGenerationModel(slug: string): GenerationModelSpec | undefined {
  const wanted = slug
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return GENERATION_MODELS.find(
    (m) => m.slug === wanted || m.slug.replace(/\./g, '') === wanted.replace(/\./g, ''),
  );
}
