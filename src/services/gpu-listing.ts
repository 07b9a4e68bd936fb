import type { GpuListingOptions } from '../rules/analysis/gpu-listing';
import { PCIE_FORM_FACTOR } from '../rules/analysis/slot-analysis';

/**
 * The listing options of a GPU filter: what it asks to include. Naming a server form factor
 * (SXM or OAM) asks for server cards.
 */
export function gpuListingOptions(filter: {
  includeLegacy?: boolean | null;
  includeServerCards?: boolean | null;
  formFactor?: string | null;
}): Required<{ [K in keyof GpuListingOptions]: boolean }> {
  const serverFormFactor = filter.formFactor != null && filter.formFactor.toUpperCase() !== PCIE_FORM_FACTOR;
  return {
    includeLegacy: filter.includeLegacy ?? false,
    includeServerCards: (filter.includeServerCards ?? false) || serverFormFactor,
  };
}
