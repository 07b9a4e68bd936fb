import type { BenchmarkSeed } from '../types';

/**
 * Published measurements per GPU and the reference documents' own ratios.
 *
 * Rows with workload "... training (relative)", metric "relative speed" and a unit
 * "x vs <GPU>" feed src/catalog/derive/relative-performance.ts:
 * - Lambda 2019 (bench-lambda-tf-2080ti-2019) publishes each GPU relative to the RTX 2080 Ti
 *   as "2080 Ti is N% faster than X" / "N% as fast as X"; the rows store the inverse, i.e. X
 *   as a multiple of the 2080 Ti (rounded to 2 decimals).
 * - For Lambda's PyTorch tables (bench-lambda-pytorch-2021/-2023) the relative rows are the
 *   geometric mean of the per-model throughput ratios in the published table:
 *   2021 table, FP16, vs RTX 2080 Ti over SSD, BERT-base SQuAD, GNMT, NCF, ResNet-50,
 *   Tacotron2, Transformer-XL base and WaveGlow (BERT-large, Transformer-XL large and
 *   Mask R-CNN left out: 11 GB cards could not run the first two, and the third is
 *   reported with one or two significant digits); 2023 table, FP16, vs RTX 3090 over all
 *   ten models. The raw throughputs are included below for the main models.
 *
 * GPU mapping notes: Lambda's "V100 32GB" (2019: an SXM3 server; 2021: server module) is
 * filed under the V100 SXM2 32GB entry and "LambdaCloud V100 16GB" (300 W) under V100 SXM2
 * 16GB; both run at the same 900 GB/s as every V100 module.
 */

type Precision = NonNullable<BenchmarkSeed['precision']>;

const G = {
  k80: 'nvidia-tesla-k80',
  gtx1060: 'nvidia-geforce-gtx-1060-6gb',
  gtx1080ti: 'nvidia-geforce-gtx-1080-ti',
  titanXp: 'nvidia-titan-xp',
  titanV: 'nvidia-titan-v',
  rtx2080: 'nvidia-geforce-rtx-2080',
  rtx2080ti: 'nvidia-geforce-rtx-2080-ti',
  titanRtx: 'nvidia-titan-rtx',
  quadroRtx6000: 'nvidia-quadro-rtx-6000',
  v100Sxm16: 'nvidia-tesla-v100-sxm2-16gb',
  v100Sxm32: 'nvidia-tesla-v100-sxm2-32gb',
  rtx3070: 'nvidia-geforce-rtx-3070',
  rtx3080: 'nvidia-geforce-rtx-3080',
  rtx3080ti: 'nvidia-geforce-rtx-3080-ti',
  rtx3090: 'nvidia-geforce-rtx-3090',
  a10: 'nvidia-a10',
  a6000: 'nvidia-rtx-a6000',
  a100Pcie40: 'nvidia-a100-pcie-40gb',
  a100Pcie80: 'nvidia-a100-pcie-80gb',
  a100Sxm40: 'nvidia-a100-sxm4-40gb',
  a100Sxm80: 'nvidia-a100-sxm4-80gb',
  rtx4080: 'nvidia-geforce-rtx-4080',
  rtx4090: 'nvidia-geforce-rtx-4090',
  rtx6000Ada: 'nvidia-rtx-6000-ada',
  h100Pcie: 'nvidia-h100-pcie-80gb',
  h100Sxm: 'nvidia-h100-sxm5-80gb',
} as const;

function row(
  gpu: string,
  workload: string,
  metric: string,
  value: number,
  unit: string,
  precision: Precision | undefined,
  gpuCount: number,
  source: string,
  notes?: string,
): BenchmarkSeed {
  const seed: BenchmarkSeed = { gpu, workload, metric, value, unit, gpuCount, source };
  if (precision) seed.precision = precision;
  if (notes) seed.notes = notes;
  return seed;
}

const REL_TRAINING = 'Deep learning training (relative)';
const REL = 'relative speed';
const VS_2080TI = 'x vs RTX 2080 Ti';
const VS_3090 = 'x vs RTX 3090';
const VS_V100 = 'x vs V100';

// ---- Lambda 2019, TensorFlow 1.12, 7 image models, relative to RTX 2080 Ti --------------
const LAMBDA_TF_2019 = 'bench-lambda-tf-2080ti-2019';
const tf2019Note = (claim: string) =>
  `Inverse of Lambda's "${claim}" (TensorFlow 1.12, images/s averaged over ResNet-50/152, Inception v3/v4, VGG-16, AlexNet, SSD300).`;

