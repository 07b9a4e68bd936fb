import type { PriceCondition } from '../rules/facts';
import type { GpuOrder } from './gpu-orders';

/**
 * What the services take, in the domain's own words: written once here, not GraphQL's
 * generated types. The GraphQL arguments (and the MCP tools' arguments) are passed as they
 * are; the type checker holds the two together at each resolver, so a changed SDL argument
 * that a service does not read fails to compile. Absent and null mean the same: not given.
 */
type Maybe<T> = T | null | undefined;

/** A page: its size (default 20, at most 100) and the cursor to continue after. */
export interface PageInput {
  first?: Maybe<number>;
  after?: Maybe<string>;
}

export interface ComponentPageInput extends PageInput {
  /** A ComponentKind. */
  kind?: Maybe<string>;
  /** A loose model-name search. */
  search?: Maybe<string>;
}

export interface GpuFilterInput {
  minVramGb?: Maybe<number>;
  maxPriceUsd?: Maybe<number>;
  condition?: Maybe<PriceCondition>;
  /** A vendor as stored ("NVIDIA"). */
  vendor?: Maybe<string>;
  search?: Maybe<string>;
  tensorCores?: Maybe<boolean>;
  /** A form factor as stored. */
  formFactor?: Maybe<string>;
}

export interface GpuPageInput extends PageInput {
  filter?: Maybe<GpuFilterInput>;
  orderBy?: Maybe<GpuOrder>;
}

export interface GuidancePageInput extends PageInput {
  search?: Maybe<string>;
  tag?: Maybe<string>;
}

export interface BenchmarkPageInput extends PageInput {
  gpuSlug?: Maybe<string>;
  workload?: Maybe<string>;
}

export interface CloudOfferingPageInput extends PageInput {
  gpuSlug?: Maybe<string>;
  maxUsdPerHour?: Maybe<number>;
  /** A provider as stored. */
  provider?: Maybe<string>;
  observedSince?: Maybe<string>;
  observedUntil?: Maybe<string>;
}

export interface ModelPageInput extends PageInput {
  search?: Maybe<string>;
}
