import { describeParts, slugsOf, totalOf, type BuildView } from '../analysis/build-view';
import { cpuSustainedW } from '../analysis/fact-fallbacks';
import { hasTransientSpikes, type PowerEstimate } from '../analysis/power-budget';
import { powerLimitAdvice, powerLimitTool } from '../calculators/power-limit';
import { defineRule, missingFacts } from '../define-rule';
import type { Finding } from '../facts';
import { countedName, formatNumber, formatPercent, formatWatts, joinList, plural } from '../format';
import {
  ATX3_PSU_OVERLOAD_WARNING_FRACTION,
  PLATFORM_ALLOWANCE_W,
  PSU_HEADROOM_FRACTION,
  TRANSIENT_SPIKE_FACTOR,
} from '../thresholds';

/**
 * "2 x GeForce RTX 3090 (700 W), Core i9-14900K (253 W sustained; 125 W TDP) and 50 W for
 * board, memory, drives and fans".
 */
export function loadBreakdown(view: BuildView, power: PowerEstimate): string {
  const items = [
    ...view.gpuParts.map(
      (part) =>
        `${countedName(part.component.name, part.quantity)} (${formatWatts(part.component.tdpW * part.quantity)})`,
    ),
    ...(power.cpuAssumed
      ? [`a typical ${formatWatts(power.cpuDrawW)} CPU (none listed)`]
      : view.cpuParts.map((part) => {
          const sustained = cpuSustainedW(part.component).watts * part.quantity;
          const tdp = part.component.tdpW * part.quantity;
          const figure =
            sustained === tdp
              ? formatWatts(tdp)
              : `${formatWatts(sustained)} sustained under load; ${formatWatts(tdp)} TDP`;
          return `${countedName(part.component.name, part.quantity)} (${figure})`;
        })),
    `${formatWatts(PLATFORM_ALLOWANCE_W)} for board, memory, drives and fans`,
  ];
  return joinList(items);
}

export function psuNames(view: BuildView, power: PowerEstimate): string {
  return `${describeParts(view.psuParts)} (${formatWatts(power.psuW ?? 0)}${power.psuCount > 1 ? ' combined' : ''})`;
}

/** Why the recommended size is what it is: the headroom rule, or the GPU maker's figure. */
function recommendationReason(power: PowerEstimate): string {
  if (power.makerPsuW <= power.headroomPsuW || !power.makerPsuGpu) {
    return `with ${formatPercent(PSU_HEADROOM_FRACTION)} headroom the build wants ${formatWatts(power.recommendedPsuW)}`;
  }
  const gpu = power.makerPsuGpu;
  const who =
    power.makerPsuBasis === 'estimate'
      ? `a maker-style figure for the ${gpu.name} (its TDP plus what the makers add for the rest of the system)`
      : `the PSU size ${gpu.vendor} asks for with the ${gpu.name}`;
  const extra = power.makerPsuW > 0 && power.gpuTdpW > gpu.tdpW ? ', plus the other cards' : '';
  return `the build wants ${formatWatts(power.recommendedPsuW)}: ${who}${extra} (${formatPercent(PSU_HEADROOM_FRACTION)} headroom over the draw would be ${formatWatts(power.headroomPsuW)})`;
}

/**
 * power.psu-capacity: ERROR when the PSU wattage is below the sustained draw (GPU TDPs, the
 * CPU's sustained package power and 50 W), except a WARNING with the numbers when an ATX 3.x
 * unit is over by at most ATX3_PSU_OVERLOAD_WARNING_FRACTION; WARNING when below the recommended size: the
 * larger of draw + 15 % (rounded up to 50 W) and the GPU maker's PSU size; INFO when several
 * PSUs share the load. Sources: doc-cost-for-gpu-hardware (CPU and GPUs, plus 10-15 %),
 * spec-nvidia-geforce-rtx-30/40/50 (required system power), Intel ARK and
 * ref-amd-am5-power-statement (CPU power above TDP).
 */
