import { describeParts, slugsOf, totalQuantity } from '../analysis/build-view';
import type { BuildPartFacts, Finding } from '../facts';
import { formatNumber, formatPercent, formatWatts } from '../format';
import {
  defineRule,
  missingFacts,
  missingPart,
  type FindingSink,
  type NotCheckedDetail,
} from '../define-rule';
import { MAINS_REGIONS } from '../reference/mains-regions';

function extraParts(report: FindingSink, kind: string, parts: readonly BuildPartFacts[]): Finding[] {
  const distinct = new Set(parts.map((part) => part.component.slug));
  const count = totalQuantity(parts);
  if (count <= 1 || distinct.size === 0) return [];
  // The parts beyond the first were checked against nothing: one of them may not fit.
  return [
    report.couldNotCheck(
      `The build lists ${describeParts(parts)} as ${kind}; the checks used the ${parts[0].component.name} only.`,
      slugsOf(parts),
      { settledBy: [], decides: true },
    ),
  ];
}

/**
 * completeness.missing-data for whole parts: names each check that could not run because
 * the build has no GPU, CPU, motherboard, memory, PSU or case, when the mains supply was
 * assumed, and when prices are missing. Per-fact gaps are reported by the rule that needed
 * the fact. A missing CPU, board, memory, PSU or case leaves the socket, memory, fit or
 * power checks unrun, so the build is UNVERIFIED until it lists them; a build without a GPU
 * has no GPU to fit (a CPU-only machine is a machine), and an assumed mains supply, PSU
 * efficiency or a missing price are stated assumptions, not unrun checks.
 * Source: doc-cost-for-gpu-hardware (component checklist).
 */
export const completenessRule = defineRule({
  id: 'completeness.missing-data',
  title: 'Checks that could not run',
  description:
    'Names each check that could not run because a part or a fact is missing from the build or the catalog, so nothing passes or fails silently.',
  severity: 'INFO',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view, power }, report) {
    const missing: Finding[] = [];
    const note = (message: string, detail: NotCheckedDetail, slugs: string[] = []) =>
      missing.push(report.couldNotCheck(message, slugs, detail));
    const lacking = (kind: string) => ({ settledBy: [missingPart(kind)], decides: true });
    const assumed = (settledBy: NotCheckedDetail['settledBy'] = []) => ({ settledBy, decides: false });
    if (view.gpus.length === 0)
      note(
        'No GPU in the build: GPU fit, PCIe, cooling and GPU balance checks did not run.',
        assumed([missingPart('GPU')]),
      );
    if (view.cpuParts.length === 0) {
      note(
        `No CPU in the build: socket, memory-support, lane and thread checks did not run; power assumes a typical ${formatWatts(power.cpuDrawW)} CPU.`,
        lacking('CPU'),
      );
    }
    if (!view.board) {
      note(
        'No motherboard in the build: CPU socket, memory slots and type, GPU slot spacing and PCIe link checks did not run.',
        lacking('MOTHERBOARD'),
      );
    }
    if (view.memoryParts.length === 0)
      note(
        'No memory in the build: memory compatibility, channel and system-RAM checks did not run.',
        lacking('MEMORY'),
      );
    if (view.psuParts.length === 0) {
      note(
        `No power supply in the build: PSU capacity, transient and connector checks did not run. The build wants at least ${formatWatts(power.recommendedPsuW)}.`,
        lacking('PSU'),
      );
    } else if (!power.efficiencyKnown) {
      note(
        `The efficiency rating of the ${describeParts(view.psuParts)} is not on record: wall draw assumes ${formatPercent(power.efficiency)} efficiency.`,
        assumed(
          missingFacts(
            view.psuParts.map((part) => part.component),
            'efficiencyRating',
          ),
        ),
        slugsOf(view.psuParts),
      );
    }
    if (!view.pcCase)
      note(
        'No case in the build: board form factor, GPU length and case slot checks did not run.',
        lacking('CASE'),
      );
    const { mains } = power;
    const supply = `${formatNumber(mains.voltage)} V / ${formatNumber(mains.breakerAmps, 1)} A (${MAINS_REGIONS[mains.region].label}), ${formatWatts(mains.circuitLimitW)} continuous`;
    if (mains.nothingGiven) {
      note(
        `No mains supply given: the circuit check assumed ${supply}. Give the region, voltage or breaker rating if yours differs.`,
        assumed(),
      );
    } else if (mains.defaulted) {
      const what = mains.assumed.includes('voltage') ? 'voltage' : 'breaker rating';
      note(`Mains ${what} not given: the circuit check assumed ${supply}.`, assumed());
    }
    missing.push(
      ...extraParts(report, 'motherboards', view.boardParts),
      ...extraParts(report, 'cases', view.caseParts),
    );
    const all = [
      ...view.gpuParts,
      ...view.cpuParts,
      ...view.boardParts,
      ...view.memoryParts,
      ...view.psuParts,
      ...view.storageParts,
      ...view.caseParts,
      ...view.coolerParts,
    ];
    const unpriced = all.filter((part) => part.component.priceUsd == null);
    if (unpriced.length) {
      note(
        `No total price: the ${describeParts(unpriced)} ${unpriced.length === 1 ? 'has' : 'have'} no price on record.`,
        assumed(
          missingFacts(
            unpriced.map((part) => part.component),
            'priceUsd',
          ),
        ),
        slugsOf(unpriced),
      );
    }
    return missing;
  },
});
