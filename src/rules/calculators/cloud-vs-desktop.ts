import { formatNumber, formatUsd, roundTo } from '../format';
import { workRatio, type WorkComparison } from './cloud-work';
import {
  COST_CHART_STEP_DAYS,
  DAYS_PER_YEAR,
  DEFAULT_HORIZON_YEARS,
  DEFAULT_IDLE_HOURS_PER_DAY,
  DEFAULT_IDLE_WATTS,
  DEFAULT_USEFUL_LIFE_YEARS,
  HOURS_PER_DAY,
  TYPICAL_CPU_W,
  WH_PER_KWH,
} from '../thresholds';

/** Input of compareCloudVsDesktop; mirrors the API's CloudVsDesktopInput. */
export interface CloudVsDesktopInput {
  desktopCostUsd: number;
  gpuWatts: number;
  /** Default 100 W. */
  cpuWatts?: number | null;
  /** Share of the day the GPUs work, 0..1. */
  utilization: number;
  electricityUsdPerKwh: number;
  /** Cloud price per hour (the service resolves a cloud offering to this). */
  cloudUsdPerHour: number;
  /** Chart horizon; default 3 years. */
  horizonYears?: number | null;
  /** Hours a day the machine is on but idle; default 0 (switched off between jobs). */
  idleHoursPerDay?: number | null;
  /** Draw while idle; default 60 W (a one-GPU desktop). */
  idleWatts?: number | null;
  /** What the machine sells for at the end of the horizon; default 0. */
  resaleUsd?: number | null;
  /** Years the card stays useful; a later break-even is flagged. Default 5. */
  usefulLifeYears?: number | null;
  /** The GPUs on each side and the work: the cloud is priced by work done, not hours (see workRatio). */
  work?: WorkComparison | null;
}

/** Cumulative cost on a day. */
export interface CostPoint {
  day: number;
  desktopUsd: number;
  cloudUsd: number;
}

/** Which way the comparison goes. */
export type CloudVsDesktopVerdict = 'DESKTOP_PAYS_OFF' | 'NOT_WITHIN_USEFUL_LIFE' | 'CLOUD_CHEAPER';

export interface CloudVsDesktopResult {
  /** Working plus idle energy per year. */
  yearlyKwh: number;
  yearlyElectricityUsd: number;
  cloudYearlyUsd: number;
  /** Day the desktop (purchase + electricity) gets cheaper than the cloud; null when it never does. */
  breakEvenDays: number | null;
  /** Day 0, every 30 days, each full year and the last day of the horizon. */
  points: CostPoint[];
  /** Working and idle parts of yearlyKwh. */
  workingYearlyKwh: number;
  idleYearlyKwh: number;
  usefulLifeYears: number;
  /** True when the break-even comes within the card's useful life. */
  breakEvenWithinUsefulLife: boolean;
  verdict: CloudVsDesktopVerdict;
  /** At the end of the horizon: desktop cost + electricity - resale, against the cloud spend. */
  horizonDesktopNetUsd: number;
  horizonCloudUsd: number;
  resaleUsd: number;
  /** One sentence with the answer. */
  summary: string;
  /** Cloud hours that do one desktop hour's work (1 when the GPUs are not both named). */
  cloudHoursPerDesktopHour: number;
  /** The cloud setup's speed over the desktop's for the work; null when not both GPUs are known. */
  cloudSpeedRatio: number | null;
  /** How the work ratio was found, in words. */
  workBasis: string;
  /** Said when the rented and owned GPUs differ, or are not named. */
  workCaveat: string | null;
  /** The GPUs compared (slugs), for the API to name them. */
  desktopGpuSlug: string | null;
  cloudGpuSlug: string | null;
}

const round2 = (value: number): number => roundTo(value, 2);

