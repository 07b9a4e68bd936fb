/** planJob's pure calculators (issue 31): compute, time, serving capacity, costs and ranking. */
import { compareCloudVsDesktop } from '../../../src/rules/calculators/cloud-vs-desktop';
import {
  CONSUMER_TRAINING_MFU,
  DATACENTER_TRAINING_MFU,
  decodeStepSeconds,
  defaultTrainingMfu,
  servingCapacity,
  trainingCompute,
  trainingTime,
  type JobGpu,
  type ServingProfile,
} from '../../../src/rules/calculators/job-compute';
import {
  HOURS_PER_YEAR,
  costSetup,
  ownVsRent,
  rankSetups,
  type PlanConstraints,
  type TimedSetup,
} from '../../../src/rules/calculators/job-plan';

const A100: JobGpu = {
  slug: 'a100',
  fp16TensorTflops: 312,
  memoryBandwidthGBs: 2039,
  formFactor: 'SXM',
  nvlink: true,
};
const RTX: JobGpu = {
  slug: 'rtx',
  fp16TensorTflops: 142,
  memoryBandwidthGBs: 936,
  formFactor: 'PCIE',
  nvlink: false,
};
const costs = { electricityUsdPerKwh: 0.12, usefulLifeYears: 5, cpuWatts: 100, idleHoursPerDay: 0 };
const constraints: PlanConstraints = {
  objective: 'CHEAPEST',
  ownership: 'EITHER',
  jobsPerYear: 12,
  budgetUsd: null,
  deadlineHours: null,
};

function timed(over: Partial<TimedSetup>): TimedSetup {
  return {
    ownership: 'OWNED',
    gpuSlug: 'rtx',
    gpuName: 'RTX',
    gpuCount: 1,
    tdpW: 350,
    hardwareUsd: 1500,
    platformUsd: null,
    usdPerHour: null,
    hours: 10,
    replicas: 1,
    speedBasis: 'ESTIMATED',
    speedMethod: '',
    mfu: 0.35,
    tokensPerSecond: 1,
    capacity: null,
    sources: [],
    ref: null,
    ...over,
  };
}

describe('training compute', () => {
  it('counts 6ND for dense training, 4ND for LoRA, and 2ND more with recomputation', () => {
    expect(trainingCompute('PRETRAIN', 1, 1e9, false).flops).toBeCloseTo(6e18, -15);
    expect(trainingCompute('LORA', 1, 1e9, false).flops).toBeCloseTo(4e18, -15);
    expect(trainingCompute('LORA', 1, 1e9, true).flops).toBeCloseTo(6e18, -15);
    expect(trainingCompute('QLORA', 1, 1e9, true).slowdown).toBeGreaterThan(1);
    expect(trainingCompute('LORA', 1, 1e9, true).slowdown).toBe(1);
  });

  it('takes the calibrated MFU by GPU class', () => {
    expect(defaultTrainingMfu(A100)).toBe(DATACENTER_TRAINING_MFU);
    expect(defaultTrainingMfu(RTX)).toBe(CONSUMER_TRAINING_MFU);
  });

  it('divides the FLOPs by sustained FLOPS, scales with GPUs below linear, and adds the overhead', () => {
    const compute = trainingCompute('PRETRAIN', 1, 1e9, false);
    const one = trainingTime(compute, 1e9, A100, 1, 0.5, 0)!;
    expect(one.hours).toBeCloseTo(6e18 / (312e12 * 0.5) / 3600, 6);
    const eight = trainingTime(compute, 1e9, A100, 8, 0.5, 0)!;
    expect(eight.hours).toBeGreaterThan(one.hours / 8);
    expect(eight.hours).toBeLessThan(one.hours / 7);
    expect(trainingTime(compute, 1e9, A100, 1, 0.5, 0.1)!.hours).toBeCloseTo(one.hours * 1.1, 6);
    expect(trainingTime(compute, 1e9, { ...A100, fp16TensorTflops: null }, 1, 0.5, 0)).toBeNull();
  });
});

describe('serving capacity', () => {
  const profile: ServingProfile = {
    weightBytesPerToken: 40e9,
    kvBytesPerContextToken: 327_680,
    contextTokens: 4096,
    flopsPerToken: 2 * 70e9,
    layers: 80,
  };
  const setup = { gpu: A100, count: 1, tensorParallel: true, freeBytes: 30e9, measuredSingleStream: null };

  it('grows the step with the batch, so more users get less each', () => {
    expect(decodeStepSeconds(profile, setup, 32)).toBeGreaterThan(decodeStepSeconds(profile, setup, 1));
  });

  it('serves the users speed and memory both allow, each at the rate asked', () => {
    const capacity = servingCapacity(profile, setup, 15);
    expect(capacity.users).toBe(Math.min(capacity.usersBySpeed, capacity.usersByMemory));
    expect(capacity.usersByMemory).toBe(1 + Math.floor(30e9 / (327_680 * 4096)));
    expect(1 / decodeStepSeconds(profile, setup, capacity.usersBySpeed)).toBeGreaterThanOrEqual(15);
    expect(1 / decodeStepSeconds(profile, setup, capacity.usersBySpeed + 1)).toBeLessThan(15);
  });

  it('serves no one when a single user is slower than asked, and a measurement replaces the estimate', () => {
    expect(servingCapacity(profile, { ...setup, measuredSingleStream: 10 }, 15).users).toBe(0);
    expect(
      servingCapacity(profile, { ...setup, measuredSingleStream: 30 }, 15).singleStreamTokensPerSecond,
    ).toBeCloseTo(30, 6);
  });
});

