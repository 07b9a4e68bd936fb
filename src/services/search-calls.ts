/**
 * The rigbase calls that answer a question exactly, built from the entities it names
 * (pure): estimateMemory for a model (on the GPUs it names), checkBuild for parts and a
 * PSU or the circuit, recommendGpus / recommendBuild for a budget, powerLimitTradeoff for
 * a card and a limit. Each carries a GraphQL document and its variables, the MCP tool and
 * its arguments, and every default it filled in that the text did not give.
 */
import type { MemoryMode, WeightFormat } from '../rules/calculators/memory';
import type { SearchEntityModel } from './search-entities';
import type { Mentions } from './search-mentions';

export type SuggestedOperation =
  'ESTIMATE_MEMORY' | 'CHECK_BUILD' | 'RECOMMEND_GPUS' | 'RECOMMEND_BUILD' | 'POWER_LIMIT_TRADEOFF';

export interface SuggestedCallModel {
  operation: SuggestedOperation;
  question: string;
  field: string;
  query: string;
  variables: Record<string, unknown>;
  tool: string;
  toolArguments: Record<string, unknown>;
  assumptions: string[];
}

/** The documents: each selects the figures that answer the question it is suggested for. */
export const CALL_DOCUMENTS: Readonly<Record<SuggestedOperation, string>> = {
  ESTIMATE_MEMORY: `query EstimateMemory($input: MemoryEstimateInput!) {
  estimateMemory(input: $input) {
    totalGb gpuCount weightFormat mode sequenceLength
    total { gb gib }
    weightsGb kvCacheGb activationsGb gradientsGb optimizerGb overheadGb
    assumptions
    fittingGpus(first: 5) { slug name vramGb }
  }
}`,
  CHECK_BUILD: `query CheckBuild($build: BuildInput!) {
  checkBuild(build: $build) {
    compatible
    power { sustainedDrawW transientPeakW recommendedPsuW psuW wallDrawW circuitLimitW fitsCircuit }
    findings { severity ruleId message }
  }
}`,
  RECOMMEND_GPUS: `query RecommendGpus($input: GpuRecommendationInput!) {
  recommendGpus(input: $input) {
    rank priceUsd meetsMemory reasons
    gpu { slug name vramGb }
  }
}`,
  RECOMMEND_BUILD: `query RecommendBuild($input: BuildRecommendationInput!) {
  recommendBuild(input: $input) {
    reasons
    parts { quantity priceUsd component { slug name kind } }
    report { compatible power { sustainedDrawW recommendedPsuW } }
  }
}`,
  POWER_LIMIT_TRADEOFF: `query PowerLimitTradeoff($gpuSlug: String, $limitW: Int!) {
  powerLimitTradeoff(gpuSlug: $gpuSlug, limitW: $limitW) {
    tdpW limitW relativeSpeed wattsSaved perfPerWattGain minLimitW maxLimitW
  }
}`,
};

const FIELDS: Readonly<Record<SuggestedOperation, { field: string; tool: string }>> = {
  ESTIMATE_MEMORY: { field: 'estimateMemory', tool: 'estimate_memory' },
  CHECK_BUILD: { field: 'checkBuild', tool: 'check_build' },
  RECOMMEND_GPUS: { field: 'recommendGpus', tool: 'recommend_gpus' },
  RECOMMEND_BUILD: { field: 'recommendBuild', tool: 'recommend_build' },
  POWER_LIMIT_TRADEOFF: { field: 'powerLimitTradeoff', tool: 'power_limit' },
};

function call(
  operation: SuggestedOperation,
  question: string,
  variables: Record<string, unknown>,
  toolArguments: Record<string, unknown>,
  assumptions: string[],
): SuggestedCallModel {
  return {
    operation,
    question,
    ...FIELDS[operation],
    query: CALL_DOCUMENTS[operation],
    variables,
    toolArguments,
    assumptions,
  };
}

/**
 * Formats tried when the text names none, per task: inference at the published 16-bit
 * weights and at the 4-bit GGUF most local runners load (both: the answer often differs);
 * training and LoRA at BF16; QLoRA at its NF4 double-quantized base.
 */