function requireAtLeastZero(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a number >= 0, got ${value}.`);
}

function summarize(
  verdict: CloudVsDesktopVerdict,
  breakEvenDays: number | null,
  usefulLifeYears: number,
  horizonYears: number,
  desktopNetUsd: number,
  cloudUsd: number,
): string {
  const horizon = `over ${formatNumber(horizonYears, 1)} years the desktop costs ${formatUsd(desktopNetUsd)} net against ${formatUsd(cloudUsd)} of cloud time`;
  if (verdict === 'CLOUD_CHEAPER') {
    return `The cloud stays cheaper at this utilization: the desktop's electricity costs as much as the cloud hours it replaces; ${horizon}.`;
  }
  const years = formatNumber((breakEvenDays ?? 0) / DAYS_PER_YEAR, 1);
  if (verdict === 'NOT_WITHIN_USEFUL_LIFE') {
    return `Buying pays off only after about ${years} years, not within the card's useful life of about ${formatNumber(usefulLifeYears)} years: rent instead, or plan to use the machine more; ${horizon}.`;
  }
  return `Buying pays off after about ${formatNumber(breakEvenDays ?? 0)} days (${years} years); ${horizon}.`;
}

/**
 * Cloud against an owned desktop at the same utilization (source: doc-cost-for-gpu-hardware,
 * after dettmers-which-gpu-2020):
 * - yearly kWh = ((GPU W + CPU W) x utilization x 24 + idle W x idle hours) x 365 / 1000;
 * - yearly electricity = kWh x price;
 * - cloud per year = hourly price x 24 x 365 x utilization x the cloud hours that do one
 *   desktop hour's work (workRatio: 1 when the GPUs are not both named; an H100 hour does
 *   ~2.4x an RTX 4090 hour's training);
 * - break-even days = desktop cost / (daily cloud cost - daily electricity cost);
 * - verdict: CLOUD_CHEAPER without a break-even, NOT_WITHIN_USEFUL_LIFE when it comes after
 *   the useful life (default 5 years, doc-dl-cluster-guide), else DESKTOP_PAYS_OFF;
 * - at the horizon: desktop cost + electricity - resale against the cloud spend.
 * With the defaults (no idle hours, no resale) the document's example (350 W GPU + 100 W
 * CPU, 15 %, $0.12/kWh, $2.14/h, $2,200 desktop) gives 591 kWh and $71 a year, and about 293
 * days; the document rounds to "about 300 days" by comparing 300 days of cloud ($2,311) with
 * the desktop plus a year of power ($2,271).
 *
 * Throws RangeError for negative amounts, a utilization outside 0..1, idle hours beyond the
 * hours the machine does not work, or a non-positive horizon or useful life; callers
 * validate user input first.
 */
