import type { SourceSeed } from '../types';

/**
 * Sources behind issue 27's advice rules: runtime memory reserves, FP8 weight-only serving on
 * Ampere, sharded fine-tuning, driver power-limit floors, RAM sizing for multi-GPU machines
 * and software stacks. Titles say what each is cited for.
 */
export const adviceSources: SourceSeed[] = [
  {
    key: 'ref-vllm-cache-config',
    title:
      'vLLM CacheConfig (vllm/config/cache.py) and engine arguments: gpu_memory_utilization, the share of GPU memory vLLM plans for weights, activations and KV cache (0.9 in releases through 2025, 0.92 in the current source)',
    url: 'https://github.com/vllm-project/vllm/blob/main/vllm/config/cache.py',
    publisher: 'vLLM project',
    year: 2026,
  },
  {
    key: 'ref-vllm-fp8-docs',
    title:
      'vLLM documentation, FP8 W8A8: Hopper and Ada run FP8 weights and activations; Ampere runs FP8 checkpoints weight-only (W8A16) through Marlin kernels (compute capability 8.0 and up)',
    url: 'https://docs.vllm.ai/en/latest/features/quantization/fp8.html',
    publisher: 'vLLM project',
    year: 2025,
  },
  {
    key: 'answerai-fsdp-qlora-2024',
    title:
      'Answer.AI: You can now train a 70b language model at home (FSDP + QLoRA on two 24 GB RTX 3090/4090, with gradient checkpointing and CPU offloading)',
    url: 'https://www.answer.ai/posts/2024-03-06-fsdp-qlora',
    publisher: 'Answer.AI',
    year: 2024,
  },
  {
    key: 'issue-mvolt-rtx-5090-power-floor',
    title:
      'mVolt issue 48: the RTX 5090 power limit cannot be set below 400 W (VBIOS minimum); only a cross-flashed VBIOS goes lower',
    url: 'https://github.com/b00nz/mVolt/issues/48',
    publisher: 'GitHub',
    year: 2026,
  },
  {
    key: 'issue-gigahorse-rtx-5090-400w',
    title: 'chia-gigahorse issue 364: "the lowest power limit is 400 W for this RTX 5090" (nvidia-smi)',
    url: 'https://github.com/madMAx43v3r/chia-gigahorse/issues/364',
    publisher: 'GitHub',
    year: 2025,
  },
  {
    key: 'issue-mvolt-rtx-5060-ti-power-floor',
    title:
      'mVolt issue 39: RTX 5060 Ti with a 180 W default and a 150 W minimum power limit (driver range, GPU-Z)',
    url: 'https://github.com/b00nz/mVolt/issues/39',
    publisher: 'GitHub',
    year: 2026,
  },
  {
    key: 'inventivehq-rtx-5060-ti-power-limit',
    title:
      'InventiveHQ: capping an RTX 5060 Ti 16 GB from its 180 W default to its 150 W hardware floor in llama.cpp',
    url: 'https://inventivehq.com/blog/gpu-power-limit-tokens-per-watt',
    publisher: 'InventiveHQ',
    year: 2026,
  },
  {
    key: 'ref-llamacpp-backends',
    title:
      'llama.cpp README, supported back ends: CUDA (NVIDIA), HIP (AMD), SYCL (Intel GPUs), Vulkan (any GPU with a Vulkan driver), Metal (Apple silicon)',
    url: 'https://github.com/ggml-org/llama.cpp#supported-backends',
    publisher: 'ggml-org',
    year: 2026,
  },
  {
    key: 'ref-bitsandbytes-installation-0-50',
    title:
      'bitsandbytes installation guide (v0.50): official support for NVIDIA GPUs, AMD GPUs (ROCm), Intel XPUs, Apple silicon and Intel Gaudi',
    url: 'https://huggingface.co/docs/bitsandbytes/v0.50.0/installation',
    publisher: 'Hugging Face',
    year: 2026,
  },
];