const DEFAULT_FORMATS: Readonly<Record<MemoryMode, readonly WeightFormat[]>> = {
  INFERENCE: ['BF16', 'GGUF_Q4_K_M'],
  TRAINING: ['BF16'],
  LORA: ['BF16'],
  QLORA: ['NF4_DQ'],
};
/** The estimator's context length when none is given (MemoryEstimateInput.sequenceLength). */
const DEFAULT_SEQUENCE_TOKENS = 2048;

const TASK_WORDS: Readonly<Record<MemoryMode, string>> = {
  INFERENCE: 'run',
  TRAINING: 'train (every weight)',
  LORA: 'fine-tune with LoRA',
  QLORA: 'fine-tune with QLoRA',
};

const times = (quantity: number, name: string) => (quantity > 1 ? `${quantity} x ${name}` : name);

function memoryCalls(entities: readonly SearchEntityModel[], mentions: Mentions): SuggestedCallModel[] {
  const model = entities.find((e) => e.kind === 'MODEL');
  if (!model || (!model.slug && !mentions.sizeBillions)) return [];
  const gpu = entities.find((e) => e.kind === 'GPU' && e.slug);
  const gpuCount = gpu?.quantity ?? entities.find((e) => e.kind === 'GPU')?.quantity ?? 1;
  const mode: MemoryMode = mentions.mode?.mode ?? 'INFERENCE';
  const formats = mentions.precision ? [mentions.precision.precision] : DEFAULT_FORMATS[mode];
  const base: string[] = [...model.notes];
  if (!mentions.mode) base.push('no task named: running the model (inference) is assumed');
  else if (mode === 'LORA' && !/lora/i.test(mentions.mode.text))
    base.push('"fine-tune" is taken as LoRA on a 16-bit base, the usual way on one machine');
  if (mentions.contextTokens === null && (mode === 'INFERENCE' || mode === 'TRAINING'))
    base.push(
      `context ${DEFAULT_SEQUENCE_TOKENS.toLocaleString('en-US')} tokens, batch 1 (the estimate's defaults)`,
    );
  if (!gpu && gpuCount === 1) base.push('one GPU');
  return formats.map((format) => {
    const input: Record<string, unknown> = {
      ...(model.slug ? { model: model.slug } : { parametersBillions: mentions.sizeBillions?.value }),
      precision: format,
      mode,
      gpuCount,
      ...(mentions.contextTokens !== null ? { sequenceLength: mentions.contextTokens } : {}),
    };
    const assumptions = [...base];
    if (!mentions.precision)
      assumptions.push(
        format === 'GGUF_Q4_K_M'
          ? 'no format named: 4-bit GGUF Q4_K_M, what local runners such as llama.cpp usually load'
          : `no format named: ${format}${mode === 'INFERENCE' ? ', the published 16-bit weights' : ''}`,
      );
    const on = gpu ? ` fit ${times(gpuCount, gpu.name)}${gpu.vramGb ? ` (${gpu.vramGb} GB each)` : ''}` : '';
    const question = gpu
      ? `Does ${model.name} at ${format}${on} to ${TASK_WORDS[mode]}?`
      : `How much GPU memory does it take to ${TASK_WORDS[mode]} ${model.name} at ${format}${gpuCount > 1 ? ` on ${gpuCount} GPUs` : ''}?`;
    return call('ESTIMATE_MEMORY', question, { input }, input, assumptions);
  });
}

