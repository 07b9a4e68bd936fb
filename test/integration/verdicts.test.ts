import { graphqlOn, suiteServer } from '../support/server';

/**
 * The three verdicts through the API (issue 26): a saved build keeps its verdict and the
 * checks that could not run, and a report saved before verdicts existed, green with notes of
 * checks that did not run, reads back as UNVERIFIED rather than compatible.
 */
const t = suiteServer();
const { run } = graphqlOn(t);

const REPORT = `verdict compatible summary
  unverifiedChecks { ruleId decidesVerdict message settledBy { componentSlug kind field } }`;

/** A complete build on seeded parts whose every deciding fact is on record. */
const VERIFIED = [
  { slug: 'nvidia-geforce-rtx-3070' },
  { slug: 'msi-x470-gaming-plus' },
  { slug: 'amd-ryzen-5-3600' },
  { slug: 'gskill-ripjaws-v-32gb-2x16gb-ddr4-3200' },
  { slug: 'samsung-970-evo-500gb' },
  { slug: 'cooler-master-hyper-212-black-edition' },
  { slug: 'evga-supernova-750-g2' },
  { slug: 'nzxt-h510' },
];

describe('verdicts through the API', () => {
  it('a saved build keeps the verdict and the unrun checks it was saved with', async () => {
    const saved = await run(
      `mutation($b: BuildInput!) { saveBuild(build: $b) { id report { ${REPORT} } } }`,
      {
        b: { parts: [{ slug: 'nvidia-geforce-rtx-3090', quantity: 2 }, { slug: 'msi-x470-gaming-plus' }] },
      },
    );
    expect(saved.errors).toBeUndefined();
    const { id, report } = saved.data!.saveBuild;
    expect(report.verdict).toBe('UNVERIFIED');
    const read = await run(`query($id: ID!) { savedBuild(id: $id) { report { ${REPORT} } } }`, { id });
    expect(read.data!.savedBuild.report).toEqual(report);
    expect(report.unverifiedChecks.filter((c: any) => c.decidesVerdict).length).toBeGreaterThan(0);
  });

  it('a complete build with every deciding fact on record is COMPATIBLE and lists no deciding gap', async () => {
    const { data, errors } = await run(`query($b: BuildInput!) { checkBuild(build: $b) { ${REPORT} } }`, {
      b: { parts: VERIFIED, mains: { region: 'NORTH_AMERICA' } },
    });
    expect(errors).toBeUndefined();
    const report = data!.checkBuild;
    expect(report.unverifiedChecks.filter((c: any) => c.decidesVerdict)).toEqual([]);
    expect(report.verdict).toBe('COMPATIBLE');
    expect(report.compatible).toBe(true);
    expect(report.summary).toMatch(/^Compatible/);
  });

  it('a report saved before verdicts: green with unrun-check notes reads UNVERIFIED, and compatible false', async () => {
    const old = {
      compatible: true,
      findings: [
        {
          ruleId: 'completeness.missing-data',
          severity: 'INFO',
          message: 'No case in the build: board form factor, GPU length and case slot checks did not run.',
          componentSlugs: [],
        },
      ],
      power: {
        totalTdpW: 350,
        estimatedPeakW: 500,
        recommendedPsuW: 650,
        psuW: null,
        circuitLimitW: 1440,
        wallDrawW: 560,
        fitsCircuit: true,
      },
      totalPriceUsd: null,
    };
    const id = 'oldReportOldReportOldReport1';
    await t().db.dataSource.query(
      `INSERT INTO saved_build (id, name, build, report) VALUES ($1, NULL, $2, $3)`,
      [id, { parts: [{ slug: 'nvidia-geforce-rtx-3090', quantity: 1 }], mains: null }, old],
    );
    const { data, errors } = await run(`query($id: ID!) { savedBuild(id: $id) { report { ${REPORT} } } }`, {
      id,
    });
    expect(errors).toBeUndefined();
    const report = data!.savedBuild.report;
    expect(report.verdict).toBe('UNVERIFIED');
    expect(report.compatible).toBe(false);
    expect(report.unverifiedChecks).toEqual([
      {
        ruleId: 'completeness.missing-data',
        decidesVerdict: true,
        message: old.findings[0].message,
        settledBy: [],
      },
    ]);
    expect(report.summary).toMatch(/^Unverified/);
  });
});
