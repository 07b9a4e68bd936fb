/**
 * A whole server as an owned planJob setup (job-server.ts, job-plan.ts): its own price with no
 * platform tier, a bare node plus its GPUs, unpriced servers said so, electricity at the
 * maximum system power when on record, and ownVsRent counting that same power.
 */
import { costSetup, jobKwh, ownVsRent, type TimedSetup } from '../../../src/rules/calculators/job-plan';
import { serverMachine, type ServerMachineInput } from '../../../src/rules/calculators/job-server';

const DGX: ServerMachineInput = {
  name: 'NVIDIA DGX H100',
  gpuCount: 8,
  gpuName: 'H100 SXM5 80GB',
  priceUsd: 199000,
  priceCondition: 'NEW',
  priceIncludesGpus: true,
  gpuPriceUsd: 25000,
  maxPowerW: 10200,
  basis: { priceKind: 'LAUNCH_LIST', observedOn: '2024-01-01', sourceKey: 'ref-x', notes: null },
};

const costs = { electricityUsdPerKwh: 0.12, usefulLifeYears: 5, cpuWatts: 300, idleHoursPerDay: 0 };
const constraints = {
  objective: 'CHEAPEST' as const,
  ownership: 'EITHER' as const,
  jobsPerYear: 1,
  budgetUsd: null,
  deadlineHours: null,
};

function timed(over: Partial<TimedSetup>): TimedSetup {
  return {
    ownership: 'OWNED',
    gpuSlug: 'h100',
    gpuName: 'H100',
    gpuCount: 8,
    tdpW: 700,
    hardwareUsd: 199000,
    platformUsd: null,
    usdPerHour: null,
    hours: 100,
    replicas: 1,
    speedBasis: 'ESTIMATED',
    speedMethod: '',
    mfu: 0.45,
    tokensPerSecond: 1,
    capacity: null,
    sources: [],
    ref: null,
    ...over,
  };
}

describe('serverMachine', () => {
  it('prices a whole server at its own price, no tier, with kind, date and source said', () => {
    const m = serverMachine(DGX);
    if (!m.priced) throw new Error('expected priced');
    expect(m.hardwareUsd).toBe(199000);
    expect(m.machineWatts).toBe(10200);
    expect(m.notes[0]).toMatch(/whole server.*\$199000 \(LAUNCH_LIST, observed 2024-01-01, source ref-x\)/);
    expect(m.notes[1]).toMatch(/maximum system power \(10200 W\)/);
  });

  it('adds a bare node its GPUs at the condition, or leaves it unpriced when the GPU price is unknown', () => {
    const bare = { ...DGX, name: 'T180-G20', priceUsd: 1000, priceIncludesGpus: false, gpuPriceUsd: 300 };
    const m = serverMachine(bare);
    if (!m.priced) throw new Error('expected priced');
    expect(m.hardwareUsd).toBe(1000 + 8 * 300);
    const unknown = serverMachine({ ...bare, gpuPriceUsd: null });
    expect(unknown.priced).toBe(false);
    if (!unknown.priced) expect(unknown.reason).toMatch(/without GPUs/);
  });

  it('says an unpriced server holds the job but has no cost to rank', () => {
    const m = serverMachine({ ...DGX, name: 'NVIDIA DGX H200', priceUsd: null, priceCondition: null });
    expect(m.priced).toBe(false);
    if (!m.priced) expect(m.reason).toMatch(/DGX H200: .*hold the job.*no price/);
  });

  it('falls back to GPUs at TDP plus the plan allowance without a maximum power, and says which', () => {
    const m = serverMachine({ ...DGX, maxPowerW: null });
    if (!m.priced) throw new Error('expected priced');
    expect(m.machineWatts).toBeNull();
    expect(m.notes[1]).toMatch(/not on record.*TDP plus/);
  });
});

describe('electricity of a whole server', () => {
  it('counts the maximum system power instead of GPUs + cpuWatts, in the setup and in ownVsRent', () => {
    const server = timed({ machineWatts: 10200, serverName: 'NVIDIA DGX H100' });
    expect(jobKwh(server, costs.cpuWatts)).toBeCloseTo(1020, 6);
    expect(jobKwh(timed({}), costs.cpuWatts)).toBeCloseTo((8 * 700 + 300) / 10, 6);
    const owned = costSetup(server, costs, constraints);
    expect(owned.electricityUsd).toBeCloseTo(1020 * 0.12, 2);
    const rented = costSetup(
      timed({ ownership: 'RENTED', hardwareUsd: null, usdPerHour: 20 }),
      costs,
      constraints,
    );
    const yearly = ownVsRent(owned, rented, costs, 1);
    expect(yearly.comparison.yearlyElectricityUsd).toBeCloseTo(owned.electricityUsd!, 0);
    // The answer names the server, not just its GPUs.
    expect(yearly.summary).toMatch(/Owning NVIDIA DGX H100 \(8 x H100\) \(\$199000\)/);
  });
});
