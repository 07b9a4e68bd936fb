/**
 * The expert review of November 2026 (issue 27's done-when): about a hundred new questions, each
 * with the exact GraphQL call it maps to (one of the operations below, with its variables).
 * Answers are judged in verdicts.md beside this file; the properties the review signed are
 * asserted by test/integration/expert-review.test.ts. Plain data: no expectations here.
 */

/** The operations the questions use; each question names one and gives its variables. */
export const OPERATIONS = {
  recommendGpus: `query RecommendGpus($input: GpuRecommendationInput!) {
  recommendGpus(input: $input) {
    rank gpu { slug name vramGb } priceUsd objective objectiveValue meetsMemory reasons
    unspentUsd nextStepUp { gpu { slug } priceUsd extraUsd figure pickFigure }
    stack stackLevel performanceIsEstimate
  }
}`,
  fits: `query Fits($input: MemoryEstimateInput!, $counts: [Int!], $runtime: FitRuntime,
  $condition: PriceCondition = ANY, $budget: Float, $stack: SoftwareStack, $server: Boolean = false) {
  estimateMemory(input: $input) {
    totalGb weightsGb kvCacheGb activationsGb optimizerGb gradientsGb overheadGb bitsPerWeight
    gpuCount parallelism zeroStage offloadCost cpuRam { gb } assumptions
    fits(first: 6, gpuCounts: $counts, runtime: $runtime, condition: $condition, budgetUsd: $budget,
      stack: $stack, includeServerCards: $server) {
      gpu { slug vramGb } gpuCount setup priceUsd headroom { gib } requiredPerGpu { gib }
      runtime runtimeReserve { gib } marginal comfortableWith techniques
      throughput { decodeTokensPerSecond isEstimate }
    }
    fitAdvice(gpuCounts: $counts, runtime: $runtime, condition: $condition, budgetUsd: $budget,
      stack: $stack, includeServerCards: $server)
  }
}`,
  checkBuild: `query CheckBuild($build: BuildInput!) {
  checkBuild(build: $build) {
    verdict summary findings { ruleId severity message }
    power { totalTdpW sustainedDrawW transientPeakW recommendedPsuW psuW circuitLimitW wallDrawW fitsCircuit }
    totalPriceUsd gpuPlacements { gpuSlug label lanes gen fromCpu }
  }
}`,
  recommendBuild: `query RecommendBuild($input: BuildRecommendationInput!) {
  recommendBuild(input: $input) {
    parts { component { slug kind } quantity priceUsd } reasons risers
    report {
      verdict findings { ruleId severity message } totalPriceUsd(condition: ANY)
      power { sustainedDrawW transientPeakW recommendedPsuW psuW wallDrawW circuitLimitW fitsCircuit }
    }
  }
}`,
  cloudVsOwn: `query CloudVsOwn($input: CloudVsDesktopInput!) {
  compareCloudVsDesktop(input: $input) {
    yearlyKwh yearlyElectricityUsd cloudYearlyUsd breakEvenDays verdict breakEvenWithinUsefulLife
    cloudHoursPerDesktopHour cloudSpeedRatio workBasis workCaveat summary
    horizonDesktopNetUsd horizonCloudUsd
  }
}`,
  powerLimit: `query PowerLimit($gpu: String, $limit: Int!) {
  powerLimitTradeoff(gpuSlug: $gpu, limitW: $limit) {
    tdpW limitW relativeSpeed wattsSaved perfPerWattGain minLimitW maxLimitW rangeBasis command
  }
}`,
} as const;

export type Operation = keyof typeof OPERATIONS;
export type Area =
  'gpu-pick' | 'can-i-run' | 'fine-tune' | 'build-check' | 'power' | 'whole-build' | 'cloud-vs-own';

export interface Question {
  /** Stable id, used by verdicts.md and the regression test. */
  id: string;
  area: Area;
  /** The question as a user would ask it. */
  asked: string;
  operation: Operation;
  variables: Record<string, unknown>;
  /** The error code a right answer refuses with (a limit the card does not accept). */
  refused?: string;
}

const gpus = (id: string, asked: string, input: Record<string, unknown>, refused?: string): Question => ({
  id,
  area: 'gpu-pick',
  asked,
  operation: 'recommendGpus',
  variables: { input: { first: 5, ...input } },
  ...(refused ? { refused } : {}),
});
const run = (
  id: string,
  asked: string,
  input: Record<string, unknown>,
  args: Record<string, unknown> = {},
): Question => ({
  id,
  area: 'can-i-run',
  asked,
  operation: 'fits',
  variables: { counts: [1, 2, 4], ...args, input },
});
const tune = (
  id: string,
  asked: string,
  input: Record<string, unknown>,
  args: Record<string, unknown> = {},
): Question => ({
  id,
  area: 'fine-tune',
  asked,
  operation: 'fits',
  variables: { counts: [1, 2, 4], ...args, input },
});
const part = (slug: string, quantity = 1) => ({ slug, quantity });
const check = (
  id: string,
  asked: string,
  build: Record<string, unknown>,
  area: Area = 'build-check',
): Question => ({
  id,
  area,
  asked,
  operation: 'checkBuild',
  variables: { build },
});
const build = (id: string, asked: string, input: Record<string, unknown>): Question => ({
  id,
  area: 'whole-build',
  asked,
  operation: 'recommendBuild',
  variables: { input },
});
const cloud = (id: string, asked: string, input: Record<string, unknown>): Question => ({
  id,
  area: 'cloud-vs-own',
  asked,
  operation: 'cloudVsOwn',
  variables: { input },
});
const limit = (id: string, asked: string, gpu: string, limitW: number, refused?: string): Question => ({
  id,
  area: 'power',
  asked,
  operation: 'powerLimit',
  variables: { gpu, limit: limitW },
  ...(refused ? { refused } : {}),
});

