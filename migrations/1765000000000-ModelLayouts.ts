import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Model layouts of 2025-26 (issue 28): shared experts of their own width (Qwen3-Next),
 * linear-attention layers with their state dimensions (Qwen3-Next, Qwen3.5's Gated
 * DeltaNet), the gated query projection, layers without a growing KV cache of their own
 * (Gemma 3n's KV sharing, Llama 3.2 Vision's cross-attention), and the parameters outside
 * the decoder (vision/audio encoders, Gemma 3n's per-layer embeddings). Every column is
 * optional: the models already stored keep their meaning.
 */
export class ModelLayouts1765000000000 implements MigrationInterface {
  name = 'ModelLayouts1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE model
        ADD COLUMN moe_shared_expert_intermediate_size integer CHECK (moe_shared_expert_intermediate_size > 0),
        ADD COLUMN linear_attention_layers integer CHECK (linear_attention_layers BETWEEN 1 AND layers),
        ADD COLUMN linear_key_heads integer CHECK (linear_key_heads > 0),
        ADD COLUMN linear_value_heads integer CHECK (linear_value_heads > 0),
        ADD COLUMN linear_key_head_dim integer CHECK (linear_key_head_dim > 0),
        ADD COLUMN linear_value_head_dim integer CHECK (linear_value_head_dim > 0),
        ADD COLUMN linear_conv_kernel integer CHECK (linear_conv_kernel BETWEEN 1 AND 64),
        ADD COLUMN attention_output_gate boolean,
        ADD COLUMN kv_shared_layers integer CHECK (kv_shared_layers BETWEEN 1 AND layers),
        ADD COLUMN encoder_parameters_billions double precision CHECK (encoder_parameters_billions > 0),
        ADD COLUMN per_layer_embedding_billions double precision CHECK (per_layer_embedding_billions > 0),
        ADD CONSTRAINT model_shared_expert_needs_moe
          CHECK (moe_shared_expert_intermediate_size IS NULL OR moe_experts IS NOT NULL),
        ADD CONSTRAINT model_linear_attention_complete CHECK (num_nulls(linear_attention_layers,
          linear_key_heads, linear_value_heads, linear_key_head_dim, linear_value_head_dim,
          linear_conv_kernel) IN (0, 6))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE model
        DROP CONSTRAINT IF EXISTS model_linear_attention_complete,
        DROP CONSTRAINT IF EXISTS model_shared_expert_needs_moe,
        DROP COLUMN IF EXISTS per_layer_embedding_billions,
        DROP COLUMN IF EXISTS encoder_parameters_billions,
        DROP COLUMN IF EXISTS kv_shared_layers,
        DROP COLUMN IF EXISTS attention_output_gate,
        DROP COLUMN IF EXISTS linear_conv_kernel,
        DROP COLUMN IF EXISTS linear_value_head_dim,
        DROP COLUMN IF EXISTS linear_key_head_dim,
        DROP COLUMN IF EXISTS linear_value_heads,
        DROP COLUMN IF EXISTS linear_key_heads,
        DROP COLUMN IF EXISTS linear_attention_layers,
        DROP COLUMN IF EXISTS moe_shared_expert_intermediate_size`);
  }
}