const lambdaTf2019Relative: BenchmarkSeed[] = [
  row(
    G.gtx1080ti,
    REL_TRAINING,
    REL,
    0.58,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 72% faster than GTX 1080 Ti, FP16'),
  ),
  row(
    G.gtx1080ti,
    REL_TRAINING,
    REL,
    0.74,
    VS_2080TI,
    'FP32',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 35% faster than GTX 1080 Ti, FP32'),
  ),
  row(
    G.titanXp,
    REL_TRAINING,
    REL,
    0.63,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 59% faster than TITAN Xp, FP16'),
  ),
  row(
    G.titanXp,
    REL_TRAINING,
    REL,
    0.82,
    VS_2080TI,
    'FP32',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 22% faster than TITAN Xp, FP32'),
  ),
  row(
    G.rtx2080,
    REL_TRAINING,
    REL,
    0.76,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 32% faster than RTX 2080, FP16'),
  ),
  row(
    G.rtx2080,
    REL_TRAINING,
    REL,
    0.73,
    VS_2080TI,
    'FP32',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 37% faster than RTX 2080, FP32'),
  ),
  row(
    G.titanV,
    REL_TRAINING,
    REL,
    1.23,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 81% as fast as TITAN V, FP16'),
  ),
  row(
    G.titanV,
    REL_TRAINING,
    REL,
    1.04,
    VS_2080TI,
    'FP32',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 96% as fast as TITAN V, FP32'),
  ),
  row(
    G.titanRtx,
    REL_TRAINING,
    REL,
    1.41,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 71% as fast as TITAN RTX, FP16'),
  ),
  row(
    G.titanRtx,
    REL_TRAINING,
    REL,
    1.15,
    VS_2080TI,
    'FP32',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 87% as fast as TITAN RTX, FP32'),
  ),
  row(
    G.v100Sxm32,
    REL_TRAINING,
    REL,
    1.82,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 55% as fast as Tesla V100 (32 GB), FP16'),
  ),
  row(
    G.v100Sxm32,
    REL_TRAINING,
    REL,
    1.37,
    VS_2080TI,
    'FP32',
    1,
    LAMBDA_TF_2019,
    tf2019Note('RTX 2080 Ti is 73% as fast as Tesla V100 (32 GB), FP32'),
  ),
];

const TF_RESNET50 = 'ResNet-50 training (TensorFlow 1.12, synthetic data)';
const lambdaTf2019Throughput: BenchmarkSeed[] = [
  row(G.rtx2080ti, TF_RESNET50, 'throughput', 294, 'images/s', 'FP32', 1, LAMBDA_TF_2019),
  row(G.rtx2080, TF_RESNET50, 'throughput', 213, 'images/s', 'FP32', 1, LAMBDA_TF_2019),
  row(G.titanRtx, TF_RESNET50, 'throughput', 330, 'images/s', 'FP32', 1, LAMBDA_TF_2019),
  row(G.titanV, TF_RESNET50, 'throughput', 300, 'images/s', 'FP32', 1, LAMBDA_TF_2019),
  row(
    G.v100Sxm32,
    TF_RESNET50,
    'throughput',
    405,
    'images/s',
    'FP32',
    1,
    LAMBDA_TF_2019,
    'Lambda ran the V100 (32 GB) in an SXM3 server.',
  ),
  row(G.titanXp, TF_RESNET50, 'throughput', 236, 'images/s', 'FP32', 1, LAMBDA_TF_2019),
  row(G.gtx1080ti, TF_RESNET50, 'throughput', 209, 'images/s', 'FP32', 1, LAMBDA_TF_2019),
  row(
    G.rtx2080ti,
    'Multi-GPU training scaling (TensorFlow, FP32)',
    'speed-up',
    1.8,
    'x vs 1x RTX 2080 Ti',
    'FP32',
    2,
    LAMBDA_TF_2019,
    'Averaged over the image models; approximate (~) in the source.',
  ),
  row(
    G.rtx2080ti,
    'Multi-GPU training scaling (TensorFlow, FP32)',
    'speed-up',
    3.3,
    'x vs 1x RTX 2080 Ti',
    'FP32',
    4,
    LAMBDA_TF_2019,
    'Averaged over the image models; approximate (~) in the source.',
  ),
  row(
    G.rtx2080ti,
    'Multi-GPU training scaling (TensorFlow, FP32)',
    'speed-up',
    5.1,
    'x vs 1x RTX 2080 Ti',
    'FP32',
    8,
    LAMBDA_TF_2019,
    'Averaged over the image models; approximate (~) in the source.',
  ),
  row(
    G.rtx2080ti,
    'Mixed-precision training speed-up (TensorFlow)',
    'speed-up of FP16 over FP32',
    1.446,
    'x vs FP32 on the same GPU',
    'FP16',
    1,
    LAMBDA_TF_2019,
    'Average +44.6 % over the image models.',
  ),
];

