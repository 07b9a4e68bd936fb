/**
 * RULES: every rule checkBuild applies, in report order. The list drives both checkBuild
 * and the `rules` query; adding a rule is adding its definition to a file under checks/
 * (named after the rule id's prefix) and to this list.
 */
import { describeRule, type BuildRule, type RuleDefinition } from '../define-rule';
import { cpuThreadsRule, systemRamRule, useCaseVramRule } from './balance';
import { completenessRule } from './completeness';
import { heatOutputRule, openAirRule } from './cooling';
import { airGapRule, passiveCardRule } from './cooling-cards';
import { boardFormFactorRule, caseSlotsRule, gpuSlotsRule } from './fit';
import { gpuLengthRule } from './fit-gpu-length';
import { gpuModuleRule } from './fit-gpu-module';
import { mixedModelsRule, nvlinkRule } from './multi-gpu';
import { laneBudgetRule, linkWidthRule, x1SlotRule } from './pcie';
import { chipsetCpuRule, coolerRule, cpuSocketRule } from './platform';
import { memoryCapacityRule, memoryChannelsRule, memoryEccRule, memoryTypeRule } from './platform-memory';
import { connectorsRule, psuCapacityRule, transientsRule } from './power';
import { circuitRule } from './power-circuit';
import { epsPlugRule } from './power-plug';
import { stalePriceRule } from './price';
import { legacyArchitectureRule } from './software';

export const RULES = [
  cpuSocketRule,
  chipsetCpuRule,
  coolerRule,
  memoryTypeRule,
  memoryCapacityRule,
  memoryEccRule,
  memoryChannelsRule,
  boardFormFactorRule,
  gpuModuleRule,
  gpuSlotsRule,
  caseSlotsRule,
  gpuLengthRule,
  laneBudgetRule,
  linkWidthRule,
  x1SlotRule,
  psuCapacityRule,
  transientsRule,
  connectorsRule,
  epsPlugRule,
  circuitRule,
  legacyArchitectureRule,
  passiveCardRule,
  airGapRule,
  openAirRule,
  heatOutputRule,
  mixedModelsRule,
  nvlinkRule,
  systemRamRule,
  cpuThreadsRule,
  useCaseVramRule,
  stalePriceRule,
  completenessRule,
] as const satisfies readonly BuildRule[];

/** Identifier of a rule in RULES. */
export type RuleId = (typeof RULES)[number]['id'];

const BY_ID: ReadonlyMap<string, BuildRule> = new Map(RULES.map((rule) => [rule.id, rule]));

/** Every rule checkBuild applies, in report order, as the API lists them (fresh copies). */
export function listRules(): RuleDefinition[] {
  return RULES.map(describeRule);
}

/** The rule with this id as the API shows it, or null. */
export function getRule(id: string): RuleDefinition | null {
  const rule = BY_ID.get(id);
  return rule ? describeRule(rule) : null;
}
