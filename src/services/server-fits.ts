import type { CatalogSnapshot, Linked, LinkedGpu } from '../read-model';
import { isLegacyGpu } from '../rules/analysis/fact-fallbacks';
import type { Workload } from '../catalog/fields';
import { stackFor, type SoftwareStack, type StackSupportIndex } from '../rules/analysis/software-stacks';
import {
  fitServers,
  type FitGpu,
  type FitServer,
  type MemoryEstimateV2,
  type ServerFitOptions,
} from '../rules/calculators/memory';
import type { ServerFitModel } from './rules-models';

/** A GPU row as the fit rules see a card: whether current frameworks support it, FP8 from its support row. */
export function fitGpuOf(gpu: LinkedGpu): FitGpu {
  return { ...gpu, supported: !isLegacyGpu(gpu), fp8: gpu.softwareSupport?.fp8 ?? null };
}

/** The catalog's GPU servers whose module is on record, as the server-fit rule reads them. */
export function serverCandidates(
  snapshot: CatalogSnapshot,
  support: StackSupportIndex | null = null,
  only: { workload: Workload; stack: SoftwareStack | null } | null = null,
): {
  servers: FitServer[];
  rows: Map<string, Linked<'GpuServer'>>;
} {
  // planJob narrows servers to the stack it plans for, by the rule fits applies to cards.
  const runs = (gpu: LinkedGpu) =>
    !only || stackFor({ ...gpu, vendor: gpu.vendor ?? '' }, only.workload, only.stack, support) != null;
  const rows = snapshot.ofKind('GPU_SERVER').filter((row) => row.gpu != null && runs(row.gpu));
  const servers = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    gpuCount: row.gpuCount,
    gpuMemoryGb: row.gpuMemoryGb,
    gpu: fitGpuOf(row.gpu!),
    priceUsd: row.priceUsd,
    usedPriceUsd: row.usedPriceUsd,
    priceIncludesGpus: row.priceIncludesGpus,
  }));
  return { servers, rows: new Map(rows.map((row) => [row.slug, row])) };
}

/** The GPU counts the catalog's servers have: the estimates serverFits needs. */
export function serverGpuCounts(servers: readonly FitServer[]): number[] {
  return [...new Set(servers.map((server) => server.gpuCount))].sort((a, b) => a - b);
}

/** The servers that hold the estimates (one per server GPU count), with each server as its row. */
export function serverFitModels(
  byCount: ReadonlyMap<number, MemoryEstimateV2>,
  candidates: ReturnType<typeof serverCandidates>,
  options: ServerFitOptions,
): ServerFitModel[] {
  return fitServers(byCount, candidates.servers, options).map((fit) => ({
    ...fit,
    server: candidates.rows.get(fit.server.slug)!,
  }));
}
