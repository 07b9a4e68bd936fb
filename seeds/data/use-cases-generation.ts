import type { UseCaseSeed } from '../types';

/**
 * Image and video generation tiers, from rigbase's generation memory estimate
 * (src/rules/calculators/memory/generation.ts; docs/generation.md): the minimum is the
 * configuration named in the description that takes the least memory people accept, the
 * recommended tier the one that runs at the published precision without slow offloading.
 * test/unit/generation-use-cases.test.ts replays each stated configuration.
 */
export const generationUseCases: UseCaseSeed[] = [
  {
    slug: 'image-generation-sdxl',
    name: 'Image generation with Stable Diffusion XL (1024 x 1024)',
    description:
      'SDXL 1.0 in FP16: a 2.6B UNet, two CLIP text encoders and the VAE come to about 6.9 GB of weights. With the components taking turns on the GPU (diffusers model offload, what ComfyUI does on small cards) a 1024 px image fits an 8 GB card; with everything resident and the VAE decoding in FP32 it needs about 10.5 GiB, so 12 GB is comfortable.',
    minVramGb: 8,
    recommendedVramGb: 12,
    sources: ['paper-sdxl-2023', 'card-sdxl-base-1', 'doc-diffusers-memory'],
  },
  {
    slug: 'image-generation-flux',
    name: 'Image generation with FLUX.1 [dev] or [schnell] (1024 x 1024)',
    description:
      'FLUX.1 has a 12B transformer (23.8 GB in BF16) and a T5-XXL text encoder (about 9.5 GB in BF16). A GGUF Q4_0 transformer with an FP8 T5, loaded one after the other, fits an 8 GB card; the FP8 transformer needs a 16 GB card; BF16 with the components taking turns needs about 23.3 GiB, so a 24 GB card; everything resident in BF16 needs more than 32 GB.',
    minVramGb: 8,
    recommendedVramGb: 24,
    sources: ['card-flux1-dev', 'repo-city96-flux-gguf', 'repo-kijai-flux-fp8', 'doc-diffusers-memory'],
  },
  {
    slug: 'video-generation-wan-1-3b',
    name: 'Video generation with Wan 2.1 T2V 1.3B (480p, 81 frames)',
    description:
      'The small Wan 2.1 model: a 1.3B DiT, a 5.7B umT5 text encoder and a causal video VAE. Its README reports 8.19 GB for a 5-second 480p clip with model offload and the text encoder on the CPU; in BF16 with the text encoder on the CPU it fits a 6 GB card, and keeping the text encoder on the GPU needs about 11 GiB, so 12 GB is comfortable.',
    minVramGb: 6,
    recommendedVramGb: 12,
    sources: ['readme-wan21', 'doc-diffusers-memory'],
  },
  {
    slug: 'video-generation-wan-14b',
    name: 'Video generation with Wan 2.1 / 2.2 14B (720p, 81 frames)',
    description:
      'The 14B Wan models (Wan 2.2 A14B switches between two 14B experts, one on the GPU at a time with offload): 720p clips hold about 76,000 tokens per step. With FP8 weights, model offload and the text encoder on the CPU a 720p clip needs about 20 GiB (a 24 GB card); BF16 weights need about 34 GiB, so a 48 GB card.',
    minVramGb: 24,
    recommendedVramGb: 48,
    sources: ['readme-wan21', 'readme-wan22', 'doc-diffusers-memory'],
  },
];
