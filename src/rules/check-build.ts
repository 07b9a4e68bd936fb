import { checkCpuThreads, checkSystemRam, checkUseCaseVram } from './balance.rule';
import { buildView } from './build-view';
import { checkCompleteness } from './completeness.rule';
import { roundTo } from './format';
import { checkHeatOutput, checkOpenAir } from './cooling.rule';
import type { BuildFacts, BuildReportFacts, Finding } from './facts';
import {
  analyzeSlots,
  checkBoardFormFactor,
  checkCaseSlots,
  checkGpuLength,
  checkGpuSlots,
} from './fit.rule';
import { checkMemoryCapacity, checkMemoryChannels, checkMemoryEcc, checkMemoryType } from './memory.rule';
import { checkMixedModels, checkNvlink } from './multi-gpu.rule';
import { checkLaneBudget, checkLinkWidth, checkX1Slot } from './pcie.rule';
import { checkCooler, checkCpuSocket } from './platform.rule';
import { estimatePower } from './power-budget';
import { checkCircuit, checkConnectors, checkPsuCapacity, checkTransients } from './power.rule';
import type { CheckBuildOptions, RuleCheck, RuleContext } from './rule-context';

export type { CheckBuildOptions } from './rule-context';

const SEVERITY_ORDER = { ERROR: 0, WARNING: 1, INFO: 2 } as const;

/** Rule checks in report order (matches the registry). */
const CHECKS: readonly RuleCheck[] = [
  checkCpuSocket,
  checkCooler,
  checkMemoryType,
  checkMemoryCapacity,
  checkMemoryEcc,
  checkMemoryChannels,
  checkBoardFormFactor,
  checkGpuSlots,
  checkCaseSlots,
  checkGpuLength,
  checkLaneBudget,
  checkLinkWidth,
  checkX1Slot,
  checkPsuCapacity,
  checkTransients,
  checkConnectors,
  checkCircuit,
  checkOpenAir,
  checkHeatOutput,
  checkMixedModels,
  checkNvlink,
  checkSystemRam,
  checkCpuThreads,
  checkUseCaseVram,
  checkCompleteness,
];

/**
 * Checks a build against every rule of the registry (see listRules()) and returns the
 * findings, the power figures and the total price. Pure: no I/O. `compatible` is false
 * exactly when a finding is an ERROR. Findings are ordered ERROR, WARNING, INFO, then in
 * registry order. Sources: per rule, see registry.ts and thresholds.ts.
 *
 * Throws RangeError for a part quantity that is not a positive integer or invalid mains
 * values; callers validate user input before calling.
 */
export function checkBuild(build: BuildFacts, options?: CheckBuildOptions): BuildReportFacts {
  const view = buildView(build);
  const power = estimatePower(view, build.mains);
  const context: RuleContext = {
    view,
    options: { preprocessingOnTheFly: options?.preprocessingOnTheFly ?? false },
    useCase: build.useCase ?? null,
    power,
    slots: analyzeSlots(view),
  };
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const found of CHECKS.flatMap((check) => check(context))) {
    const key = `${found.ruleId}|${found.severity}|${found.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(found);
  }
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);

  const prices = build.parts.map((part) =>
    part.component.priceUsd == null ? null : part.component.priceUsd * part.quantity,
  );
  const totalPriceUsd =
    prices.length > 0 && prices.every((price) => price !== null)
      ? roundTo(
          prices.reduce<number>((sum, price) => sum + (price ?? 0), 0),
          2,
        )
      : null;

  return {
    compatible: !findings.some((found) => found.severity === 'ERROR'),
    findings,
    power: {
      totalTdpW: Math.round(power.totalTdpW),
      estimatedPeakW: Math.round(power.sustainedDrawW),
      recommendedPsuW: power.recommendedPsuW,
      psuW: power.psuW,
      circuitLimitW: power.mains.circuitLimitW,
      wallDrawW: power.wallDrawW,
      fitsCircuit: power.fitsCircuit,
      transientPeakW: power.transientPeakW,
      psuEfficiency: power.efficiency,
    },
    totalPriceUsd,
  };
}
