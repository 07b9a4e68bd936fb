import { COMPONENT_DEFINITIONS, COMPONENT_KINDS, PCIE_SLOT, type ComponentKind } from '../catalog/fields';
import type { ComponentRow } from '../db/rows/component';
import type { PcieSlotRow } from '../db/rows/pcie-slot';
import type { UseCaseRow } from '../db/rows/use-case';
import type { ComponentFacts, GpuFacts, PcieSlotFacts, UseCaseFacts } from '../rules';

/** The fields of a definition the rules read: facts, derived values and latest observations. */
const factFields = (fields: Record<string, { role: string }>) =>
  Object.entries(fields)
    .filter(([, f]) => f.role === 'fact' || f.role === 'derived' || f.role === 'observed')
    .map(([name]) => name);

const FACT_FIELDS = Object.fromEntries(
  COMPONENT_KINDS.map((kind) => [kind, factFields(COMPONENT_DEFINITIONS[kind].fields)]),
) as unknown as Record<ComponentKind, readonly string[]>;
const SLOT_FACT_FIELDS = factFields(PCIE_SLOT.fields);

function pick(row: object, names: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of names) out[name] = source[name];
  return out;
}

/**
 * Rows -> rule facts: the fields the kind's definition marks as facts (no ids, versions or
 * prose), plus a motherboard's slots and a graphics card's chip (as GPU facts), so rules
 * stay independent of the database layer.
 */
export function toFacts(
  row: ComponentRow,
  slots: readonly PcieSlotRow[] = [],
  chip: GpuFacts | null = null,
): ComponentFacts {
  const facts: Record<string, unknown> = { kind: row.kind, ...pick(row, FACT_FIELDS[row.kind]) };
  if (row.kind === 'MOTHERBOARD') {
    facts.pcieSlots = slots.map((slot) => pick(slot, SLOT_FACT_FIELDS) as PcieSlotFacts);
  }
  if (row.kind === 'GRAPHICS_CARD') {
    if (!chip) throw new Error(`graphics card "${row.slug}" needs its chip's facts`);
    facts.chip = chip;
  }
  return facts as ComponentFacts;
}

export function useCaseFacts(useCase: UseCaseRow): UseCaseFacts {
  return {
    slug: useCase.slug,
    name: useCase.name,
    minVramGb: useCase.minVramGb,
    recommendedVramGb: useCase.recommendedVramGb,
    cpuThreadsPerGpu: useCase.cpuThreadsPerGpu,
    workload: useCase.workload,
    memoryScope: useCase.memoryScope,
  };
}
