import { DOTTED_SLUG, YEAR } from './base';
import { bool, defineTable, float, int, links, text, type RowCheck } from './dsl';

/**
 * Model slugs keep the version's dot, as the models are named: "llama-3.1-70b",
 * "qwen-2.5-72b", "deepseek-r1-distill-qwen-1.5b".
 */
export const MODEL_SLUG = DOTTED_SLUG;

/** Counts of a transformer's shape: layers, heads, widths, vocabulary. */
const COUNT = { min: 1, max: 10_000_000 } as const;
/** Parameter totals in billions. */
const BILLIONS = { min: 0.001, max: 100_000 } as const;

/** Optional groups whose columns are all given or all absent (nullable members excepted). */
const GROUPS: readonly { name: string; fields: readonly string[]; optional?: readonly string[] }[] = [
  {
    name: 'mixture of experts',
    fields: [
      'moeExperts',
      'moeActiveExperts',
      'moeSharedExperts',
      'moeExpertIntermediateSize',
      'moeDenseLayers',
    ],
    optional: ['moeSharedExpertIntermediateSize'],
  },
  {
    name: 'latent attention (MLA)',
    fields: ['mlaKvLoraRank', 'mlaQkNopeHeadDim', 'mlaQkRopeHeadDim', 'mlaVHeadDim'],
    optional: ['mlaQLoraRank'],
  },
  { name: 'sliding window', fields: ['slidingWindowTokens', 'slidingWindowLayers'] },
  {
    name: 'linear attention',
    fields: [
      'linearAttentionLayers',
      'linearKeyHeads',
      'linearValueHeads',
      'linearKeyHeadDim',
      'linearValueHeadDim',
      'linearConvKernel',
    ],
  },
];

const groupsComplete: RowCheck = (row) => {
  for (const group of GROUPS) {
    const given = group.fields.filter((f) => row[f] != null);
    if (given.length > 0 && given.length < group.fields.length) {
      const missing = group.fields.find((f) => row[f] == null)!;
      return {
        field: missing,
        reason: `the ${group.name} fields are given together (${group.fields.join(', ')})`,
      };
    }
    if (given.length === 0) {
      const stray = group.optional?.find((f) => row[f] != null);
      if (stray) return { field: stray, reason: `belongs to the ${group.name} fields, which are absent` };
    }
  }
  return null;
};

const shapeConsistent: RowCheck = (row) => {
  const n = (f: string) => row[f] as number | null | undefined;
  if (n('kvHeads')! > n('attentionHeads')!)
    return { field: 'kvHeads', reason: 'must be at most attentionHeads' };
  if (n('moeActiveExperts') != null && n('moeActiveExperts')! > n('moeExperts')!)
    return { field: 'moeActiveExperts', reason: 'must be at most moeExperts' };
  if (n('moeDenseLayers') != null && n('moeDenseLayers')! > n('layers')!)
    return { field: 'moeDenseLayers', reason: 'must be at most layers' };
  if (n('slidingWindowLayers') != null && n('slidingWindowLayers')! > n('layers')!)
    return { field: 'slidingWindowLayers', reason: 'must be at most layers' };
  if (n('linearAttentionLayers') != null && n('linearAttentionLayers')! > n('layers')!)
    return { field: 'linearAttentionLayers', reason: 'must be at most layers' };
  if (n('kvSharedLayers') != null && n('kvSharedLayers')! > n('layers')!)
    return { field: 'kvSharedLayers', reason: 'must be at most layers' };
  const total = n('parametersBillions');
  if (total != null && n('activeParametersBillions') != null && n('activeParametersBillions')! > total)
    return { field: 'activeParametersBillions', reason: 'must be at most parametersBillions' };
  return null;
};

/**
 * A language model of the catalog: the shape its published config.json gives (the memory
 * estimator's input when a user names the model), the published totals, and sources. The
 * optional groups are flat columns: mixture of experts (`moe*`), DeepSeek's multi-head latent
 * attention (`mla*`) and sliding-window layers (`slidingWindow*`). The attention kind (MHA,
 * GQA, MQA, MLA) follows from the shape and is not stored.
 */
