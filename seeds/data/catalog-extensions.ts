import { deriveRelativePerformance } from '../../src/catalog/derive/relative-performance';
import { readLambdaCsv } from '../../src/catalog/datasets/dataset-files';
import {
  lambdaRelativeBenchmarkRows,
  relativePerformanceFromLambda,
} from '../../src/catalog/datasets/lambda-relative-performance';
import { mapLambdaThroughput, type LambdaRun } from '../../src/catalog/datasets/lambda.mapper';
import { softwareSupport, softwareSupportFor } from '../../src/catalog/datasets/software-support';
import { latestPrices, undatedPriceObservations } from '../../src/catalog/prices';
import { AMD_PPT_RULE } from '../../src/rules/reference/cpu-reference';
import type {
  BenchmarkSeed,
  ComponentSeed,
  GpuSeed,
  PriceObservationSeed,
  SeedSet,
  SoftwareSupportRowSeed,
  SourceSeed,
  UseCaseSeed,
} from '../types';
import { cloudOfferings2026 } from './cloud-offerings-2026';
import { datedPurchases } from './price-observations';
import { EPOCH_SOURCE_KEY, epochLaunchPrices } from './launch-prices';
import {
  BOARD_MODULE_SOCKETS,
  CASE_FACTS,
  CPU_SUSTAINED_POWER_W,
  GPU_RULE_FACTS,
  USE_CASE_TRAITS,
} from './rule-facts';
import { datasetSourceRows, sources2025 } from './sources-2025';

/**
 * What issue 13/14 add to the seed set, applied to the parts the index lists (so chips and
 * parts wired in later get the same treatment): the rules' facts, each chip's compute
 * capability, Lambda-measured relative performance, dated prices (every catalog price as an
 * observation, plus the dated ones) with each part's price set to its latest, 2025-2026
 * cloud offers, software support per architecture, use-case traits, and the sources all of
 * these cite. Pure but for reading the vendored Lambda tables (data/datasets).
 */

/** 2025 sources the rules cite beyond the rows (the price-staleness threshold and rule, price.stale). */
const RULE_SOURCES = ['usage-ai-aws-gpu-2026', 'costnimbus-gpu-cost-2026-03'];

/** NVIDIA's table of compute capabilities, the source of each chip's computeCapability. */
const COMPUTE_CAPABILITY_SOURCE = 'nvidia-cuda-gpus-compute-capability';

/** Board form factors of server sleds and baseboards, which may carry GPU module sockets. */
const SERVER_BOARD = /^server$/i;

function withSources<T extends { sources: string[] }>(row: T, extra: readonly string[]): T {
  return { ...row, sources: [...new Set([...row.sources, ...extra])] };
}

/** The rules' facts of rule-facts.ts (and the AMD PPT rule, the chips' compute capability) on the parts. */
export function withRuleFacts(components: readonly ComponentSeed[]): ComponentSeed[] {
  return components.map((part): ComponentSeed => {
    switch (part.kind) {
      case 'GPU': {
        const { sources = [], ...facts } = GPU_RULE_FACTS[part.slug] ?? {};
        const computeCapability = softwareSupportFor(part)?.computeCapability;
        return withSources({ ...part, ...facts, ...(computeCapability ? { computeCapability } : {}) }, [
          ...sources,
          ...(computeCapability ? [COMPUTE_CAPABILITY_SOURCE] : []),
        ]);
      }
      case 'CPU': {
        const intel = CPU_SUSTAINED_POWER_W[part.slug];
        if (intel) return withSources({ ...part, sustainedPowerW: intel.watts }, intel.sources);
        if (AMD_PPT_RULE.sockets.includes(part.socket)) {
          const sustainedPowerW = Math.round(part.tdpW * AMD_PPT_RULE.factor);
          return withSources({ ...part, sustainedPowerW }, AMD_PPT_RULE.sources);
        }
        return part;
      }
      case 'MOTHERBOARD': {
        const sockets = BOARD_MODULE_SOCKETS[part.slug];
        if (sockets) return withSources({ ...part, gpuModuleSockets: sockets.sockets }, sockets.sources);
        return SERVER_BOARD.test(part.formFactor) ? part : { ...part, gpuModuleSockets: 0 };
      }
      case 'CASE':
        return CASE_FACTS[part.slug] ? { ...part, ...CASE_FACTS[part.slug] } : part;
      default:
        return part;
    }
  });
}

/** Workload and memory scope of each use case (the first matching prefix of USE_CASE_TRAITS). */
export function withUseCaseTraits(useCases: readonly UseCaseSeed[]): UseCaseSeed[] {
  return useCases.map((useCase) => {
    const traits = USE_CASE_TRAITS.find((t) => useCase.slug.startsWith(t.slugPrefix))!;
    return withSources(
      { ...useCase, workload: traits.workload, memoryScope: traits.memoryScope },
      traits.sources,
    );
  });
}

