import type { SourceSeed } from '../types';

/**
 * Sources behind the image and video generation memory estimate
 * (src/rules/calculators/memory/generation*.ts): the model cards and READMEs that give each
 * pipeline's parameter counts, file sizes and published memory peaks, and the diffusers guide
 * that describes the offload modes.
 */
export const generationSources: SourceSeed[] = [
  {
    key: 'ref-comfyui-manager-model-list',
    title:
      'ComfyUI-Manager model-list.json: download sizes of Hugging Face files (SDXL 6.94 GB, t5xxl_fp16 9.79 GB, clip_l 246 MB, clip_g 1.39 GB, umt5_xxl_fp16 11.4 GB, Wan 2.1 14B BF16 28.6 GB and FP8 14.3 GB, Wan 2.1 1.3B BF16 2.84 GB, HunyuanVideo BF16 25.6 GB, FLUX.1-dev Q6_K GGUF 9.86 GB)',
    url: 'https://github.com/ltdrdata/ComfyUI-Manager/blob/908a1009d25a85bae7caeba534046153ef04f97d/model-list.json',
    publisher: 'ComfyUI-Manager (ltdrdata, GitHub)',
    year: 2025,
    snapshot: 'commit 908a1009d2, 2025-03-28',
  },
  {
    key: 'ref-ai-horde-model-reference',
    title:
      'AI Horde image model reference, stable_diffusion.json: sd_xl_base_1.0.safetensors size_on_disk_bytes 6,938,078,334',
    url: 'https://github.com/Haidra-Org/AI-Horde-image-model-reference/blob/46fdd9e3cd50a777b5b680e4ae8c619475e01022/stable_diffusion.json',
    publisher: 'Haidra-Org (GitHub)',
    year: 2026,
    snapshot: 'commit 46fdd9e3cd, 2026-06-21',
  },
  {
    key: 'paper-sdxl-2023',
    title:
      'SDXL: Improving Latent Diffusion Models for High-Resolution Image Synthesis (2.6B-parameter UNet, CLIP ViT-L and OpenCLIP ViT-bigG text encoders)',
    url: 'https://arxiv.org/abs/2307.01952',
    publisher: 'Stability AI (arXiv)',
    year: 2023,
  },
  {
    key: 'card-sdxl-base-1',
    title:
      'stabilityai/stable-diffusion-xl-base-1.0 model card and files (sd_xl_base_1.0.safetensors, 6.94 GB)',
    url: 'https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0',
    publisher: 'Stability AI (Hugging Face)',
    year: 2023,
  },
  {
    key: 'card-sd35-large',
    title:
      'stabilityai/stable-diffusion-3.5-large model card: 8.1B-parameter MMDiT, CLIP-L, OpenCLIP-G and T5-XXL encoders',
    url: 'https://huggingface.co/stabilityai/stable-diffusion-3.5-large',
    publisher: 'Stability AI (Hugging Face)',
    year: 2024,
  },
  {
    key: 'card-sd35-medium',
    title: 'stabilityai/stable-diffusion-3.5-medium model card: 2.5B-parameter MMDiT-X',
    url: 'https://huggingface.co/stabilityai/stable-diffusion-3.5-medium',
    publisher: 'Stability AI (Hugging Face)',
    year: 2024,
  },
  {
    key: 'files-sd35-large',
    title:
      'stable-diffusion-3.5-large file listing (a copy of Stability AI\'s repository, commits "SD3.5 Large Public Release"): sd3.5_large.safetensors 16.5 GB; diffusers transformer shards 9.99 GB + 6.31 GB; t5xxl_fp16 9.79 GB, clip_g 1.39 GB, clip_l 246 MB',
    url: 'https://huggingface.co/frankjoshua/stable-diffusion-3.5-large/tree/ceddf0a7fdf2064ea28e2213e3b84e4afa170a0f',
    publisher: 'Hugging Face file listing (mirror of stabilityai/stable-diffusion-3.5-large)',
    year: 2024,
    snapshot:
      'commit ceddf0a7fd; the same sd3.5_large.safetensors (SHA256 ffef7a27…) is listed at 16.5 GB in licyk/sd-3-model and argmaxinc/mlx-stable-diffusion-3.5-large',
  },
  {
    key: 'files-sd35-medium',
    title:
      "sd3.5_medium.safetensors 5.11 GB (SHA256 11fe06e2…, the same file in calcuis/sd3.5-medium-gguf and OwlMaster/SD3New); diffusers transformer 4.94 GB (ckpt/stable-diffusion-3.5-medium, a copy of Stability AI's repository)",
    url: 'https://huggingface.co/calcuis/sd3.5-medium-gguf/blob/0194bddbf5eb6f71d72761db128ba2e6cf369c7e/sd3.5_medium.safetensors',
    publisher: 'Hugging Face file pages (copies of stabilityai/stable-diffusion-3.5-medium files)',
    year: 2024,
    snapshot: 'commit 0194bddbf5; transformer size from ckpt/stable-diffusion-3.5-medium commit e40d4eb633',
  },
  {
    key: 'files-comfy-qwen-image',
    title:
      'Comfy-Org/Qwen-Image_ComfyUI split_files: qwen_image_bf16.safetensors 40.9 GB, qwen_image_fp8_e4m3fn.safetensors 20.4 GB, qwen_2.5_vl_7b.safetensors 16.6 GB, qwen_2.5_vl_7b_fp8_scaled 9.38 GB',
    url: 'https://huggingface.co/Comfy-Org/Qwen-Image_ComfyUI/tree/a4875863818e93fdb65f366d1d7a201581d05eeb/split_files/diffusion_models',
    publisher: 'Comfy Org (Hugging Face)',
    year: 2025,
    snapshot:
      'commit a487586381; city96/Qwen-Image-gguf lists qwen-image-BF16.gguf at 40,872,114,720 bytes, and Qwen/Qwen-Image totals 57.7 GB',
  },
  {
    key: 'card-flux1-dev',
    title:
      'black-forest-labs/FLUX.1-dev model card and files: 12B-parameter rectified flow transformer (flux1-dev.safetensors 23.8 GB), T5-XXL and CLIP-L encoders',
    url: 'https://huggingface.co/black-forest-labs/FLUX.1-dev',
    publisher: 'Black Forest Labs (Hugging Face)',
    year: 2024,
  },
  {
    key: 'card-flux1-schnell',
    title: 'black-forest-labs/FLUX.1-schnell model card: the 12B timestep-distilled variant',
    url: 'https://huggingface.co/black-forest-labs/FLUX.1-schnell',
    publisher: 'Black Forest Labs (Hugging Face)',
    year: 2024,
  },
  {
    key: 'repo-kijai-flux-fp8',
    title: 'Kijai/flux-fp8: FLUX.1-dev transformer in float8_e4m3fn (flux1-dev-fp8.safetensors, 11.9 GB)',
    url: 'https://huggingface.co/Kijai/flux-fp8',
    publisher: 'Kijai (Hugging Face)',
    year: 2024,
  },
  {
    key: 'repo-city96-flux-gguf',
    title:
      'city96/FLUX.1-dev-gguf: GGUF quantizations of the FLUX.1-dev transformer (Q8_0 12.7 GB, Q4_0 6.79 GB)',
    url: 'https://huggingface.co/city96/FLUX.1-dev-gguf',
    publisher: 'city96 (Hugging Face)',
    year: 2024,
  },
  {
    key: 'card-qwen-image',
    title: 'Qwen/Qwen-Image model card: 20B-parameter MMDiT with a Qwen2.5-VL-7B text encoder',
    url: 'https://huggingface.co/Qwen/Qwen-Image',
    publisher: 'Qwen team, Alibaba (Hugging Face)',
    year: 2025,
  },
  {
    key: 'readme-wan21',
    title:
      'Wan2.1 README: T2V-1.3B needs 8.19 GB of GPU memory for 480p (with --offload_model True --t5_cpu); 14B models, umT5-XXL encoder, Wan-VAE',
    url: 'https://github.com/Wan-Video/Wan2.1',
    publisher: 'Wan team, Alibaba',
    year: 2025,
  },
  {
    key: 'readme-wan22',
    title:
      'Wan2.2 README: A14B mixture-of-experts (a high-noise and a low-noise 14B expert, 27B in total, 14B per step) and TI2V-5B',
    url: 'https://github.com/Wan-Video/Wan2.2',
    publisher: 'Wan team, Alibaba',
    year: 2025,
  },
  {
    key: 'readme-hunyuanvideo',
    title:
      'HunyuanVideo README: 13B-parameter video DiT; GPU peak memory 45 GB at 544x960x129f and 60 GB at 720x1280x129f',
    url: 'https://github.com/Tencent-Hunyuan/HunyuanVideo',
    publisher: 'Tencent Hunyuan',
    year: 2024,
  },
  {
    key: 'doc-diffusers-memory',
    title:
      'Diffusers documentation, Reduce memory usage: model and sequential CPU offloading, VAE slicing and tiling',
    url: 'https://huggingface.co/docs/diffusers/optimization/memory',
    publisher: 'Hugging Face',
    year: 2025,
  },
];
