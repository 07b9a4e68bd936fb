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