/** Lambda's FP16 single-GPU training runs of both tables (data/datasets/lambda-dl-benchmark). */
function lambdaRuns(): LambdaRun[] {
  return (['v1', 'v2'] as const).flatMap(
    (table) => mapLambdaThroughput(readLambdaCsv(table, 'FP16'), table, 'FP16').records,
  );
}

/**
 * Relative-speed rows measured from Lambda's throughput tables for every seeded chip Lambda
 * runs and no published figure covers, tied to the scale through the chips that have one.
 */
export function lambdaBenchmarks(
  gpus: readonly GpuSeed[],
  benchmarks: readonly BenchmarkSeed[],
): BenchmarkSeed[] {
  const derived = deriveRelativePerformance([...gpus], [...benchmarks]);
  const anchors = new Map(
    [...derived].filter(([, r]) => r.basis === 'MEASURED' && r.method.startsWith('published')),
  );
  const names = new Map(gpus.map((g) => [g.slug, g.name]));
  const present = new Set(gpus.map((g) => g.slug));
  const measured = relativePerformanceFromLambda(lambdaRuns(), anchors, (slug) => names.get(slug) ?? slug);
  return lambdaRelativeBenchmarkRows(measured).filter((row) => present.has(row.gpu));
}

/** Rows naming a part that is not in the set wait until it is (the 2025 chips). */
function forPresent<T>(rows: readonly T[], slugOf: (row: T) => string, present: ReadonlySet<string>): T[] {
  return rows.filter((row) => present.has(slugOf(row)));
}

/** Sources the additions cite that the set does not list yet, from the 2025 source lists. */
function citedSources(listed: readonly SourceSeed[], cited: Iterable<string>): SourceSeed[] {
  const have = new Set(listed.map((s) => s.key));
  const pool = new Map([...datasetSourceRows, ...sources2025].map((s) => [s.key, s]));
  return [...new Set(cited)].filter((key) => !have.has(key) && pool.has(key)).map((key) => pool.get(key)!);
}

/**
 * The observations the set's prices stand on: the dated ones (documents, Epoch's launch
 * prices), and every other catalog price dated by convention to a year only. A launch price
 * with a real date replaces the catalog's undated one of the same part (one launch price per
 * part). `components` are the parts as their files list them: the convention reads the
 * sources the price came with, not those the facts above add.
 */
export function priceObservationsOf(
  components: readonly ComponentSeed[],
  sources: readonly SourceSeed[],
): PriceObservationSeed[] {
  const present = new Set(components.map((c) => c.slug));
  const gpus = components.filter((c): c is GpuSeed => c.kind === 'GPU');
  const dated = [...forPresent(datedPurchases, (o) => o.component, present), ...epochLaunchPrices(gpus)];
  const launched = new Set(dated.filter((o) => o.priceKind === 'LAUNCH_LIST').map((o) => o.component));
  const undated = undatedPriceObservations(components, sources).filter(
    (o) => !(o.priceKind === 'LAUNCH_LIST' && launched.has(o.component)),
  );
  // Epoch lists some chips twice (e.g. two memory sizes of one row): keep the first per part.
  const seen = new Set<string>();
  const uniqueDated = dated.filter((o) => {
    const key = `${o.component}|${o.priceKind}|${o.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...undated, ...uniqueDated];
}

/** The base set with everything above applied (see the module comment). */
export function extendSeedSet(base: SeedSet): SeedSet {
  const components = withRuleFacts(base.components);
  const present = new Set(components.map((c) => c.slug));
  const gpus = components.filter((c): c is GpuSeed => c.kind === 'GPU');
  const benchmarks = [...base.benchmarks, ...lambdaBenchmarks(gpus, base.benchmarks)];
  const cloudOfferings = [...base.cloudOfferings, ...forPresent(cloudOfferings2026, (o) => o.gpu, present)];
  const useCases = withUseCaseTraits(base.useCases);
  const support: SoftwareSupportRowSeed[] = softwareSupport.map(({ ...row }) => row);
  const cited = [
    ...components.flatMap((c) => c.sources),
    ...useCases.flatMap((u) => u.sources),
    ...benchmarks.map((b) => b.source),
    ...cloudOfferings.map((o) => o.source),
    ...datedPurchases.map((o) => o.source),
    EPOCH_SOURCE_KEY,
    ...support.flatMap((s) => s.sources),
    ...RULE_SOURCES,
  ];
  const sources = [...base.sources, ...citedSources(base.sources, cited)];
  const priceObservations = priceObservationsOf(base.components, sources);
  const latest = latestPrices(priceObservations);
  return {
    ...base,
    sources,
    components: components.map((part) => {
      const prices = latest.get(part.slug);
      if (!prices) return part;
      const { priceUsd: _new, usedPriceUsd: _used, ...rest } = part;
      return {
        ...rest,
        ...(prices.priceUsd !== null ? { priceUsd: prices.priceUsd } : {}),
        ...(prices.usedPriceUsd !== null ? { usedPriceUsd: prices.usedPriceUsd } : {}),
      } as ComponentSeed;
    }),
    benchmarks,
    cloudOfferings,
    useCases,
    priceObservations,
    softwareSupport: support,
  };
}
