/**
 * Expert panel, issue 27: cloud vs own by work done. An H100 hour is not an RTX 4090 hour: for
 * training it does about 2-3x the work (Lambda's PyTorch tables put the H100 SXM at 7.14 and
 * the RTX 4090 at 2.93, RTX 2080 Ti = 1: dataset-lambda-deeplearning-benchmark), so a desktop
 * that "pays off in 144 days" against H100 rental by counting hours pays off much later by
 * counting work. The GPU rented is named beside the one bought, with a caveat when they differ.
 */
import {
  compareCloudVsDesktop,
  type CloudVsDesktopInput,
} from '../../src/rules/calculators/cloud-vs-desktop';
import type { GpuFacts } from '../../src/rules/facts';
import { seedPart } from './seed-catalog';

const gpu = (slug: string) => seedPart<GpuFacts>(slug);
const rtx4090 = gpu('nvidia-geforce-rtx-4090');
const h100 = gpu('nvidia-h100-sxm5-80gb');
/** A $3,000 RTX 4090 box used 8 hours a day against renting an H100 at $2.99 an hour. */
const base: CloudVsDesktopInput = {
  desktopCostUsd: 3000,
  gpuWatts: 450,
  cpuWatts: 150,
  utilization: 8 / 24,
  electricityUsdPerKwh: 0.15,
  cloudUsdPerHour: 2.99,
};

describe('cloud vs own by work done', () => {
  it('the catalog measures the H100 SXM at 2-3x an RTX 4090 for training (Lambda)', () => {
    const ratio = h100.relativePerformance! / rtx4090.relativePerformance!;
    expect(ratio).toBeGreaterThan(2);
    expect(ratio).toBeLessThan(3);
    expect(h100.performanceBasis).not.toBe('SPEC_ESTIMATE');
    expect(rtx4090.performanceBasis).not.toBe('SPEC_ESTIMATE');
  });

  it("naming both GPUs prices the cloud by the hours that do the desktop's work, and pushes the break-even out", () => {
    const hours = compareCloudVsDesktop(base);
    const work = compareCloudVsDesktop({
      ...base,
      work: { desktop: { gpu: rtx4090, count: 1 }, cloud: { gpu: h100, count: 1 }, workload: 'TRAINING' },
    });
    expect(work.cloudSpeedRatio!).toBeGreaterThan(2);
    expect(work.cloudHoursPerDesktopHour).toBeCloseTo(1 / work.cloudSpeedRatio!, 3);
    expect(work.cloudYearlyUsd).toBeCloseTo(hours.cloudYearlyUsd * work.cloudHoursPerDesktopHour, 0);
    expect(work.breakEvenDays!).toBeGreaterThan(2 * hours.breakEvenDays!);
    expect(work.summary).toMatch(/H100 SXM.* hour does about 2\.\dx the work of a GeForce RTX 4090 hour/);
    expect(work.workBasis).toMatch(/measured/);
    expect(work).toMatchObject({ desktopGpuSlug: rtx4090.slug, cloudGpuSlug: h100.slug });
  });

  it('without the GPUs the answer says it compares hours, not work', () => {
    const hours = compareCloudVsDesktop(base);
    expect(hours.cloudHoursPerDesktopHour).toBe(1);
    expect(hours.workCaveat).toMatch(/compares hours, not work/);
  });

  it('the same GPU on both sides: equal work per hour, no caveat', () => {
    const same = compareCloudVsDesktop({
      ...base,
      work: { desktop: { gpu: rtx4090, count: 1 }, cloud: { gpu: rtx4090, count: 1 }, workload: 'TRAINING' },
    });
    expect(same.cloudHoursPerDesktopHour).toBe(1);
    expect(same.workCaveat).toBeNull();
  });

  it('for inference the token rate (memory bandwidth) sets the ratio', () => {
    const inference = compareCloudVsDesktop({
      ...base,
      work: { desktop: { gpu: rtx4090, count: 1 }, cloud: { gpu: h100, count: 1 }, workload: 'INFERENCE' },
    });
    expect(inference.cloudSpeedRatio).toBeCloseTo(h100.memoryBandwidthGBs / rtx4090.memoryBandwidthGBs, 2);
    expect(inference.workBasis).toMatch(/memory bandwidth/);
  });
});
