import type { SourceSeed } from '../types';
import { models } from './models';
import { formatSources } from './sources-models-2026';

/**
 * Sources behind the model catalog (models.ts) and the memory estimator v2
 * (src/rules/calculators/memory). Keys: `hf-config-<slug>` for each model's config.json,
 * `paper-` for papers, `code-`/`tool-` for source files, `doc-`/`issue-` for documentation
 * and bug threads, `hf-` for Hugging Face model pages whose tables the tests use.
 */
const modelConfigs: SourceSeed[] = models.map((m) => ({
  key: `hf-config-${m.slug}`,
  title: `${m.name}: config.json and model card (${m.huggingFaceRepo})${m.configMirror ? `; figures read from ${m.configMirror}` : ''}`,
  url: `https://huggingface.co/${m.huggingFaceRepo}/blob/main/config.json`,
  publisher: m.maker,
  year: m.releaseYear,
  ...(m.licence ? { licence: m.licence } : {}),
}));

const references: SourceSeed[] = [
  {
    key: 'code-litgpt-config',
    title: 'LitGPT litgpt/config.py: model configurations mirrored from the Hugging Face config.json files',
    url: 'https://github.com/Lightning-AI/litgpt/blob/main/litgpt/config.py',
    publisher: 'Lightning AI',
    year: 2025,
  },
  {
    key: 'code-mlc-llm-presets',
    title: 'MLC LLM python/mlc_llm/model/model_preset.py: config.json of built-in models',
    url: 'https://github.com/mlc-ai/mlc-llm/blob/main/python/mlc_llm/model/model_preset.py',
    publisher: 'MLC AI',
    year: 2025,
  },
  {
    key: 'code-kerashub-phi3-presets',
    title: 'KerasHub Phi-3 presets (parameter counts of the Phi-3 mini checkpoints)',
    url: 'https://github.com/keras-team/keras-hub/blob/master/keras_hub/src/models/phi3/phi3_presets.py',
    publisher: 'Keras team',
    year: 2024,
  },
  {
    key: 'hf-card-qwen-2.5-72b-instruct',
    title: 'Qwen2.5-72B-Instruct model card (parameters, layers, heads, context)',
    url: 'https://huggingface.co/Qwen/Qwen2.5-72B-Instruct',
    publisher: 'Alibaba Qwen',
    year: 2024,
  },
  {
    key: 'hf-card-deepseek-r1',
    title: 'DeepSeek-R1 model card (R1 and the distilled Qwen/Llama models)',
    url: 'https://huggingface.co/deepseek-ai/DeepSeek-R1',
    publisher: 'DeepSeek',
    year: 2025,
  },
  {
    key: 'paper-deepseek-v3-2024',
    title: 'DeepSeek-V3 Technical Report (671B total, 37B activated, multi-head latent attention)',
    url: 'https://arxiv.org/abs/2412.19437',
    publisher: 'DeepSeek-AI',
    year: 2024,
  },
  {
    key: 'paper-phi-3-2024',
    title: 'Phi-3 Technical Report: A Highly Capable Language Model Locally on Your Phone',
    url: 'https://arxiv.org/abs/2404.14219',
    publisher: 'Microsoft',
    year: 2024,
  },
  {
    key: 'paper-gqa-2023',
    title:
      'GQA: Training Generalized Multi-Query Transformer Models from Multi-Head Checkpoints (Ainslie et al.)',
    url: 'https://arxiv.org/abs/2305.13245',
    publisher: 'Google Research',
    year: 2023,
  },
  {
    key: 'paper-korthikanti-2022',
    title: 'Reducing Activation Recomputation in Large Transformer Models (Korthikanti et al.)',
    url: 'https://arxiv.org/abs/2205.05198',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'paper-qlora-2023',
    title: 'QLoRA: Efficient Finetuning of Quantized LLMs (Dettmers et al.)',
    url: 'https://arxiv.org/abs/2305.14314',
    publisher: 'University of Washington',
    year: 2023,
  },
  {
    key: 'paper-lora-2021',
    title: 'LoRA: Low-Rank Adaptation of Large Language Models (Hu et al.)',
    url: 'https://arxiv.org/abs/2106.09685',
    publisher: 'Microsoft',
    year: 2021,
  },
  {
    key: 'paper-llm-int8-2022',
    title: 'LLM.int8(): 8-bit Matrix Multiplication for Transformers at Scale (Dettmers et al.)',
    url: 'https://arxiv.org/abs/2208.07339',
    publisher: 'University of Washington',
    year: 2022,
  },
  {
    key: 'paper-8bit-optimizers-2021',
    title: '8-bit Optimizers via Block-wise Quantization (Dettmers et al.)',
    url: 'https://arxiv.org/abs/2110.02861',
    publisher: 'Meta AI',
    year: 2021,
  },
  {
    key: 'paper-adafactor-2018',
    title: 'Adafactor: Adaptive Learning Rates with Sublinear Memory Cost (Shazeer, Stern)',
    url: 'https://arxiv.org/abs/1804.04235',
    publisher: 'Google Brain',
    year: 2018,
  },
  {
    key: 'paper-gptq-2022',
    title:
      'GPTQ: Accurate Post-Training Quantization for Generative Pre-trained Transformers (Frantar et al.)',
    url: 'https://arxiv.org/abs/2210.17323',
    publisher: 'IST Austria',
    year: 2022,
  },
  {
    key: 'paper-awq-2023',
    title: 'AWQ: Activation-aware Weight Quantization for LLM Compression and Acceleration (Lin et al.)',
    url: 'https://arxiv.org/abs/2306.00978',
    publisher: 'MIT',
    year: 2023,
  },
  {
    key: 'paper-fp8-formats-2022',
    title: 'FP8 Formats for Deep Learning (Micikevicius et al.)',
    url: 'https://arxiv.org/abs/2209.05433',
    publisher: 'NVIDIA, Arm, Intel',
    year: 2022,
  },
  {
    key: 'paper-megatron-2019',
    title:
      'Megatron-LM: Training Multi-Billion Parameter Language Models Using Model Parallelism (Shoeybi et al.)',
    url: 'https://arxiv.org/abs/1909.08053',
    publisher: 'NVIDIA',
    year: 2019,
  },
  {
    key: 'paper-zero-offload-2021',
    title: 'ZeRO-Offload: Democratizing Billion-Scale Model Training (Ren et al.)',
    url: 'https://arxiv.org/abs/2101.06840',
    publisher: 'Microsoft',
    year: 2021,
  },
  {
    key: 'paper-palm-2022',
    title: 'PaLM: Scaling Language Modeling with Pathways (model FLOPs utilization)',
    url: 'https://arxiv.org/abs/2204.02311',
    publisher: 'Google Research',
    year: 2022,
  },
  {
    key: 'bench-nemo-performance-summary-2024',
    title:
      'NVIDIA NeMo performance summary: pre-training and fine-tuning (SFT, LoRA) tokens/s per GPU, NeMo 24.07 on DGX-H100 at FP8',
    url: 'https://github.com/NVIDIA/NeMo/blob/main/docs/source/performance/performance_summary.md',
    publisher: 'NVIDIA',
    year: 2024,
  },
  {
    key: 'bench-nemo-automodel-performance-2025',
    title:
      'NeMo AutoModel performance summary (PyTorch backend, DGX-H100, BF16): Llama 3 70B LoRA tokens/s per GPU, updated 2025-10-02',
    url: 'https://github.com/NVIDIA-NeMo/Automodel/blob/main/docs/performance-summary.md',
    publisher: 'NVIDIA',
    year: 2025,
  },
  {
    key: 'tool-llamacpp-quantize',
    title: 'llama.cpp tools/quantize/quantize.cpp: quantization types with measured Llama-3-8B sizes',
    url: 'https://github.com/ggml-org/llama.cpp/blob/master/tools/quantize/quantize.cpp',
    publisher: 'ggml-org',
    year: 2024,
  },
  {
    key: 'doc-pytorch-cuda-memory',
    title: 'PyTorch CUDA semantics: memory management and the caching allocator',
    url: 'https://pytorch.org/docs/stable/notes/cuda.html#memory-management',
    publisher: 'PyTorch',
    year: 2024,
  },
  {
    key: 'issue-pytorch-cuda-context',
    title: 'PyTorch issue 34323: GPU memory taken at start-up by the CUDA context and libraries (781 MB)',
    url: 'https://github.com/pytorch/pytorch/issues/34323',
    publisher: 'PyTorch (GitHub)',
    year: 2020,
  },
  {
    key: 'doc-accelerate-estimate-memory',
    title: 'Accelerate: model memory estimator (accelerate estimate-memory)',
    url: 'https://huggingface.co/docs/accelerate/usage_guides/model_size_estimator',
    publisher: 'Hugging Face',
    year: 2023,
  },
  {
    key: 'hf-model-memory-zephyr-7b-alpha',
    title: 'Model memory requirements of zephyr-7b-alpha (Mistral 7B architecture), Model Memory Utility',
    url: 'https://huggingface.co/HuggingFaceH4/zephyr-7b-alpha/discussions/21',
    publisher: 'Hugging Face',
    year: 2023,
  },
  {
    key: 'hf-gguf-llama-3.1-8b-instruct',
    title: 'bartowski/Meta-Llama-3.1-8B-Instruct-GGUF: file sizes per quantization',
    url: 'https://huggingface.co/bartowski/Meta-Llama-3.1-8B-Instruct-GGUF',
    publisher: 'bartowski (Hugging Face)',
    year: 2024,
  },
  {
    key: 'hf-gguf-llama-3.1-70b-instruct',
    title: 'bartowski/Meta-Llama-3.1-70B-Instruct-GGUF: file sizes per quantization',
    url: 'https://huggingface.co/bartowski/Meta-Llama-3.1-70B-Instruct-GGUF',
    publisher: 'bartowski (Hugging Face)',
    year: 2024,
  },
  {
    key: 'hf-gguf-mistral-7b-instruct-v0.2',
    title: 'TheBloke/Mistral-7B-Instruct-v0.2-GGUF: file sizes per quantization',
    url: 'https://huggingface.co/TheBloke/Mistral-7B-Instruct-v0.2-GGUF',
    publisher: 'TheBloke (Hugging Face)',
    year: 2023,
  },
];

export const modelSources: SourceSeed[] = [...modelConfigs, ...references, ...formatSources];
