/**
 * planJob's input checks: impossible figures are BAD_USER_INPUT naming `input.<field>`,
 * before any estimate runs; absent figures take the defaults the answer states.
 */
import { badInput } from '../errors';
import type { SoftwareStack } from '../rules/analysis/software-stacks';
import { DEFAULT_OVERHEAD_FRACTION, type JobMode } from '../rules/calculators/job-compute';
import {
  DEFAULT_ELECTRICITY_USD_PER_KWH,
  type CostAssumptions,
  type PlanConstraints,
} from '../rules/calculators/job-plan';
import { DEFAULT_IDLE_HOURS_PER_DAY, DEFAULT_USEFUL_LIFE_YEARS, TYPICAL_CPU_W } from '../rules/thresholds';
import { optionalNumber } from './input';
import type { PlanJobInput } from './inputs';
import { INPUT_LIMITS, boundedInt } from './rules-input';

/** Bounds of planJob's figures: beyond them a job is not one a catalog setup runs. */
export const PLAN_LIMITS = {
  maxTokens: 1e15,
  maxEpochs: 1000,
  maxUsers: 10_000,
  maxTokensPerSecondEach: 1000,
  maxJobsPerYear: 10_000,
  maxDeadlineHours: 1e6,
  maxOverheadFraction: 10,
  maxPlanSetups: 50,
  defaultPlanSetups: 10,
  defaultContextTokens: 4096,
  defaultTrainingSequence: 2048,
  defaultHoursPerDay: 8,
  defaultDaysPerYear: 365,
} as const;

/**
 * Training and fine-tuning default to CUDA cards: the MFU calibration, FlashAttention and the
 * 4-bit kernels QLoRA needs (bitsandbytes) come from CUDA runs. Serving runs on any stack.
 */
export const DEFAULT_TRAINING_STACK: SoftwareStack = 'CUDA';

/** A validated plan request. */
export interface PlanRequest {
  mode: JobMode;
  tokens: number | null;
  serving: { users: number; tokensPerSecondEach: number; contextTokens: number; hoursPerDay: number } | null;
  sequenceLength: number;
  gradientCheckpointing: boolean;
  mfu: number | null;
  overheadFraction: number;
  costs: CostAssumptions;
  constraints: PlanConstraints;
  condition: 'NEW' | 'USED' | 'ANY';
  includeServerCards: boolean;
  /** Only cards this stack runs: CUDA for training unless asked otherwise. */
  stack: SoftwareStack | null;
  first: number;
}

/**
 * The smallest figure each field takes. Below these no job is meant (a thousandth of an epoch,
 * one job a century, a stream slower than anyone reads), and dividing by a denormal such as
 * 4e-323 tokens overflowed the job counts to Infinity, which GraphQL's Float cannot carry.
 */
export const PLAN_MINIMUMS = {
  tokens: 1,
  epochs: 0.001,
  tokensPerSecondEach: 0.1,
  hoursPerDay: 0.01,
  jobsPerYear: 0.01,
  deadlineHours: 0.01,
  usefulLifeYears: 0.1,
  mfu: 0.01,
} as const;

const positive = (value: number | null | undefined, field: string, max: number, min: number) => {
  const checked = optionalNumber(value, field, { min: 0, max });
  if (checked === 0) throw badInput(field, 'must be above 0');
  if (checked !== null && checked < min) throw badInput(field, `must be at least ${min}, got ${checked}`);
  return checked;
};

