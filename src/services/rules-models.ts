import type { Linked, LinkedComponent, LinkedGpu } from '../read-model';
import type { SystemAlternativeModel } from './build-systems';
import type { BuildReportFacts } from '../rules';
import type {
  GpuFit,
  ServerFit,
  SystemFit,
  MemoryEstimateV2,
  MemoryEstimateV2Input,
  ModelSpec,
  WeightFormat,
  WeightFormatInfo,
} from '../rules/calculators/memory';

/** A line of an assembled or saved build as resolvers see it. */
export interface BuildPartModel {
  component: LinkedComponent;
  quantity: number;
  priceUsd: number | null;
}

/** recommendBuild's answer as resolvers see it. */
export interface BuildRecommendationModel {
  parts: BuildPartModel[];
  report: BuildReportFacts | null;
  reasons: string[];
  /** The cards hang on riser cables in an open frame. */
  risers: boolean;
  /** Unified-memory machines that could do the work within the budget. */
  systemAlternatives: SystemAlternativeModel[];
}

/** estimateMemory's answer as resolvers see it: the v2 estimate and what it was made from. */
export interface MemoryEstimateModel extends MemoryEstimateV2 {
  /** The estimator's input and catalog entry, for the setups at other GPU counts. */
  request: { input: MemoryEstimateV2Input; catalog: ModelSpec[] };
  /** Estimates per GPU count and ZeRO stage ("count|stage"), made once per answer. */
  bySetup: Map<string, MemoryEstimateV2>;
}

/** A unified-memory machine that holds an estimate, with the machine as a row. */
export interface SystemFitModel extends Omit<SystemFit, 'system'> {
  system: Linked<'UnifiedMemorySystem'>;
}

/** A whole server that holds an estimate, with the server as a row. */
export interface ServerFitModel extends Omit<ServerFit, 'server'> {
  server: Linked<'GpuServer'>;
}

/** A setup that holds an estimate, with its card as a row. */
export interface GpuFitModel extends Omit<GpuFit, 'gpu'> {
  gpu: LinkedGpu;
  /** Total parameters and format, to find measured benchmarks of the same model class. */
  modelClass: { totalBillions: number; weightFormat: WeightFormat; gpuCount: number } | null;
}

/** A weight format as resolvers see it: the estimator's facts and its name (sources are keys). */
export interface WeightFormatDetailsModel extends WeightFormatInfo {
  format: WeightFormat;
}
