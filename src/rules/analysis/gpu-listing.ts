import type { GpuFacts } from '../facts';
import { isLegacyGpu } from './fact-fallbacks';
import { isDesktopUsable } from './slot-analysis';

/**
 * What every GPU list leaves out unless asked (issue 26: one default everywhere): cards of
 * an architecture current CUDA and PyTorch no longer support (softwareStatus LEGACY or
 * UNSUPPORTED), and server-only cards (SXM/OAM modules, passively cooled boards). The gpus
 * query, MCP's list_gpus, the page's table, GraphiQL's example and recommendGpus all read
 * this one predicate.
 */
export interface GpuListingOptions {
  /** Also list cards whose architecture's softwareStatus is LEGACY or UNSUPPORTED. */
  includeLegacy?: boolean | null;
  /** Also list SXM/OAM modules and passively cooled cards. */
  includeServerCards?: boolean | null;
}

/** Whether a list with these options shows the GPU. */
export function gpuListed(
  gpu: Pick<GpuFacts, 'formFactor' | 'coolerStyle' | 'softwareStatus'>,
  options: GpuListingOptions = {},
): boolean {
  if (!options.includeServerCards && !isDesktopUsable(gpu)) return false;
  if (!options.includeLegacy && isLegacyGpu(gpu as GpuFacts)) return false;
  return true;
}
