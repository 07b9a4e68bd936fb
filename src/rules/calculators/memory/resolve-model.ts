/**
 * How an estimate's architecture is resolved: from the catalog entry named by `model` (then
 * explicit fields override it), from a pasted config.json, from complete `architecture`
 * fields, or derived from a parameter count (the derivation is stated as an assumption).
 */
import { modelFromConfig } from './config-model';
import { deriveArchitecture } from './derive';
import type { MemoryEstimateV2Input } from './input';
import { MemoryInputError } from './input-error';
import type { ModelArchitecture, ModelCatalog, ModelSpec } from './model-spec';

export type { ModelCatalog };

/** What a pasted config.json said about itself. */
export interface ConfigSummary {
  modelType: string;
  architectureName: string | null;
  maxContextTokens: number | null;
  checkpointFormat: string | null;
}

export interface ResolvedModel {
  architecture: ModelArchitecture;
  spec: ModelSpec | null;
  /** Set when the architecture came from a config.json. */
  config: ConfigSummary | null;
  derived: boolean;
  /** Published totals that override the computed counts (parameters, billions). */
  parametersBillions: number | null;
  activeParametersBillions: number | null;
  assumptions: string[];
}

function lookup(catalog: ModelCatalog | undefined, slug: string): ModelSpec | undefined {
  if (!catalog) return undefined;
  const key = slug.trim().toLowerCase();
  if ('get' in catalog && typeof catalog.get === 'function')
    return (catalog as ReadonlyMap<string, ModelSpec>).get(key);
  return (catalog as readonly ModelSpec[]).find((m) => m.slug === key);
}

const ARCH_KEYS: ReadonlyArray<keyof ModelArchitecture> = [
  'layers',
  'hiddenSize',
  'attentionHeads',
  'kvHeads',
  'headDim',
  'intermediateSize',
  'vocabSize',
  'tiedEmbeddings',
  'attention',
  'mla',
  'moe',
  'slidingWindow',
  'linearAttention',
  'attentionOutputGate',
  'kvSharedLayers',
  'encoderParametersBillions',
  'perLayerEmbeddingBillions',
];

function pickArchitecture(spec: ModelSpec): ModelArchitecture {
  const out: Record<string, unknown> = {};
  for (const key of ARCH_KEYS) if (spec[key] !== undefined) out[key] = spec[key];
  return out as unknown as ModelArchitecture;
}

export function resolveModel(input: MemoryEstimateV2Input, catalog?: ModelCatalog): ResolvedModel {
  const assumptions: string[] = [];
  const overrides = Object.fromEntries(
    Object.entries(input.architecture ?? {}).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<ModelArchitecture>;
  if (input.config != null) {
    if (input.model != null)
      throw new MemoryInputError('Give either a catalog model or a config.json, not both.', 'config');
    const fromConfig = modelFromConfig(input.config, input.safetensorsIndex);
    const architecture = { ...fromConfig.architecture, ...overrides };
    if (Object.keys(overrides).length > 0)
      fromConfig.assumptions.push(`config.json shape with overrides: ${Object.keys(overrides).join(', ')}.`);
    const p = fromConfig.parsed;
    return {
      architecture,
      spec: null,
      config: {
        modelType: p.modelType,
        architectureName: p.architectureName,
        maxContextTokens: p.maxContextTokens,
        checkpointFormat: p.checkpointFormat,
      },
      derived: false,
      parametersBillions:
        input.parametersBillions ?? (Object.keys(overrides).length ? null : fromConfig.parametersBillions),
      activeParametersBillions: input.activeParametersBillions ?? null,
      assumptions: fromConfig.assumptions,
    };
  }
  if (input.safetensorsIndex != null)
    throw new MemoryInputError(
      'A safetensors index is read together with its config.json; give config too.',
      'safetensorsIndex',
    );
  if (input.model != null) {
    const spec = lookup(catalog, input.model);
    if (!spec) throw new MemoryInputError(`No model "${input.model}" in the catalog.`, 'model', 'NOT_FOUND');
    const architecture = { ...pickArchitecture(spec), ...overrides };
    if (overrides.attentionHeads && !overrides.headDim && !spec.headDim) {
      architecture.headDim = Math.round(architecture.hiddenSize / architecture.attentionHeads);
    }
    if (Object.keys(overrides).length > 0) {
      assumptions.push(`Catalog shape of ${spec.name} with overrides: ${Object.keys(overrides).join(', ')}.`);
    }
    return {
      architecture,
      spec,
      config: null,
      derived: false,
      parametersBillions:
        input.parametersBillions ??
        (Object.keys(overrides).length ? null : (spec.parametersBillions ?? null)),
      activeParametersBillions:
        input.activeParametersBillions ??
        (Object.keys(overrides).length ? null : (spec.activeParametersBillions ?? null)),
      assumptions,
    };
  }
  const complete = ['layers', 'hiddenSize', 'attentionHeads', 'intermediateSize', 'vocabSize'].every(
    (k) => overrides[k as keyof ModelArchitecture] != null,
  );
  if (complete) {
    const heads = overrides.attentionHeads!;
    const architecture: ModelArchitecture = {
      kvHeads: heads,
      headDim: Math.round(overrides.hiddenSize! / heads),
      tiedEmbeddings: false,
      attention: 'MHA',
      ...overrides,
    } as ModelArchitecture;
    if (overrides.kvHeads != null && overrides.attention == null) {
      architecture.attention = overrides.kvHeads === 1 ? 'MQA' : overrides.kvHeads < heads ? 'GQA' : 'MHA';
    }
    return {
      architecture,
      spec: null,
      config: null,
      derived: false,
      parametersBillions: input.parametersBillions ?? null,
      activeParametersBillions: input.activeParametersBillions ?? null,
      assumptions,
    };
  }
  if (input.parametersBillions == null) {
    throw new MemoryInputError(
      'Give a catalog model, a parameter count, or the architecture (layers, hiddenSize, attentionHeads, intermediateSize, vocabSize).',
      'parametersBillions',
    );
  }
  const derived = { ...deriveArchitecture(input.parametersBillions, overrides.layers), ...overrides };
  if (overrides.hiddenSize && !overrides.attentionHeads)
    derived.attentionHeads = Math.max(1, Math.round(derived.hiddenSize / 128));
  if (overrides.hiddenSize && !overrides.headDim)
    derived.headDim = Math.round(derived.hiddenSize / derived.attentionHeads);
  derived.kvHeads = Math.min(derived.kvHeads, derived.attentionHeads);
  assumptions.push(
    `Architecture derived from ${input.parametersBillions}B parameters (Llama-3-like: ${derived.layers} layers, hidden ${derived.hiddenSize}, ${derived.attentionHeads} heads, ${derived.kvHeads} KV heads of ${derived.headDim}, vocabulary ${derived.vocabSize}); give a catalog model or the architecture for exact KV-cache and activation figures.`,
  );
  return {
    architecture: derived,
    spec: null,
    config: null,
    derived: true,
    parametersBillions: input.parametersBillions,
    activeParametersBillions: input.activeParametersBillions ?? null,
    assumptions,
  };
}
