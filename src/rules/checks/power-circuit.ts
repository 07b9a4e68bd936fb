import { describeParts, slugsOf } from '../analysis/build-view';
import type { ResolvedMains } from '../analysis/power-budget';
import { powerLimitAdvice, powerLimitTool } from '../calculators/power-limit';
import { defineRule } from '../define-rule';
import { formatNumber, formatPercent, formatWatts } from '../format';
import { MAINS_REGIONS } from '../reference/mains-regions';
import { CIRCUIT_MARGIN_FRACTION } from '../thresholds';

/** "a 120 V / 15 A circuit (North America, 15 A; assumed: no mains given) carries 1,440 W continuously (80 % of 1,800 W)". */
function circuitText(mains: ResolvedMains): string {
  const rawW = mains.voltage * mains.breakerAmps;
  const assumption = mains.nothingGiven
    ? `; assumed: no mains given, ${MAINS_REGIONS[mains.region].label}`
    : mains.defaulted
      ? `; ${mains.assumed.includes('voltage') ? 'voltage' : 'breaker rating'} assumed for ${MAINS_REGIONS[mains.region].label}`
      : '';
  return (
    `a ${formatNumber(mains.voltage)} V / ${formatNumber(mains.breakerAmps, 1)} A circuit${assumption ? ` (${assumption.slice(2)})` : ''} ` +
    `carries ${formatWatts(mains.circuitLimitW)} continuously (${formatPercent(mains.continuousLoadFactor)} of ${formatWatts(rawW)})`
  );
}

/**
 * power.circuit: wall draw (sustained DC / PSU efficiency) against voltage x breaker x
 * continuous factor: ERROR when over (WARNING when several PSUs can go on separate
 * circuits), WARNING when within CIRCUIT_MARGIN_FRACTION of the limit. Sources:
 * doc-gpu-cluster-at-home (80 % continuous, 2 PSUs on 2 circuits, nvidia-smi -pl),
 * ref-nfpa-70-nec (80 % of the breaker for continuous loads), ref-ansi-c84-1 (supply
 * voltage range behind the margin).
 */
export const circuitRule = defineRule({
  id: 'power.circuit',
  title: 'Household circuit',
  description:
    'Draw at the wall (DC load divided by PSU efficiency) must stay within voltage x breaker rating x 80 % for a continuous load, and should keep a 10 % margin below that for supply-voltage sag and whatever else shares the circuit. A 120 V / 15 A North American circuit carries 1,440 W continuously, a 20 A one 1,920 W, a 230 V / 16 A European one 2,944 W, a UK 13 A fused plug 2,392 W, a Japanese 100 V / 15 A outlet 1,200 W.',
  severity: 'ERROR',
  sources: ['doc-gpu-cluster-at-home', 'ref-nfpa-70-nec', 'ref-ansi-c84-1', 'ref-iec-tr-60083'],
  check({ view, power }, report) {
    const { mains } = power;
    const consumers = [...view.gpuParts, ...view.cpuParts];
    const who = consumers.length ? describeParts(consumers) : 'This build';
    const load =
      `${who} draw about ${formatWatts(power.wallDrawW)} at the wall under full load ` +
      `(${formatWatts(power.sustainedDrawW)} DC at ${formatPercent(power.efficiency)} PSU efficiency)`;
    const slugs = [...slugsOf(view.gpuParts), ...slugsOf(view.cpuParts), ...slugsOf(view.psuParts)];
    const circuit = circuitText(mains);
    if (power.fitsCircuit) {
      const marginW = mains.circuitLimitW * CIRCUIT_MARGIN_FRACTION;
      const headroomW = mains.circuitLimitW - power.wallDrawW;
      if (view.gpuParts.length === 0 || headroomW >= marginW) return [];
      return [
        report.finding(
          'WARNING',
          `${load}; ${circuit}, so only ${formatWatts(headroomW)} (${formatPercent(headroomW / mains.circuitLimitW)}) is left. ` +
            `Keep at least ${formatPercent(CIRCUIT_MARGIN_FRACTION)} (${formatWatts(marginW)}) free: the supply voltage may sag 5 %, which draws 5 % more current for the same power, ` +
            'and a monitor, lights or another machine on the same circuit count too. Use a circuit of its own, ' +
            `a 20 A or 230 V circuit, or power-limit the cards with ${powerLimitTool(view.gpuParts.map((part) => part.component))}.`,
          slugs,
        ),
      ];
    }
    if (power.psuCount > 1 && power.wallDrawW <= mains.circuitLimitW * power.psuCount) {
      return [
        report.finding(
          'WARNING',
          `${load}; ${circuit}. Plug each of the ${formatNumber(power.psuCount)} power supplies into its own circuit so none carries more than ${formatWatts(mains.circuitLimitW)}.`,
          slugs,
        ),
      ];
    }
    const excessWallW = power.wallDrawW - mains.circuitLimitW;
    const limit = powerLimitAdvice(view.gpuParts, view.gpus.length, excessWallW * power.efficiency);
    const advice = limit
      ? `Split the load across two PSUs on two circuits, or ${limit}.`
      : 'Split the load across two PSUs on two circuits; power limiting alone would not be enough.';
    return [report.finding('ERROR', `${load}; ${circuit}. ${advice}`, slugs)];
  },
});
