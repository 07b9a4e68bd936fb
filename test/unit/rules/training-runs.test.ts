/**
 * planJob's published training runs and the owned machine's platform (issue 31): which run
 * a job takes its speed from, the scaling by parameters, and the whole machine in the costs.
 */
import { compareCloudVsDesktop } from '../../../src/rules/calculators/cloud-vs-desktop';
import {
  LORA_MFU_RATIO,
  DATACENTER_TRAINING_MFU,
  defaultTrainingMfu,
  trainingCompute,
  type JobGpu,
} from '../../../src/rules/calculators/job-compute';
import {
  HOURS_PER_YEAR,
  PLATFORM_USD_BY_GPU_COUNT,
  costSetup,
  ownVsRent,
  platformUsd,
  type PlanConstraints,
  type TimedSetup,
} from '../../../src/rules/calculators/job-plan';
import {
  matchPublishedRun,
  plannedTrainingSpeed,
  runPrecision,
} from '../../../src/rules/calculators/training-runs';

const H100: JobGpu = {
  slug: 'nvidia-h100-sxm5-80gb',
  fp16TensorTflops: 989.4,
  memoryBandwidthGBs: 3350,
  formFactor: 'SXM',
  nvlink: true,
};
const job = (over: Partial<Parameters<typeof plannedTrainingSpeed>[1]> = {}) => ({
  mode: 'LORA' as const,
  precision: 'BF16',
  parametersBillions: 70.55,
  activeParametersBillions: 70.55,
  tokens: 1e9,
  mfu: null,
  overheadFraction: 0,
  ...over,
});
const speed = (over: Partial<Parameters<typeof plannedTrainingSpeed>[1]> = {}, gpu = H100, count = 8) => {
  const j = job(over);
  return plannedTrainingSpeed(
    trainingCompute(j.mode, j.activeParametersBillions, j.tokens, true),
    j,
    gpu,
    count,
  )!;
};

describe('published training runs: measured first, then estimates', () => {
  it('takes a 70B BF16 LoRA on H100 SXM from the AutoModel run (608.42 tokens/s per GPU), saying its precision and framework', () => {
    const s = speed();
    expect(s.speedBasis).toBe('MEASURED');
    expect(s.sources).toEqual(['bench-nemo-automodel-performance-2025']);
    expect(s.tokensPerSecond / 8).toBeCloseTo(608.42, 1);
    expect(s.basis).toMatch(/BF16/);
    expect(s.basis).toMatch(/PyTorch/);
    expect(s.mfu).toBeNull();
  });

  it('scales the run by parameters: a 40B dense model runs 70.55/40 times faster per GPU', () => {
    expect(speed({ parametersBillions: 40, activeParametersBillions: 40 }).tokensPerSecond / 8).toBeCloseTo(
      (608.42 * 70.55) / 40,
      0,
    );
  });

  it('takes an FP8 LoRA of an 8B model from the nearest NeMo FP8 run (Llama 2 7B, 25,206 tokens/s per GPU)', () => {
    const s = speed({ precision: 'FP8', parametersBillions: 8.03, activeParametersBillions: 8.03 });
    expect(s.speedBasis).toBe('MEASURED');
    expect(s.sources).toEqual(['bench-nemo-performance-summary-2024']);
    expect(s.tokensPerSecond / 8).toBeCloseTo((25_206 * 6.74) / 8.03, 0);
    expect(s.basis).toMatch(/FP8/);
  });

  it('estimates when no run covers the job: BF16 8B (only FP8 runs of that size), another GPU, a mixture of experts, QLoRA, a given MFU', () => {
    expect(speed({ parametersBillions: 8.03, activeParametersBillions: 8.03 }).speedBasis).toBe('ESTIMATED');
    expect(speed({}, { ...H100, slug: 'nvidia-a100-sxm4-80gb' }).speedBasis).toBe('ESTIMATED');
    expect(speed({ parametersBillions: 109, activeParametersBillions: 70 }).speedBasis).toBe('ESTIMATED');
    expect(speed({ mode: 'QLORA', precision: 'NF4_DQ' }).speedBasis).toBe('ESTIMATED');
    const given = speed({ mfu: 0.3 });
    expect(given.speedBasis).toBe('ESTIMATED');
    expect(given.mfu).toBe(0.3);
  });

  it('keeps a run to its size class (half to twice its parameters)', () => {
    const at = (b: number) =>
      matchPublishedRun({
        gpuSlug: H100.slug,
        mode: 'LORA',
        precision: 'BF16',
        parametersBillions: b,
        activeParametersBillions: b,
      });
    expect(at(36)).not.toBeNull();
    expect(at(140)).not.toBeNull();
    expect(at(34)).toBeNull();
    expect(at(142)).toBeNull();
  });

  it("reads precisions into the runs' classes", () => {
    expect(runPrecision('FP16')).toBe('BF16');
    expect(runPrecision('FP8_BLOCK')).toBe('FP8');
    expect(runPrecision('NF4_DQ')).toBeNull();
    expect(runPrecision('FP32')).toBeNull();
  });

  it('gives LoRA a lower estimated utilisation than pre-training (NeMo 673/776 TFLOPS)', () => {
    expect(defaultTrainingMfu(H100, 'LORA')).toBeCloseTo(DATACENTER_TRAINING_MFU * LORA_MFU_RATIO, 10);
    expect(defaultTrainingMfu(H100, 'PRETRAIN')).toBe(DATACENTER_TRAINING_MFU);
    expect(LORA_MFU_RATIO).toBeLessThan(1);
  });
});