function buildCall(entities: readonly SearchEntityModel[], mentions: Mentions, standIn: StandInPsu | null) {
  const gpus = entities.filter((e) => e.kind === 'GPU' && e.slug);
  const parts = entities.filter((e) => (e.kind === 'PART' || e.kind === 'PSU') && e.slug);
  const psuNamed = entities.find((e) => e.kind === 'PSU' && !e.slug && e.watts !== null);
  const kinds = new Set([...gpus, ...parts].map((e) => e.componentKind));
  const wanted = gpus.length > 0 && (mentions.aboutPower || psuNamed !== undefined || kinds.size > 1);
  if (!wanted) return [];
  const assumptions: string[] = [];
  const lines = [...gpus, ...parts].map((e) => ({ slug: e.slug!, quantity: e.quantity ?? 1 }));
  for (const e of gpus) if (e.quantity === null) assumptions.push(`one ${e.name}: the text gives no count`);
  if (psuNamed && !parts.some((e) => e.kind === 'PSU')) {
    if (standIn) {
      lines.push({ slug: standIn.slug, quantity: 1 });
      assumptions.push(
        `no PSU model named: the ${standIn.name} stands in for any ${psuNamed.watts!.toLocaleString('en-US')} W unit; its rating is what the power check compares, other findings about it are its own`,
      );
    } else {
      assumptions.push(
        `the catalog has no ${psuNamed.watts!.toLocaleString('en-US')} W PSU to stand in: compare power.recommendedPsuW with it`,
      );
    }
  }
  const mains = entities.find((e) => e.kind === 'MAINS') ? mentions.mains : null;
  const build: Record<string, unknown> = {
    parts: lines,
    ...(mains
      ? {
          mains: {
            ...(mains.voltage ? { voltage: mains.voltage } : {}),
            ...(mains.breakerAmps ? { breakerAmps: mains.breakerAmps } : {}),
          },
        }
      : {}),
  };
  if (!mains) assumptions.push('the household circuit is 120 V / 15 A (the default, North America)');
  if (!kinds.has('CPU') || !kinds.has('MOTHERBOARD'))
    assumptions.push('only the named parts are checked: a whole build adds a CPU, board and the rest');
  const names = [...gpus, ...parts].map((e) => times(e.quantity ?? 1, e.name)).join(' + ');
  const question = psuNamed
    ? `Is a ${psuNamed.watts!.toLocaleString('en-US')} W PSU enough for ${names}?`
    : /breaker|circuit|fuse|outlet|trip/i.test(mentions.words.join(' '))
      ? `Does ${names} stay within the household circuit?`
      : `What do ${names} draw, and what PSU do they need?`;
  return [call('CHECK_BUILD', question, { build }, build, assumptions)];
}

function budgetCalls(entities: readonly SearchEntityModel[], mentions: Mentions): SuggestedCallModel[] {
  const budget = entities.find((e) => e.kind === 'BUDGET');
  if (!budget || budget.amountUsd === null) return [];
  const count = entities.find((e) => e.kind === 'GPU')?.quantity ?? null;
  const assumptions = [...budget.notes, 'new or used, whichever is cheaper (condition ANY)'];
  const usd = `$${budget.amountUsd.toLocaleString('en-US')}`;
  if (mentions.aboutBuild) {
    const input = { budgetUsd: budget.amountUsd, ...(count ? { gpuCount: count } : {}) };
    return [call('RECOMMEND_BUILD', `Which whole machine fits ${usd}?`, { input }, input, assumptions)];
  }
  const input = { budgetUsd: budget.amountUsd, ...(count ? { gpuCount: count } : {}) };
  return [call('RECOMMEND_GPUS', `Which GPUs give the most for ${usd}?`, { input }, input, assumptions)];
}

function powerLimitCalls(entities: readonly SearchEntityModel[], mentions: Mentions): SuggestedCallModel[] {
  const gpu = entities.find((e) => e.kind === 'GPU' && e.slug);
  const limit = mentions.watts.find((w) => w.role === 'LIMIT');
  if (!gpu || !limit) return [];
  const assumptions = gpu.quantity && gpu.quantity > 1 ? ['per card: the figures are for one of them'] : [];
  return [
    call(
      'POWER_LIMIT_TRADEOFF',
      `What does a ${gpu.name} lose and save at a ${limit.watts.toLocaleString('en-US')} W limit?`,
      { gpuSlug: gpu.slug, limitW: limit.watts },
      { gpuSlug: gpu.slug, limitsW: [limit.watts] },
      assumptions,
    ),
  ];
}

/** A catalog PSU of the wattage a text names, standing in for "a 1000 W PSU". */
export interface StandInPsu {
  slug: string;
  name: string;
}

/** The calls that answer a text, most specific first. */
export function suggestCalls(
  entities: readonly SearchEntityModel[],
  mentions: Mentions,
  standIn: StandInPsu | null,
): SuggestedCallModel[] {
  return [
    ...memoryCalls(entities, mentions),
    ...buildCall(entities, mentions, standIn),
    ...powerLimitCalls(entities, mentions),
    ...budgetCalls(entities, mentions),
  ];
}
