import { z } from 'zod';
import { GPU_FORM_FACTOR, GPU_VENDOR, WORKLOADS } from '../catalog/fields';
import {
  GPU_OBJECTIVES,
  PER_DOLLAR_OBJECTIVES,
  SOFTWARE_STACKS,
  MAINS_REGION_NAMES,
  PRICE_CONDITIONS,
} from '../rules';
import { GPU_ORDER_NAMES } from '../services/gpu-orders';
import { MAX_MODEL_SEARCH_WORDS } from '../services/model.service';
import { MAX_SEARCH_HITS } from '../services/search.service';
import { MAX_PAGE_SIZE } from '../services/pagination';
import { INPUT_LIMITS as L } from '../services/rules-input';
import { apiEnum, closedSetEnum } from './arguments';

/**
 * Input schemas of the MCP tools (zod raw shapes; ./arguments turns them into JSON Schema
 * for `tools/list` and checks arguments before a handler runs). They give types, enums
 * (the GraphQL enums' values, from the same definitions, accepted in any case) and the
 * services' own integer bounds (so the schema an LLM reads is exact); every other range
 * and cross-field rule stays in the services, which answer BAD_USER_INPUT naming the
 * argument, exactly as the GraphQL API does.
 */

/** An integer from `min` to `max`. */
export const int = (min: number, max: number) => z.number().int().min(min).max(max);

const useCase = z
  .string()
  .describe(
    'Use-case slug whose GPU-memory tier applies, e.g. "large-transformers-cnns-research-2020" or ' +
      '"llm-inference-7b-fp16"; `list_use_cases` lists them all, and an unknown one gets suggestions.',
  );

export const condition = apiEnum(PRICE_CONDITIONS).describe(
  'Price to use: NEW, USED (second-hand market) or ANY (the cheaper known one). Default ANY.',
);

const gpuSlug = z
  .string()
  .describe('GPU slug, e.g. "nvidia-geforce-rtx-3090" (from `search` or `list_gpus`).');

/** A page size from 1 to `max`. */
const pageSize = (max: number, fallback: number) =>
  int(1, max).optional().describe(`How many (default ${fallback}, at most ${max}).`);

const minVramGb = z.number().describe('Minimum GPU memory per card in GB.');

/** The filter and page size of the tools that list dated rows of one GPU (cloud offers, benchmarks). */
const gpuRowsShape = {
  gpuSlug: gpuSlug.optional(),
  first: pageSize(MAX_PAGE_SIZE, 10),
};

const mains = z
  .object({
    region: apiEnum(MAINS_REGION_NAMES).describe(
      'Supply region whose defaults fill a missing voltage or breaker rating: NORTH_AMERICA (120 V / 15 A), ' +
        'NORTH_AMERICA_20A, EUROPE (230 V / 16 A), UNITED_KINGDOM (13 A plug), AUSTRALIA (10 A), JAPAN (100 V / 15 A).',
    ),
    voltage: z.number().describe('Volts, e.g. 120 or 230.'),
    breakerAmps: z.number().describe('Breaker rating in amps, e.g. 15, 16 or 20.'),
    continuousLoadFactor: z
      .number()
      .describe('Share of the breaker rating a continuous load may use (default 0.8, US NEC).'),
  })
  .partial()
  .describe('The household circuit the machine plugs into; 120 V / 15 A (North America) when absent.');

export const searchShape = {
  text: z
    .string()
    .describe(
      'A question or keywords in plain language, e.g. "my breaker trips with three gpus" or "rtx 3090".',
    ),
  first: int(1, MAX_SEARCH_HITS).optional().describe('How many hits (default 5).'),
};

export const checkBuildShape = {
  parts: z
    .array(
      z.object({
        slug: z.string().describe('Component slug, e.g. "nvidia-geforce-rtx-3090".'),
        quantity: int(1, L.maxQuantity).optional().describe('How many (default 1).'),
      }),
    )
    .describe('The parts list (at most 64 lines). Slugs come from `search` or `get_component`.'),
  mains: mains.optional(),
  useCase: useCase.optional(),
  preprocessingOnTheFly: z
    .boolean()
    .optional()
    .describe('Whether data is preprocessed on the fly on the CPU (raises CPU threads needed per GPU).'),
  risers: z
    .boolean()
    .optional()
    .describe(
      'Cards hang on PCIe riser cables (open frame) instead of sitting in the slots (default false).',
    ),
};

