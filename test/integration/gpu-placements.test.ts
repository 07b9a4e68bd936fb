import { graphqlOn, suiteServer } from '../support/server';

/**
 * BuildReport.gpuPlacements over GraphQL: the slot map as data for frontends (the planner
 * page draws it), with each card resolved to its catalog part, also in a saved build's report.
 */

const t = suiteServer();

const { data } = graphqlOn(t);

const PLACEMENTS = `gpuPlacements { gpuSlug label position slotWidth lanes gen riser gpu { slug kind } }`;
const CHECK = `query($build: BuildInput!) { checkBuild(build: $build) { ${PLACEMENTS} } }`;

const CARD = 'gigabyte-geforce-rtx-3090-gaming-oc-24g';
const parts = [
  { slug: 'nvidia-geforce-rtx-3090', quantity: 1 },
  { slug: CARD, quantity: 1 },
  { slug: 'asrock-z490-pg-velocita', quantity: 1 },
  { slug: 'intel-core-i7-10700k', quantity: 1 },
];

describe('BuildReport.gpuPlacements', () => {
  it('places a GPU chip and a partner card, each resolved to its own part', async () => {
    const { checkBuild } = await data(CHECK, { build: { parts } });
    const placements = checkBuild.gpuPlacements;
    expect(
      placements.map((placement: any) => [placement.gpuSlug, placement.gpu.slug, placement.gpu.kind]),
    ).toEqual([
      ['nvidia-geforce-rtx-3090', 'nvidia-geforce-rtx-3090', 'GPU'],
      [CARD, CARD, 'GRAPHICS_CARD'],
    ]);
    // The partner card's own width (2.75 slots), not its chip's reference figure.
    expect(placements[1].slotWidth).toBe(2.75);
    expect(placements.every((placement: any) => placement.riser === false)).toBe(true);
    const positions = placements.map((placement: any) => placement.position);
    expect(new Set(positions).size).toBe(2);
  });

  it('says when the cards hang on risers', async () => {
    const { checkBuild } = await data(CHECK, { build: { parts, risers: true } });
    expect(checkBuild.gpuPlacements.map((placement: any) => placement.riser)).toEqual([true, true]);
  });

  it('is part of a saved build’s report', async () => {
    const { checkBuild } = await data(CHECK, { build: { parts } });
    const { saveBuild } = await data(`mutation($build: BuildInput!) { saveBuild(build: $build) { id } }`, {
      build: { parts },
    });
    const { savedBuild } = await data(
      `query($id: ID!) { savedBuild(id: $id) { report { ${PLACEMENTS} } } }`,
      {
        id: saveBuild.id,
      },
    );
    expect(savedBuild.report.gpuPlacements).toEqual(checkBuild.gpuPlacements);
  });

  it('is empty for a report saved before placements were recorded', async () => {
    const { saveBuild } = await data(`mutation($build: BuildInput!) { saveBuild(build: $build) { id } }`, {
      build: { parts },
    });
    await t().db.dataSource.query(`UPDATE saved_build SET report = report - 'gpuPlacements' WHERE id = $1`, [
      saveBuild.id,
    ]);
    const { savedBuild } = await data(
      `query($id: ID!) { savedBuild(id: $id) { report { ${PLACEMENTS} } } }`,
      {
        id: saveBuild.id,
      },
    );
    expect(savedBuild.report.gpuPlacements).toEqual([]);
  });
});
