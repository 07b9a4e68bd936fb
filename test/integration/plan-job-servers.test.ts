/**
 * planJob weighs whole servers as owned setups (issues 28 and 31), through the real server and
 * the seeded catalog: a DGX H100 is timed like 8 x H100 SXM but priced by its own dated list
 * price ($199,000, NVIDIA, dated 2024: seeds/data/servers.ts) with no platform tier, its
 * electricity at its maximum system power (10,200 W); unpriced servers are named in leftOut.
 */
import { graphqlOn, suiteServer } from '../support/server';

const { run } = graphqlOn(suiteServer());

const PLAN = `query($input: PlanJobInput!) {
  planJob(input: $input) {
    leftOut
    setups {
      ownership gpuCount replicas hours speedBasis speedMethod costPerJobUsd yearlyCostUsd
      hardwareUsd platformUsd kwh notes gpu { slug } server { slug maxPowerW priceIncludesGpus }
      sources { key }
    }
  }
}`;

async function plan(input: Record<string, unknown>) {
  const result = await run(PLAN, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.planJob;
}

/** The DGX H100's maximum system power, W (seeds/data/servers.ts, NVIDIA's DGX H100 user guide). */
const DGX_H100_MAX_POWER_W = 10200;
/** NVIDIA's DGX H100 list price without support (seeds/data/servers.ts, ref-supercluster-dgx-h100-hardware). */
const DGX_H100_LIST_USD = 199000;

describe('planJob with whole servers', () => {
  it('pre-training 7B on 1T tokens: the DGX H100 takes 8 x H100 SXM hours and costs its own $199,000, electricity at 10,200 W', async () => {
    const answer = await plan({
      parametersBillions: 7,
      mode: 'PRETRAIN',
      tokens: 1e12,
      includeServerCards: true,
      condition: 'NEW',
      first: 50,
    });
    const dgx = answer.setups.find((s: any) => s.server?.slug === 'nvidia-dgx-h100');
    // Owned card setups list each GPU at the fewest cards that hold the job (2 x H100 for 7B);
    // the 8-card timing is the rented 8 x H100 SXM setup's, by the same timer.
    const cards = answer.setups.find(
      (s: any) => !s.server && s.gpu.slug === 'nvidia-h100-sxm5-80gb' && s.gpuCount === 8,
    );
    expect(dgx).toBeDefined();
    expect(cards).toBeDefined();
    expect(dgx.ownership).toBe('OWNED');
    expect(dgx.gpu.slug).toBe('nvidia-h100-sxm5-80gb');
    expect(dgx.gpuCount).toBe(8);
    expect(dgx.hours).toBeCloseTo(cards.hours, 6);
    expect(dgx.speedMethod).toBe(cards.speedMethod);
    // The server is the whole machine: its list price, no tier, not 8 x the module's share.
    expect(dgx.hardwareUsd).toBe(DGX_H100_LIST_USD);
    expect(dgx.platformUsd).toBeNull();
    expect(dgx.kwh).toBeCloseTo((DGX_H100_MAX_POWER_W * dgx.hours) / 1000, 0);
    expect(dgx.notes.join(' ')).toMatch(
      /whole server.*\$199000 \(LAUNCH_LIST, observed 2024, source ref-supercluster-dgx-h100-hardware\)/,
    );
    expect(dgx.notes.join(' ')).toMatch(/maximum system power \(10200 W\)/);
    expect(dgx.sources.map((s: any) => s.key)).toContain('ref-supercluster-dgx-h100-hardware');
    // Card setups say nothing of servers.
    expect(cards.notes).toEqual([]);
    // The Thinkmate quotation holds it too, at its own price.
    const thinkmate = answer.setups.find((s: any) => s.server?.slug === 'thinkmate-hgx-h100-8gpu');
    expect(thinkmate.hardwareUsd).toBe(317000);
  });

  it('serving a DeepSeek-V3-sized model in FP8 lists the DGX B200 and names the unpriced servers in leftOut', async () => {
    const answer = await plan({
      model: 'deepseek v3',
      mode: 'SERVING',
      precision: 'FP8',
      tokensPerSecondEach: 10,
      concurrentUsers: 4,
      hoursPerDay: 8,
      ownership: 'OWN',
      includeServerCards: true,
      first: 50,
    });
    const b200 = answer.setups.find((s: any) => s.server?.slug === 'nvidia-dgx-b200');
    expect(b200).toBeDefined();
    expect(b200.hardwareUsd).toBe(515000);
    expect(b200.server.maxPowerW).toBe(14300);
    // DGX H200 and the XE9680 hold it but carry no price: said, not ranked.
    expect(answer.leftOut.some((line: string) => /DGX H200: .*no price/.test(line))).toBe(true);
    expect(answer.leftOut.some((line: string) => /XE9680.*no price/.test(line))).toBe(true);
    expect(answer.setups.some((s: any) => s.server?.slug === 'nvidia-dgx-h200')).toBe(false);
  });
});
