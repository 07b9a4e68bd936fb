/**
 * Stacks no graphics card runs (issue 27, review question G23). Apple's Metal runs only on
 * Apple silicon, which the catalog holds as unified-memory machines (Mac Studio), never as a
 * card, so a card ranking filtered to Metal is empty by construction. An empty list tells the
 * asker nothing; the expert's answer names the machines and what the cheapest one costs.
 */
import { pricedAt } from '../analysis/price-age';
import type { SoftwareStack } from '../analysis/software-stacks';
import type { PriceCondition } from '../facts';
import { formatUsd } from '../format';

/** The machine stack each card-less stack stands for (the catalog's SystemSoftwareStack). */
export const MACHINE_ONLY_STACKS: Readonly<
  Partial<Record<SoftwareStack, { machineStack: string; name: string }>>
> = {
  METAL: { machineStack: 'METAL_MLX', name: 'Apple Metal' },
};

export interface MachineForStack {
  name: string;
  manufacturer: string;
  softwareStacks: readonly string[];
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
}

/**
 * Why no card can be recommended for `stack`, naming the cheapest machine that runs it at the
 * condition (and whether it is within the budget); null when cards run the stack.
 */
export function noCardRunsStack(
  stack: SoftwareStack | null | undefined,
  machines: readonly MachineForStack[],
  condition: PriceCondition,
  budgetUsd: number | null,
): string | null {
  const only = stack ? MACHINE_ONLY_STACKS[stack] : undefined;
  if (!only) return null;
  const running = machines.filter((machine) => machine.softwareStacks.includes(only.machineStack));
  const priced = running
    .map((machine) => ({ machine, price: pricedAt(machine, condition) }))
    .filter((entry) => entry.price !== null)
    .sort((a, b) => a.price!.price - b.price!.price);
  const intro = `no graphics card runs ${only.name}: it runs on Apple silicon, which the catalog lists as unified-memory machines, not as cards`;
  const where =
    "estimateMemory's systemFits and recommendBuild's systemAlternatives compare them with GPU setups, and components(kind: UNIFIED_MEMORY_SYSTEM) lists them";
  if (!priced.length) {
    return `${intro}; ${running.length} of them on record, none with a ${condition.toLowerCase()} price. ${where}`;
  }
  const { machine, price } = priced[0];
  const budget =
    budgetUsd === null
      ? ''
      : price!.price <= budgetUsd
        ? `, within the budget of ${formatUsd(budgetUsd)}`
        : `, more than the budget of ${formatUsd(budgetUsd)}`;
  return `${intro}. The cheapest of them at a ${price!.condition.toLowerCase()} price: ${machine.manufacturer} ${machine.name}, ${formatUsd(price!.price)}${budget}. ${where}`;
}
