import type { ModelSpec } from '../rules/calculators/memory/model-spec';
import type { MODEL, ModelSeed, RowOf } from './fields';

/**
 * A model's shape as the estimator reads it (nested groups: `moe`, `mla`, `slidingWindow`,
 * and the attention kind) and as the `model` table stores it (flat columns). Both
 * directions live here so they cannot drift apart.
 */

/** The stored fields of a model as reads return them (null for unknowns). */
export type ModelFields = RowOf<typeof MODEL.fields>;

/** A catalog entry as the `model` table stores it. */
export function modelSeedOf(spec: ModelSpec): ModelSeed {
  const seed: ModelSeed = {
    slug: spec.slug,
    name: spec.name,
    family: spec.family,
    maker: spec.maker,
    releaseYear: spec.releaseYear,
    parametersBillions: spec.parametersBillions ?? undefined,
    activeParametersBillions: spec.activeParametersBillions ?? undefined,
    layers: spec.layers,
    hiddenSize: spec.hiddenSize,
    attentionHeads: spec.attentionHeads,
    kvHeads: spec.kvHeads,
    headDim: spec.headDim,
    intermediateSize: spec.intermediateSize,
    vocabSize: spec.vocabSize,
    tiedEmbeddings: spec.tiedEmbeddings,
    maxContextTokens: spec.maxContextTokens,
    huggingFaceRepo: spec.huggingFaceRepo,
    notes: spec.notes,
    sources: spec.sources,
    attentionOutputGate: spec.attentionOutputGate ?? undefined,
    kvSharedLayers: spec.kvSharedLayers ?? undefined,
    encoderParametersBillions: spec.encoderParametersBillions ?? undefined,
    perLayerEmbeddingBillions: spec.perLayerEmbeddingBillions ?? undefined,
  };
  if (spec.moe) {
    seed.moeExperts = spec.moe.experts;
    seed.moeActiveExperts = spec.moe.activeExperts;
    seed.moeSharedExperts = spec.moe.sharedExperts;
    seed.moeExpertIntermediateSize = spec.moe.expertIntermediateSize;
    seed.moeDenseLayers = spec.moe.denseLayers;
    seed.moeSharedExpertIntermediateSize = spec.moe.sharedExpertIntermediateSize ?? undefined;
  }
  if (spec.linearAttention) {
    seed.linearAttentionLayers = spec.linearAttention.layers;
    seed.linearKeyHeads = spec.linearAttention.keyHeads;
    seed.linearValueHeads = spec.linearAttention.valueHeads;
    seed.linearKeyHeadDim = spec.linearAttention.keyHeadDim;
    seed.linearValueHeadDim = spec.linearAttention.valueHeadDim;
    seed.linearConvKernel = spec.linearAttention.convKernel;
  }
  if (spec.mla) {
    seed.mlaKvLoraRank = spec.mla.kvLoraRank;
    seed.mlaQLoraRank = spec.mla.qLoraRank ?? undefined;
    seed.mlaQkNopeHeadDim = spec.mla.qkNopeHeadDim;
    seed.mlaQkRopeHeadDim = spec.mla.qkRopeHeadDim;
    seed.mlaVHeadDim = spec.mla.vHeadDim;
  }
  if (spec.slidingWindow) {
    seed.slidingWindowTokens = spec.slidingWindow.windowTokens;
    seed.slidingWindowLayers = spec.slidingWindow.localLayers;
  }
  // Absent optionals stay absent (a seed row never carries undefined keys).
  return Object.fromEntries(Object.entries(seed).filter(([, v]) => v !== undefined)) as ModelSeed;
}

/** How keys and values are cached, from the shape: latent (MLA), one head (MQA), grouped (GQA), or all (MHA). */
export function attentionKindOf(
  row: Pick<ModelFields, 'mlaKvLoraRank' | 'kvHeads' | 'attentionHeads'>,
): ModelSpec['attention'] {
  if (row.mlaKvLoraRank != null) return 'MLA';
  if (row.kvHeads === 1) return 'MQA';
  return row.kvHeads < row.attentionHeads ? 'GQA' : 'MHA';
}

/** A stored model as the estimator reads it; `sources` are the source keys. */
export function modelSpecOf(row: ModelFields, sources: string[]): ModelSpec {
  // Each group's members are all present when its first one is (CHECK constraints).
  const r = row as { [K in keyof ModelFields]: NonNullable<ModelFields[K]> };
  return {
    slug: r.slug,
    name: r.name,
    family: r.family,
    maker: r.maker,
    releaseYear: r.releaseYear,
    parametersBillions: row.parametersBillions,
    activeParametersBillions: row.activeParametersBillions,
    layers: r.layers,
    hiddenSize: r.hiddenSize,
    attentionHeads: r.attentionHeads,
    kvHeads: r.kvHeads,
    headDim: r.headDim,
    intermediateSize: r.intermediateSize,
    vocabSize: r.vocabSize,
    tiedEmbeddings: r.tiedEmbeddings,
    maxContextTokens: r.maxContextTokens,
    huggingFaceRepo: r.huggingFaceRepo,
    ...(row.notes != null ? { notes: row.notes } : {}),
    attention: attentionKindOf(row),
    moe:
      row.moeExperts != null
        ? {
            experts: r.moeExperts,
            activeExperts: r.moeActiveExperts,
            sharedExperts: r.moeSharedExperts,
            expertIntermediateSize: r.moeExpertIntermediateSize,
            denseLayers: r.moeDenseLayers,
            ...(row.moeSharedExpertIntermediateSize != null
              ? { sharedExpertIntermediateSize: row.moeSharedExpertIntermediateSize }
              : {}),
          }
        : null,
    mla:
      row.mlaKvLoraRank != null
        ? {
            kvLoraRank: r.mlaKvLoraRank,
            qLoraRank: row.mlaQLoraRank,
            qkNopeHeadDim: r.mlaQkNopeHeadDim,
            qkRopeHeadDim: r.mlaQkRopeHeadDim,
            vHeadDim: r.mlaVHeadDim,
          }
        : null,
    slidingWindow:
      row.slidingWindowTokens != null
        ? { windowTokens: r.slidingWindowTokens, localLayers: r.slidingWindowLayers }
        : null,
    linearAttention:
      row.linearAttentionLayers != null
        ? {
            layers: r.linearAttentionLayers,
            keyHeads: r.linearKeyHeads,
            valueHeads: r.linearValueHeads,
            keyHeadDim: r.linearKeyHeadDim,
            valueHeadDim: r.linearValueHeadDim,
            convKernel: r.linearConvKernel,
          }
        : null,
    attentionOutputGate: row.attentionOutputGate ?? false,
    kvSharedLayers: row.kvSharedLayers ?? null,
    encoderParametersBillions: row.encoderParametersBillions ?? null,
    perLayerEmbeddingBillions: row.perLayerEmbeddingBillions ?? null,
    sources,
  };
}
