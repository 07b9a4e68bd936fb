import { noCardRunsStack, type MachineForStack } from '../../../src/rules/recommend/machine-only-stacks';

const mac = (name: string, priceUsd: number | null, usedPriceUsd: number | null = null): MachineForStack => ({
  name,
  manufacturer: 'Apple',
  softwareStacks: ['METAL_MLX', 'VULKAN'],
  priceUsd,
  usedPriceUsd,
});
const spark: MachineForStack = {
  name: 'DGX Spark',
  manufacturer: 'NVIDIA',
  softwareStacks: ['CUDA'],
  priceUsd: 999,
};

describe('noCardRunsStack: a card ranking for a stack only whole machines run', () => {
  it('is null for the stacks cards run, and when no stack is asked', () => {
    for (const stack of ['CUDA', 'ROCM', 'ONEAPI', 'VULKAN', null] as const) {
      expect(noCardRunsStack(stack, [mac('Mac Studio (M4 Max, 36 GB)', 1999)], 'NEW', 700)).toBeNull();
    }
  });

  it('names the cheapest machine that runs Metal at the condition, and the budget it exceeds', () => {
    const text = noCardRunsStack(
      'METAL',
      [mac('Mac Studio (M3 Ultra, 96 GB)', 3999), spark, mac('Mac Studio (M4 Max, 36 GB)', 1999)],
      'NEW',
      700,
    );
    expect(text).toMatch(/^no graphics card runs Apple Metal/);
    // The DGX Spark is cheaper but does not run Metal.
    expect(text).toContain(
      'at a new price: Apple Mac Studio (M4 Max, 36 GB), $1,999, more than the budget of $700',
    );
  });

  it('says when the cheapest is within the budget, and reads the used price when asked', () => {
    const machines = [mac('Mac Studio (M4 Max, 36 GB)', 1999, 1400)];
    expect(noCardRunsStack('METAL', machines, 'USED', 1500)).toContain(
      'at a used price: Apple Mac Studio (M4 Max, 36 GB), $1,400, within the budget of $1,500',
    );
    expect(noCardRunsStack('METAL', machines, 'ANY', null)).toMatch(/\$1,400\. estimateMemory/);
  });

  it('still explains itself when no Metal machine has a price of the condition', () => {
    const text = noCardRunsStack('METAL', [mac('Mac Studio (M3 Ultra, 512 GB)', null)], 'NEW', 700);
    expect(text).toMatch(/1 of them on record, none with a new price/);
  });
});
