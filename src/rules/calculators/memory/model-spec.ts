/**
 * The shape of a decoder-only transformer as its published config.json gives it, and a
 * catalog entry (one model) built on it. Field names carry their unit; counts are plain
 * integers. The catalog data lives in seeds/data/models.ts; the estimator only reads
 * these types.
 */

/** How keys and values are cached: full multi-head, grouped, single-head, or latent (DeepSeek MLA). */
export type AttentionKind = 'MHA' | 'GQA' | 'MQA' | 'MLA';

/** Multi-head latent attention dimensions (DeepSeek-V2/V3 config.json names in comments). */
export interface MlaDims {
  /** kv_lora_rank: width of the compressed key/value latent that is cached. */
  kvLoraRank: number;
  /** q_lora_rank: width of the compressed query (null when queries are not compressed). */
  qLoraRank?: number | null;
  /** qk_nope_head_dim */
  qkNopeHeadDim: number;
  /** qk_rope_head_dim: the decoupled rotary key, cached beside the latent. */
  qkRopeHeadDim: number;
  /** v_head_dim */
  vHeadDim: number;
}

/** Mixture-of-experts feed-forward layers. */
export interface MoeSpec {
  /** Routed experts per MoE layer (num_local_experts / num_experts / n_routed_experts). */
  experts: number;
  /** Routed experts each token uses (num_experts_per_tok). */
  activeExperts: number;
  /** Always-on shared experts per MoE layer (n_shared_experts); 0 when none. */
  sharedExperts: number;
  /** Intermediate width of one expert (moe_intermediate_size, or intermediate_size for Mixtral). */
  expertIntermediateSize: number;
  /** Leading layers with a dense feed-forward instead of experts (first_k_dense_replace); 0 when none. */
  denseLayers: number;
  /**
   * Width of one shared expert when it differs from a routed one (shared_expert_intermediate_size,
   * Qwen2-MoE and Qwen3-Next); null or absent: moe_intermediate_size.
   */
  sharedExpertIntermediateSize?: number | null;
}

/**
 * Linear-attention layers (Qwen3-Next's Gated DeltaNet): they keep a fixed-size recurrent
 * state per sequence instead of a KV cache that grows with the context.
 */
export interface LinearAttentionSpec {
  /** How many layers use linear attention; the others use full (softmax) attention. */
  layers: number;
  /** linear_num_key_heads */
  keyHeads: number;
  /** linear_num_value_heads */
  valueHeads: number;
  /** linear_key_head_dim */
  keyHeadDim: number;
  /** linear_value_head_dim */
  valueHeadDim: number;
  /** linear_conv_kernel_dim: width of the short causal convolution over q, k and v. */
  convKernel: number;
}

/** Layers that attend only to a local window (Mistral 7B v0.1, Gemma 2 and 3). */
export interface SlidingWindowSpec {
  /** Window length in tokens. */
  windowTokens: number;
  /** How many of the layers use the window; the others attend to the whole context. */
  localLayers: number;
}

export interface ModelArchitecture {
  /** num_hidden_layers */
  layers: number;
  /** hidden_size */
  hiddenSize: number;
  /** num_attention_heads */
  attentionHeads: number;
  /** num_key_value_heads (equal to attentionHeads for MHA, 1 for MQA). */
  kvHeads: number;
  /** head_dim (hidden_size / num_attention_heads unless the config says otherwise). */
  headDim: number;
  /** intermediate_size of the dense (gated) feed-forward. */
  intermediateSize: number;
  /** vocab_size */
  vocabSize: number;
  /** tie_word_embeddings: the output head reuses the input embedding matrix. */
  tiedEmbeddings: boolean;
  attention: AttentionKind;
  mla?: MlaDims | null;
  moe?: MoeSpec | null;
  slidingWindow?: SlidingWindowSpec | null;
  linearAttention?: LinearAttentionSpec | null;
  /** The query projection also produces a gate on the attention output (Qwen3-Next, Qwen3.5): twice as wide. */
  attentionOutputGate?: boolean | null;
  /**
   * Trailing layers that reuse the keys and values of an earlier layer (Gemma 3n
   * num_kv_shared_layers): they add no KV cache.
   */
  kvSharedLayers?: number | null;
  /**
   * Parameters outside the decoder in billions: vision or audio encoders and their projector,
   * loaded in 16-bit beside the decoder (llama.cpp keeps them in a separate mmproj file).
   */
  encoderParametersBillions?: number | null;
  /**
   * Per-layer token embeddings in billions (Gemma 3n): looked up, never multiplied, so runtimes
   * may keep them in CPU RAM.
   */
  perLayerEmbeddingBillions?: number | null;
}

/** One model of the catalog: its architecture plus the published totals and where they come from. */
export interface ModelSpec extends ModelArchitecture {
  /** Stable, lowercase kebab-case, e.g. "llama-3.1-70b". */
  slug: string;
  name: string;
  family: string;
  maker: string;
  releaseYear: number;
  /** Total parameters as the model card states them (billions); computed from the shape when absent. */
  parametersBillions?: number | null;
  /** Parameters used per token for MoE models as published (billions). */
  activeParametersBillions?: number | null;
  /** Longest context the model supports (max_position_embeddings or the card's stated length). */
  maxContextTokens: number;
  /** Hugging Face repository whose config.json holds the figures. */
  huggingFaceRepo: string;
  /** What the figures leave out or how they were read; own words. */
  notes?: string;
  /** Licence of the weights as the model card names it (recorded on the config's source row). */
  licence?: string | null;
  /** Where the config figures were read when not from the Hugging Face file itself (a mirror). */
  configMirror?: string | null;
  /** Keys of SourceSeed rows (seeds/data/sources-models.ts); at least one. */
  sources: string[];
}

/** The catalog the estimator looks models up in: by slug (a map) or a list. */
export type ModelCatalog = ReadonlyMap<string, ModelSpec> | readonly ModelSpec[];
