import type { SourceSeed } from '../types';

/**
 * Sources behind the 2025-26 weight formats (MXFP4, NVFP4, fine-grained FP8, EXL2/EXL3 and
 * llama.cpp's per-tensor quantization mixes) and the published file sizes the tests check
 * them against.
 */
export const formatSources: SourceSeed[] = [
  {
    key: 'code-llamacpp-llama-quant',
    title:
      'llama.cpp src/llama-quant.cpp: the ggml type each tensor gets per file type (llama_tensor_get_type, use_more_bits, fallbacks)',
    url: 'https://github.com/ggml-org/llama.cpp/blob/master/src/llama-quant.cpp',
    publisher: 'ggml-org',
    year: 2026,
    licence: 'MIT',
  },
  {
    key: 'code-ggml-common-h',
    title: 'ggml/src/ggml-common.h: block layouts and sizes of every ggml quantization type',
    url: 'https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-common.h',
    publisher: 'ggml-org',
    year: 2026,
    licence: 'MIT',
  },
  {
    key: 'spec-ocp-mx-2023',
    title:
      'OCP Microscaling Formats (MX) Specification v1.0: MXFP4 blocks of 32 E2M1 values with an E8M0 scale',
    url: 'https://www.opencompute.org/documents/ocp-microscaling-formats-mx-v1-0-spec-final-pdf',
    publisher: 'Open Compute Project',
    year: 2023,
  },
  {
    key: 'blog-nvidia-nvfp4-2025',
    title:
      'Introducing NVFP4 for Efficient and Accurate Low-Precision Inference (16-value blocks with an FP8 scale; Blackwell tensor cores)',
    url: 'https://developer.nvidia.com/blog/introducing-nvfp4-for-efficient-and-accurate-low-precision-inference/',
    publisher: 'NVIDIA',
    year: 2025,
  },
  {
    key: 'doc-vllm-quantization-hardware',
    title:
      'vLLM: supported hardware for quantization kernels (FP8 W8A8 on Ada and Hopper, Marlin weight-only on Ampere)',
    url: 'https://docs.vllm.ai/en/v0.9.2/features/quantization/supported_hardware.html',
    publisher: 'vLLM project',
    year: 2025,
  },
  {
    key: 'issue-vllm-mxfp4-sm120',
    title:
      'vLLM issue 31085: MXFP4 on GPUs without native FP4 falls back to weight-only Marlin kernels (gpt-oss-120b on RTX PRO 6000)',
    url: 'https://github.com/vllm-project/vllm/issues/31085',
    publisher: 'vLLM project (GitHub)',
    year: 2025,
  },
  {
    key: 'doc-exllamav2-convert',
    title: 'ExLlamaV2 doc/convert.md: target average bits per weight (-b) and 6-bit output head (-hb)',
    url: 'https://github.com/turboderp/exllamav2/blob/master/doc/convert.md',
    publisher: 'turboderp',
    year: 2024,
    licence: 'MIT',
  },
  {
    key: 'doc-exllamav3-convert',
    title:
      'ExLlamaV3 doc/convert.md: EXL3 target bits per weight (-b), output head at 6 bits by default (-hb)',
    url: 'https://github.com/turboderp-org/exllamav3/blob/master/doc/convert.md',
    publisher: 'turboderp',
    year: 2025,
    licence: 'MIT',
  },
  {
    key: 'code-aiconfigurator-model-configs',
    title:
      'NVIDIA aiconfigurator model_configs: copies of the Hugging Face config.json files of the models it plans for',
    url: 'https://github.com/ai-dynamo/aiconfigurator/tree/main/aic-core/src/aiconfigurator_core/model_configs',
    publisher: 'NVIDIA (ai-dynamo)',
    year: 2026,
    licence: 'Apache 2.0',
  },
  {
    key: 'hf-card-gpt-oss',
    title:
      'gpt-oss-120b & gpt-oss-20b model card (116.83B / 5.13B and 20.91B / 3.61B parameters; MXFP4 experts; 60.8 and 12.8 GiB checkpoints)',
    url: 'https://openai.com/index/gpt-oss-model-card/',
    publisher: 'OpenAI',
    year: 2025,
  },
  {
    key: 'code-mistral-small-3-index',
    title:
      'Mistral-Small-24B-Instruct-2501 params.json and model.safetensors.index.json (total_size 47,144,806,400 bytes), as mirrored in OpenMOSE/RWKV-LM-RLHF',
    url: 'https://github.com/OpenMOSE/RWKV-LM-RLHF/tree/main/main/tokenizer/mistralsmall3',
    publisher: 'Mistral AI (mirror: OpenMOSE)',
    year: 2025,
  },
  {
    key: 'blog-unsloth-r1-dynamic-2025',
    title:
      'Unsloth: Run DeepSeek-R1 Dynamic 1.58-bit (GGUF files of 131, 158, 183 and 212 GB; experts at 1.5-2.5 bits, attention and dense layers at 4-6 bits)',
    url: 'https://unsloth.ai/blog/deepseekr1-dynamic',
    publisher: 'Unsloth',
    year: 2025,
  },
  {
    key: 'hf-gguf-mixtral-8x22b-v0.1',
    title: 'bartowski/Mixtral-8x22B-v0.1-GGUF (llama.cpp b2636): file sizes per quantization',
    url: 'https://huggingface.co/bartowski/Mixtral-8x22B-v0.1-GGUF',
    publisher: 'bartowski (Hugging Face)',
    year: 2024,
  },
];
