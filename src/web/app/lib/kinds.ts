import type { ComponentKind } from '../gql/graphql';
import type { Part } from '../state/draft';
import { gb, num, watts } from './format';

// Keyed by the schema's ComponentKind: a kind the API adds fails the type check until it has
// a label, and the kind filter lists exactly these, in this order.
export const KIND_LABELS: Record<ComponentKind, string> = {
  GPU: 'GPU',
  GRAPHICS_CARD: 'Graphics card',
  CPU: 'CPU',
  MOTHERBOARD: 'Motherboard',
  MEMORY: 'Memory',
  PSU: 'Power supply',
  STORAGE: 'Storage',
  CASE: 'Case',
  COOLER: 'CPU cooler',
  UNIFIED_MEMORY_SYSTEM: 'Unified-memory machine',
  GPU_SERVER: 'GPU server',
};

export const KIND_ORDER = Object.keys(KIND_LABELS) as ComponentKind[];

export function partTitle(part: Pick<Part, 'manufacturer' | 'name'>): string {
  return part.name.toLowerCase().startsWith(part.manufacturer.toLowerCase())
    ? part.name
    : `${part.manufacturer} ${part.name}`;
}

/** The one or two facts a builder looks at first, per kind. */
export function keySpecs(part: Part): string {
  const specs: string[] = [];
  if ('vramGb' in part && part.vramGb != null) specs.push(gb(part.vramGb));
  if ('chip' in part && part.chip) specs.push(`${part.chip.name}, ${gb(part.chip.vramGb)}`);
  if ('tdpW' in part && part.tdpW != null) specs.push(watts(part.tdpW));
  if ('cardTdpW' in part && part.cardTdpW != null) specs.push(watts(part.cardTdpW));
  if ('slotWidth' in part && part.slotWidth != null) specs.push(`${num(part.slotWidth, 1)}-slot`);
  if ('cores' in part && part.cores != null) specs.push(`${part.cores} cores`);
  if ('cpuTdpW' in part && part.cpuTdpW != null) specs.push(watts(part.cpuTdpW));
  // Enum values read as words: E_ATX -> E ATX, GOLD -> 80+ GOLD.
  if ('formFactor' in part && part.formFactor) specs.push(part.formFactor.replace(/_/g, ' '));
  if ('pcieSlots' in part && part.pcieSlots) specs.push(`${part.pcieSlots.length} PCIe slots`);
  if ('wattage' in part && part.wattage != null) specs.push(watts(part.wattage));
  if ('efficiencyRating' in part && part.efficiencyRating)
    specs.push(part.efficiencyRating === 'EIGHTY_PLUS' ? '80+' : `80+ ${part.efficiencyRating}`);
  if ('capacityGb' in part && part.capacityGb != null) specs.push(gb(part.capacityGb));
  if ('memoryKitType' in part && part.memoryKitType) specs.push(part.memoryKitType);
  if ('storageCapacityGb' in part && part.storageCapacityGb != null) specs.push(gb(part.storageCapacityGb));
  if ('storageType' in part && part.storageType) specs.push(part.storageType);
  if ('expansionSlots' in part && part.expansionSlots != null)
    specs.push(`${part.expansionSlots} expansion slots`);
  if ('coolerType' in part && part.coolerType) specs.push(part.coolerType);
  return specs.join(' · ');
}