export const MODEL = defineTable({
  table: 'model',
  key: ['slug'],
  checks: [groupsComplete, shapeConsistent],
  fields: {
    slug: text({ required: true, pattern: MODEL_SLUG }),
    name: text({ required: true }),
    family: text({ required: true }),
    maker: text({ required: true }),
    releaseYear: int({ required: true, ...YEAR }),
    /** Total parameters as the model card states them; computed from the shape when absent. */
    parametersBillions: float(BILLIONS),
    /** Parameters used per token (mixture of experts), as published. */
    activeParametersBillions: float(BILLIONS),
    /** num_hidden_layers */
    layers: int({ required: true, min: 1, max: 1000 }),
    /** hidden_size */
    hiddenSize: int({ required: true, ...COUNT }),
    /** num_attention_heads */
    attentionHeads: int({ required: true, ...COUNT }),
    /** num_key_value_heads (1 for MQA, attentionHeads for MHA). */
    kvHeads: int({ required: true, ...COUNT }),
    /** head_dim */
    headDim: int({ required: true, ...COUNT }),
    /** intermediate_size of the dense feed-forward. */
    intermediateSize: int({ required: true, ...COUNT }),
    /** vocab_size */
    vocabSize: int({ required: true, ...COUNT }),
    /** tie_word_embeddings */
    tiedEmbeddings: bool({ required: true }),
    /** Longest context the model supports, in tokens (Llama 4 Scout: 10,485,760). */
    maxContextTokens: int({ required: true, min: 1, max: 1_000_000_000 }),
    moeExperts: int(COUNT),
    moeActiveExperts: int(COUNT),
    moeSharedExperts: int({ min: 0, max: COUNT.max }),
    moeExpertIntermediateSize: int(COUNT),
    moeDenseLayers: int({ min: 0, max: 1000 }),
    /** shared_expert_intermediate_size, when a shared expert is wider or narrower than a routed one. */
    moeSharedExpertIntermediateSize: int(COUNT),
    mlaKvLoraRank: int(COUNT),
    mlaQLoraRank: int({ ...COUNT, column: 'mla_q_lora_rank' }),
    mlaQkNopeHeadDim: int(COUNT),
    mlaQkRopeHeadDim: int(COUNT),
    mlaVHeadDim: int({ ...COUNT, column: 'mla_v_head_dim' }),
    slidingWindowTokens: int(COUNT),
    slidingWindowLayers: int({ min: 1, max: 1000 }),
    /** Layers with linear attention (Gated DeltaNet) and its dimensions (Qwen3-Next, Qwen3.5). */
    linearAttentionLayers: int({ min: 1, max: 1000 }),
    linearKeyHeads: int(COUNT),
    linearValueHeads: int(COUNT),
    linearKeyHeadDim: int(COUNT),
    linearValueHeadDim: int(COUNT),
    linearConvKernel: int({ min: 1, max: 64 }),
    /** The query projection also gates the attention output (twice as wide). */
    attentionOutputGate: bool(),
    /** Layers without a growing KV cache of their own (Gemma 3n KV sharing, Llama 3.2 Vision cross-attention). */
    kvSharedLayers: int({ min: 1, max: 1000 }),
    /** Vision/audio encoder parameters beside the decoder, billions. */
    encoderParametersBillions: float(BILLIONS),
    /** Gemma 3n per-layer embeddings, billions. */
    perLayerEmbeddingBillions: float(BILLIONS),
    /** Hugging Face repository whose config.json holds the figures, e.g. "meta-llama/Llama-3.1-70B". */
    huggingFaceRepo: text({ required: true, pattern: /^[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/ }),
    /** What the figures leave out or how they were read; own words. */
    notes: text({ role: 'prose' }),
    sources: links('source', { table: 'model_source', owner: 'model_id', required: true }),
  },
});
