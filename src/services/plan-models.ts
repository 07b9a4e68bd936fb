/** planJob's answer as resolvers see it (src/services/plan.service.ts). */
import type { CloudOfferingRow } from '../db/rows/cloud-offering';
import type { ModelRow } from '../db/rows/model';
import type { Linked, LinkedGpu } from '../read-model';
import type { CloudVsDesktopResult } from '../rules';
import type { JobMode } from '../rules/calculators/job-compute';
import type { CostedSetup, PlanObjective, PlanOwnership } from '../rules/calculators/job-plan';

/** A ranked setup with its GPU row, its offer and the keys of its sources. */
export interface PlannedSetupModel extends Omit<
  CostedSetup,
  'hardwareUsd' | 'platformUsd' | 'ref' | 'notes' | 'machineWatts'
> {
  gpu: LinkedGpu;
  /** Owned whole server: the catalog server the setup is; null for a setup of cards. */
  server: Linked<'GpuServer'> | null;
  /** What the setup's price and power rest on, in words; empty when nothing beyond the plan's notes. */
  notes: string[];
  /** Owned: all copies' machines, GPUs at catalog price plus the platform tier. */
  hardwareUsd: number | null;
  /** Owned: all copies' platforms (the machine less its GPUs). */
  platformUsd: number | null;
  offer: CloudOfferingRow | null;
  offerUsdPerHour: number | null;
  offerInstances: number | null;
  sourceKeys: string[];
}

export interface OwnVsRentPlanModel {
  owned: PlannedSetupModel;
  rented: PlannedSetupModel;
  breakEvenJobsPerYear: number | null;
  ownPays: boolean;
  comparison: CloudVsDesktopResult;
  summary: string;
}

export interface PlanAssumptionsModel {
  mfu: number | null;
  overheadFraction: number;
  electricityUsdPerKwh: number;
  usefulLifeYears: number;
  idleHoursPerDay: number;
  cpuWatts: number;
  condition: 'NEW' | 'USED' | 'ANY';
  gradientCheckpointing: boolean | null;
  contextTokens: number | null;
  statements: string[];
}

export interface JobPlanModel {
  mode: JobMode;
  model: ModelRow | null;
  parametersBillions: number;
  activeParametersBillions: number;
  tokens: number | null;
  computeFlops: number | null;
  computeBasis: string;
  hours: number | null;
  objective: PlanObjective;
  ownership: PlanOwnership;
  jobsPerYear: number;
  setups: PlannedSetupModel[];
  leftOut: string[];
  ownVsRent: OwnVsRentPlanModel | null;
  assumptions: PlanAssumptionsModel;
  notes: string[];
  summary: string;
  sourceKeys: string[];
}
