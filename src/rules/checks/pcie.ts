import { describeParts, slugsOf, totalOf, totalQuantity } from '../analysis/build-view';

import { isPcieCard } from '../analysis/slot-analysis';
import { formatNumber, plural } from '../format';
import { defineRule, missingFact, missingFacts } from '../define-rule';
import type { SlotPlacement } from '../analysis/slot-assignment';
import type { GpuFacts, MotherboardFacts } from '../facts';
import { describeSlotGroups, slotGroupsOf } from '../analysis/slot-groups';
import { gpuLanes } from '../analysis/fact-fallbacks';
import { slotLayoutOf } from '../analysis/slot-layout';
import { linkBandwidthGBs } from '../analysis/slot-assignment';
import {
  DESKTOP_CPU_GRAPHICS_LANES,
  DESKTOP_CPU_MAX_PCIE_LANES,
  MIN_LANES_PER_GPU_FOR_TRAINING,
  NVME_LANES,
  X1_LINK_LANES,
} from '../thresholds';

const NVME_STORAGE_TYPE = 'NVME';

/** Largest power of two not above `lanes` (link widths are x1, x2, x4, x8, x16); 0 for none. */
function linkWidthAtMost(lanes: number): number {
  if (lanes < 1) return 0;
  return 2 ** Math.floor(Math.log2(lanes));
}

/** "PCIe 4.0 x8 (≈15.8 GB/s)". */
export function describeLink(placement: Pick<SlotPlacement, 'gen' | 'lanes' | 'bandwidthGBs'>): string {
  return `PCIe ${placement.gen}.0 x${placement.lanes} (≈${formatNumber(placement.bandwidthGBs, 1)} GB/s)`;
}

/**
 * pcie.lane-budget: lanes the GPUs (each at its own width: x8 cards ask for 8) ask for
 * against the CPU lanes that can feed them. A desktop CPU (at most DESKTOP_CPU_MAX_PCIE_LANES)
 * gives graphics one x16 link and wires its other lanes to M.2 slots, so NVMe drives there
 * cost the GPUs nothing and further drives sit on the chipset; an HEDT/server CPU shares one
 * pool between slots and M.2, so its NVMe drives count. INFO when the cards still get x8 or
 * more each, WARNING below that. Sources: doc-gpu-cluster-at-home (consumer CPUs have ~16
 * lanes for GPUs; NVMe drives use lanes too), dettmers-which-gpu-2020 (lanes matter little
 * for 2-4 GPUs), Intel ARK and AMD specifications (16 + 4 and 16 + 4 + 4 lane splits).
 */