/** An AM5 desktop around the GPUs (board with x8/x8 from the CPU). */
const am5 = [
  part('amd-ryzen-9-9950x'),
  part('asus-proart-x670e-creator-wifi'),
  part('corsair-vengeance-64gb-2x32gb-ddr5-6000'),
  part('samsung-990-pro-2tb'),
  part('arctic-liquid-freezer-iii-360'),
];
/** A Threadripper PRO 5000 workstation (WRX80, seven x16 slots). */
const wrx80 = [
  part('amd-ryzen-threadripper-pro-5975wx'),
  part('asus-pro-ws-wrx80e-sage-se-wifi'),
  part('samsung-256gb-8x32gb-ddr4-3200-rdimm'),
  part('samsung-990-pro-4tb'),
  part('noctua-nh-u14s-tr4-sp3'),
];

export const QUESTIONS: Question[] = [
  // ---- GPU picks ----
  gpus('G01', '$1,000, any condition: a card for running 13B models at 4-bit.', {
    useCase: 'llm-inference-13b-4bit',
    budgetUsd: 1000,
    condition: 'ANY',
  }),
  gpus('G02', '$1,500 new for prototyping / training small models.', {
    useCase: 'prototyping-2020',
    budgetUsd: 1500,
    condition: 'NEW',
  }),
  gpus('G03', '$600 used: a card to QLoRA-fine-tune 7B models.', {
    useCase: 'qlora-finetune-7b',
    budgetUsd: 600,
    condition: 'USED',
  }),
  gpus('G04', '$2,000 new for two cards that together run a 70B model at 4-bit.', {
    useCase: 'llm-inference-70b-4bit',
    budgetUsd: 2000,
    condition: 'NEW',
    gpuCount: 2,
  }),
  gpus('G05', '$2,000, used is fine: two cards for 70B at 4-bit.', {
    useCase: 'llm-inference-70b-4bit',
    budgetUsd: 2000,
    condition: 'USED',
    gpuCount: 2,
  }),
  gpus('G06', '$5,000 new, CUDA: one card for 16-bit LoRA of 7B models.', {
    useCase: 'lora-finetune-7b-16bit',
    budgetUsd: 5000,
    condition: 'NEW',
    stack: 'CUDA',
  }),
  gpus('G07', '$10,000 new: one card for research on large transformers.', {
    useCase: 'large-transformers-cnns-research-2020',
    budgetUsd: 10000,
    condition: 'NEW',
  }),
  gpus('G08', '$400 new for Kaggle.', { useCase: 'kaggle-2020', budgetUsd: 400, condition: 'NEW' }),
  gpus('G09', '$800 new, I run ROCm: a card for 13B 4-bit inference.', {
    useCase: 'llm-inference-13b-4bit',
    budgetUsd: 800,
    condition: 'NEW',
    stack: 'ROCM',
  }),
  gpus('G10', '$500 new, Intel oneAPI/SYCL: 7B at FP16.', {
    useCase: 'llm-inference-7b-fp16',
    budgetUsd: 500,
    condition: 'NEW',
    stack: 'ONEAPI',
  }),
  gpus('G11', '$300 used: the cheapest sensible card for 7B 4-bit chat.', {
    useCase: 'llm-inference-7b-4bit',
    budgetUsd: 300,
    condition: 'USED',
  }),
  gpus('G12', '$3,000 new, two cards, 300 W for both together, for training.', {
    useCase: 'prototyping-2020',
    budgetUsd: 3000,
    condition: 'NEW',
    gpuCount: 2,
    maxPowerW: 300,
  }),
  gpus('G13', '$1,200, any condition, at least 24 GB, for training.', {
    useCase: 'large-transformers-cnns-research-2020',
    minVramGb: 24,
    budgetUsd: 1200,
    condition: 'ANY',
  }),
  gpus('G14', '$25,000 new, four cards for training.', {
    useCase: 'large-transformers-cnns-research-2020',
    budgetUsd: 25000,
    condition: 'NEW',
    gpuCount: 4,
  }),
  gpus('G15', 'Most tokens per dollar for 7B FP16 inference, $1,500.', {
    useCase: 'llm-inference-7b-fp16',
    budgetUsd: 1500,
    objective: 'INFERENCE_TOKENS_PER_DOLLAR',
  }),
  gpus('G16', 'Most memory per dollar under $1,000.', { budgetUsd: 1000, objective: 'MEMORY_PER_DOLLAR' }),
  gpus('G17', '$3,000 new: two cards for QLoRA of 65-70B models.', {
    useCase: 'qlora-finetune-65b',
    budgetUsd: 3000,
    condition: 'NEW',
    gpuCount: 2,
  }),
  gpus('G18', '$1,000 used for video models.', {
    useCase: 'video-models-2020',
    budgetUsd: 1000,
    condition: 'USED',
  }),
  gpus('G19', 'No budget given: one card that runs a 70B model at 4-bit.', {
    useCase: 'llm-inference-70b-4bit',
  }),
  gpus('G20', '$300 used, legacy cards allowed: most memory per dollar.', {
    budgetUsd: 300,
    condition: 'USED',
    objective: 'MEMORY_PER_DOLLAR',
    includeLegacy: true,
  }),
  gpus('G21', '$2,500 new, Vulkan (llama.cpp), two cards for 70B at 4-bit.', {
    useCase: 'llm-inference-70b-4bit',
    budgetUsd: 2500,
    condition: 'NEW',
    gpuCount: 2,
    stack: 'VULKAN',
  }),
  gpus('G22', '$1,800 new: one card for 16-bit LoRA of 7B.', {
    useCase: 'lora-finetune-7b-16bit',
    budgetUsd: 1800,
    condition: 'NEW',
  }),
  gpus(
    'G23',
    '$700 new, Metal: what do I get?',
    { useCase: 'llm-inference-7b-4bit', budgetUsd: 700, condition: 'NEW', stack: 'METAL' },
    'BAD_USER_INPUT',
  ),
  gpus('G24', '$4,000 any condition: the best single card for 70B 4-bit inference.', {
    useCase: 'llm-inference-70b-4bit',
    budgetUsd: 4000,
    condition: 'ANY',
  }),

  // ---- Can I run it? ----
  run(
    'R01',
    'Llama 3.1 8B Q4_K_M at 8k context on a card under $400?',
    { model: 'llama-3.1-8b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 8192 },
    { counts: [1], budget: 400 },
  ),
  run(
    'R02',
    'Qwen3 32B Q4_K_M at 32k context: one card or two?',
    { model: 'qwen-3-32b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 32768 },
    { counts: [1, 2] },
  ),
  run(
    'R03',
    'gpt-oss-120b (MXFP4) in vLLM: which single card?',
    { model: 'gpt-oss-120b', precision: 'MXFP4', mode: 'INFERENCE', sequenceLength: 32768 },
    { counts: [1, 2], runtime: 'VLLM' },
  ),
  run(
    'R04',
    'gpt-oss-20b in llama.cpp on a 16 GB card?',
    { model: 'gpt-oss-20b', precision: 'GGUF_MXFP4_MOE', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [1] },
  ),
  run('R05', 'Llama 4 Scout Q4_K_M at 8k context?', {
    model: 'llama-4-scout',
    precision: 'GGUF_Q4_K_M',
    mode: 'INFERENCE',
    sequenceLength: 8192,
  }),
  run(
    'R06',
    'DeepSeek-R1 at 1.58-bit (IQ1_S) on GPUs?',
    { model: 'deepseek-r1', precision: 'GGUF_IQ1_S', mode: 'INFERENCE', sequenceLength: 8192 },
    { counts: [1, 2, 4, 8], server: true },
  ),
  run(
    'R07',
    'Qwen3-30B-A3B Q4_K_M at 32k on a 24 GB card?',
    { model: 'qwen-3-30b-a3b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 32768 },
    { counts: [1] },
  ),
  run(
    'R08',
    'Qwen3-235B-A22B Q4_K_M: how many cards?',
    { model: 'qwen-3-235b-a22b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [2, 4, 8], server: true },
  ),
  run(
    'R09',
    'Llama 3.3 70B FP8 in vLLM at 8k on two or four cards?',
    { model: 'llama-3.3-70b', precision: 'FP8', mode: 'INFERENCE', sequenceLength: 8192, gpuCount: 2 },
    { counts: [2, 4], runtime: 'VLLM' },
  ),
  run(
    'R10',
    'Llama 3.3 70B AWQ in vLLM on 2x 24 GB at 8k?',
    { model: 'llama-3.3-70b', precision: 'AWQ_INT4', mode: 'INFERENCE', sequenceLength: 8192, gpuCount: 2 },
    { counts: [2], runtime: 'VLLM' },
  ),
  run(
    'R11',
    'Qwen2.5 72B Q4_K_M at 32k in llama.cpp on two cards?',
    {
      model: 'qwen-2.5-72b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
      sequenceLength: 32768,
      gpuCount: 2,
    },
    { counts: [2] },
  ),
  run(
    'R12',
    'Mistral Small 3.1 in BF16 in vLLM: one card?',
    { model: 'mistral-small-3.1', precision: 'BF16', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [1, 2], runtime: 'VLLM' },
  ),
  run(
    'R13',
    'Gemma 3 27B Q4_K_M with its full 128k context on 24 GB?',
    { model: 'gemma-3-27b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 131072 },
    { counts: [1] },
  ),
  run(
    'R14',
    'Llama 3.1 8B FP16 at 128k context?',
    { model: 'llama-3.1-8b', precision: 'FP16', mode: 'INFERENCE', sequenceLength: 131072 },
    { counts: [1], runtime: 'VLLM' },
  ),
  run(
    'R15',
    'DeepSeek-V3 FP8 on one 8-GPU server?',
    { model: 'deepseek-v3', precision: 'FP8_BLOCK', mode: 'INFERENCE', sequenceLength: 32768, gpuCount: 8 },
    { counts: [8], runtime: 'VLLM', server: true },
  ),
  run(
    'R16',
    'Kimi K2 at Q2_K on eight cards?',
    { model: 'kimi-k2', precision: 'GGUF_Q2_K', mode: 'INFERENCE', sequenceLength: 16384, gpuCount: 8 },
    { counts: [8], server: true },
  ),
  run(
    'R17',
    'Qwen3-Next 80B-A3B FP8 in vLLM on one card?',
    { model: 'qwen-3-next-80b-a3b', precision: 'FP8', mode: 'INFERENCE', sequenceLength: 32768 },
    { counts: [1, 2], runtime: 'VLLM' },
  ),
  run(
    'R18',
    'GLM-4.7-Flash Q4_K_M on a 16-24 GB card?',
    { model: 'glm-4.7-flash', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [1] },
  ),
  run(
    'R19',
    'Llama 3.1 70B FP8 on two A100 80 GB (Ampere) in vLLM?',
    { model: 'llama-3.1-70b', precision: 'FP8', mode: 'INFERENCE', sequenceLength: 8192, gpuCount: 2 },
    { counts: [2], runtime: 'VLLM', server: true },
  ),
  run(
    'R20',
    'Qwen3.5 27B Q4_K_M at 64k context on one card?',
    { model: 'qwen-3.5-27b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 65536 },
    { counts: [1] },
  ),
  run(
    'R21',
    'Qwen3-Coder 480B Q4_K_M on eight cards?',
    {
      model: 'qwen-3-coder-480b-a35b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
      sequenceLength: 32768,
      gpuCount: 8,
    },
    { counts: [8], server: true },
  ),
  run(
    'R22',
    'Llama 3.1 405B AWQ on 8 GPUs in vLLM?',
    { model: 'llama-3.1-405b', precision: 'AWQ_INT4', mode: 'INFERENCE', sequenceLength: 8192, gpuCount: 8 },
    { counts: [8], runtime: 'VLLM', server: true },
  ),
  run(
    'R23',
    'Phi-4 in FP16 on a 32 GB RTX 5090 in vLLM?',
    { model: 'phi-4', precision: 'FP16', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [1], runtime: 'VLLM' },
  ),
  run(
    'R24',
    'Mixtral 8x7B Q4_K_M at 32k?',
    { model: 'mixtral-8x7b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 32768 },
    { counts: [1, 2] },
  ),
  run(
    'R25',
    'R1-Distill-Qwen-32B EXL2 4.0 bpw at 32k on 24 GB?',
    {
      model: 'deepseek-r1-distill-qwen-32b',
      precision: 'EXL2',
      bitsPerWeight: 4.0,
      mode: 'INFERENCE',
      sequenceLength: 32768,
    },
    { counts: [1] },
  ),
  run(
    'R26',
    'Llama 3.3 70B Q4_K_M with half the weights in system RAM?',
    {
      model: 'llama-3.3-70b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
      sequenceLength: 8192,
      offloadWeightsFraction: 0.5,
    },
    { counts: [1] },
  ),
  run(
    'R27',
    'Gemma 3 12B in NVFP4: which cards?',
    { model: 'gemma-3-12b', precision: 'NVFP4', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [1] },
  ),
  run(
    'R28',
    'Qwen3 8B FP16 serving 32 users at 4k each in vLLM?',
    { model: 'qwen-3-8b', precision: 'FP16', mode: 'INFERENCE', sequenceLength: 4096, batchSize: 32 },
    { counts: [1, 2], runtime: 'VLLM' },
  ),
  run(
    'R29',
    'Llama 3.2 11B Vision in FP16?',
    { model: 'llama-3.2-11b-vision', precision: 'FP16', mode: 'INFERENCE', sequenceLength: 8192 },
    { counts: [1] },
  ),
  run(
    'R30',
    'MiniMax-M2.5 in FP8 on four or eight server GPUs?',
    { model: 'minimax-m2.5', precision: 'FP8', mode: 'INFERENCE', sequenceLength: 32768, gpuCount: 4 },
    { counts: [4, 8], runtime: 'VLLM', server: true },
  ),
  run(
    'R31',
    'Llama 3.1 70B Q4_K_M on ROCm cards only?',
    { model: 'llama-3.1-70b', precision: 'GGUF_Q4_K_M', mode: 'INFERENCE', sequenceLength: 8192 },
    { counts: [1, 2], stack: 'ROCM' },
  ),
  run(
    'R32',
    'Qwen2.5 14B Q8_0 at 16k under $1,000?',
    { model: 'qwen-2.5-14b', precision: 'GGUF_Q8_0', mode: 'INFERENCE', sequenceLength: 16384 },
    { counts: [1], budget: 1000 },
  ),

  // ---- Fine-tuning fits ----
  tune(
    'F01',
    'QLoRA of Llama 3.1 8B at 2k sequence, batch 1?',
    { model: 'llama-3.1-8b', precision: 'NF4', mode: 'QLORA', sequenceLength: 2048 },
    { counts: [1] },
  ),
  tune(
    'F02',
    '16-bit LoRA of Llama 3.1 8B at 4k, batch 4?',
    { model: 'llama-3.1-8b', precision: 'BF16', mode: 'LORA', sequenceLength: 4096, batchSize: 4 },
    { counts: [1] },
  ),
  tune(
    'F03',
    'QLoRA of Llama 3.1 70B on two cards (FSDP+QLoRA)?',
    { model: 'llama-3.1-70b', precision: 'NF4', mode: 'QLORA', sequenceLength: 2048, gpuCount: 2 },
    { counts: [2] },
  ),
  tune(
    'F04',
    'Full fine-tune of Qwen2.5 7B in BF16 with AdamW?',
    { model: 'qwen-2.5-7b', precision: 'BF16', mode: 'TRAINING', sequenceLength: 2048 },
    { counts: [1, 2, 4] },
  ),
  tune(
    'F05',
    'Full fine-tune of Llama 3.1 8B, 8-bit Adam, ZeRO-3 on four cards?',
    {
      model: 'llama-3.1-8b',
      precision: 'BF16',
      mode: 'TRAINING',
      optimizer: 'ADAM_8BIT',
      zeroStage: 3,
      gpuCount: 4,
      sequenceLength: 2048,
    },
    { counts: [4] },
  ),
  tune(
    'F06',
    'QLoRA of Qwen3 32B on one card?',
    { model: 'qwen-3-32b', precision: 'NF4', mode: 'QLORA', sequenceLength: 2048 },
    { counts: [1] },
  ),
  tune(
    'F07',
    '16-bit LoRA of Mistral 7B on a 16 GB card?',
    { model: 'mistral-7b-v0.3', precision: 'BF16', mode: 'LORA', sequenceLength: 2048 },
    { counts: [1], budget: 900 },
  ),
  tune(
    'F08',
    '16-bit LoRA of Llama 3.1 70B: how many cards?',
    { model: 'llama-3.1-70b', precision: 'BF16', mode: 'LORA', sequenceLength: 2048, gpuCount: 4 },
    { counts: [4, 8], server: true },
  ),
  tune(
    'F09',
    'QLoRA of Gemma 3 27B at 4k on one card?',
    { model: 'gemma-3-27b', precision: 'NF4', mode: 'QLORA', sequenceLength: 4096 },
    { counts: [1] },
  ),
  tune(
    'F10',
    'Full fine-tune of Qwen2.5 72B: what would it take?',
    { model: 'qwen-2.5-72b', precision: 'BF16', mode: 'TRAINING', sequenceLength: 2048 },
    { counts: [1, 2, 4] },
  ),
  tune(
    'F11',
    'Full fine-tune of Llama 3.2 3B on one 24 GB card?',
    { model: 'llama-3.2-3b', precision: 'BF16', mode: 'TRAINING', sequenceLength: 2048 },
    { counts: [1], budget: 2000 },
  ),
  tune(
    'F12',
    'Pre-train a 1.5B model, sequence 1k, batch 8, one card?',
    { parametersBillions: 1.5, precision: 'BF16', mode: 'TRAINING', sequenceLength: 1024, batchSize: 8 },
    { counts: [1] },
  ),
  tune(
    'F13',
    'QLoRA of R1-Distill-Llama 8B at 8k sequence?',
    { model: 'deepseek-r1-distill-llama-8b', precision: 'NF4', mode: 'QLORA', sequenceLength: 8192 },
    { counts: [1] },
  ),
  tune(
    'F14',
    'QLoRA of Llama 3.1 405B on eight server GPUs?',
    { model: 'llama-3.1-405b', precision: 'NF4', mode: 'QLORA', sequenceLength: 2048, gpuCount: 8 },
    { counts: [8], server: true },
  ),
  tune(
    'F15',
    '16-bit LoRA of Qwen3 14B on one card?',
    { model: 'qwen-3-14b', precision: 'BF16', mode: 'LORA', sequenceLength: 2048 },
    { counts: [1] },
  ),
  tune(
    'F16',
    'QLoRA of Llama 3.1 8B on ROCm only?',
    { model: 'llama-3.1-8b', precision: 'NF4', mode: 'QLORA', sequenceLength: 2048 },
    { counts: [1], stack: 'ROCM' },
  ),

  // ---- Build checks ----
  check('B01', 'RTX 5090 + 9950X on an X670E board with an 850 W ATX 3.1 PSU.', {
    parts: [
      part('nvidia-geforce-rtx-5090'),
      ...am5,
      part('corsair-rm850x-atx31'),
      part('fractal-design-meshify-2-xl'),
    ],
  }),
  check('B02', 'Two RTX 3090 on a B650 Tomahawk with a 1200 W PSU.', {
    parts: [
      part('nvidia-geforce-rtx-3090', 2),
      part('amd-ryzen-9-9950x'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('corsair-vengeance-64gb-2x32gb-ddr5-6000'),
      part('samsung-990-pro-2tb'),
      part('corsair-hx1200i-atx3'),
      part('fractal-design-meshify-2-xl'),
      part('arctic-liquid-freezer-iii-360'),
    ],
  }),
  check('B03', 'Four RTX 3090 on WRX80 with a 1600 W PSU on a US 15 A outlet.', {
    parts: [
      part('nvidia-geforce-rtx-3090', 4),
      ...wrx80,
      part('seasonic-prime-tx-1600-atx3'),
      part('corsair-7000d-airflow'),
    ],
    mains: { region: 'NORTH_AMERICA' },
  }),
  check('B04', 'The same four-3090 WRX80 build on a 230 V / 16 A outlet, on risers.', {
    parts: [
      part('nvidia-geforce-rtx-3090', 4),
      ...wrx80,
      part('seasonic-prime-tx-1600-atx3'),
      part('thermaltake-core-p3-tg-pro'),
    ],
    mains: { region: 'EUROPE' },
    risers: true,
  }),
  check('B05', 'Two RTX 4090 on a ProArt X670E, 1300 W, O11 Dynamic XL.', {
    parts: [
      part('nvidia-geforce-rtx-4090', 2),
      ...am5,
      part('seasonic-prime-px-1300'),
      part('lian-li-o11-dynamic-xl'),
    ],
  }),
  check('B06', 'Core i9-14900K on an X670E board.', {
    parts: [
      part('intel-core-i9-14900k'),
      part('asus-proart-x670e-creator-wifi'),
      part('corsair-vengeance-64gb-2x32gb-ddr5-6000'),
    ],
  }),
  check('B07', 'DDR4 kit on an AM5 board.', {
    parts: [
      part('amd-ryzen-7-7700x'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('corsair-vengeance-lpx-64gb-2x32gb-ddr4-3200'),
    ],
  }),
  check('B08', 'Three RTX 3090 in a Z790 ProArt, in the slots.', {
    parts: [
      part('nvidia-geforce-rtx-3090', 3),
      part('intel-core-i9-14900k'),
      part('asus-proart-z790-creator-wifi'),
      part('gskill-trident-z5-rgb-96gb-2x48gb-ddr5-6400'),
      part('super-flower-leadex-titanium-1600w'),
      part('corsair-7000d-airflow'),
      part('arctic-liquid-freezer-iii-360'),
    ],
  }),
  check('B09', 'Two RTX PRO 6000 Blackwell on a TRX50 with a 1600 W PSU, US 20 A.', {
    parts: [
      part('nvidia-rtx-pro-6000-blackwell', 2),
      part('amd-ryzen-threadripper-7960x'),
      part('asus-pro-ws-trx50-sage-wifi'),
      part('kingston-server-premier-128gb-4x32gb-ddr5-4800-rdimm'),
      part('samsung-990-pro-4tb'),
      part('noctua-nh-u14s-tr5-sp6'),
      part('seasonic-prime-tx-1600-atx3'),
      part('fractal-design-meshify-2-xl'),
    ],
    mains: { region: 'NORTH_AMERICA_20A' },
  }),
  check('B10', 'Four RTX 5090 on WRX90 with a 2000 W PSU on a US 20 A circuit.', {
    parts: [
      part('nvidia-geforce-rtx-5090', 4),
      part('amd-ryzen-threadripper-pro-7975wx'),
      part('asus-pro-ws-wrx90e-sage-se'),
      part('samsung-256gb-8x32gb-ddr5-4800-rdimm'),
      part('samsung-990-pro-4tb'),
      part('noctua-nh-u14s-tr5-sp6'),
      part('super-flower-leadex-platinum-2000w'),
      part('thermaltake-core-p3-tg-pro'),
    ],
    mains: { region: 'NORTH_AMERICA_20A' },
    risers: true,
  }),
  check('B11', 'Ryzen 5 7600 + RTX 4090 + 32 GB: balanced for one GPU?', {
    parts: [
      part('amd-ryzen-5-7600'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('gskill-flare-x5-32gb-2x16gb-ddr5-6000'),
      part('nvidia-geforce-rtx-4090'),
      part('msi-mpg-a1000g-pcie5'),
      part('samsung-990-pro-2tb'),
      part('deepcool-ak620'),
      part('fractal-design-meshify-2-xl'),
    ],
  }),
  check('B12', 'RX 7900 XTX on a 650 W PSU.', {
    parts: [
      part('amd-radeon-rx-7900-xtx'),
      part('amd-ryzen-7-7700x'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('gskill-flare-x5-32gb-2x16gb-ddr5-6000'),
      part('corsair-rm650x'),
      part('deepcool-ak620'),
      part('phanteks-enthoo-pro-2'),
    ],
  }),
  check('B13', 'A Tesla P40 in a desktop case.', {
    parts: [
      part('nvidia-tesla-p40'),
      part('amd-ryzen-7-7700x'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('gskill-flare-x5-32gb-2x16gb-ddr5-6000'),
      part('corsair-rm850x-atx31'),
      part('phanteks-enthoo-pro-2'),
      part('deepcool-ak620'),
    ],
  }),
  check('B14', 'An H100 PCIe in an NZXT H510.', {
    parts: [
      part('nvidia-h100-pcie-80gb'),
      part('amd-ryzen-9-7950x'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('corsair-vengeance-64gb-2x32gb-ddr5-6000'),
      part('corsair-rm850x-atx31'),
      part('nzxt-h510'),
      part('deepcool-ak620'),
    ],
  }),
  check('B15', 'Four RTX A6000 on TRX50 with a 1600 W PSU in Europe.', {
    parts: [
      part('nvidia-rtx-a6000', 4),
      part('amd-ryzen-threadripper-7960x'),
      part('asus-pro-ws-trx50-sage-wifi'),
      part('samsung-256gb-8x32gb-ddr5-4800-rdimm'),
      part('samsung-990-pro-4tb'),
      part('noctua-nh-u14s-tr5-sp6'),
      part('seasonic-prime-tx-1600-atx3'),
      part('corsair-7000d-airflow'),
    ],
    mains: { region: 'EUROPE' },
  }),
  check('B16', 'RTX 4090 in an NZXT H510 with a 750 W PSU (older, non-ATX 3).', {
    parts: [
      part('nvidia-geforce-rtx-4090'),
      part('intel-core-i7-14700k'),
      part('msi-pro-z790-a-wifi'),
      part('corsair-vengeance-64gb-2x32gb-ddr5-6000'),
      part('evga-supernova-750-g2'),
      part('nzxt-h510'),
      part('deepcool-ak620'),
    ],
  }),
  check('B17', 'Two RTX 3090 for 70B inference on an X670E (x8/x8), 1300 W.', {
    parts: [
      part('nvidia-geforce-rtx-3090', 2),
      ...am5,
      part('seasonic-prime-px-1300'),
      part('fractal-design-meshify-2-xl'),
    ],
    useCase: 'llm-inference-70b-4bit',
  }),
  check('B18', 'One RTX 4060 Ti 16 GB for 7B LoRA at 16-bit.', {
    parts: [
      part('nvidia-geforce-rtx-4060-ti-16gb'),
      part('amd-ryzen-7-7700x'),
      part('msi-mag-b650-tomahawk-wifi'),
      part('gskill-flare-x5-32gb-2x16gb-ddr5-6000'),
      part('corsair-rm650x'),
      part('phanteks-enthoo-pro-2'),
      part('deepcool-ak620'),
    ],
    useCase: 'lora-finetune-7b-16bit',
  }),

  // ---- Power, PSU, circuits ----
  limit('P01', 'Power-limit an RTX 3090 to 280 W: what do I lose?', 'nvidia-geforce-rtx-3090', 280),
  limit('P02', 'RTX 4090 at 300 W?', 'nvidia-geforce-rtx-4090', 300),
  limit('P03', 'RTX 5090 at 400 W?', 'nvidia-geforce-rtx-5090', 400),
  limit('P04', 'RTX 5090 at 300 W?', 'nvidia-geforce-rtx-5090', 300, 'BAD_USER_INPUT'),
  limit('P05', 'RX 7900 XTX at 300 W?', 'amd-radeon-rx-7900-xtx', 300, 'BAD_USER_INPUT'),
  limit('P06', 'RTX A6000 at 250 W?', 'nvidia-rtx-a6000', 250),
  check(
    'P07',
    'Two RTX 5090 + 1600 W in the UK (13 A plug).',
    {
      parts: [
        part('nvidia-geforce-rtx-5090', 2),
        ...am5,
        part('seasonic-prime-tx-1600-atx3'),
        part('fractal-design-meshify-2-xl'),
      ],
      mains: { region: 'UNITED_KINGDOM' },
    },
    'power',
  ),
  check(
    'P08',
    'Three RTX 4090 with a 1600 W PSU on a US 15 A outlet, on risers.',
    {
      parts: [
        part('nvidia-geforce-rtx-4090', 3),
        part('amd-ryzen-threadripper-7960x'),
        part('asus-pro-ws-trx50-sage-wifi'),
        part('kingston-server-premier-128gb-4x32gb-ddr5-4800-rdimm'),
        part('noctua-nh-u14s-tr5-sp6'),
        part('seasonic-prime-tx-1600-atx3'),
        part('thermaltake-core-p3-tg-pro'),
      ],
      mains: { region: 'NORTH_AMERICA' },
      risers: true,
    },
    'power',
  ),
  check(
    'P09',
    'An RTX 4090 desktop in Japan (100 V).',
    {
      parts: [
        part('nvidia-geforce-rtx-4090'),
        ...am5,
        part('msi-mpg-a1000g-pcie5'),
        part('fractal-design-meshify-2-xl'),
      ],
      mains: { region: 'JAPAN' },
    },
    'power',
  ),
  check(
    'P10',
    'RTX 4090 + 14900K on a 1000 W ATX 3.x PSU.',
    {
      parts: [
        part('nvidia-geforce-rtx-4090'),
        part('intel-core-i9-14900k'),
        part('msi-pro-z790-a-wifi'),
        part('corsair-vengeance-64gb-2x32gb-ddr5-6000'),
        part('msi-mpg-a1000g-pcie5'),
        part('arctic-liquid-freezer-iii-360'),
        part('fractal-design-meshify-2-xl'),
      ],
    },
    'power',
  ),

  // ---- Whole builds ----
  build('W01', '$2,500, any condition: a box for 13B 4-bit inference.', {
    useCase: 'llm-inference-13b-4bit',
    budgetUsd: 2500,
    condition: 'ANY',
  }),
  build('W02', '$5,000, any condition: two GPUs for 70B 4-bit.', {
    useCase: 'llm-inference-70b-4bit',
    budgetUsd: 5000,
    condition: 'ANY',
    gpuCount: 2,
  }),
  build('W03', '$8,000 new: two GPUs for transformer research.', {
    useCase: 'large-transformers-cnns-research-2020',
    budgetUsd: 8000,
    condition: 'NEW',
    gpuCount: 2,
  }),
  build('W04', '$15,000, any condition: four GPUs for training on a US 20 A circuit.', {
    useCase: 'large-transformers-cnns-research-2020',
    budgetUsd: 15000,
    condition: 'ANY',
    gpuCount: 4,
    mains: { region: 'NORTH_AMERICA_20A' },
  }),
  build('W05', '$1,500, any condition: a Kaggle box.', {
    useCase: 'kaggle-2020',
    budgetUsd: 1500,
    condition: 'ANY',
  }),
  build('W06', '$4,000, any condition: two GPUs for QLoRA of 65-70B.', {
    useCase: 'qlora-finetune-65b',
    budgetUsd: 4000,
    condition: 'ANY',
    gpuCount: 2,
  }),
  build('W07', '$3,000 new, ROCm: two GPUs for 70B 4-bit.', {
    useCase: 'llm-inference-70b-4bit',
    budgetUsd: 3000,
    condition: 'NEW',
    gpuCount: 2,
    stack: 'ROCM',
  }),
  build('W08', '$20,000 new, four GPUs for LoRA, in Europe.', {
    useCase: 'lora-finetune-7b-16bit',
    budgetUsd: 20000,
    condition: 'NEW',
    gpuCount: 4,
    mains: { region: 'EUROPE' },
  }),
  build('W09', '$1,000, any condition: 7B at FP16.', {
    useCase: 'llm-inference-7b-fp16',
    budgetUsd: 1000,
    condition: 'ANY',
  }),
  build('W10', '$6,000 new: one GPU with at least 48 GB.', {
    minVramGb: 48,
    budgetUsd: 6000,
    condition: 'NEW',
  }),
  build('W11', '$900 new: the cheapest sensible learning box.', {
    useCase: 'prototyping-2020',
    budgetUsd: 900,
    condition: 'NEW',
  }),
  build('W12', '$3,500, any condition: QLoRA of 7B and room to grow.', {
    useCase: 'qlora-finetune-7b',
    budgetUsd: 3500,
    condition: 'ANY',
  }),

  // ---- Cloud vs own ----
  cloud('C01', 'A $3,000 RTX 4090 box vs an H100 at $2.99/h, training half the time, $0.15/kWh.', {
    desktopCostUsd: 3000,
    gpuWatts: 450,
    utilization: 0.5,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 2.99,
    desktopGpuSlug: 'nvidia-geforce-rtx-4090',
    cloudGpuSlug: 'nvidia-h100-sxm5-80gb',
    workload: 'TRAINING',
  }),
  cloud('C02', 'The same for inference.', {
    desktopCostUsd: 3000,
    gpuWatts: 450,
    utilization: 0.5,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 2.99,
    desktopGpuSlug: 'nvidia-geforce-rtx-4090',
    cloudGpuSlug: 'nvidia-h100-sxm5-80gb',
    workload: 'INFERENCE',
  }),
  cloud('C03', 'A $4,000 RTX 5090 box vs a rented 5090 at $1.22/h, 20 % use.', {
    desktopCostUsd: 4000,
    gpuWatts: 575,
    utilization: 0.2,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 1.22,
    desktopGpuSlug: 'nvidia-geforce-rtx-5090',
    cloudGpuSlug: 'nvidia-geforce-rtx-5090',
  }),
  cloud('C04', 'A $2,500 box of two used 3090s vs an H100 at $1.99/h, 80 % use, resale $800.', {
    desktopCostUsd: 2500,
    gpuWatts: 700,
    utilization: 0.8,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 1.99,
    desktopGpuSlug: 'nvidia-geforce-rtx-3090',
    desktopGpuCount: 2,
    cloudGpuSlug: 'nvidia-h100-sxm5-80gb',
    cloudGpuCount: 1,
    resaleUsd: 800,
  }),
  cloud('C05', 'A $3,000 4090 box used 10 % of the time vs a rented 4090 at $0.60/h.', {
    desktopCostUsd: 3000,
    gpuWatts: 450,
    utilization: 0.1,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 0.6,
    desktopGpuSlug: 'nvidia-geforce-rtx-4090',
    cloudGpuSlug: 'nvidia-geforce-rtx-4090',
  }),
  cloud('C06', 'A $12,000 RTX PRO 6000 box vs an H100 PCIe at $2.49/h, inference 70 %.', {
    desktopCostUsd: 12000,
    gpuWatts: 600,
    utilization: 0.7,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 2.49,
    desktopGpuSlug: 'nvidia-rtx-pro-6000-blackwell',
    cloudGpuSlug: 'nvidia-h100-pcie-80gb',
    workload: 'INFERENCE',
  }),
  cloud('C07', 'No GPUs named: a $2,000 box at 350 W vs $0.80/h, 30 %, $0.30/kWh.', {
    desktopCostUsd: 2000,
    gpuWatts: 350,
    utilization: 0.3,
    electricityUsdPerKwh: 0.3,
    cloudUsdPerHour: 0.8,
  }),
  cloud('C08', 'German electricity ($0.40/kWh): 4090 box always on vs a rented 4090 at $0.60/h.', {
    desktopCostUsd: 3000,
    gpuWatts: 450,
    utilization: 1,
    electricityUsdPerKwh: 0.4,
    cloudUsdPerHour: 0.6,
    desktopGpuSlug: 'nvidia-geforce-rtx-4090',
    cloudGpuSlug: 'nvidia-geforce-rtx-4090',
  }),
  cloud('C09', 'An RTX A6000 box ($6,000) vs Lambda A6000 at $0.80/h, 40 %.', {
    desktopCostUsd: 6000,
    gpuWatts: 300,
    utilization: 0.4,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 0.8,
    desktopGpuSlug: 'nvidia-rtx-a6000',
    cloudGpuSlug: 'nvidia-rtx-a6000',
  }),
  cloud('C10', 'A $3,000 4090 box vs an 8x H100 node at $27.92/h for fine-tuning, 30 %.', {
    desktopCostUsd: 3000,
    gpuWatts: 450,
    utilization: 0.3,
    electricityUsdPerKwh: 0.15,
    cloudUsdPerHour: 27.92,
    desktopGpuSlug: 'nvidia-geforce-rtx-4090',
    cloudGpuSlug: 'nvidia-h100-sxm5-80gb',
    cloudGpuCount: 8,
    workload: 'FINE_TUNING',
  }),
  cloud('C11', 'Idle 12 h a day at 80 W: a $2,500 3090 box vs a rented 3090 at $0.39/h, 25 %.', {
    desktopCostUsd: 2500,
    gpuWatts: 350,
    utilization: 0.25,
    electricityUsdPerKwh: 0.2,
    cloudUsdPerHour: 0.39,
    idleHoursPerDay: 12,
    idleWatts: 80,
    desktopGpuSlug: 'nvidia-geforce-rtx-3090',
    cloudGpuSlug: 'nvidia-geforce-rtx-3090',
  }),
];
