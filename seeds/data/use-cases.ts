import type { UseCaseSeed } from '../types';

/**
 * GPU memory tiers per kind of work.
 *
 * Two dated lists from Tim Dettmers disagree in places, so both are kept as separate
 * rows with separate sources rather than merged:
 * - the 2020 list (reference document 000, from "Which GPU(s) to Get for Deep Learning", 2020);
 * - the 2018 list (reference document 002, from the 2018 hardware guide / GPU advice).
 * Where both cover the same use, the slug carries the year (`kaggle-2020`, `kaggle-2018`).
 *
 * CPU threads per GPU follow the 2018 hardware guide (quoted in document 002): at least
 * 2 threads per GPU when data is preprocessed ahead of training, at least 4 when
 * batches are preprocessed (augmented, decoded) on the fly while training.
 *
 * The LLM-era rows (2023+) are arithmetic, not measurements: parameters x bytes per
 * parameter (2 for FP16/BF16, 1 for INT8, 0.5 for 4-bit) plus headroom for the KV cache,
 * activations and the CUDA context, as described in the QLoRA / LLM.int8() papers and the
 * Hugging Face memory guide.
 */
export const useCases: UseCaseSeed[] = [
  // ------------------------------------------------------------------ 2020 list (Dettmers 2020, document 000)
  {
    slug: 'pretrained-transformers-2020',
    name: 'Pretrained transformers / small transformers from scratch (2020 tier)',
    description:
      'From the 2020 list: fine-tuning or running pretrained transformer models, or training a small transformer from scratch. Many published checkpoints were trained on 11 GB cards such as the RTX 2080 Ti, so 11 GB is the floor. Typical work: fine-tuning BERT, RoBERTa or GPT-2 checkpoints for text classification, question answering or other NLP tasks.',
    minVramGb: 11,
    cpuThreadsPerGpu: 2,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },
  {
    slug: 'large-transformers-cnns-research-2020',
    name: 'Training large transformers or CNNs in research or production (2020 tier)',
    description:
      'From the 2020 list: training big transformer or convolutional networks for research or production use. The 2020 list asks for at least 24 GB per GPU (RTX 3090 / Titan RTX class). Typical work: training big vision networks or transformers from scratch for a paper, a lab or a product.',
    minVramGb: 24,
    cpuThreadsPerGpu: 4,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },
  {
    slug: 'prototyping-2020',
    name: 'Prototyping neural networks (2020 tier)',
    description:
      'From the 2020 list: trying out transformer or convolutional ideas for research, Kaggle or a startup. The 2020 list sets 10 GB as the minimum and advises buying the most memory that is still cheap. Typical work: quick experiments with model ideas before committing to a long training run.',
    minVramGb: 10,
    cpuThreadsPerGpu: 2,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },
  {
    slug: 'kaggle-2020',
    name: 'Kaggle competitions (2020 tier)',
    description:
      'From the 2020 list: competing on Kaggle. The 2020 list puts the floor at 8 GB (it names the RTX 3070 as the Kaggle pick); augmentation on the fly favours 4 CPU threads per GPU. Typical work: machine-learning contests with tabular, image or text data, on a single card.',
    minVramGb: 8,
    cpuThreadsPerGpu: 4,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },
  {
    slug: 'applied-computer-vision-2020',
    name: 'Applied computer vision (2020 tier)',
    description:
      'From the 2020 list: applying computer-vision models (detection, segmentation, classification) to real data. The 2020 list asks for at least 10 GB; image decoding and augmentation usually run on the CPU while training. Typical work: image recognition, object detection or segmentation of photos, scans or camera feeds.',
    minVramGb: 10,
    cpuThreadsPerGpu: 4,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },
  {
    slug: 'video-models-2020',
    name: 'Neural networks for video (2020 tier)',
    description:
      'From the 2020 list: models that consume video clips, where every sample is a stack of frames. The 2020 list gives 24 GB for this work. Typical work: video classification, action recognition and other video understanding from footage.',
    minVramGb: 24,
    cpuThreadsPerGpu: 4,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },
  {
    slug: 'reinforcement-learning-2020',
    name: 'Reinforcement learning (2020 tier)',
    description:
      'From the 2020 list: reinforcement learning, where simulators run on the CPU. The 2020 list gives 10 GB of GPU memory but pairs it with the biggest Threadripper or EPYC processor the budget allows. Typical work: game-playing agents, robotics and control policies trained against simulations.',
    minVramGb: 10,
    cpuThreadsPerGpu: 4,
    sources: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'ref-dettmers-full-hardware-guide-2018'],
  },

  // ------------------------------------------------------------------ 2018 list (Dettmers 2018, document 002)
  {
    slug: 'research-state-of-the-art-2018',
    name: 'Research chasing state-of-the-art scores (2018 tier)',
    description:
      'From the 2018 list: research that competes for the best benchmark numbers. The 2018 list wants at least 11 GB (GTX 1080 Ti / RTX 2080 Ti class). Typical work: pushing leaderboard and benchmark results (SOTA) with large models.',
    minVramGb: 11,
    cpuThreadsPerGpu: 2,
    sources: [
      'dettmers-which-gpu-2018',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
    ],
  },
  {
    slug: 'research-new-architectures-2018',
    name: 'Research on new architectures (2018 tier)',
    description:
      'From the 2018 list: research that searches for interesting new architectures rather than top scores. The 2018 list asks for at least 8 GB. Typical work: inventing new layer types or network designs and trying them on small experiments, as in a thesis or a lab.',
    minVramGb: 8,
    cpuThreadsPerGpu: 2,
    sources: [
      'dettmers-which-gpu-2018',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
    ],
  },
  {
    slug: 'research-other-2018',
    name: 'Other research (2018 tier)',
    description:
      'From the 2018 list: any other kind of research work. The 2018 list considers 8 GB enough. Typical work: academic projects, theses and applied studies that use deep learning as a tool.',
    minVramGb: 8,
    cpuThreadsPerGpu: 2,
    sources: [
      'dettmers-which-gpu-2018',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
    ],
  },
  {
    slug: 'kaggle-2018',
    name: 'Kaggle competitions (2018 tier)',
    description:
      'From the 2018 list: Kaggle competitions. The 2018 list gives a range of 4 to 8 GB, lower than the 8 GB floor of the 2020 list (see kaggle-2020). Typical work: machine-learning contests on a single card.',
    minVramGb: 4,
    recommendedVramGb: 8,
    cpuThreadsPerGpu: 4,
    sources: [
      'dettmers-which-gpu-2018',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
    ],
  },
  {
    slug: 'startups-2018',
    name: 'Startups (2018 tier)',
    description:
      'From the 2018 list: deep learning at a startup. The 2018 list gives 8 GB but warns to check typical model sizes in the specific application area first. Typical work: a small team building a product around its own trained models.',
    minVramGb: 8,
    cpuThreadsPerGpu: 2,
    sources: [
      'dettmers-which-gpu-2018',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
    ],
  },
  {
    slug: 'companies-2018',
    name: 'Companies: prototyping and training (2018 tier)',
    description:
      'From the 2018 list: established companies. The 2018 list allows 8 GB for prototyping but asks for 11 GB or more for training runs. Typical work: a business or enterprise team prototyping models and then training them for production.',
    minVramGb: 8,
    recommendedVramGb: 11,
    cpuThreadsPerGpu: 2,
    sources: [
      'dettmers-which-gpu-2018',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
    ],
  },

  // ------------------------------------------------------------------ LLM era (arithmetic: parameters x bytes)
  {
    slug: 'llm-inference-7b-4bit',
    name: 'Local LLM inference, 7B model, 4-bit weights',
    description:
      'Running a 7-billion-parameter chat model locally with 4-bit quantized weights: 7e9 x 0.5 bytes is about 3.5 GB of weights, plus KV cache for the context and runtime overhead, so 6 GB is a tight floor and 8 GB is comfortable.',
    minVramGb: 6,
    recommendedVramGb: 8,
    sources: ['ref-qlora-paper', 'ref-hf-llm-optimization-guide', 'ref-hf-bitsandbytes-docs'],
  },
  {
    slug: 'llm-inference-7b-fp16',
    name: 'Local LLM inference, 7B model, FP16/BF16 weights',
    description:
      'Running a 7B model unquantized in 16-bit precision: 7e9 x 2 bytes is about 14 GB of weights before the KV cache, so 16 GB is the floor and a 24 GB card leaves room for longer contexts.',
    minVramGb: 16,
    recommendedVramGb: 24,
    sources: ['ref-hf-llm-optimization-guide', 'doc-gpu-cluster-at-home'],
  },
  {
    slug: 'llm-inference-13b-4bit',
    name: 'Local LLM inference, 13B model, 4-bit weights',
    description:
      'Running a 13-billion-parameter model with 4-bit weights: 13e9 x 0.5 bytes is about 6.5 GB of weights; with KV cache and overhead 10 GB is a floor and a 16 GB card (for example an RTX 4060 Ti 16GB) is comfortable.',
    minVramGb: 10,
    recommendedVramGb: 16,
    sources: ['ref-qlora-paper', 'ref-hf-llm-optimization-guide', 'doc-gpu-cluster-at-home'],
  },
  {
    slug: 'llm-inference-70b-4bit',
    name: 'Local LLM inference, 70B model, 4-bit weights',
    description:
      'Running a 70-billion-parameter model with 4-bit weights: 70e9 x 0.5 bytes is about 35 GB of weights alone, so at least 40 GB of total VRAM is needed and 48 GB (two 24 GB cards or one 48 GB card) is the usual target.',
    minVramGb: 40,
    recommendedVramGb: 48,
    sources: ['ref-qlora-paper', 'ref-hf-llm-optimization-guide', 'doc-gpu-cluster-at-home'],
  },
  {
    slug: 'lora-finetune-7b-16bit',
    name: 'LoRA fine-tuning of a 7B model with 16-bit base weights',
    description:
      'Fine-tuning small low-rank adapters on top of a frozen 7B model kept in BF16: about 14 GB of frozen weights plus adapter gradients, optimizer state and activations, so roughly 18 GB is a floor and 24 GB is the practical size.',
    minVramGb: 18,
    recommendedVramGb: 24,
    sources: ['ref-lora-paper', 'ref-hf-llm-optimization-guide'],
  },
  {
    slug: 'qlora-finetune-7b',
    name: 'QLoRA fine-tuning of a 7B model (4-bit base weights)',
    description:
      'QLoRA keeps the frozen 7B base model in 4-bit NF4 (about 3.5 GB) and trains 16-bit LoRA adapters with paged optimizers; with activations for short sequences it fits in about 8 GB, and 16 GB allows longer sequences and larger batches.',
    minVramGb: 8,
    recommendedVramGb: 16,
    sources: ['ref-qlora-paper', 'ref-hf-bitsandbytes-docs'],
  },
  {
    slug: 'qlora-finetune-65b',
    name: 'QLoRA fine-tuning of a 65B model on a single 48 GB GPU',
    description:
      'The QLoRA paper reports fine-tuning a 65B-parameter model on one 48 GB GPU, down from more than 780 GB for regular 16-bit fine-tuning; this is the upper end of what a single workstation card can do.',
    minVramGb: 48,
    recommendedVramGb: 48,
    sources: ['ref-qlora-paper'],
  },
];
