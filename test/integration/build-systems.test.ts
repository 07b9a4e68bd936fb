/**
 * recommendBuild puts the unified-memory machines that could do the same work beside the
 * build (issue 28), through the real server and the seeded catalog.
 */
import { graphqlOn, suiteServer } from '../support/server';

const { run } = graphqlOn(suiteServer());

const BUILD = `query($input: BuildRecommendationInput!) {
  recommendBuild(input: $input) {
    parts { component { slug kind } quantity }
    systemAlternatives {
      priceUsd priceCondition neededGb reasons
      system { slug gpuUsableMemoryGb memoryBandwidthGBs softwareStacks priceObservedOn priceKind }
    }
  }
}`;

async function build(input: Record<string, unknown>) {
  const result = await run(BUILD, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.recommendBuild;
}

describe('recommendBuild: unified-memory machines beside the build', () => {
  it('names the machines that hold a 70B 4-bit model within $4,500, each priced and dated', async () => {
    const answer = await build({ useCase: 'llm-inference-70b-4bit', budgetUsd: 4500, gpuCount: 2 });
    const systems = answer.systemAlternatives;
    expect(systems.length).toBeGreaterThan(0);
    for (const alternative of systems) {
      expect(alternative.priceUsd).toBeLessThanOrEqual(4500);
      expect(alternative.system.gpuUsableMemoryGb).toBeGreaterThanOrEqual(alternative.neededGb);
      expect(alternative.system.priceObservedOn).toBeTruthy();
      expect(alternative.reasons.join(' ')).toMatch(/no benchmark/);
    }
    // Inference: fastest memory first.
    const bandwidths = systems.map((s: any) => s.system.memoryBandwidthGBs);
    expect(bandwidths).toEqual([...bandwidths].sort((a, b) => b - a));
    expect(systems.map((s: any) => s.system.slug)).toContain('nvidia-dgx-spark');
  });

  it('keeps to the stack and the budget asked', async () => {
    const cuda = await build({
      useCase: 'llm-inference-70b-4bit',
      budgetUsd: 4500,
      gpuCount: 2,
      stack: 'CUDA',
    });
    expect(cuda.systemAlternatives.map((s: any) => s.system.slug)).toEqual(['nvidia-dgx-spark']);
    const cheap = await build({ useCase: 'llm-inference-70b-4bit', budgetUsd: 2500, gpuCount: 2 });
    expect(cheap.systemAlternatives.every((s: any) => s.priceUsd <= 2500)).toBe(true);
    expect(cheap.systemAlternatives.map((s: any) => s.system.slug)).not.toContain('nvidia-dgx-spark');
    const tiny = await build({ useCase: 'llm-inference-70b-4bit', budgetUsd: 900 });
    expect(tiny.systemAlternatives).toEqual([]);
  });
});
