import { graphqlOn, startTestServer, type TestServer } from '../support/server';

/** BuildReport.totalPriceUsd(condition:): the total a planner shows, at the condition it prices. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const { data } = graphqlOn(() => t);

const parts = [
  { slug: 'nvidia-geforce-rtx-3090', quantity: 2 },
  { slug: 'amd-ryzen-threadripper-3960x', quantity: 1 },
  { slug: 'asrock-trx40-creator', quantity: 1 },
];
const TOTALS = `totalPriceUsd new: totalPriceUsd(condition: NEW) used: totalPriceUsd(condition: USED) any: totalPriceUsd(condition: ANY)`;

async function prices() {
  const rows = await Promise.all(
    parts.map(async ({ slug, quantity }) => {
      const { component } = await data(
        `query($slug: String!) { component(slug: $slug) { priceUsd usedPriceUsd } }`,
        {
          slug,
        },
      );
      return { ...component, quantity };
    }),
  );
  const sum = (pick: (p: any) => number | null) =>
    rows.every((p) => pick(p) !== null) ? rows.reduce((s, p) => s + pick(p)! * p.quantity, 0) : null;
  return {
    new: sum((p) => p.priceUsd),
    used: sum((p) => p.usedPriceUsd),
    any: sum((p) =>
      p.priceUsd === null
        ? p.usedPriceUsd
        : p.usedPriceUsd === null
          ? p.priceUsd
          : Math.min(p.priceUsd, p.usedPriceUsd),
    ),
  };
}

describe('BuildReport.totalPriceUsd(condition:)', () => {
  it('sums the parts at NEW (the default), USED and the cheaper of the two', async () => {
    const expected = await prices();
    expect(expected.used).not.toBeNull();
    expect(expected.any!).toBeLessThan(expected.new!);
    const { checkBuild } = await data(
      `query($build: BuildInput!) { checkBuild(build: $build) { ${TOTALS} } }`,
      {
        build: { parts },
      },
    );
    expect(checkBuild.totalPriceUsd).toBeCloseTo(expected.new!, 2);
    expect(checkBuild.new).toBeCloseTo(expected.new!, 2);
    expect(checkBuild.used).toBeCloseTo(expected.used!, 2);
    expect(checkBuild.any).toBeCloseTo(expected.any!, 2);
  });

  it('knows only the new total of a report saved before the others were recorded', async () => {
    const { saveBuild } = await data(
      `mutation($build: BuildInput!) { saveBuild(build: $build) { id report { ${TOTALS} } } }`,
      {
        build: { parts },
      },
    );
    expect(saveBuild.report.used).not.toBeNull();
    await t.db.dataSource.query(`UPDATE saved_build SET report = report - 'totalPricesUsd' WHERE id = $1`, [
      saveBuild.id,
    ]);
    const { savedBuild } = await data(`query($id: ID!) { savedBuild(id: $id) { report { ${TOTALS} } } }`, {
      id: saveBuild.id,
    });
    expect(savedBuild.report.new).toBe(saveBuild.report.new);
    expect(savedBuild.report.used).toBeNull();
    expect(savedBuild.report.any).toBeNull();
  });
});

describe("recommendBuild's report is checkBuild's for the same build", () => {
  it('has the same findings (stale prices included) and its total in the condition asked for', async () => {
    const { recommendBuild } = await data(
      `query($input: BuildRecommendationInput!) { recommendBuild(input: $input) {
        parts { quantity priceUsd component { slug } } risers
        report { findings { ruleId } any: totalPriceUsd(condition: ANY) totalPriceUsd } } }`,
      { input: { budgetUsd: 3000, gpuCount: 1, condition: 'ANY', mains: { region: 'EUROPE' } } },
    );
    expect(recommendBuild.parts.length).toBeGreaterThan(0);
    const build = {
      parts: recommendBuild.parts.map((line: any) => ({
        slug: line.component.slug,
        quantity: line.quantity,
      })),
      mains: { region: 'EUROPE' },
      risers: recommendBuild.risers,
    };
    const { checkBuild } = await data(
      `query($build: BuildInput!) { checkBuild(build: $build) { findings { ruleId } any: totalPriceUsd(condition: ANY) } }`,
      { build },
    );
    const ids = (findings: any[]) => findings.map((finding) => finding.ruleId);
    expect(ids(recommendBuild.report.findings)).toEqual(ids(checkBuild.findings));
    expect(ids(checkBuild.findings)).toContain('price.stale');
    // The recommendation prices each part at the condition asked for, as checkBuild's ANY total does.
    expect(recommendBuild.report.totalPriceUsd).toBeCloseTo(checkBuild.any, 2);
  });
});
