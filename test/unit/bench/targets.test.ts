import type { CellResult } from '../../../bench/measure';
import {
  BASELINE,
  BASELINE_NAMED,
  FLOOR,
  FLOOR_IN_MEMORY,
  OURS_EXECUTED,
  mainTargets,
} from '../../../bench/targets';

/** A -c32 cell with one figure per field (every round the same). */
function cellOf(contestant: string, scenario: 'S1' | 'S2', rps: number, cpuMs: number): CellResult {
  const at = (median: number) => ({ median, min: median, max: median });
  return {
    scenario,
    connections: 32,
    contestant,
    runtime: 'v20.20.2',
    rounds: [],
    rps: at(rps),
    p50Ms: at(10),
    p99Ms: at(20),
    cpuMsPerRequest: at(cpuMs),
    validRounds: 2,
    voidRounds: 0,
  };
}

describe('bench targets: the named-statement baseline', () => {
  const results = [
    cellOf(OURS_EXECUTED, 'S1', 3000, 0.15),
    cellOf(BASELINE, 'S1', 4000, 0.1),
    cellOf(OURS_EXECUTED, 'S2', 800, 0.6),
    cellOf(BASELINE, 'S2', 850, 0.5),
  ];

  it('compares rigbase with it for information only, never as a target', () => {
    const checks = mainTargets(
      [...results, cellOf(BASELINE_NAMED, 'S1', 6000, 0.1), cellOf(BASELINE_NAMED, 'S2', 1000, 0.4)],
      [],
    );
    const named = checks.filter((c) => c.name.includes(BASELINE_NAMED));
    expect(named.map((c) => [c.name, Number(c.value!.toFixed(2)), c.info])).toEqual([
      [`S1 req/s ${OURS_EXECUTED}/${BASELINE_NAMED} -c32`, 0.5, true],
      [`S1 CPU ms/req ${OURS_EXECUTED}/${BASELINE_NAMED} -c32`, 1.5, true],
      [`S2 req/s ${OURS_EXECUTED}/${BASELINE_NAMED} -c32`, 0.8, true],
      [`S2 CPU ms/req ${OURS_EXECUTED}/${BASELINE_NAMED} -c32`, 1.5, true],
    ]);
    // The targets still read the baseline the issue set: S1 req/s 3000 / 4000.
    expect(checks.find((c) => c.name === `S1 req/s ${OURS_EXECUTED}/${BASELINE} -c32`)?.value).toBeCloseTo(
      0.75,
    );
  });

  it("prints rigbase's CPU over its floor's beside them, for information", () => {
    const checks = mainTargets(
      [...results, cellOf(FLOOR, 'S1', 3500, 0.12), cellOf(FLOOR, 'S2', 700, 0.75)],
      [],
    );
    const floor = checks.filter((c) => c.name.includes(`${OURS_EXECUTED}/${FLOOR}`));
    expect(floor.map((c) => [c.name, Number(c.value!.toFixed(2)), c.info])).toEqual([
      [`S1 CPU ms/req ${OURS_EXECUTED}/${FLOOR} -c32`, 1.25, true],
      [`S2 CPU ms/req ${OURS_EXECUTED}/${FLOOR} -c32`, 0.8, true],
    ]);
  });

  it("sets the floor with no database beside it: Apollo's pipeline alone against it", () => {
    const checks = mainTargets(
      [
        ...results,
        cellOf(BASELINE_NAMED, 'S1', 6000, 0.1),
        cellOf(BASELINE_NAMED, 'S2', 1000, 0.4),
        cellOf(FLOOR_IN_MEMORY, 'S1', 2400, 0.2),
        cellOf(FLOOR_IN_MEMORY, 'S2', 500, 0.6),
      ],
      [],
    );
    const floor = checks.filter((c) => c.name.includes(`${FLOOR_IN_MEMORY}/${BASELINE_NAMED}`));
    expect(floor.map((c) => [c.name, Number(c.value!.toFixed(2)), c.info])).toEqual([
      [`S1 req/s ${FLOOR_IN_MEMORY}/${BASELINE_NAMED} -c32`, 0.4, true],
      [`S1 CPU ms/req ${FLOOR_IN_MEMORY}/${BASELINE_NAMED} -c32`, 2, true],
      [`S2 req/s ${FLOOR_IN_MEMORY}/${BASELINE_NAMED} -c32`, 0.5, true],
      [`S2 CPU ms/req ${FLOOR_IN_MEMORY}/${BASELINE_NAMED} -c32`, 1.5, true],
    ]);
    // Without the named baseline there is nothing to set it against.
    const alone = mainTargets([...results, cellOf(FLOOR_IN_MEMORY, 'S1', 2400, 0.2)], []);
    expect(alone.some((c) => c.name.includes(FLOOR_IN_MEMORY))).toBe(false);
  });

  it('adds no such rows when it did not run', () => {
    expect(mainTargets(results, []).some((c) => c.name.includes(BASELINE_NAMED))).toBe(false);
  });
});

describe("bench targets: issue 29's search figures against S1", () => {
  const at = (median: number) => ({ median, min: median, max: median });
  const cellAt = (scenario: 'S1' | 'S5', connections: number, rps: number, p50Ms: number): CellResult => ({
    ...cellOf(OURS_EXECUTED, 'S1', rps, 0.2),
    scenario,
    connections,
    p50Ms: at(p50Ms),
  });

  it("checks S5's share of S1's req/s at -c32 and its p50 against S1's at -c1", () => {
    const checks = mainTargets(
      [
        cellAt('S1', 32, 5000, 5),
        cellAt('S5', 32, 1400, 20),
        cellAt('S1', 1, 4000, 0.25),
        cellAt('S5', 1, 900, 1),
      ],
      [],
    );
    const search = checks.filter((c) => c.name.startsWith('S5'));
    expect(search.map((c) => [c.name, Number(c.value!.toFixed(2)), c.holds])).toEqual([
      [`S5 req/s / S1 req/s ${OURS_EXECUTED} -c32`, 0.28, false],
      [`S5 p50 / S1 p50 ${OURS_EXECUTED} -c1`, 4, false],
    ]);
    const met = mainTargets(
      [
        cellAt('S1', 32, 5000, 5),
        cellAt('S5', 32, 2400, 12),
        cellAt('S1', 1, 4000, 0.25),
        cellAt('S5', 1, 1900, 0.45),
      ],
      [],
    ).filter((c) => c.name.startsWith('S5'));
    expect(met.map((c) => c.holds)).toEqual([true, true]);
  });
});
