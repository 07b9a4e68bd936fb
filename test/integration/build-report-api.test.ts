import { graphqlOn, suiteServer } from '../support/server';

/**
 * What a frontend reads back from a check: totals at a condition, a saved build's options
 * (to check it again the same way) and a recommendation's report (checkBuild's own).
 */

const t = suiteServer();

const { data } = graphqlOn(t);

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
    await t().db.dataSource.query(`UPDATE saved_build SET report = report - 'totalPricesUsd' WHERE id = $1`, [
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

const OPTIONS = `options { mains { voltage breakerAmps continuousLoadFactor region } useCase preprocessingOnTheFly risers }`;
const SAVE = `mutation($build: BuildInput!) { saveBuild(build: $build) { id ${OPTIONS} } }`;
const READ = `query($id: ID!) { savedBuild(id: $id) { ${OPTIONS} report { power { circuitLimitW } } } }`;
const CHECK = `query($build: BuildInput!) { checkBuild(build: $build) { power { circuitLimitW } } }`;

describe('SavedBuild.options', () => {
  it('reads back the circuit, use case, preprocessing and risers it was saved with', async () => {
    const build = {
      parts,
      mains: { region: 'JAPAN' },
      useCase: 'llm-inference-70b-4bit',
      preprocessingOnTheFly: true,
      risers: true,
    };
    const { saveBuild } = await data(SAVE, { build });
    const { savedBuild } = await data(READ, { id: saveBuild.id });
    expect(savedBuild.options).toEqual({
      mains: { voltage: null, breakerAmps: null, continuousLoadFactor: 0.8, region: 'JAPAN' },
      useCase: 'llm-inference-70b-4bit',
      preprocessingOnTheFly: true,
      risers: true,
    });
    // Sent back with the parts, the options reproduce the saved check (Japan: 1,200 W).
    const { mains, ...rest } = savedBuild.options;
    const again = await data(CHECK, {
      build: {
        parts,
        ...rest,
        mains: Object.fromEntries(Object.entries(mains).filter(([, v]) => v !== null)),
      },
    });
    expect(again.checkBuild.power.circuitLimitW).toBe(savedBuild.report.power.circuitLimitW);
    expect(savedBuild.report.power.circuitLimitW).toBe(1200);
  });

  it('says nothing was given when nothing was, and unknown risers for builds saved before they were kept', async () => {
    const { saveBuild } = await data(SAVE, { build: { parts } });
    expect(saveBuild.options).toEqual({
      mains: null,
      useCase: null,
      preprocessingOnTheFly: false,
      risers: false,
    });
    await t().db.dataSource.query(`UPDATE saved_build SET build = build - 'risers' WHERE id = $1`, [
      saveBuild.id,
    ]);
    const { savedBuild } = await data(READ, { id: saveBuild.id });
    expect(savedBuild.options.risers).toBeNull();
  });
});
