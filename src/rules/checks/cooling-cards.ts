import { describeParts, slugsOf } from '../analysis/build-view';
import { caseIsRackmount, isServerBoard } from '../analysis/fact-fallbacks';
import { hasCoolerStyle } from '../analysis/slot-analysis';
import { powerLimitTool } from '../calculators/power-limit';
import { defineRule } from '../define-rule';
import type { Finding } from '../facts';
import { formatNumber, formatWatts } from '../format';
import { ADJACENT_OPEN_AIR_MIN_TDP_W } from '../thresholds';

/**
 * cooling.passive-card: passively cooled data-centre cards (K80, A100 PCIe, T4, L40S...)
 * have no fan and rely on a server chassis pushing air through their fins; outside a
 * rackmount chassis they overheat and throttle (WARNING; none in a case on record as
 * rackmount, or on a server sled without a separate case). Sources: doc-dl-cluster-guide and doc-cost-for-gpu-hardware (K80 and
 * datacenter cards), spec-nvidia-tesla-k80, spec-nvidia-t4-datasheet (passive,
 * system-airflow cooled).
 */
export const passiveCardRule = defineRule({
  id: 'cooling.passive-card',
  title: 'Passive cards need server airflow',
  description:
    'Passively cooled data-centre cards have no fan: they depend on a server chassis forcing air through them. In a desktop case or an open frame they overheat unless a fan shroud is fitted.',
  severity: 'WARNING',
  sources: [
    'doc-dl-cluster-guide',
    'doc-cost-for-gpu-hardware',
    'spec-nvidia-tesla-k80',
    'spec-nvidia-t4-datasheet',
  ],
  check({ view }, report) {
    const passive = view.gpuParts.filter((part) => hasCoolerStyle(part.component, 'PASSIVE'));
    if (passive.length === 0) return [];
    const pcCase = view.pcCase;
    // A server sled (the T180-G20 of doc-deep-learning-server) is its own chassis and airflow.
    const serverSled = view.board ? isServerBoard(view.board) : false;
    const rackmount = pcCase ? caseIsRackmount(pcCase) : serverSled ? true : null;
    if (rackmount === true) return [];
    const cards = describeParts(passive);
    const one = passive.length === 1 && passive[0].quantity === 1;
    const where = !pcCase
      ? 'Unless it goes into a rackmount server chassis'
      : rackmount === false
        ? `In the ${pcCase.name}${pcCase.openFrame ? ' (an open frame)' : ''}`
        : `Unless the ${pcCase.name} is a rackmount server chassis (not on record)`;
    return [
      report.finding(
        'WARNING',
        `${cards} ${one ? 'is' : 'are'} passively cooled: no fan of ${one ? 'its' : 'their'} own, made for the front-to-back airflow of a server. ` +
          `${where}, ${one ? 'it' : 'they'} will overheat and throttle. Fit a blower fan shroud to each card, use a server chassis, or choose a card with a fan.`,
        [...slugsOf(passive), ...(pcCase ? [pcCase.slug] : [])],
      ),
    ];
  },
});

/**
 * cooling.air-gap: two open-air cards of ADJACENT_OPEN_AIR_MIN_TDP_W or more in slots with
 * no free slot between them: the upper card breathes the lower card's exhaust (WARNING).
 * Risers remove the adjacency. Sources: dettmers-which-gpu-2020 and
 * doc-cost-for-gpu-hardware (air cooling is fine for several GPUs with space between them;
 * RTX 3080/3090 cooling is a problem when packed), doc-gpu-cluster-at-home (risers for
 * spacing, power limiting to 80-90 %).
 */
export const airGapRule = defineRule({
  id: 'cooling.air-gap',
  title: 'Air gap between hot open-air cards',
  description:
    'Two open-air cards of 320 W or more with no free slot between them starve the upper card of cool air; it runs hot and throttles. Leave a slot free, use risers or blower cards, or power-limit the cards.',
  severity: 'WARNING',
  sources: ['dettmers-which-gpu-2020', 'doc-cost-for-gpu-hardware', 'doc-gpu-cluster-at-home'],
  check({ view, slots }, report) {
    if (view.risers || !slots || !view.board) return [];
    const hot = slots.chosen.placements
      .filter((placement) => {
        const gpu = view.gpus[placement.cardId].gpu;
        return hasCoolerStyle(gpu, 'OPEN_AIR') && gpu.tdpW >= ADJACENT_OPEN_AIR_MIN_TDP_W;
      })
      .sort((a, b) => a.firstPosition - b.firstPosition);
    const findings: Finding[] = [];
    for (let i = 1; i < hot.length; i += 1) {
      const upper = hot[i - 1];
      const lower = hot[i];
      if (lower.firstPosition !== upper.lastPosition + 1) continue;
      const upperCard = view.gpus[upper.cardId];
      const lowerCard = view.gpus[lower.cardId];
      findings.push(
        report.finding(
          'WARNING',
          `${upperCard.label} (slot ${formatNumber(upper.slot.position)}) and ${lowerCard.label} (slot ${formatNumber(lower.slot.position)}) ` +
            `are open-air cards of ${formatWatts(upperCard.gpu.tdpW)} and ${formatWatts(lowerCard.gpu.tdpW)} with no free slot between them on the ${view.board.name}: ` +
            `the upper card draws in the lower card's hot exhaust and will throttle. Leave a slot free (a board with wider spacing), ` +
            `use riser cables or blower-style cards, or power-limit both to 80-90 % with ${powerLimitTool([upperCard.gpu, lowerCard.gpu])}.`,
          [upperCard.gpu.slug, lowerCard.gpu.slug, view.board.slug],
        ),
      );
    }
    return findings;
  },
});