/** The software stack the user runs (issue 27). */
export const stack = apiEnum(SOFTWARE_STACKS).describe(
  'The GPU software stack you run: CUDA (NVIDIA), ROCM (AMD), ONEAPI (Intel: SYCL and PyTorch XPU), VULKAN ' +
    "(llama.cpp's portable back end) or METAL (Apple silicon: Mac Studio, a unified-memory machine, never a card; recommend_gpus then says so and names the cheapest Mac). Default: any stack the work runs on.",
);

export const recommendGpusShape = {
  useCase: useCase.optional(),
  minVramGb: minVramGb.optional(),
  budgetUsd: z.number().optional().describe('Budget for all the cards together, US dollars.'),
  condition: condition.optional(),
  gpuCount: int(1, L.maxGpuCount)
    .optional()
    .describe('Cards wanted (default 1); budget and power are shared.'),
  maxPowerW: z.number().optional().describe('Cap on gpuCount x TDP in watts.'),
  first: int(1, L.maxRecommendations).optional().describe('How many recommendations (default 5).'),
  objective: apiEnum(GPU_OBJECTIVES)
    .optional()
    .describe(
      "What to rank by. Default BEST_WITHIN_BUDGET: among cards that meet the work's memory need, the best the " +
        'budget buys (training speed; memory bandwidth, i.e. token rate, for inference), with the unspent budget ' +
        'and the next step up. Or per $1,000: TRAINING_SPEED_PER_DOLLAR, MEMORY_PER_DOLLAR, INFERENCE_TOKENS_PER_DOLLAR.',
    ),
  stack: stack.optional(),
  includeLegacy: z
    .boolean()
    .optional()
    .describe('Also list Kepler/Maxwell cards current CUDA and PyTorch no longer support (default false).'),
  includeServerCards: z
    .boolean()
    .optional()
    .describe('Also list SXM/OAM modules and passively cooled server cards (default false).'),
};

export const recommendBuildShape = {
  budgetUsd: z.number().describe('Budget for the whole machine, US dollars.'),
  gpuCount: int(1, L.maxBuildGpuCount).optional().describe('GPUs in the machine (default 1).'),
  condition: condition.optional(),
  useCase: useCase.optional(),
  minVramGb: minVramGb.optional(),
  mains: mains.optional(),
  stack: stack.optional(),
};

export const findModelsShape = {
  search: z
    .string()
    .optional()
    .describe(
      `Words of the model name, matched loosely (e.g. "llama 3.1 70b", "qwen3", "r1 distill"); at most ${MAX_MODEL_SEARCH_WORDS} words. Absent: the whole catalog.`,
    ),
  first: int(1, L.maxRecommendations).optional().describe('How many models (default 10).'),
};