describe('costs and the yearly plan', () => {
  it('charges owned jobs a share of the useful life plus electricity, rented jobs the rent', () => {
    const owned = costSetup(timed({}), costs, constraints);
    expect(owned.kwh).toBeCloseTo(4.5, 6);
    expect(owned.electricityUsd).toBeCloseTo(0.54, 6);
    expect(owned.hardwareShareUsd).toBeCloseTo((1500 * 10) / (5 * HOURS_PER_YEAR), 2);
    expect(owned.yearlyCostUsd).toBeCloseTo(1500 / 5 + 0.54 * 12, 2);
    const rented = costSetup(
      timed({ ownership: 'RENTED', hardwareUsd: null, usdPerHour: 2, hours: 4 }),
      costs,
      constraints,
    );
    expect(rented.rentUsd).toBe(8);
    expect(rented.yearlyCostUsd).toBe(96);
  });

  it('reconciles with compareCloudVsDesktop: same yearly electricity and cloud spend, break-even at the useful life', () => {
    const owned = costSetup(timed({}), costs, constraints);
    const rented = costSetup(
      timed({ ownership: 'RENTED', hardwareUsd: null, usdPerHour: 2, hours: 4 }),
      costs,
      constraints,
    );
    const plan = ownVsRent(owned, rented, costs, 12);
    expect(plan.comparison.yearlyElectricityUsd).toBeCloseTo(owned.electricityUsd! * 12, 1);
    expect(plan.comparison.cloudYearlyUsd).toBeCloseTo(rented.yearlyCostUsd, 1);
    // At the break-even number of jobs a year, compareCloudVsDesktop breaks even at the end of the useful life.
    const atBreakEven = ownVsRent(owned, rented, costs, plan.breakEvenJobsPerYear!);
    const direct = compareCloudVsDesktop({
      desktopCostUsd: 1500,
      gpuWatts: 350,
      cpuWatts: 100,
      utilization: (plan.breakEvenJobsPerYear! * 10) / HOURS_PER_YEAR,
      electricityUsdPerKwh: 0.12,
      cloudUsdPerHour: 8 / 10,
      usefulLifeYears: 5,
    });
    expect(atBreakEven.comparison.breakEvenDays).toBeCloseTo(direct.breakEvenDays!, 0);
    expect(direct.breakEvenDays! / 365).toBeCloseTo(5, 1);
    expect(plan.ownPays).toBe(12 >= plan.breakEvenJobsPerYear!);
  });

  it('says renting always wins when the rent is below the electricity', () => {
    const owned = costSetup(timed({ tdpW: 10_000 }), costs, constraints);
    const rented = costSetup(
      timed({ ownership: 'RENTED', hardwareUsd: null, usdPerHour: 0.01, hours: 1 }),
      costs,
      constraints,
    );
    expect(ownVsRent(owned, rented, costs, 12).breakEvenJobsPerYear).toBeNull();
  });

  it('ranks by the objective and keeps only the ownership asked', () => {
    const a = costSetup(timed({ hours: 2, hardwareUsd: 9000 }), costs, constraints);
    const b = costSetup(
      timed({ ownership: 'RENTED', hardwareUsd: null, usdPerHour: 1, hours: 20 }),
      costs,
      constraints,
    );
    expect(rankSetups([a, b], constraints).map((s) => s.ownership)).toEqual(['RENTED', 'OWNED']);
    expect(rankSetups([a, b], { ...constraints, objective: 'FASTEST' }).map((s) => s.hours)).toEqual([2, 20]);
    expect(rankSetups([a, b], { ...constraints, ownership: 'OWN' }).map((s) => s.ownership)).toEqual([
      'OWNED',
    ]);
    const d = { ...constraints, objective: 'WITHIN_DEADLINE' as const, deadlineHours: 5 };
    const ranked = rankSetups([costSetup(a, costs, d), costSetup(b, costs, d)], d);
    expect(ranked[0].meetsDeadline).toBe(true);
    expect(ranked[0].hours).toBe(2);
  });
});