// ---- Lambda PyTorch 2021 table (FP16/AMP), relative to RTX 2080 Ti ------------------------
const LAMBDA_PT_2021 = 'bench-lambda-pytorch-2021';
const pt2021Note =
  "Geometric mean of throughput ratios vs RTX 2080 Ti over 8 models (SSD, BERT-base SQuAD, GNMT, NCF, ResNet-50, Tacotron2, Transformer-XL base, WaveGlow) in Lambda's 2021 PyTorch table.";

const lambdaPt2021Relative: BenchmarkSeed[] = [
  row(G.gtx1080ti, REL_TRAINING, REL, 0.47, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
  row(G.titanRtx, REL_TRAINING, REL, 1.47, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
  row(
    G.quadroRtx6000,
    REL_TRAINING,
    REL,
    1.47,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_PT_2021,
    `${pt2021Note} Listed by Lambda as "RTX 6000".`,
  ),
  row(
    G.v100Sxm32,
    REL_TRAINING,
    REL,
    1.79,
    VS_2080TI,
    'FP16',
    1,
    LAMBDA_PT_2021,
    `${pt2021Note} Listed by Lambda as "V100 32GB".`,
  ),
  row(G.rtx3080, REL_TRAINING, REL, 1.34, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
  row(G.rtx3090, REL_TRAINING, REL, 1.87, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
  row(G.a6000, REL_TRAINING, REL, 2.18, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
  row(G.a100Pcie40, REL_TRAINING, REL, 3.09, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
  row(G.a100Sxm40, REL_TRAINING, REL, 3.34, VS_2080TI, 'FP16', 1, LAMBDA_PT_2021, pt2021Note),
];

const PT_RESNET50 = 'ResNet-50 training (PyTorch, NGC)';
const lambdaPt2021Throughput: BenchmarkSeed[] = [
  row(G.rtx2080ti, PT_RESNET50, 'throughput', 526, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.gtx1080ti, PT_RESNET50, 'throughput', 230, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.titanRtx, PT_RESNET50, 'throughput', 644, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.quadroRtx6000, PT_RESNET50, 'throughput', 645, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.v100Sxm32, PT_RESNET50, 'throughput', 828, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.rtx3080, PT_RESNET50, 'throughput', 650, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.rtx3090, PT_RESNET50, 'throughput', 796, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.a6000, PT_RESNET50, 'throughput', 775, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
  row(G.a100Sxm40, PT_RESNET50, 'throughput', 1211, 'images/s', 'FP16', 1, LAMBDA_PT_2021),
];

// ---- Lambda PyTorch 2023 table (FP16/AMP), relative to RTX 3090 ---------------------------
const LAMBDA_PT_2023 = 'bench-lambda-pytorch-2023';
const pt2023Note =
  "Geometric mean of throughput ratios vs RTX 3090 over all 10 models (SSD, BERT-base/large SQuAD, GNMT, NCF, ResNet-50, Tacotron2, Transformer-XL base/large, WaveGlow) in Lambda's 2023 PyTorch table.";

const lambdaPt2023Relative: BenchmarkSeed[] = [
  row(
    G.v100Sxm16,
    REL_TRAINING,
    REL,
    0.82,
    VS_3090,
    'FP16',
    1,
    LAMBDA_PT_2023,
    `${pt2023Note} Listed as "LambdaCloud V100 16GB" (300 W).`,
  ),
  row(G.a10, REL_TRAINING, REL, 0.73, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.a6000, REL_TRAINING, REL, 1.16, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.rtx6000Ada, REL_TRAINING, REL, 1.56, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.rtx4090, REL_TRAINING, REL, 1.61, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.a100Pcie40, REL_TRAINING, REL, 1.81, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.a100Pcie80, REL_TRAINING, REL, 2.07, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.a100Sxm80, REL_TRAINING, REL, 2.17, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.h100Pcie, REL_TRAINING, REL, 2.61, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
  row(G.h100Sxm, REL_TRAINING, REL, 3.63, VS_3090, 'FP16', 1, LAMBDA_PT_2023, pt2023Note),
];

const PT_BERT = 'BERT-base SQuAD fine-tuning (PyTorch, NGC)';
const PT_TXL = 'Transformer-XL large training (PyTorch, NGC)';
const lambdaPt2023Throughput: BenchmarkSeed[] = [
  row(G.rtx3090, PT_RESNET50, 'throughput', 905, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx3090, PT_RESNET50, 'throughput', 513, 'images/s', 'TF32', 1, LAMBDA_PT_2023),
  row(G.rtx4090, PT_RESNET50, 'throughput', 1301, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx4090, PT_RESNET50, 'throughput', 721, 'images/s', 'TF32', 1, LAMBDA_PT_2023),
  row(G.a6000, PT_RESNET50, 'throughput', 916, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx6000Ada, PT_RESNET50, 'throughput', 1146, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.v100Sxm16, PT_RESNET50, 'throughput', 833, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.a10, PT_RESNET50, 'throughput', 638, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.a100Pcie40, PT_RESNET50, 'throughput', 1396, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.a100Pcie80, PT_RESNET50, 'throughput', 1527, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.a100Sxm80, PT_RESNET50, 'throughput', 1582, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.h100Pcie, PT_RESNET50, 'throughput', 1866, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.h100Sxm, PT_RESNET50, 'throughput', 2616, 'images/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx3090, PT_RESNET50, 'throughput', 1751, 'images/s', 'FP16', 2, LAMBDA_PT_2023),
  row(G.rtx4090, PT_RESNET50, 'throughput', 2468, 'images/s', 'FP16', 2, LAMBDA_PT_2023),
  row(G.h100Sxm, PT_RESNET50, 'throughput', 20728, 'images/s', 'FP16', 8, LAMBDA_PT_2023),
  row(G.rtx3090, PT_BERT, 'throughput', 172, 'sequences/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx4090, PT_BERT, 'throughput', 297, 'sequences/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.a100Sxm80, PT_BERT, 'throughput', 443, 'sequences/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.h100Sxm, PT_BERT, 'throughput', 812, 'sequences/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx3090, PT_TXL, 'throughput', 7821, 'tokens/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.rtx4090, PT_TXL, 'throughput', 14509, 'tokens/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.a100Sxm80, PT_TXL, 'throughput', 17918, 'tokens/s', 'FP16', 1, LAMBDA_PT_2023),
  row(G.h100Sxm, PT_TXL, 'throughput', 30841, 'tokens/s', 'FP16', 1, LAMBDA_PT_2023),
];

// ---- The reference documents' own figures (Dettmers 2020, as reproduced in docs 000/002) ---
const DETTMERS_2020 = 'dettmers-which-gpu-2020';
const documentFigures: BenchmarkSeed[] = [
  row(
    G.a100Sxm40,
    'NLP training (relative)',
    REL,
    1.7,
    VS_V100,
    'MIXED',
    1,
    DETTMERS_2020,
    "Debiased from NVIDIA's A100 vs V100 data (batch size and 1 vs 8 GPU effects removed); quoted in doc-cost-for-gpu-hardware.",
  ),
  row(
    G.a100Sxm40,
    'Computer vision training (relative)',
    REL,
    1.45,
    VS_V100,
    'MIXED',
    1,
    DETTMERS_2020,
    "Debiased from NVIDIA's A100 vs V100 data; quoted in doc-cost-for-gpu-hardware.",
  ),
  row(
    G.a100Sxm40,
    'Deep learning training (estimate)',
    'estimated speed-up from memory bandwidth',
    1.73,
    VS_V100,
    undefined,
    1,
    DETTMERS_2020,
    '1,555 GB/s / 900 GB/s; the bandwidth table appears in doc-dl-cluster-guide and the ratio in doc-cost-for-gpu-hardware.',
  ),
  row(
    G.a100Sxm40,
    'Deep learning training (estimate)',
    'estimated speed-up, theoretical low end',
    1.78,
    VS_V100,
    undefined,
    1,
    DETTMERS_2020,
    'Bandwidth plus the larger Ampere shared memory / L1; range 1.78x to 1.87x.',
  ),
  row(
    G.a100Sxm40,
    'Deep learning training (estimate)',
    'estimated speed-up, theoretical high end',
    1.87,
    VS_V100,
    undefined,
    1,
    DETTMERS_2020,
    'Bandwidth plus the larger Ampere shared memory / L1; range 1.78x to 1.87x.',
  ),
  row(
    G.rtx2080ti,
    'BERT-Large inference, 500 mini-batches, power limit 250 W -> 200 W',
    'slowdown from power limiting',
    7,
    '% slower',
    undefined,
    4,
    DETTMERS_2020,
    'Measured on a 4x RTX 2080 Ti system; quoted in doc-dl-cluster-guide.',
  ),
  row(
    G.rtx3090,
    'Data-parallel training with vs without an SLI/NVLink bridge',
    'speed-up from bridge (approximate)',
    5,
    '% faster',
    undefined,
    2,
    'doc-cost-for-gpu-hardware',
    'Rule of thumb given for a 2x RTX 3090 workstation ("around 5 %").',
  ),
  row(
    G.gtx1060,
    REL_TRAINING,
    REL,
    0.67,
    'x vs RTX 3060 12GB',
    undefined,
    1,
    'doc-deep-learning-server',
    'The author\'s own small-model training: the 1060 ran at "around two thirds" of the 3060\'s speed.',
  ),
  row(
    G.k80,
    'ResNet-50 training (TensorFlow, synthetic data, batch 64)',
    'throughput',
    52,
    'images/s',
    'FP32',
    1,
    'bench-tensorflow-benchmarks-2017',
    "One of the board's two GK210 GPUs on Google Compute Engine; the same table gives 219 images/s for a P100 (SXM2, DGX-1).",
  ),
];

// ---- LLM inference with llama.cpp (XiongjieDai/GPU-Benchmarks-on-LLM-Inference) --------
const LLAMA_CPP = 'bench-llamacpp-gpu-benchmarks-2024';
const L2_7B_Q4 = 'Llama 2 7B inference (llama.cpp, Q4_0)';
const L2_7B_F16 = 'Llama 2 7B inference (llama.cpp, FP16)';
const L2_70B_Q4 = 'Llama 2 70B inference (llama.cpp, Q4_0)';
const L3_8B_Q4 = 'Llama 3 8B inference (llama.cpp, Q4_K_M)';
const TG = 'text generation speed';
const llama2Note = 'Mean text-generation speed of three runs on RunPod, December 2023.';
const llama3Note = 'Generating 512 tokens (tg 512), RunPod, May 2024.';
const multiGpuNote =
  'Layers split across the GPUs; single-stream generation gets slower, not faster, with more GPUs.';

const llmInference: BenchmarkSeed[] = [
  row(G.rtx3090, L2_7B_Q4, TG, 120.6, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.rtx4080, L2_7B_Q4, TG, 118.01, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.rtx4090, L2_7B_Q4, TG, 149.37, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.a6000, L2_7B_Q4, TG, 111.57, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.rtx6000Ada, L2_7B_Q4, TG, 127.45, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.h100Pcie, L2_7B_Q4, TG, 133.77, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.rtx3090, L2_7B_F16, TG, 51.85, 'tokens/s', 'FP16', 1, LLAMA_CPP, llama2Note),
  row(G.rtx4090, L2_7B_F16, TG, 60.78, 'tokens/s', 'FP16', 1, LLAMA_CPP, llama2Note),
  row(G.h100Pcie, L2_7B_F16, TG, 83.32, 'tokens/s', 'FP16', 1, LLAMA_CPP, llama2Note),
  row(G.rtx3090, L2_70B_Q4, TG, 14.28, 'tokens/s', 'INT4', 2, LLAMA_CPP, `${llama2Note} ${multiGpuNote}`),
  row(G.rtx4090, L2_70B_Q4, TG, 18.5, 'tokens/s', 'INT4', 2, LLAMA_CPP, `${llama2Note} ${multiGpuNote}`),
  row(G.a6000, L2_70B_Q4, TG, 15.18, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.rtx6000Ada, L2_70B_Q4, TG, 17.02, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.h100Pcie, L2_70B_Q4, TG, 25.88, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama2Note),
  row(G.rtx3070, L3_8B_Q4, TG, 72.79, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama3Note),
  row(G.rtx3080, L3_8B_Q4, TG, 109.57, 'tokens/s', 'INT4', 1, LLAMA_CPP, `${llama3Note} 10 GB card.`),
  row(G.rtx3080ti, L3_8B_Q4, TG, 110.6, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama3Note),
  row(G.rtx4080, L3_8B_Q4, TG, 108.15, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama3Note),
  row(G.rtx3090, L3_8B_Q4, TG, 115.42, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama3Note),
  row(G.rtx4090, L3_8B_Q4, TG, 130.58, 'tokens/s', 'INT4', 1, LLAMA_CPP, llama3Note),
];

export const benchmarks: BenchmarkSeed[] = [
  ...lambdaTf2019Relative,
  ...lambdaTf2019Throughput,
  ...lambdaPt2021Relative,
  ...lambdaPt2021Throughput,
  ...lambdaPt2023Relative,
  ...lambdaPt2023Throughput,
  ...documentFigures,
  ...llmInference,
];