export function compareCloudVsDesktop(input: CloudVsDesktopInput): CloudVsDesktopResult {
  const cpuWatts = input.cpuWatts ?? TYPICAL_CPU_W;
  const horizonYears = input.horizonYears ?? DEFAULT_HORIZON_YEARS;
  const idleHoursPerDay = input.idleHoursPerDay ?? DEFAULT_IDLE_HOURS_PER_DAY;
  const idleWatts = input.idleWatts ?? DEFAULT_IDLE_WATTS;
  const resaleUsd = input.resaleUsd ?? 0;
  const usefulLifeYears = input.usefulLifeYears ?? DEFAULT_USEFUL_LIFE_YEARS;
  requireAtLeastZero('desktopCostUsd', input.desktopCostUsd);
  requireAtLeastZero('gpuWatts', input.gpuWatts);
  requireAtLeastZero('cpuWatts', cpuWatts);
  requireAtLeastZero('electricityUsdPerKwh', input.electricityUsdPerKwh);
  requireAtLeastZero('cloudUsdPerHour', input.cloudUsdPerHour);
  requireAtLeastZero('idleWatts', idleWatts);
  requireAtLeastZero('idleHoursPerDay', idleHoursPerDay);
  requireAtLeastZero('resaleUsd', resaleUsd);
  if (!Number.isFinite(input.utilization) || input.utilization < 0 || input.utilization > 1) {
    throw new RangeError(`utilization is a fraction from 0 to 1, got ${input.utilization}.`);
  }
  if (!Number.isFinite(horizonYears) || horizonYears <= 0) {
    throw new RangeError(`horizonYears must be positive, got ${horizonYears}.`);
  }
  if (!Number.isFinite(usefulLifeYears) || usefulLifeYears <= 0) {
    throw new RangeError(`usefulLifeYears must be positive, got ${usefulLifeYears}.`);
  }
  const hoursUsedPerDay = HOURS_PER_DAY * input.utilization;
  if (idleHoursPerDay > HOURS_PER_DAY - hoursUsedPerDay + 1e-9) {
    throw new RangeError(
      `idleHoursPerDay (${idleHoursPerDay}) exceeds the ${HOURS_PER_DAY - hoursUsedPerDay} hours a day the machine does not work.`,
    );
  }

  const workingDailyKwh = ((input.gpuWatts + cpuWatts) * hoursUsedPerDay) / WH_PER_KWH;
  const idleDailyKwh = (idleWatts * idleHoursPerDay) / WH_PER_KWH;
  const dailyKwh = workingDailyKwh + idleDailyKwh;
  const dailyElectricityUsd = dailyKwh * input.electricityUsdPerKwh;
  // The cloud is paid for the hours that do the desktop's work (issue 27), not the same hours.
  const work = workRatio(input.work);
  const dailyCloudUsd = input.cloudUsdPerHour * hoursUsedPerDay * work.cloudHoursPerDesktopHour;
  const savingPerDayUsd = dailyCloudUsd - dailyElectricityUsd;
  // A vanishing saving (e.g. utilization 1e-300) never pays back in any real time frame:
  // report it like a loss, not as an infinite day count.
  const days = input.desktopCostUsd / savingPerDayUsd;
  const breakEvenDays =
    input.desktopCostUsd === 0 ? 0 : savingPerDayUsd > 0 && Number.isFinite(days) ? roundTo(days, 1) : null;
  const verdict: CloudVsDesktopVerdict =
    breakEvenDays === null
      ? 'CLOUD_CHEAPER'
      : breakEvenDays > usefulLifeYears * DAYS_PER_YEAR
        ? 'NOT_WITHIN_USEFUL_LIFE'
        : 'DESKTOP_PAYS_OFF';

  const lastDay = Math.max(1, Math.round(horizonYears * DAYS_PER_YEAR));
  const chartDays = new Set<number>([0, lastDay]);
  for (let day = COST_CHART_STEP_DAYS; day < lastDay; day += COST_CHART_STEP_DAYS) chartDays.add(day);
  for (let day = DAYS_PER_YEAR; day < lastDay; day += DAYS_PER_YEAR) chartDays.add(day);
  const points = [...chartDays]
    .sort((a, b) => a - b)
    .map((day) => ({
      day,
      desktopUsd: round2(input.desktopCostUsd + dailyElectricityUsd * day),
      cloudUsd: round2(dailyCloudUsd * day),
    }));
  const horizonDesktopNetUsd = round2(input.desktopCostUsd + dailyElectricityUsd * lastDay - resaleUsd);
  const horizonCloudUsd = round2(dailyCloudUsd * lastDay);

  return {
    yearlyKwh: round2(dailyKwh * DAYS_PER_YEAR),
    yearlyElectricityUsd: round2(dailyElectricityUsd * DAYS_PER_YEAR),
    cloudYearlyUsd: round2(dailyCloudUsd * DAYS_PER_YEAR),
    breakEvenDays,
    points,
    workingYearlyKwh: round2(workingDailyKwh * DAYS_PER_YEAR),
    idleYearlyKwh: round2(idleDailyKwh * DAYS_PER_YEAR),
    usefulLifeYears,
    breakEvenWithinUsefulLife: verdict === 'DESKTOP_PAYS_OFF',
    verdict,
    horizonDesktopNetUsd,
    horizonCloudUsd,
    resaleUsd,
    summary: [
      summarize(verdict, breakEvenDays, usefulLifeYears, horizonYears, horizonDesktopNetUsd, horizonCloudUsd),
      ...(work.caveat ? [work.caveat] : []),
    ].join(' '),
    cloudHoursPerDesktopHour: roundTo(work.cloudHoursPerDesktopHour, 4),
    cloudSpeedRatio: work.cloudSpeedRatio === null ? null : roundTo(work.cloudSpeedRatio, 3),
    workBasis: work.basis,
    workCaveat: work.caveat,
    desktopGpuSlug: input.work?.desktop?.gpu.slug ?? null,
    cloudGpuSlug: input.work?.cloud?.gpu.slug ?? null,
  };
}
