import type { GpuListingOptions } from '../rules/analysis/gpu-listing';
import { PCIE_FORM_FACTOR } from '../rules/analysis/slot-analysis';

/** Software statuses a default list leaves out (isLegacyGpu). */
const LEGACY_STATUSES = ['LEGACY', 'UNSUPPORTED'];

/**
 * The SQL twin of rules' gpuListed over component alias `alias`: the conditions a GPU page
 * adds for the default list (none when both kinds of card are asked for). Kept beside the
 * predicate's terms: a PCIe board with a fan (cooler style not PASSIVE) and a supported
 * architecture (no software status, or one that is not legacy).
 */
export function gpuListingWhere(alias: string, options: GpuListingOptions): string[] {
  const where: string[] = [];
  if (!options.includeServerCards) {
    where.push(
      `upper(${alias}.form_factor) = '${PCIE_FORM_FACTOR}' AND upper(${alias}.cooler_style) IS DISTINCT FROM 'PASSIVE'`,
    );
  }
  if (!options.includeLegacy) {
    where.push(
      `(${alias}.software_status IS NULL OR ${alias}.software_status NOT IN (${LEGACY_STATUSES.map((s) => `'${s}'`).join(', ')}))`,
    );
  }
  return where;
}

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