export const laneBudgetRule = defineRule({
  id: 'pcie.lane-budget',
  title: 'PCIe lanes for GPUs and NVMe drives',
  description:
    "Compares the lanes the GPUs ask for (each at its own width) with the CPU lanes that can feed them: a desktop CPU's x16 graphics link (its other lanes serve M.2 drives), or a workstation CPU's whole pool shared with its NVMe drives. Running cards at x8 costs little in two- to four-GPU builds; fewer lanes per card slow multi-GPU training.",
  severity: 'WARNING',
  sources: [
    'doc-gpu-cluster-at-home',
    'dettmers-which-gpu-2020',
    'spec-intel-core-i9-14900k',
    'spec-amd-ryzen-9-7950x',
  ],
  check({ view }, report) {
    const pcieGpus = view.gpus.filter(isPcieCard);
    if (pcieGpus.length === 0 || view.cpuParts.length === 0) return [];
    const unknown = view.cpuParts.filter((part) => part.component.pcieLanes == null);
    if (unknown.length) {
      return [
        report.couldNotCheck(
          `Could not check the PCIe lane budget: the lane count of the ${describeParts(unknown)} is not on record.`,
          slugsOf(unknown),
          {
            settledBy: missingFacts(
              unknown.map((part) => part.component),
              'pcieLanes',
            ),
          },
        ),
      ];
    }
    const cpuLanes = totalOf(view.cpuParts, (cpu) => cpu.pcieLanes ?? 0);
    const cpuCount = totalQuantity(view.cpuParts);
    const desktop = cpuCount === 1 && cpuLanes <= DESKTOP_CPU_MAX_PCIE_LANES;
    const nvmeParts = view.storageParts.filter(
      (part) => part.component.storageType.toUpperCase() === NVME_STORAGE_TYPE,
    );
    const nvmeCount = totalQuantity(nvmeParts);
    const gpuLaneCount = pcieGpus.reduce((sum, instance) => sum + gpuLanes(instance.gpu).lanes, 0);
    const graphicsLanes = desktop ? Math.min(cpuLanes, DESKTOP_CPU_GRAPHICS_LANES) : cpuLanes;
    const nvmeDemand = desktop ? 0 : nvmeCount * NVME_LANES;
    const demand = gpuLaneCount + nvmeDemand;
    if (demand <= graphicsLanes) return [];
    const perGpu = linkWidthAtMost(Math.floor(Math.max(0, graphicsLanes - nvmeDemand) / pcieGpus.length));
    const pcieSlugs = new Set(pcieGpus.map((instance) => instance.gpu.slug));
    const pcieParts = view.gpuParts.filter((part) => pcieSlugs.has(part.component.slug));
    const asking =
      `${describeParts(pcieParts)} (${formatNumber(gpuLaneCount)} lanes)` +
      (nvmeDemand ? ` and ${plural(nvmeCount, 'NVMe drive')} (${formatNumber(nvmeDemand)} lanes)` : '');
    const cpus = describeParts(view.cpuParts);
    const offer = desktop
      ? `the ${cpus} gives graphics x${formatNumber(graphicsLanes)}` +
        (cpuLanes > graphicsLanes
          ? ` (its other ${formatNumber(cpuLanes - graphicsLanes)} lanes serve M.2 slots${nvmeCount ? ', so the NVMe drives cost the GPUs nothing' : ''})`
          : '')
      : `the ${cpus} ${cpuCount === 1 ? 'provides' : 'provide'} ${formatNumber(cpuLanes)}` +
        (nvmeDemand ? ', shared with the M.2 slots' : '');
    const head = `${asking} ask for ${formatNumber(demand)} PCIe lanes; ${offer}.`;
    const slugs = [
      ...slugsOf(pcieParts),
      ...(nvmeDemand ? slugsOf(nvmeParts) : []),
      ...slugsOf(view.cpuParts),
    ];
    if (perGpu >= MIN_LANES_PER_GPU_FOR_TRAINING) {
      return [
        report.finding(
          'INFO',
          `${head} The cards will share lanes at about x${perGpu} each, which costs little with ${plural(pcieGpus.length, 'GPU')}; the motherboard decides the exact split.`,
          slugs,
        ),
      ];
    }
    return [
      report.finding(
        'WARNING',
        `${head} That leaves about ${perGpu ? `x${perGpu}` : 'no CPU lanes'} per card (further cards go through the chipset), which slows gradient exchange in multi-GPU training. ` +
          'A platform with more lanes (Threadripper, Xeon W, EPYC) or fewer cards avoids it.',
        slugs,
      ),
    ];
  },
});

/** "1 x PCIe 4.0 x16": the widest, newest slots a board without a layout lists; null when none. */
function fastestSlots(board: MotherboardFacts): string | null {
  const groups = slotGroupsOf(board);
  if (groups.length === 0) return null;
  const best = groups.reduce((a, b) =>
    b.lanes > a.lanes || (b.lanes === a.lanes && (b.gen ?? 0) > (a.gen ?? 0)) ? b : a,
  );
  return describeSlotGroups({ ...board, pcieSlotGroups: [best] });
}

/**
 * What limits a card's link below its own best: a card with fewer than 16 lanes (x8 cards
 * such as the RTX 4060 Ti) runs at x8 in any slot, and an older slot generation then cuts its
 * bandwidth in half per generation. Empty when the card gets all it can use.
 */
function cardLimitNote(gpu: GpuFacts, placement: SlotPlacement): string {
  const { lanes } = gpuLanes(gpu);
  const notes: string[] = [];
  if (lanes < DESKTOP_CPU_GRAPHICS_LANES) {
    notes.push(
      ` The card itself has an x${formatNumber(lanes)} interface, so it runs at x${formatNumber(Math.min(lanes, placement.lanes))} even in an x16 slot.`,
    );
  }
  if (gpu.pcieGen != null && placement.gen < gpu.pcieGen) {
    const best = linkBandwidthGBs(gpu.pcieGen, Math.min(lanes, placement.lanes));
    const ratio = best / Math.max(placement.bandwidthGBs, Number.EPSILON);
    const share = ratio >= 3.5 ? 'a quarter of' : ratio >= 1.8 ? 'half' : 'less than';
    notes.push(
      ` At PCIe ${placement.gen}.0 it gets ${share} the ≈${formatNumber(best, 1)} GB/s it would have at its own PCIe ${gpu.pcieGen}.0` +
        `${lanes < DESKTOP_CPU_GRAPHICS_LANES ? ` x${formatNumber(lanes)}` : ''}: loading models and data takes longer, and multi-GPU training exchanges gradients more slowly.`,
    );
  }
  return notes.join('');
}

