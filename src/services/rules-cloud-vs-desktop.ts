import type { CatalogSnapshot } from '../read-model';
import { badInput, notFound } from '../errors';
import { compareCloudVsDesktop, type CloudVsDesktopResult } from '../rules';
import type { WorkComparison } from '../rules/calculators/cloud-work';
import type { CloudVsDesktopInput } from './inputs';
import { fromGlobalId } from './global-id';
import { optionalNumber, requiredSlug } from './input';
import { unknownGpu } from './suggestions';
import {
  INPUT_LIMITS,
  boundedInt,
  positiveYears,
  requiredNumber,
  validateIdleAndResale,
} from './rules-input';

/** RulesService's cloud-or-own comparison: input checked and the GPUs of each side found, then the pure rule. */

export async function checkedCloudVsDesktop(
  catalog: () => Promise<CatalogSnapshot>,
  input: CloudVsDesktopInput,
): Promise<CloudVsDesktopResult> {
  const L = INPUT_LIMITS;
  let cloudUsdPerHour = optionalNumber(input.cloudUsdPerHour, 'input.cloudUsdPerHour', {
    max: L.maxCloudUsdPerHour,
  });
  let cloudGpuId: number | null = null;
  let offeringGpuCount: number | null = null;
  if (input.cloudOfferingId) {
    const { type, id } = fromGlobalId(input.cloudOfferingId, 'input.cloudOfferingId');
    const offering = type === 'CloudOffering' ? (await catalog()).byId('cloudOfferings', id) : null;
    if (!offering) throw notFound('cloud offering', 'input.cloudOfferingId');
    const price = offering.onDemandUsdPerHour ?? offering.spotUsdPerHour;
    if (cloudUsdPerHour === null) cloudUsdPerHour = price;
    cloudGpuId = offering.gpuId ?? null;
    offeringGpuCount = offering.gpuCount;
  }
  const work = await workComparison(catalog, input, cloudGpuId, offeringGpuCount);
  if (cloudUsdPerHour === null) {
    throw badInput('input.cloudUsdPerHour', 'give cloudUsdPerHour or cloudOfferingId');
  }
  const utilization = requiredNumber(input.utilization, 'input.utilization', { min: 0, max: 1 });
  return compareCloudVsDesktop({
    desktopCostUsd: requiredNumber(input.desktopCostUsd, 'input.desktopCostUsd', { max: L.maxBudgetUsd }),
    gpuWatts: requiredNumber(input.gpuWatts, 'input.gpuWatts', { max: L.maxWatts }),
    cpuWatts: optionalNumber(input.cpuWatts, 'input.cpuWatts', { max: L.maxWatts }),
    utilization,
    electricityUsdPerKwh: requiredNumber(input.electricityUsdPerKwh, 'input.electricityUsdPerKwh', {
      max: L.maxElectricityUsdPerKwh,
    }),
    cloudUsdPerHour,
    horizonYears: positiveYears(input.horizonYears, 'input.horizonYears', L.maxHorizonYears),
    ...validateIdleAndResale(input, utilization),
    work,
  });
}

/**
 * The GPUs each side of a cloud-vs-own comparison runs (the desktop's by slug; the cloud's by
 * slug or the offering's), so the cloud is priced by the work it does (cloud-work.ts).
 */
async function workComparison(
  catalog: () => Promise<CatalogSnapshot>,
  input: CloudVsDesktopInput,
  offeringGpuId: number | null,
  offeringGpuCount: number | null,
): Promise<WorkComparison | null> {
  const snapshot = await catalog();
  const gpuBySlug = (slug: string, field: string) => {
    const row = snapshot.component(requiredSlug(slug, field));
    if (!row || row.kind !== 'GPU') throw unknownGpu(snapshot, slug, field);
    return row;
  };
  const count = (value: number | null | undefined, field: string, fallback: number) =>
    boundedInt(value, fallback, field, 1, INPUT_LIMITS.maxGpuCount);
  const desktop = input.desktopGpuSlug ? gpuBySlug(input.desktopGpuSlug, 'input.desktopGpuSlug') : null;
  let cloud = input.cloudGpuSlug ? gpuBySlug(input.cloudGpuSlug, 'input.cloudGpuSlug') : null;
  if (!cloud && offeringGpuId !== null) {
    const row = snapshot.byId('components', offeringGpuId);
    cloud = row && row.kind === 'GPU' ? row : null;
  }
  if (!desktop && !cloud) return null;
  return {
    desktop: desktop
      ? { gpu: desktop, count: count(input.desktopGpuCount, 'input.desktopGpuCount', 1) }
      : null,
    cloud: cloud
      ? { gpu: cloud, count: count(input.cloudGpuCount, 'input.cloudGpuCount', offeringGpuCount ?? 1) }
      : null,
    workload: input.workload ?? 'TRAINING',
  };
}
