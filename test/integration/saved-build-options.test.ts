import { graphqlOn, startTestServer, type TestServer } from '../support/server';

/**
 * SavedBuild.options: a saved build reads back everything it was checked with besides its
 * parts, so a frontend reopening a shared link checks it again the same way.
 */

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
    await t.db.dataSource.query(`UPDATE saved_build SET build = build - 'risers' WHERE id = $1`, [
      saveBuild.id,
    ]);
    const { savedBuild } = await data(READ, { id: saveBuild.id });
    expect(savedBuild.options.risers).toBeNull();
  });
});
