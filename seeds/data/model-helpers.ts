import type { ModelSpec } from '../../src/rules/calculators/memory/model-spec';

/** A catalog entry's shape and figures: everything but its identity and the attention kind (derived). */
export type Common = Omit<
  ModelSpec,
  'attention' | 'slug' | 'name' | 'family' | 'maker' | 'releaseYear' | 'huggingFaceRepo' | 'sources'
>;

export function model(
  slug: string,
  name: string,
  family: string,
  maker: string,
  releaseYear: number,
  huggingFaceRepo: string,
  shape: Common,
  extraSources: string[] = [],
): ModelSpec {
  const attention = shape.mla
    ? 'MLA'
    : shape.kvHeads === 1
      ? 'MQA'
      : shape.kvHeads < shape.attentionHeads
        ? 'GQA'
        : 'MHA';
  return {
    slug,
    name,
    family,
    maker,
    releaseYear,
    huggingFaceRepo,
    attention,
    ...shape,
    sources: [`hf-config-${slug}`, ...extraSources],
  };
}