export const psuCapacityRule = defineRule({
  id: 'power.psu-capacity',
  title: 'Power supply capacity',
  description:
    "The PSU must carry the sustained draw (GPU TDPs, the CPU's sustained power, which is above TDP for Intel K-series and AMD desktop parts, and the rest of the platform) and should be at least the larger of that draw plus 15 % and the PSU size the GPU maker asks for.",
  severity: 'ERROR',
  sources: [
    'doc-cost-for-gpu-hardware',
    'doc-gpu-cluster-at-home',
    'spec-nvidia-geforce-rtx-30',
    'spec-nvidia-geforce-rtx-40',
    'spec-nvidia-geforce-rtx-50',
    'ref-amd-am5-power-statement',
  ],
  check({ view, power }, report) {
    if (power.psuW == null) return [];
    const findings: Finding[] = [];
    const slugs = [...slugsOf(view.psuParts), ...slugsOf(view.gpuParts), ...slugsOf(view.cpuParts)];
    const overW = power.sustainedDrawW - power.psuW;
    if (overW > 0 && power.allPsusAtx3 && overW <= power.psuW * ATX3_PSU_OVERLOAD_WARNING_FRACTION) {
      const limit = powerLimitAdvice(view.gpuParts, view.gpus.length, overW);
      findings.push(
        report.finding(
          'WARNING',
          `${psuNames(view, power)} is rated for ${formatWatts(power.psuW)} continuously, and the estimated sustained draw is about ` +
            `${formatWatts(power.sustainedDrawW)} (${loadBreakdown(view, power)}): ${formatWatts(overW)} (${formatPercent(overW / power.psuW, 1)}) over. ` +
            'The estimate counts every part at its rated power at once, and an ATX 3.x unit rides out short excursions (up to twice its rating for 100 µs), ' +
            `so a shutdown is unlikely, but there is no margin: ${recommendationReason(power)}` +
            `${limit ? `; or ${limit}` : ''}.`,
          slugs,
        ),
      );
    } else if (power.psuW < power.sustainedDrawW) {
      findings.push(
        report.finding(
          'ERROR',
          `${psuNames(view, power)} cannot carry the sustained draw of about ${formatWatts(power.sustainedDrawW)}: ` +
            `${loadBreakdown(view, power)}. Choose at least ${formatWatts(power.recommendedPsuW)}.`,
          slugs,
        ),
      );
    } else if (power.psuW < power.recommendedPsuW) {
      findings.push(
        report.finding(
          'WARNING',
          `${psuNames(view, power)} carries the sustained draw of about ${formatWatts(power.sustainedDrawW)} with too little margin ` +
            `(${loadBreakdown(view, power)}): ${recommendationReason(power)}.`,
          slugs,
        ),
      );
    }
    if (power.psuCount > 1) {
      findings.push(
        report.finding(
          'INFO',
          `${plural(power.psuCount, 'power supply', 'power supplies')} add up to ${formatWatts(power.psuW)}. ` +
            'Split the cards between them and plug each into its own circuit.',
          slugsOf(view.psuParts),
        ),
      );
    }
    return findings;
  },
});

/**
 * power.transients: recent GPUs spike to ~1.7x TDP for milliseconds; WARNING when the PSU
 * is not ATX 3.x and that peak exceeds its wattage. Sources: doc-gpu-cluster-at-home,
 * doc-deep-learning-server.
 */
export const transientsRule = defineRule({
  id: 'power.transients',
  title: 'Transient power spikes',
  description:
    'Recent GPUs spike well above their TDP for milliseconds; a PSU that is not built to ATX 3.x should be large enough for the spikes or the cards power-limited, or over-current protection may shut the machine down.',
  severity: 'WARNING',
  sources: ['doc-gpu-cluster-at-home', 'doc-deep-learning-server'],
  check({ view, power }, report) {
    if (power.psuW == null || power.spikingGpuCount === 0 || power.allPsusAtx3) return [];
    if (power.transientPeakW <= power.psuW) return [];
    const spiking = view.gpuParts.filter((part) => hasTransientSpikes(part.component));
    return [
      report.finding(
        'WARNING',
        `${describeParts(spiking)} can spike to about ${formatNumber(TRANSIENT_SPIKE_FACTOR, 1)}x ${
          spiking.length === 1 && spiking[0].quantity === 1 ? 'its' : 'their'
        } TDP for milliseconds, about ${formatWatts(power.transientPeakW)} for the whole build: more than ` +
          `${psuNames(view, power)}, which is not built to ATX 3.x. Over-current protection may shut the machine down; ` +
          `choose an ATX 3.x or larger PSU, or power-limit the cards with ${powerLimitTool(spiking.map((part) => part.component))}.`,
        [...slugsOf(spiking), ...slugsOf(view.psuParts)],
      ),
    ];
  },
});

/**
 * power.connectors: the PSU must offer the PCIe power connectors (8-pin equivalents) the
 * cards need (ERROR); INFO when either count is unknown. Source: doc-cost-for-gpu-hardware.
 */
export const connectorsRule = defineRule({
  id: 'power.connectors',
  title: 'PCIe power connectors',
  description:
    'The PSU must offer at least as many PCIe power connectors (8-pin equivalents) as the graphics cards need.',
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware'],
  check({ view }, report) {
    if (view.psuParts.length === 0 || view.gpuParts.length === 0) return [];
    const unknownGpus = view.gpuParts.filter((part) => part.component.pcieConnectors == null);
    const unknownPsus = view.psuParts.filter((part) => part.component.pcieConnectors == null);
    if (unknownGpus.length || unknownPsus.length) {
      const unknown = [...unknownGpus, ...unknownPsus];
      return [
        report.couldNotCheck(
          `Could not check PCIe power connectors: the connector count of the ${describeParts(unknown)} is not on record.`,
          slugsOf(unknown),
          {
            settledBy: missingFacts(
              unknown.map((part) => part.component),
              'pcieConnectors',
            ),
          },
        ),
      ];
    }
    const needed = totalOf(view.gpuParts, (gpu) => gpu.pcieConnectors ?? 0);
    const offered = totalOf(view.psuParts, (psu) => psu.pcieConnectors ?? 0);
    if (offered >= needed) return [];
    return [
      report.finding(
        'ERROR',
        `${describeParts(view.gpuParts)} need ${plural(needed, 'PCIe power connector')} (8-pin equivalents); ` +
          `${describeParts(view.psuParts)} ${offered === 1 ? 'offers' : 'offer'} ${formatNumber(offered)}. Choose a PSU with at least ${formatNumber(needed)}.`,
        [...slugsOf(view.gpuParts), ...slugsOf(view.psuParts)],
      ),
    ];
  },
});
