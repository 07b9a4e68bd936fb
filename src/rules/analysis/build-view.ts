import type {
  BuildFacts,
  BuildPartFacts,
  CaseFacts,
  ComponentFacts,
  CoolerFacts,
  CpuFacts,
  GpuFacts,
  GraphicsCardFacts,
  MemoryKitFacts,
  MotherboardFacts,
  PsuFacts,
  StorageFacts,
} from '../facts';
import { countedName, joinList } from '../format';
import { cardAsGpu } from './graphics-card';

export { normalizeToken } from './tokens';

/** One physical graphics board of the build, numbered within its model. */
export interface GpuInstance {
  gpu: GpuFacts;
  /** 0-based index over all GPU boards of the build, in part order. */
  index: number;
  /** "GeForce RTX 3090" or, when the model appears more than once, "GeForce RTX 3090 #2". */
  label: string;
}

/** The build sorted by kind, with GPU boards expanded one per instance. */
export interface BuildView {
  /** GPU chips and graphics cards (as their chip with the card's own facts), in part order. */
  gpuParts: BuildPartFacts<GpuFacts>[];
  cpuParts: BuildPartFacts<CpuFacts>[];
  boardParts: BuildPartFacts<MotherboardFacts>[];
  memoryParts: BuildPartFacts<MemoryKitFacts>[];
  psuParts: BuildPartFacts<PsuFacts>[];
  storageParts: BuildPartFacts<StorageFacts>[];
  caseParts: BuildPartFacts<CaseFacts>[];
  coolerParts: BuildPartFacts<CoolerFacts>[];
  gpus: GpuInstance[];
  /** The motherboard the checks use (the first one listed). */
  board: MotherboardFacts | null;
  /** The case the checks use (the first one listed). */
  pcCase: CaseFacts | null;
  /** GPU chips: boards x gpusPerBoard (a K80 board counts 2). */
  gpuChipCount: number;
  /** The cards hang on riser cables (BuildFacts.risers). */
  risers: boolean;
}

function ofKind<C extends ComponentFacts>(
  parts: readonly BuildPartFacts[],
  kind: C['kind'],
): BuildPartFacts<C>[] {
  return parts.filter((part): part is BuildPartFacts<C> => part.component.kind === kind);
}

/**
 * Sorts the parts by kind and expands GPUs. A quantity below 1 or not an integer is a
 * programmer error (callers validate user input first).
 */
export function buildView(build: BuildFacts): BuildView {
  for (const part of build.parts) {
    if (!Number.isInteger(part.quantity) || part.quantity < 1) {
      throw new RangeError(
        `Part ${part.component.slug} has quantity ${part.quantity}; quantities are positive integers.`,
      );
    }
  }
  // A graphics card is its chip with the card's own physical and power facts.
  const gpuParts = build.parts.flatMap((part): BuildPartFacts<GpuFacts>[] => {
    const { component, quantity } = part;
    if (component.kind === 'GPU') return [{ component, quantity }];
    if (component.kind === 'GRAPHICS_CARD')
      return [{ component: cardAsGpu(component as GraphicsCardFacts), quantity }];
    return [];
  });
  const perModel = new Map<string, number>();
  for (const part of gpuParts) {
    perModel.set(part.component.slug, (perModel.get(part.component.slug) ?? 0) + part.quantity);
  }
  const seen = new Map<string, number>();
  const gpus: GpuInstance[] = [];
  for (const part of gpuParts) {
    for (let i = 0; i < part.quantity; i += 1) {
      const gpu = part.component;
      const number = (seen.get(gpu.slug) ?? 0) + 1;
      seen.set(gpu.slug, number);
      const label = (perModel.get(gpu.slug) ?? 1) > 1 ? `${gpu.name} #${number}` : gpu.name;
      gpus.push({ gpu, index: gpus.length, label });
    }
  }
  const boardParts = ofKind<MotherboardFacts>(build.parts, 'MOTHERBOARD');
  const caseParts = ofKind<CaseFacts>(build.parts, 'CASE');
  return {
    gpuParts,
    cpuParts: ofKind<CpuFacts>(build.parts, 'CPU'),
    boardParts,
    memoryParts: ofKind<MemoryKitFacts>(build.parts, 'MEMORY'),
    psuParts: ofKind<PsuFacts>(build.parts, 'PSU'),
    storageParts: ofKind<StorageFacts>(build.parts, 'STORAGE'),
    caseParts,
    coolerParts: ofKind<CoolerFacts>(build.parts, 'COOLER'),
    gpus,
    board: boardParts[0]?.component ?? null,
    pcCase: caseParts[0]?.component ?? null,
    gpuChipCount: gpus.reduce((sum, instance) => sum + Math.max(1, instance.gpu.gpusPerBoard), 0),
    risers: build.risers === true,
  };
}

/** Sum of quantities. */
export function totalQuantity(parts: readonly BuildPartFacts[]): number {
  return parts.reduce((sum, part) => sum + part.quantity, 0);
}

/** Sum over the parts of a per-unit figure times the quantity: modules, watts, PCIe cables. */
export function totalOf<C extends ComponentFacts>(
  parts: readonly BuildPartFacts<C>[],
  perUnit: (component: C) => number,
): number {
  return parts.reduce((sum, part) => sum + perUnit(part.component) * part.quantity, 0);
}

/** Slugs of the parts. */
export function slugsOf(parts: readonly BuildPartFacts[]): string[] {
  return parts.map((part) => part.component.slug);
}

/** "4 x GeForce RTX 3090 and Ryzen 9 5950X", merging repeated models. */
export function describeParts(parts: readonly BuildPartFacts[]): string {
  const counts = new Map<string, { name: string; quantity: number }>();
  for (const part of parts) {
    const entry = counts.get(part.component.slug);
    if (entry) entry.quantity += part.quantity;
    else counts.set(part.component.slug, { name: part.component.name, quantity: part.quantity });
  }
  return joinList([...counts.values()].map((entry) => countedName(entry.name, entry.quantity)));
}

/** Per-GPU memory of a board (a dual-GPU board reports the board total). */
export function vramPerGpuGb(gpu: GpuFacts): number {
  return gpu.vramGb / Math.max(1, gpu.gpusPerBoard);
}