/**
 * pcie.link-width: one INFO finding per placed GPU with the link it negotiates (the card's
 * own lane count included) and the bandwidth that gives; notes chipset slots and links
 * below the card's own generation. Sources: doc-gpu-cluster-at-home (each generation
 * doubles bandwidth), ref-nvidia-rtx-4060-ti-specs (x8 interface).
 */
export const linkWidthRule = defineRule({
  id: 'pcie.link-width',
  title: 'PCIe link of each GPU',
  description:
    'Reports the generation and width each card will actually run at (the lowest of slot, card and processor: x8 cards such as the RTX 4060 Ti run at x8 in any slot), the bandwidth that gives, what an older slot generation costs the card, and whether the slot hangs off the chipset; for a board whose slot positions are not on record, says that the links could not be worked out.',
  severity: 'INFO',
  sources: ['doc-gpu-cluster-at-home', 'ref-nvidia-rtx-4060-ti-specs'],
  check({ view, slots }, report) {
    const board = view.board;
    if (board && !slotLayoutOf(board) && view.gpus.some(isPcieCard)) {
      const fastest = fastestSlots(board);
      return [
        report.couldNotCheck(
          `Could not work out the PCIe link each GPU gets on the ${board.name}: which slots the cards take, and how they are wired, is not on record` +
            `${fastest ? `; the fastest slots its listing counts are ${fastest}` : ''}.`,
          [board.slug],
          { settledBy: [missingFact(board, 'pcieSlots')] },
        ),
      ];
    }
    if (!board || !slots) return [];
    const cpuNames = describeParts(view.cpuParts);
    const unknownGen = new Set<string>();
    const findings = slots.chosen.placements.map((placement) => {
      const instance = view.gpus[placement.cardId];
      if (instance.gpu.pcieGen == null) unknownGen.add(instance.gpu.slug);
      const source =
        placement.slot.fromCpu === true
          ? `wired to the ${cpuNames || 'CPU'}`
          : placement.slot.fromCpu === false
            ? `wired through the ${board.chipset ? `${board.chipset} ` : ''}chipset, whose link to the CPU it shares with drives, USB and network`
            : 'lane source (CPU or chipset) not on record';
      return report.finding(
        'INFO',
        `${instance.label} runs at ${describeLink(placement)} in slot ${formatNumber(placement.slot.position)} of the ${board.name}, ${source}.` +
          cardLimitNote(instance.gpu, placement),
        [instance.gpu.slug, board.slug],
      );
    });
    for (const slug of unknownGen) {
      const gpu = view.gpus.find((instance) => instance.gpu.slug === slug)?.gpu;
      if (!gpu) continue;
      findings.push(
        report.couldNotCheck(
          `The PCIe generation of the ${gpu.name} is not on record; its link assumes the slot's generation.`,
          [slug],
          { settledBy: [missingFact(gpu, 'pcieGen')] },
        ),
      );
    }
    return findings;
  },
});

/**
 * pcie.x1-slot: a GPU on an x1 link (WARNING for training). Source: doc-deep-learning-server
 * (x1 PCIe 3.0 is ~1 GB/s: fine for inference, slow for distributed training).
 */
export const x1SlotRule = defineRule({
  id: 'pcie.x1-slot',
  title: 'GPU on an x1 link',
  description:
    'An x1 link moves about 1 GB/s (PCIe 3.0): acceptable for inference once the model is loaded, slow for gradient synchronisation in multi-GPU training.',
  severity: 'WARNING',
  sources: ['doc-deep-learning-server'],
  check({ view, slots }, report) {
    const board = view.board;
    if (!board || !slots) return [];
    return slots.chosen.placements
      .filter((placement) => placement.lanes <= X1_LINK_LANES)
      .map((placement) => {
        const instance = view.gpus[placement.cardId];
        return report.finding(
          'WARNING',
          `${instance.label} sits on an x1 link in slot ${formatNumber(placement.slot.position)}, ${describeLink(placement)}: ` +
            'fine for inference once the model is loaded, but slow for gradient synchronisation in multi-GPU training.',
          [instance.gpu.slug, board.slug],
        );
      });
  },
});
