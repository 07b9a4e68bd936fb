import type { SlotAnalysis } from './rule-context';
import type { GpuFacts } from '../facts';
import { normalizeToken, type BuildView, type GpuInstance } from './build-view';
import { assignGpuSlots, type SlotCard } from './slot-assignment';
import { DEFAULT_GPU_SLOT_WIDTH } from '../thresholds';
import { gpuLanes } from './fact-fallbacks';
import { slotLayoutOf } from './slot-layout';

/** Form factor of GPU boards with a PCIe edge connector (SXM and OAM modules have none). */
export const PCIE_FORM_FACTOR = 'PCIE';

/** True for a GPU with a PCIe edge connector (not an SXM/OAM module). */
export function isPcieGpu(gpu: Pick<GpuFacts, 'formFactor'>): boolean {
  return normalizeToken(gpu.formFactor) === PCIE_FORM_FACTOR;
}

/** True when the catalog gives the GPU this cooler style (GpuCoolerStyle). */
export function hasCoolerStyle(gpu: Pick<GpuFacts, 'coolerStyle'>, style: 'OPEN_AIR' | 'PASSIVE'): boolean {
  return gpu.coolerStyle?.toUpperCase() === style;
}

/** True for cards with a PCIe edge connector and a fan: usable in a desktop. */
export function isDesktopUsable(gpu: Pick<GpuFacts, 'formFactor' | 'coolerStyle'>): boolean {
  return isPcieGpu(gpu) && !hasCoolerStyle(gpu, 'PASSIVE');
}

/** True for GPU boards that plug into a PCIe slot (not SXM/OAM modules). */
export function isPcieCard(instance: GpuInstance): boolean {
  return isPcieGpu(instance.gpu);
}

/**
 * Places the build's PCIe GPUs on the motherboard: once on the board alone and once
 * within the case's expansion slots. Null without a motherboard, without GPUs, or when
 * the board's slot positions are neither on record nor certain from its form factor
 * (slot-layout.ts).
 */
export function analyzeSlots(view: BuildView): SlotAnalysis | null {
  const board = view.board;
  const layout = board ? slotLayoutOf(board) : null;
  if (!board || view.gpus.length === 0 || !layout) return null;
  const pcie = view.gpus.filter(isPcieCard);
  const cards: SlotCard[] = pcie.map((instance) => ({
    id: instance.index,
    slotWidth: instance.gpu.slotWidth ?? DEFAULT_GPU_SLOT_WIDTH,
    lanes: gpuLanes(instance.gpu).lanes,
    pcieGen: instance.gpu.pcieGen ?? null,
  }));
  const cpuGens = view.cpuParts
    .map((part) => part.component.pcieGen)
    .filter((gen): gen is number => gen != null);
  const cpuPcieGen = cpuGens.length ? Math.min(...cpuGens) : null;
  // Risers are a stated choice: an open frame without them still seats the cards in the slots.
  const risers = view.risers;
  const boardOnly = assignGpuSlots(cards, layout.slots, { caseExpansionSlots: null, risers, cpuPcieGen });
  const withCase =
    view.pcCase && !risers && !view.pcCase.openFrame
      ? assignGpuSlots(cards, layout.slots, {
          caseExpansionSlots: view.pcCase.expansionSlots,
          risers,
          cpuPcieGen,
        })
      : boardOnly;
  return {
    layoutBasis: layout.basis,
    boardOnly,
    withCase,
    chosen: withCase.unplacedIds.length === 0 ? withCase : boardOnly,
    nonPcieIndexes: view.gpus.filter((instance) => !isPcieCard(instance)).map((instance) => instance.index),
    assumedWidthIndexes: pcie
      .filter((instance) => instance.gpu.slotWidth == null)
      .map((instance) => instance.index),
  };
}
