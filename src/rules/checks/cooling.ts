import { describeParts, slugsOf, totalQuantity } from '../analysis/build-view';
import type { Finding } from '../facts';
import { formatWatts } from '../format';
import { defineRule, missingFacts } from '../define-rule';
import { hasCoolerStyle } from '../analysis/slot-analysis';
import { HEAT_OUTPUT_NOTICE_W, OPEN_AIR_WARNING_COUNT } from '../thresholds';

/**
 * cooling.open-air: three or more open-air cards in a closed case (WARNING); INFO when
 * the cooler style of some cards is unknown and the count could reach the threshold.
 * Sources: doc-cost-for-gpu-hardware and dettmers-which-gpu-2020 (avoid non-blower fans in
 * 3-4 GPU setups; blower cards or water cooling), doc-gpu-cluster-at-home (open frames).
 */
export const openAirRule = defineRule({
  id: 'cooling.open-air',
  title: 'Open-air cards packed together',
  description:
    'Three or more open-air (non-blower) cards in a closed case recirculate hot air and throttle; use blower cards, risers with spacing, an open frame, or water cooling.',
  severity: 'WARNING',
  sources: ['doc-cost-for-gpu-hardware', 'dettmers-which-gpu-2020'],
  check({ view }, report) {
    const boards = view.gpus.length;
    if (boards < OPEN_AIR_WARNING_COUNT || view.pcCase?.openFrame) return [];
    const openAir = view.gpuParts.filter((part) => hasCoolerStyle(part.component, 'OPEN_AIR'));
    const unknown = view.gpuParts.filter((part) => part.component.coolerStyle == null);
    const openAirCount = totalQuantity(openAir);
    const findings: Finding[] = [];
    if (openAirCount >= OPEN_AIR_WARNING_COUNT) {
      const where = view.pcCase ? `in the ${view.pcCase.name}` : 'in one closed case';
      findings.push(
        report.finding(
          'WARNING',
          `${describeParts(openAir)} ${openAirCount === 1 ? 'has an' : 'have'} open-air cooler${openAirCount === 1 ? '' : 's'}: packed ${where}, ` +
            'the cards blow hot air onto each other and throttle. Use blower-style cards, risers with space between the cards, an open frame, or water cooling.',
          [...slugsOf(openAir), ...(view.pcCase ? [view.pcCase.slug] : [])],
        ),
      );
    } else if (unknown.length && openAirCount + totalQuantity(unknown) >= OPEN_AIR_WARNING_COUNT) {
      findings.push(
        report.couldNotCheck(
          `Could not check cooling of ${boards} cards: the cooler style of the ${describeParts(unknown)} is not on record.`,
          slugsOf(unknown),
          {
            settledBy: missingFacts(
              unknown.map((part) => part.component),
              'coolerStyle',
            ),
          },
        ),
      );
    }
    return findings;
  },
});

/**
 * cooling.heat-output: GPUs putting out a kilowatt or more (INFO).
 * Source: doc-gpu-cluster-at-home (>1 kW of heat needs a plan for the room).
 */
export const heatOutputRule = defineRule({
  id: 'cooling.heat-output',
  title: 'Heat output into the room',
  description: 'Builds whose GPUs dump a kilowatt or more of heat need a plan for the room they run in.',
  severity: 'INFO',
  sources: ['doc-gpu-cluster-at-home'],
  check({ view, power }, report) {
    if (power.gpuTdpW < HEAT_OUTPUT_NOTICE_W) return [];
    return [
      report.finding(
        'INFO',
        `${describeParts(view.gpuParts)} put out about ${formatWatts(power.gpuTdpW)} of heat at full load: plan where it goes, ` +
          'since a small room warms quickly (ventilation, an open window or air conditioning).',
        slugsOf(view.gpuParts),
      ),
    ];
  },
});
