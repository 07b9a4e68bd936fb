import type { GuidanceSeed } from '../types';

/**
 * Guidance on what people ask about in 2025-26: ex-mining cards, unified-memory machines,
 * image and video generation, and serving a model to several users. Figures that the catalog
 * or the estimators compute (prices, memory needs) are pointed at, not repeated.
 */
export const guidance2026: GuidanceSeed[] = [
  {
    slug: 'buy-ex-mining-gpus',
    question: 'Should I buy a used GPU that was used for crypto mining?',
    answer:
      "It can be a good deal, but check it harder than a gaming card. Mining ran cards at full load around the clock for months, which wears fans and dries thermal paste and pads, and miners often flashed modified BIOSes (memory timings, or a cheaper card reporting itself as a dearer model). Before paying: look for discoloured boards, gunk or missing screws, and fans that grind or wobble; compare the chip's device ID with the model on the box; ask for the stock BIOS or flash it; then run a sustained compute and video-memory stress test for at least half an hour, watching temperatures (including the memory junction on cards that report it) and looking for artifacts, driver resets or throughput below the card's norm. Budget for new thermal pads and paste, and prefer sellers who take returns. Current used prices are in the catalog (usedPriceUsd and dated price observations per GPU).",
    tags: ['used', 'budget', 'gpu-choice', 'cooling'],
    keywords: [
      'mining card',
      'ex-mining',
      'crypto card',
      'mined on',
      'used gpu check',
      'thermal pads',
      'bios flash',
      'ethereum',
      'crypto miner',
      'mining history',
      'worn fans',
    ],
    sources: ['guide-used-gpu-mining-2026', 'guide-used-gpu-checklist-2026'],
  },
  {
    slug: 'unified-memory-machines',
    question:
      'Is a unified-memory machine (DGX Spark, Ryzen AI Max, Mac Studio) better than a GPU for local models?',
    answer:
      "They trade speed for capacity. NVIDIA's DGX Spark has 128 GB of unified memory at 273 GB/s, AMD's Ryzen AI Max+ 395 up to 128 GB at a 256-bit LPDDR5X-8000 bus (up to 96 GB assignable to its GPU), and Apple's Mac Studio up to 128 GB at 546 GB/s (M4 Max) or 512 GB at 819 GB/s (M3 Ultra). That holds models no single consumer card can, but token generation reads every active weight per token, so speed follows bandwidth: an RTX 5090 reads its 32 GB at about 1.8 TB/s, two to seven times faster. They suit large mixture-of-experts models with few active parameters, quiet low-power setups and long contexts; a GPU box suits dense models that fit in its memory, training, and image or video generation. Check the software too: CUDA on the Spark, ROCm or Vulkan (llama.cpp) on Ryzen AI Max, MLX or llama.cpp's Metal back end on a Mac.",
    tags: ['unified-memory', 'llm', 'gpu-choice', 'memory'],
    keywords: [
      'gb10',
      'strix halo',
      'ryzen ai max+ 395',
      'm3 ultra',
      'm4 max',
      'apple silicon',
      'unified memory',
      'macbook',
      'mini pc',
      'shared memory',
      'mlx',
    ],
    components: ['nvidia-geforce-rtx-5090'],
    sources: [
      'guid-nvidia-dgx-spark-2025',
      'guid-amd-ryzen-ai-max-395-2025',
      'guid-apple-mac-studio-2025',
      'spec-nvidia-geforce-rtx-50',
    ],
  },
  {
    slug: 'image-generation-gpu',
    question: 'How much GPU memory do I need for image and video generation (SDXL, Flux, Wan)?',
    answer:
      "Less than the model files suggest, if the pipeline runs its parts one after another. A pipeline encodes the prompt, denoises and then decodes with the VAE, and the GPU must hold the largest of those stages. By rigbase's estimate (estimateGenerationMemory, checked against published files and peaks): SDXL in FP16 fits 8 GB cards with components taking turns and is comfortable at 12 GB; FLUX.1 needs about 8 GB with a GGUF Q4 transformer and an FP8 T5 encoder, 16 GB with FP8 weights and 24 GB in BF16; Wan 2.1 1.3B makes 480p video on 6-8 GB with its text encoder on the CPU; the 14B Wan models need 24 GB for 720p in FP8 and about 48 GB in BF16. Resolution, frames and batch raise the working memory, and video raises it most; tiled VAE decoding and CPU offload lower the peak at a cost in speed. The image and video use cases carry these tiers.",
    tags: ['generation', 'vram', 'memory'],
    keywords: [
      'stable diffusion',
      'stable diffusion xl',
      'flux.1 dev',
      'comfyui',
      'wan 2.1',
      'wan 2.2',
      'hunyuanvideo',
      'text to image',
      'text to video',
      'diffusion vram',
    ],
    useCases: [
      'image-generation-sdxl',
      'image-generation-flux',
      'video-generation-wan-1-3b',
      'video-generation-wan-14b',
    ],
    sources: [
      'card-sdxl-base-1',
      'card-flux1-dev',
      'repo-city96-flux-gguf',
      'readme-wan21',
      'readme-wan22',
      'doc-diffusers-memory',
    ],
  },
  {
    slug: 'serve-models-to-several-users',
    question: 'What do I need to serve a local LLM to several users at once?',
    answer:
      "Memory for every user's context on top of the weights, and a server that batches. Each concurrent conversation keeps its own KV cache: Llama 3.1 8B (32 layers, 8 KV heads of 128) takes 128 KiB per token in FP16, so eight users with 8,000-token contexts add about 8.6 GB to the 16 GB of BF16 weights. estimateMemory with batchSize set to the number of concurrent users (and kvCachePrecision FP8 to halve the cache) gives the total. Use a server with continuous batching and a paged KV cache (vLLM, SGLang, or llama.cpp's server with parallel slots): it fills the memory it is allowed (vLLM takes 90 % of the GPU by default) and serves many users at nearly the speed of one, because decoding is limited by reading the weights, which a batch shares. Latency per user rises with the batch; more memory bandwidth and tensor parallelism across GPUs bring it down.",
    tags: ['llm', 'vram', 'multi-gpu', 'software'],
    keywords: [
      'multi user',
      'concurrent users',
      'serve llm',
      'vllm',
      'continuous batching',
      'kv cache per user',
      'team server',
      'api server',
      // The concept in general words: people sharing one machine's model at once.
      'many users',
      'several people',
      'team',
      'coworkers',
      'colleagues',
      'office',
      'shared chatbot',
      'self-hosted assistant',
      'concurrent requests',
      'simultaneous requests',
      'parallel requests',
      'throughput',
      'batching',
      'memory per user',
      'inference server',
      'ollama',
      'open webui',
      'sglang',
    ],
    sources: ['paper-pagedattention-2023', 'ref-vllm-cache-config'],
  },
];
