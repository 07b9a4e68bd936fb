import { describeParts } from '../analysis/build-view';
import type { Finding } from '../facts';
import { formatNumber } from '../format';
import { defineRule, missingFact, missingFacts } from '../define-rule';
import { isPcieGpu } from '../analysis/slot-analysis';

/**
 * How many partner cards of a chip must have a length on record before their longest stands
 * for the chip's: one or two cards may be the short or the long edition of a model, while
 * the import's partner listings of popular chips run to dozens (a stated judgement).
 */
export const MIN_PARTNER_CARDS_FOR_LENGTH_BOUND = 5;

/**
 * How many cards of any model must have a length on record before the longest of them stands
 * for a card whose length is unknown: enough to include the long flagship coolers (the seed
 * catalog alone holds about 70), so only a case roomier than every card people buy passes
 * (a stated judgement; the INFO says what it rests on).
 */
export const MIN_CARDS_FOR_ANY_CARD_BOUND = 50;

/**
 * fit.gpu-length: each card must be no longer than the case allows (ERROR).
 * Source: doc-cost-for-gpu-hardware (a case too small for the GPUs is a problem).
 */
export const gpuLengthRule = defineRule({
  id: 'fit.gpu-length',
  title: 'GPUs fit the case length',
  description: 'A card longer than the case allows does not go in.',
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view }, report) {
    const pcCase = view.pcCase;
    if (!pcCase || view.gpuParts.length === 0) return [];
    const pcieParts = view.gpuParts.filter((part) => isPcieGpu(part.component));
    if (pcieParts.length === 0) return [];
    if (pcCase.maxGpuLengthMm == null) {
      if (pcCase.openFrame) return [];
      return [
        report.couldNotCheck(
          `Could not check GPU length: the ${pcCase.name}'s maximum GPU length is not on record.`,
          [pcCase.slug],
          { settledBy: [missingFact(pcCase, 'maxGpuLengthMm')] },
        ),
      ];
    }
    const maxMm = pcCase.maxGpuLengthMm;
    const findings: Finding[] = [];
    // A card without a length of its own is settled when every partner card of its chip on
    // record (enough to stand for the model) fits, or failing that, every card of any model.
    const boundedBy = (part: (typeof pcieParts)[number]) => {
      if (part.component.lengthMm != null) return null;
      const partner = part.component.partnerCardLengthsMm;
      if (partner && partner.cards >= MIN_PARTNER_CARDS_FOR_LENGTH_BOUND && partner.maxMm <= maxMm)
        return { ...partner, of: 'partner' as const };
      const any = part.component.anyCardLengthsMm;
      if (any && any.cards >= MIN_CARDS_FOR_ANY_CARD_BOUND && any.maxMm <= maxMm)
        return { ...any, of: 'any' as const };
      return null;
    };
    for (const part of pcieParts) {
      const lengths = boundedBy(part);
      if (!lengths) continue;
      const which =
        lengths.of === 'partner'
          ? `each of its ${formatNumber(lengths.cards)} partner cards on record is ${formatNumber(lengths.minMm)}-${formatNumber(lengths.maxMm)} mm long`
          : `no card of any model on record (${formatNumber(lengths.cards)} with a length) is longer than ${formatNumber(lengths.maxMm)} mm`;
      findings.push(
        report.finding(
          'INFO',
          `The ${part.component.name}'s own length is not on record; ${which}, within the ${pcCase.name}'s ${formatNumber(maxMm)} mm. A card not on record may differ: check yours.`,
          [part.component.slug, pcCase.slug],
        ),
      );
    }
    const unknown = pcieParts.filter((part) => part.component.lengthMm == null && !boundedBy(part));
    if (unknown.length) {
      findings.push(
        report.couldNotCheck(
          `Could not check whether the ${describeParts(unknown)} fit${unknown.length === 1 && unknown[0].quantity === 1 ? 's' : ''} the ${pcCase.name} (up to ${formatNumber(maxMm)} mm): card length is not on record.`,
          [...unknown.map((part) => part.component.slug), pcCase.slug],
          {
            settledBy: missingFacts(
              unknown.map((part) => part.component),
              'lengthMm',
            ),
          },
        ),
      );
    }
    for (const part of pcieParts) {
      const lengthMm = part.component.lengthMm;
      if (lengthMm == null || lengthMm <= maxMm) continue;
      findings.push(
        report.finding(
          'ERROR',
          `The ${part.component.name} is ${formatNumber(lengthMm)} mm long; the ${pcCase.name} takes cards up to ${formatNumber(maxMm)} mm. ` +
            'Choose a shorter card or a larger case.',
          [part.component.slug, pcCase.slug],
        ),
      );
    }
    return findings;
  },
});
