/**
 * recommendBuild's unified-memory alternatives (issue 28): the machines of the catalog that
 * could do the build's work within its budget, put beside the build's GPU.
 */
import type { CatalogSnapshot, Linked } from '../read-model';
import type { UseCaseFacts } from '../rules/facts';
import type { SoftwareStack } from '../rules/analysis/software-stacks';
import { memoryNeed } from '../rules/recommend/memory-need';
import { systemAlternatives, type SystemAlternative } from '../rules/recommend/system-alternatives';

/** A machine beside a build, with the machine as a row. */
export interface SystemAlternativeModel extends Omit<SystemAlternative, 'slug'> {
  system: Linked<'UnifiedMemorySystem'>;
}

export interface BuildSystemsRequest {
  useCase: UseCaseFacts | null;
  minVramGb: number | null;
  gpuCount: number;
  budgetUsd: number;
  condition: 'NEW' | 'USED' | 'ANY';
  stack: SoftwareStack | null;
  /** The slugs of the build's parts (empty when no build fits). */
  partSlugs: readonly string[];
}

export function buildSystemAlternatives(
  snapshot: CatalogSnapshot,
  request: BuildSystemsRequest,
): SystemAlternativeModel[] {
  const rows = snapshot.ofKind('UNIFIED_MEMORY_SYSTEM');
  if (rows.length === 0) return [];
  const gpu = request.partSlugs.map((slug) => snapshot.component(slug)).find((row) => row?.kind === 'GPU');
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const alternatives = systemAlternatives(rows, {
    need: memoryNeed(request.useCase, request.minVramGb, request.gpuCount),
    budgetUsd: request.budgetUsd,
    condition: request.condition,
    stack: request.stack,
    buildGpu:
      gpu && gpu.kind === 'GPU'
        ? {
            name: gpu.name,
            memoryBandwidthGBs: gpu.memoryBandwidthGBs,
            fp16TensorTflops: gpu.fp16TensorTflops,
          }
        : null,
  });
  return alternatives.map(({ slug, ...rest }) => ({ ...rest, system: bySlug.get(slug)! }));
}
