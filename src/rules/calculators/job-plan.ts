/**
 * planJob's costs and ranking (issue 31): each setup that runs the job, owned or rented,
 * with its time (job-compute.ts), its cost per job and per year, and the own-vs-rent answer
 * as a yearly plan. Owned costs follow compareCloudVsDesktop (the same electricity
 * arithmetic and useful life; the yearly plan calls it), rented ones are offer price x hours.
 */
import { compareCloudVsDesktop, type CloudVsDesktopResult } from './cloud-vs-desktop';
import { DAYS_PER_YEAR, HOURS_PER_DAY, WH_PER_KWH } from '../thresholds';
import type { ServingCapacity } from './job-compute';

export type PlanObjective = 'CHEAPEST' | 'FASTEST' | 'WITHIN_DEADLINE';
export type PlanOwnership = 'OWN' | 'RENT' | 'EITHER';
export type SpeedBasis = 'MEASURED' | 'ESTIMATED';

/**
 * Electricity price when none is given: the cost document's worked example ($0.12 per kWh),
 * the figure the cost page starts from. @source doc-cost-for-gpu-hardware
 */
export const DEFAULT_ELECTRICITY_USD_PER_KWH = 0.12;
/** Hours in a year of the documents' yearly arithmetic (365 x 24). */
export const HOURS_PER_YEAR = DAYS_PER_YEAR * HOURS_PER_DAY;
/** Most copies of a serving setup the plan adds to reach the users asked for. */
export const MAX_SERVING_REPLICAS = 16;

/**
 * The rest of an owned machine (CPU, board, RAM, cooler, PSU, storage, case) by GPU count,
 * US dollars, new: recommendBuild's cheapest build in the seed catalog (November 2026) less
 * its cards — 1 x RTX 5090 $965, 2 x RTX 4080 SUPER $1,499, 4 x RTX 4070 SUPER $3,269
 * (test/expert/plan-jobs.test.ts re-prices them). Rounded; cards with more memory need more
 * RAM (1 x RTX PRO 6000: $1,579). The catalog prices no 8-GPU platform: 8 doubles the 4-GPU
 * figure, a floor for a server (dual CPUs, chassis and networking cost more, and the SXM
 * modules' prices exclude them).
 * @estimate per GPU-count tier, not a build priced per setup.
 */
export const PLATFORM_USD_BY_GPU_COUNT: Readonly<Record<1 | 2 | 4 | 8, number>> = {
  1: 1000,
  2: 1500,
  4: 3300,
  8: 6600,
};

/** The platform tier for `gpuCount` GPUs: the smallest tier that holds them. */
export function platformUsd(gpuCount: number): number {
  const tiers = [1, 2, 4, 8] as const;
  const tier = tiers.find((t) => t >= gpuCount) ?? 8;
  // Beyond 8 GPUs (not planned today) each further 8 adds a server.
  return PLATFORM_USD_BY_GPU_COUNT[tier] * Math.max(1, Math.ceil(gpuCount / 8));
}

/** The costs' assumptions, after defaults. */
export interface CostAssumptions {
  electricityUsdPerKwh: number;
  usefulLifeYears: number;
  cpuWatts: number;
  idleHoursPerDay: number;
}

/** One setup with its time worked out; the service fills it from the catalog. */
export interface TimedSetup {
  ownership: 'OWNED' | 'RENTED';
  gpuSlug: string;
  gpuName: string;
  gpuCount: number;
  tdpW: number;
  /** Owned: the GPUs' catalog price (per copy). */
  hardwareUsd: number | null;
  /** Owned: the rest of the machine (per copy, PLATFORM_USD_BY_GPU_COUNT); null when rented. */
  platformUsd: number | null;
  /** Rented: the offer's price per hour (per copy). */
  usdPerHour: number | null;
  /** Hours one job runs (serving: the hours a day). */
  hours: number;
  /** Copies of the setup the job needs (serving more users than one copy holds). */
  replicas: number;
  speedBasis: SpeedBasis;
  speedMethod: string;
  mfu: number | null;
  tokensPerSecond: number | null;
  capacity: ServingCapacity | null;
  /** Source keys behind the time and the price. */
  sources: string[];
  /** Owned whole server: the maker's maximum system power (per copy), W, used for electricity instead of GPUs + cpuWatts. */
  machineWatts?: number | null;
  /** A whole server's name (e.g. NVIDIA DGX H100), said instead of 'N x GPU'; absent for cards. */
  serverName?: string;
  /** What this setup's price and power rest on, in words (a whole server's price kind, date, source). */
  notes?: string[];
  /** Anything the caller attaches (offer, fit), passed through. */
  ref: unknown;
}