/** Checks every figure and fills the defaults. */
export function planRequest(input: PlanJobInput): PlanRequest {
  const mode = input.mode;
  const serving = mode === 'SERVING';
  let tokens: number | null = null;
  if (!serving) {
    tokens = positive(input.tokens, 'input.tokens', PLAN_LIMITS.maxTokens, PLAN_MINIMUMS.tokens);
    if (tokens === null) {
      const dataset = positive(
        input.datasetTokens,
        'input.datasetTokens',
        PLAN_LIMITS.maxTokens,
        PLAN_MINIMUMS.tokens,
      );
      if (dataset === null)
        throw badInput('input.tokens', 'give tokens, or datasetTokens and epochs, for a training job');
      const epochs = positive(input.epochs, 'input.epochs', PLAN_LIMITS.maxEpochs, PLAN_MINIMUMS.epochs) ?? 1;
      tokens = dataset * epochs;
      if (tokens > PLAN_LIMITS.maxTokens)
        throw badInput('input.datasetTokens', 'datasetTokens x epochs must be at most 10^15');
    }
  }
  const servingJob = serving
    ? {
        users: boundedInt(input.concurrentUsers, 1, 'input.concurrentUsers', 1, PLAN_LIMITS.maxUsers),
        tokensPerSecondEach:
          positive(
            input.tokensPerSecondEach,
            'input.tokensPerSecondEach',
            PLAN_LIMITS.maxTokensPerSecondEach,
            PLAN_MINIMUMS.tokensPerSecondEach,
          ) ??
          (() => {
            throw badInput('input.tokensPerSecondEach', 'give the tokens per second each user needs');
          })(),
        contextTokens: boundedInt(
          input.contextTokens,
          PLAN_LIMITS.defaultContextTokens,
          'input.contextTokens',
          1,
          INPUT_LIMITS.maxSequenceLength,
        ),
        hoursPerDay:
          positive(input.hoursPerDay, 'input.hoursPerDay', 24, PLAN_MINIMUMS.hoursPerDay) ??
          PLAN_LIMITS.defaultHoursPerDay,
      }
    : null;
  const daysPerYear = boundedInt(
    input.daysPerYear,
    PLAN_LIMITS.defaultDaysPerYear,
    'input.daysPerYear',
    1,
    365,
  );
  const jobsPerYear = serving
    ? daysPerYear
    : (positive(
        input.jobsPerYear,
        'input.jobsPerYear',
        PLAN_LIMITS.maxJobsPerYear,
        PLAN_MINIMUMS.jobsPerYear,
      ) ?? 1);
  const objective = input.objective ?? 'CHEAPEST';
  const deadlineHours = positive(
    input.deadlineHours,
    'input.deadlineHours',
    PLAN_LIMITS.maxDeadlineHours,
    PLAN_MINIMUMS.deadlineHours,
  );
  if (objective === 'WITHIN_DEADLINE' && deadlineHours === null)
    throw badInput('input.deadlineHours', 'WITHIN_DEADLINE needs deadlineHours');
  const usefulLifeYears =
    positive(
      input.usefulLifeYears,
      'input.usefulLifeYears',
      INPUT_LIMITS.maxUsefulLifeYears,
      PLAN_MINIMUMS.usefulLifeYears,
    ) ?? DEFAULT_USEFUL_LIFE_YEARS;
  return {
    mode,
    tokens,
    serving: servingJob,
    sequenceLength: boundedInt(
      input.sequenceLength,
      PLAN_LIMITS.defaultTrainingSequence,
      'input.sequenceLength',
      1,
      INPUT_LIMITS.maxSequenceLength,
    ),
    gradientCheckpointing: input.gradientCheckpointing ?? (mode === 'LORA' || mode === 'QLORA'),
    mfu: positive(input.mfu, 'input.mfu', 1, PLAN_MINIMUMS.mfu),
    overheadFraction:
      optionalNumber(input.overheadFraction, 'input.overheadFraction', {
        max: PLAN_LIMITS.maxOverheadFraction,
      }) ?? DEFAULT_OVERHEAD_FRACTION,
    costs: {
      electricityUsdPerKwh:
        optionalNumber(input.electricityUsdPerKwh, 'input.electricityUsdPerKwh', {
          max: INPUT_LIMITS.maxElectricityUsdPerKwh,
        }) ?? DEFAULT_ELECTRICITY_USD_PER_KWH,
      usefulLifeYears,
      cpuWatts: TYPICAL_CPU_W,
      idleHoursPerDay:
        optionalNumber(input.idleHoursPerDay, 'input.idleHoursPerDay', { max: 24 }) ??
        DEFAULT_IDLE_HOURS_PER_DAY,
    },
    constraints: {
      objective,
      ownership: input.ownership ?? 'EITHER',
      jobsPerYear,
      budgetUsd: optionalNumber(input.budgetUsd, 'input.budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd }),
      deadlineHours,
    },
    condition: input.condition ?? 'NEW',
    includeServerCards: input.includeServerCards ?? false,
    stack: input.stack ?? (serving ? null : DEFAULT_TRAINING_STACK),
    first: boundedInt(
      input.first,
      PLAN_LIMITS.defaultPlanSetups,
      'input.first',
      1,
      PLAN_LIMITS.maxPlanSetups,
    ),
  };
}
