/**
 * `npm run models:import <folder>`: catalog models from Hugging Face config.json files, read
 * exactly as estimateMemory reads a pasted config, each with its source recorded (the
 * config's URL, publisher, year, licence). Files are found by name:
 *
 * - `<folder>/<org>/<repo>/config.json` (a Hugging Face cache-like tree), or
 * - `<folder>/<org>--<repo>.json` / `<org>--<repo>_config.json` (one file per model),
 *
 * each with an optional `model.safetensors.index.json` / `<org>--<repo>.index.json` beside
 * it (its total_size gives the parameter count) and an optional `rigbase.json` /
 * `<org>--<repo>.rigbase.json` with what a config does not say: name, family, maker,
 * releaseYear, licence, parametersBillions, activeParametersBillions, notes, slug.
 */
import { modelSeedOf } from './model-shape';
import type { ModelSeed, SourceSeed } from './seed-set';
import { MemoryInputError } from '../rules/calculators/memory';
import { modelFromConfig } from '../rules/calculators/memory/config-model';
import type { ModelSpec } from '../rules/calculators/memory/model-spec';

/** What a sidecar rigbase.json may say about a model. */
export interface ModelImportMeta {
  slug?: string;
  name?: string;
  family?: string;
  maker?: string;
  releaseYear?: number;
  licence?: string;
  parametersBillions?: number;
  activeParametersBillions?: number;
  maxContextTokens?: number;
  notes?: string;
}

export interface ModelImportInput {
  /** "org/repo" on Hugging Face. */
  repo: string;
  configText: string;
  indexText?: string | null;
  meta?: ModelImportMeta;
  /** The year recorded when the sidecar gives none (the import's own year, said in the notes). */
  fallbackYear: number;
}

export interface ModelImportResult {
  model: ModelSeed;
  source: SourceSeed;
  assumptions: string[];
}

const REPO = /^[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/;

/** "Qwen/Qwen3-Next-80B-A3B-Instruct" -> "qwen3-next-80b-a3b-instruct". */
export function slugOfRepo(repo: string): string {
  return repo
    .split('/')[1]
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/[-.]{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** One model and its config's source row, or MemoryInputError naming the config field. */
export function importModel(input: ModelImportInput): ModelImportResult {
  if (!REPO.test(input.repo))
    throw new MemoryInputError(`"${input.repo}" is not a Hugging Face org/repo name.`, 'repo');
  const meta = input.meta ?? {};
  const fromConfig = modelFromConfig(input.configText, input.indexText);
  const [org, name] = input.repo.split('/');
  const slug = meta.slug ?? slugOfRepo(input.repo);
  const year = meta.releaseYear ?? input.fallbackYear;
  const notes = [
    meta.notes,
    `Imported from config.json by models:import (${fromConfig.parsed.architectureName ?? fromConfig.parsed.modelType}).`,
    meta.releaseYear == null ? `Release year not given: ${year} is the import's year.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const spec: ModelSpec = {
    ...fromConfig.architecture,
    slug,
    name: meta.name ?? name,
    family: meta.family ?? fromConfig.parsed.modelType,
    maker: meta.maker ?? org,
    releaseYear: year,
    parametersBillions: meta.parametersBillions ?? fromConfig.parametersBillions,
    activeParametersBillions: meta.activeParametersBillions ?? null,
    maxContextTokens: meta.maxContextTokens ?? fromConfig.parsed.maxContextTokens ?? 4096,
    huggingFaceRepo: input.repo,
    notes,
    sources: [`hf-config-${slug}`],
  };
  if (meta.maxContextTokens == null && fromConfig.parsed.maxContextTokens == null)
    fromConfig.assumptions.push('No context length in the config or rigbase.json: 4,096 tokens recorded.');
  const source: SourceSeed = {
    key: `hf-config-${slug}`,
    title: `${spec.name}: config.json (${input.repo}), imported by models:import`,
    url: `https://huggingface.co/${input.repo}/blob/main/config.json`,
    publisher: spec.maker,
    year,
    ...(meta.licence ? { licence: meta.licence } : {}),
  };
  return { model: modelSeedOf(spec), source, assumptions: fromConfig.assumptions };
}