export interface CostedSetup extends TimedSetup {
  rank: number;
  /** Owned: the hardware's share of its useful life for the job's hours. */
  hardwareShareUsd: number | null;
  electricityUsd: number | null;
  kwh: number | null;
  rentUsd: number | null;
  costPerJobUsd: number;
  /** Owned: a year of depreciation plus the jobs' electricity; rented: the jobs' rent. */
  yearlyCostUsd: number;
  meetsDeadline: boolean | null;
  withinBudget: boolean | null;
  /** Jobs a year the setup can run at most (the hours of a year over the job's hours). */
  maxJobsPerYear: number;
}

export interface PlanConstraints {
  objective: PlanObjective;
  ownership: PlanOwnership;
  jobsPerYear: number;
  budgetUsd: number | null;
  deadlineHours: number | null;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Owned: the whole machine, GPUs and platform, over all copies. */
export function machineUsd(setup: Pick<TimedSetup, 'hardwareUsd' | 'platformUsd' | 'replicas'>): number {
  return ((setup.hardwareUsd ?? 0) + (setup.platformUsd ?? 0)) * setup.replicas;
}

/**
 * An owned setup's draw per copy, W: a whole server's maximum system power when on record
 * (all of it counted as the machine's), else GPUs at TDP plus the rest of the machine.
 */
export function ownedWatts(
  setup: Pick<TimedSetup, 'tdpW' | 'gpuCount' | 'machineWatts'>,
  cpuWatts: number,
): { gpuWatts: number; restWatts: number } {
  if (setup.machineWatts != null) return { gpuWatts: setup.machineWatts, restWatts: 0 };
  return { gpuWatts: setup.tdpW * setup.gpuCount, restWatts: cpuWatts };
}

/** kWh of a job on an owned setup: GPUs at TDP plus the rest of the machine, as compareCloudVsDesktop counts. */
export function jobKwh(
  setup: Pick<TimedSetup, 'tdpW' | 'gpuCount' | 'hours' | 'replicas' | 'machineWatts'>,
  cpuWatts: number,
): number {
  const { gpuWatts, restWatts } = ownedWatts(setup, cpuWatts);
  return ((gpuWatts + restWatts) * setup.replicas * setup.hours) / WH_PER_KWH;
}

/** The setup's cost per job and per year. */
export function costSetup(setup: TimedSetup, costs: CostAssumptions, c: PlanConstraints): CostedSetup {
  const maxJobsPerYear = Math.floor(HOURS_PER_YEAR / setup.hours);
  let hardwareShareUsd: number | null = null;
  let electricityUsd: number | null = null;
  let kwh: number | null = null;
  let rentUsd: number | null = null;
  let costPerJobUsd: number;
  let yearlyCostUsd: number;
  if (setup.ownership === 'OWNED') {
    const hardware = machineUsd(setup);
    const lifetimeHours = costs.usefulLifeYears * HOURS_PER_YEAR;
    hardwareShareUsd = hardware * Math.min(1, setup.hours / lifetimeHours);
    kwh = jobKwh(setup, costs.cpuWatts);
    electricityUsd = kwh * costs.electricityUsdPerKwh;
    costPerJobUsd = hardwareShareUsd + electricityUsd;
    yearlyCostUsd = hardware / costs.usefulLifeYears + electricityUsd * c.jobsPerYear;
  } else {
    rentUsd = (setup.usdPerHour ?? 0) * setup.replicas * setup.hours;
    costPerJobUsd = rentUsd;
    yearlyCostUsd = rentUsd * c.jobsPerYear;
  }
  return {
    ...setup,
    rank: 0,
    hardwareShareUsd: hardwareShareUsd === null ? null : round(hardwareShareUsd),
    electricityUsd: electricityUsd === null ? null : round(electricityUsd),
    kwh: kwh === null ? null : round(kwh, 1),
    rentUsd: rentUsd === null ? null : round(rentUsd),
    costPerJobUsd: round(costPerJobUsd),
    yearlyCostUsd: round(yearlyCostUsd),
    meetsDeadline: c.deadlineHours === null ? null : setup.hours <= c.deadlineHours,
    withinBudget: c.budgetUsd === null ? null : costPerJobUsd <= c.budgetUsd,
    maxJobsPerYear,
  };
}

/** Orders setups by the objective; WITHIN_DEADLINE puts those that meet it first, cheapest first. */
export function rankSetups(setups: CostedSetup[], c: PlanConstraints): CostedSetup[] {
  const allowed = setups.filter(
    (s) =>
      (c.ownership === 'EITHER' || (c.ownership === 'OWN') === (s.ownership === 'OWNED')) &&
      s.withinBudget !== false &&
      s.maxJobsPerYear >= Math.min(c.jobsPerYear, 1),
  );
  const speed = (s: CostedSetup) => (s.capacity ? -s.capacity.singleStreamTokensPerSecond : s.hours);
  const byCost = (a: CostedSetup, b: CostedSetup) => a.yearlyCostUsd - b.yearlyCostUsd || speed(a) - speed(b);
  const order =
    c.objective === 'FASTEST'
      ? (a: CostedSetup, b: CostedSetup) => speed(a) - speed(b) || a.yearlyCostUsd - b.yearlyCostUsd
      : c.objective === 'WITHIN_DEADLINE'
        ? (a: CostedSetup, b: CostedSetup) =>
            Number(b.meetsDeadline !== false) - Number(a.meetsDeadline !== false) || byCost(a, b)
        : byCost;
  return allowed.sort(order).map((s, i) => ({ ...s, rank: i + 1 }));
}

/** Own against rent for the job as a yearly plan. */
export interface OwnVsRent {
  owned: CostedSetup;
  rented: CostedSetup;
  /** Jobs a year from which owning costs less within its useful life; null when renting always costs less. */
  breakEvenJobsPerYear: number | null;
  /** True when the jobs asked per year make owning pay. */
  ownPays: boolean;
  /** compareCloudVsDesktop for the same figures: the owned machine against the rented hours that do its work. */
  comparison: CloudVsDesktopResult;
  summary: string;
}

/**
 * The cheapest owned setup against the cheapest rented one for `jobsPerYear` jobs:
 * owning pays when a year of depreciation plus the jobs' electricity costs less than the
 * jobs' rent, i.e. from (hardware / useful life) / (rent per job - electricity per job) jobs.
 * compareCloudVsDesktop runs on the same figures (utilization = the jobs' owned hours over
 * the year, cloud $/h = rent per job over the owned job's hours), so its yearly electricity
 * and cloud cost equal the plan's.
 */
export function ownVsRent(
  owned: CostedSetup,
  rented: CostedSetup,
  costs: CostAssumptions,
  jobsPerYear: number,
): OwnVsRent {
  const hardware = machineUsd(owned);
  const perYear = hardware / costs.usefulLifeYears;
  const saving = rented.costPerJobUsd - (owned.electricityUsd ?? 0);
  const breakEvenJobsPerYear = saving > 0 ? round(perYear / saving, 1) : null;
  const utilization = Math.min(1, (jobsPerYear * owned.hours) / HOURS_PER_YEAR);
  const idleRoom = HOURS_PER_DAY * (1 - utilization);
  const watts = ownedWatts(owned, costs.cpuWatts);
  const comparison = compareCloudVsDesktop({
    desktopCostUsd: hardware,
    gpuWatts: watts.gpuWatts * owned.replicas,
    cpuWatts: watts.restWatts * owned.replicas,
    utilization,
    electricityUsdPerKwh: costs.electricityUsdPerKwh,
    cloudUsdPerHour: rented.costPerJobUsd / owned.hours,
    usefulLifeYears: costs.usefulLifeYears,
    horizonYears: costs.usefulLifeYears,
    idleHoursPerDay: Math.min(costs.idleHoursPerDay, idleRoom),
  });
  const ownPays = breakEvenJobsPerYear !== null && jobsPerYear >= breakEvenJobsPerYear;
  const name = (s: CostedSetup) =>
    `${s.replicas > 1 ? `${s.replicas} x ` : ''}${s.serverName ? `${s.serverName} (${s.gpuCount} x ${s.gpuName})` : `${s.gpuCount} x ${s.gpuName}`}`;
  const summary =
    breakEvenJobsPerYear === null
      ? `Renting ${name(rented)} costs less than the electricity of running ${name(owned)}: rent.`
      : `Owning ${name(owned)} ($${Math.round(hardware)}) pays from about ${breakEvenJobsPerYear} such jobs a year ` +
        `against renting ${name(rented)} at $${rented.costPerJobUsd} a job; at ${jobsPerYear} a year ` +
        `${ownPays ? 'owning costs less' : 'renting costs less'} ($${owned.yearlyCostUsd} against $${rented.yearlyCostUsd} a year).`;
  return { owned, rented, breakEvenJobsPerYear, ownPays, comparison, summary };
}

/** The cheapest of each side (by cost per year at the asked jobs), for the yearly plan. */
export function cheapestOfEach(setups: readonly CostedSetup[]): {
  owned: CostedSetup | null;
  rented: CostedSetup | null;
} {
  const best = (side: 'OWNED' | 'RENTED') =>
    setups.filter((s) => s.ownership === side).sort((a, b) => a.yearlyCostUsd - b.yearlyCostUsd)[0] ?? null;
  return { owned: best('OWNED'), rented: best('RENTED') };
}