export const compareCloudVsDesktopShape = {
  desktopCostUsd: z.number().describe('Purchase price of the desktop, US dollars.'),
  gpuWatts: z.number().describe('GPU power under load, watts (all GPUs together).'),
  cpuWatts: z.number().optional().describe('CPU and rest of the system, watts (default 100).'),
  utilization: z.number().describe('Share of the day the GPUs work, 0 to 1 (e.g. 0.15).'),
  electricityUsdPerKwh: z.number().describe('Electricity price, US dollars per kWh (e.g. 0.12).'),
  cloudUsdPerHour: z
    .number()
    .describe('Cloud price per hour for comparable GPUs; `get_component` of a GPU lists cloud offerings.'),
  horizonYears: z.number().optional().describe('How far to compare, in years (default 3).'),
  idleHoursPerDay: z
    .number()
    .optional()
    .describe('Hours a day the machine idles switched on (default 0: off between jobs).'),
  idleWatts: z.number().optional().describe('Draw while idle, watts (default 60).'),
  resaleUsd: z
    .number()
    .optional()
    .describe('Resale value at the end of the horizon, US dollars (default 0).'),
  usefulLifeYears: z
    .number()
    .optional()
    .describe('Years the GPUs stay useful; a later break-even is flagged (default 5).'),
  desktopGpuSlug: z
    .string()
    .optional()
    .describe(
      'GPU in the desktop (slug): with cloudGpuSlug, the cloud is priced by the work it does, not by hours.',
    ),
  desktopGpuCount: int(1, L.maxGpuCount).optional().describe('How many of that GPU (default 1).'),
  cloudGpuSlug: z
    .string()
    .optional()
    .describe(
      'GPU rented (slug), e.g. "nvidia-h100-sxm5-80gb": an H100 hour does ~2.4x an RTX 4090 hour of training.',
    ),
  cloudGpuCount: int(1, L.maxGpuCount).optional().describe('GPUs in the rented instance (default 1).'),
  workload: apiEnum(WORKLOADS)
    .optional()
    .describe(
      'TRAINING or FINE_TUNING (relative training performance) or INFERENCE (memory bandwidth); default TRAINING.',
    ),
};

export const getComponentShape = {
  slug: z
    .string()
    .describe(
      'Component slug, e.g. "nvidia-geforce-rtx-3090" (from `search`); close misses get suggestions.',
    ),
};

export const listGpusShape = {
  objective: apiEnum(PER_DOLLAR_OBJECTIVES as unknown as readonly [string, ...string[]])
    .optional()
    .describe(
      'Rank by value for a goal, per $1,000 at `condition`: TRAINING_SPEED_PER_DOLLAR (relative training ' +
        'speed), MEMORY_PER_DOLLAR (GB) or INFERENCE_TOKENS_PER_DOLLAR (memory bandwidth, which sets the ' +
        'LLM token rate). Overrides orderBy.',
    ),
  orderBy: apiEnum(GPU_ORDER_NAMES)
    .optional()
    .describe('Plain order when no objective is given; default RELATIVE_PERFORMANCE_DESC.'),
  condition: condition.optional(),
  minVramGb: z.number().optional().describe('At least this much memory per card, GB.'),
  maxPriceUsd: z.number().optional().describe('At most this price per card at `condition`, US dollars.'),
  vendor: closedSetEnum(GPU_VENDOR).optional().describe('Only this chip vendor: NVIDIA, AMD or Intel.'),
  formFactor: closedSetEnum(GPU_FORM_FACTOR)
    .optional()
    .describe('Only PCIE cards (desktops) or SXM/OAM server modules.'),
  tensorCores: z.boolean().optional().describe('Only cards with tensor cores (true).'),
  search: z.string().optional().describe('Loose model name, e.g. "3090" or "rtx 4090".'),
  includeLegacy: z
    .boolean()
    .optional()
    .describe(
      'Also list cards current CUDA and PyTorch no longer support (softwareStatus LEGACY or UNSUPPORTED); left out by default, as recommend_gpus does.',
    ),
  includeServerCards: z
    .boolean()
    .optional()
    .describe(
      'Also list server cards (SXM/OAM modules, passively cooled boards); left out by default, as recommend_gpus does.',
    ),
  first: pageSize(MAX_PAGE_SIZE, 10),
  after: z
    .string()
    .optional()
    .describe('`nextCursor` of the previous answer, for the next page of the same list.'),
};

export const powerLimitShape = {
  gpuSlug,
  limitsW: z
    .array(z.number())
    .optional()
    .describe(
      "Power limits to compare, watts; default stock and 90 % down to 60 % of TDP, within the card's range.",
    ),
};

export const cloudOffersShape = {
  ...gpuRowsShape,
  maxUsdPerHour: z
    .number()
    .optional()
    .describe('Only offers at most this on-demand price per hour, US dollars.'),
};

export const benchmarksShape = {
  ...gpuRowsShape,
  workload: z.string().optional().describe('Only workloads containing this text, e.g. "ResNet" or "BERT".'),
};

export const listUseCasesShape = {};