describe('owned cost of the whole machine', () => {
  const costs = { electricityUsdPerKwh: 0.12, usefulLifeYears: 5, cpuWatts: 100, idleHoursPerDay: 0 };
  const constraints: PlanConstraints = {
    objective: 'CHEAPEST',
    ownership: 'EITHER',
    jobsPerYear: 12,
    budgetUsd: null,
    deadlineHours: null,
  };
  const setup = (over: Partial<TimedSetup>): TimedSetup => ({
    ownership: 'OWNED',
    gpuSlug: 'rtx',
    gpuName: 'RTX',
    gpuCount: 2,
    tdpW: 350,
    hardwareUsd: 3000,
    platformUsd: platformUsd(2),
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
  });

  it('prices the platform by the smallest GPU-count tier that holds the cards', () => {
    expect(platformUsd(1)).toBe(PLATFORM_USD_BY_GPU_COUNT[1]);
    expect(platformUsd(3)).toBe(PLATFORM_USD_BY_GPU_COUNT[4]);
    expect(platformUsd(8)).toBe(PLATFORM_USD_BY_GPU_COUNT[8]);
  });

  it('depreciates GPUs and platform together, per copy', () => {
    const owned = costSetup(setup({ replicas: 2 }), costs, constraints);
    const machine = (3000 + PLATFORM_USD_BY_GPU_COUNT[2]) * 2;
    expect(owned.yearlyCostUsd).toBeCloseTo(machine / 5 + owned.electricityUsd! * 12, 1);
    expect(owned.hardwareShareUsd).toBeCloseTo((machine * 10) / (5 * HOURS_PER_YEAR), 2);
  });

  it('reconciles with compareCloudVsDesktop priced at the whole machine', () => {
    const owned = costSetup(setup({}), costs, constraints);
    const rented = costSetup(
      setup({ ownership: 'RENTED', hardwareUsd: null, platformUsd: null, usdPerHour: 2 }),
      costs,
      constraints,
    );
    const plan = ownVsRent(owned, rented, costs, 12);
    const direct = compareCloudVsDesktop({
      desktopCostUsd: 3000 + PLATFORM_USD_BY_GPU_COUNT[2],
      gpuWatts: 700,
      cpuWatts: 100,
      utilization: (12 * 10) / HOURS_PER_YEAR,
      electricityUsdPerKwh: 0.12,
      cloudUsdPerHour: 2,
      usefulLifeYears: 5,
      horizonYears: 5,
    });
    expect(plan.comparison.breakEvenDays).toBeCloseTo(direct.breakEvenDays!, 0);
    expect(plan.breakEvenJobsPerYear).toBeCloseTo(
      (3000 + PLATFORM_USD_BY_GPU_COUNT[2]) / 5 / (20 - owned.electricityUsd!),
      1,
    );
  });
});
