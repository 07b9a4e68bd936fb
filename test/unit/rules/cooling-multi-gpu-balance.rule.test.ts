import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts } from '../../../src/rules/facts';
import * as f from './fixtures';
import { findingsOf, missingDataMentioning, severitiesOf } from './helpers';

const { part } = f;

describe('cooling.open-air', () => {
  it.each<[string, BuildFacts, string]>([
    ['2 open-air RTX 3090', { parts: [part(f.rtx3090(), 2), part(f.defineXl())] }, ''],
    [
      '3 open-air RTX 3090 in a closed case',
      { parts: [part(f.rtx3090(), 3), part(f.defineXl())] },
      'WARNING',
    ],
    ['3 open-air cards without a case', { parts: [part(f.rtx3090(), 2), part(f.rtx3080())] }, 'WARNING'],
    ['3 open-air RTX 3090 in an open frame', { parts: [part(f.rtx3090(), 3), part(f.openFrame())] }, ''],
    ['4 blower RTX A6000', { parts: [part(f.rtxA6000(), 4), part(f.defineXl())] }, ''],
    ['2 open-air + 2 blower', { parts: [part(f.rtx3090(), 2), part(f.rtxA6000(), 2)] }, ''],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'cooling.open-air')).toBe(expected);
  });

  it('suggests blower cards, risers, an open frame or water', () => {
    const [warning] = findingsOf(
      checkBuild({ parts: [part(f.rtx3090(), 3), part(f.h510())] }),
      'cooling.open-air',
    );
    expect(warning.message).toContain('3 x GeForce RTX 3090');
    expect(warning.message).toMatch(/blower/);
    expect(warning.message).toMatch(/risers/);
    expect(warning.message).toMatch(/water/);
  });

  it('reports unknown cooler styles when they could reach the threshold', () => {
    const report = checkBuild({ parts: [part({ ...f.rtx3090(), coolerStyle: null }, 3)] });
    expect(findingsOf(report, 'cooling.open-air')).toHaveLength(0);
    expect(missingDataMentioning(report, 'cooler style')).toHaveLength(1);
  });
});

describe('cooling.heat-output', () => {
  it.each<[string, BuildFacts, string]>([
    ['2 x RTX 3090 (700 W)', { parts: [part(f.rtx3090(), 2)] }, ''],
    ['3 x RTX 3090 (1,050 W)', { parts: [part(f.rtx3090(), 3)] }, 'INFO'],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'cooling.heat-output')).toBe(expected);
  });
});

describe('multi-gpu.mixed-models', () => {
  it.each<[string, BuildFacts, string]>([
    ['one card', { parts: [part(f.rtx3090())] }, ''],
    ['identical pair', { parts: [part(f.rtx3090(), 2)] }, ''],
    ['same model listed twice', { parts: [part(f.rtx3090()), part(f.rtx3090())] }, ''],
    ['RTX 3090 + RTX 3080', { parts: [part(f.rtx3090()), part(f.rtx3080())] }, 'WARNING'],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'multi-gpu.mixed-models')).toBe(expected);
  });

  it('names the slowest card and the smallest memory', () => {
    const [warning] = findingsOf(
      checkBuild({ parts: [part(f.rtx3090(), 2), part(f.rtx2080Ti()), part(f.rtx3080())] }),
      'multi-gpu.mixed-models',
    );
    expect(warning.message).toMatch(/slowest card \(GeForce RTX 2080 Ti\)/);
    expect(warning.message).toMatch(/10 GB of the GeForce RTX 3080/);
  });
});

describe('multi-gpu.nvlink', () => {
  it.each<[string, BuildFacts, RegExp | null]>([
    ['single RTX 3090', { parts: [part(f.rtx3090())] }, null],
    ['identical NVLink pair', { parts: [part(f.rtx3090(), 2)] }, /one bridge joins a pair/],
    ['three NVLink cards: one left over', { parts: [part(f.rtx3090(), 3)] }, /one card stays on PCIe/],
    ['four NVLink cards: two pairs', { parts: [part(f.rtx3090(), 4)] }, /2 bridges join 2 pairs/],
    [
      'NVLink card without a twin',
      { parts: [part(f.rtx3090()), part(f.rtx2080Ti())] },
      /only bridges identical pairs/,
    ],
    ['identical pair without NVLink', { parts: [part(f.rtx4090(), 2)] }, /no NVLink/],
  ])('%s', (_name, build, pattern) => {
    const notes = findingsOf(checkBuild(build), 'multi-gpu.nvlink');
    if (pattern === null) expect(notes).toHaveLength(0);
    else {
      expect(notes.map((n) => n.severity)).toContain('INFO');
      expect(notes.some((n) => pattern.test(n.message))).toBe(true);
    }
  });

  it('never pairs different models even when both support NVLink', () => {
    const notes = findingsOf(
      checkBuild({ parts: [part(f.rtx3090()), part(f.rtxA6000())] }),
      'multi-gpu.nvlink',
    );
    expect(notes).toHaveLength(2);
    for (const note of notes) expect(note.message).toMatch(/no twin/);
  });
});

describe('balance.system-ram', () => {
  it.each<[string, BuildFacts, string]>([
    ['64 GB RAM for 24 GB cards', { parts: [part(f.rtx3090(), 2), part(f.ddr4Kit2x32())] }, ''],
    ['16 GB RAM for a 24 GB card', { parts: [part(f.rtx3090()), part(f.ddr4Kit2x8())] }, 'WARNING'],
    ['16 GB RAM for 11 GB cards', { parts: [part(f.rtx2080Ti(), 4), part(f.ddr4Kit2x8())] }, ''],
    ['64 GB RAM for a 48 GB card', { parts: [part(f.rtxA6000()), part(f.ddr4Kit2x32())] }, ''],
    ['32 GB RAM for a 48 GB card', { parts: [part(f.rtxA6000()), part(f.ddr5Kit2x16())] }, 'WARNING'],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'balance.system-ram')).toBe(expected);
  });

  it('mentions the largest card and the total GPU memory', () => {
    const [warning] = findingsOf(
      checkBuild({ parts: [part(f.rtx3090(), 2), part(f.rtx3080()), part(f.ddr4Kit2x8())] }),
      'balance.system-ram',
    );
    expect(warning.message).toMatch(/16 GB of system RAM/);
    expect(warning.message).toMatch(/24 GB of the GeForce RTX 3090/);
    expect(warning.message).toMatch(/58 GB in total/);
  });
});

describe('balance.cpu-threads', () => {
  it.each<[string, BuildFacts, boolean, string]>([
    ['8 threads for 4 GPUs (2 each)', { parts: [part(f.corei3_10100()), part(f.rtx3080(), 4)] }, false, ''],
    [
      '8 threads for 4 GPUs preprocessing on the fly (4 each)',
      { parts: [part(f.corei3_10100()), part(f.rtx3080(), 4)] },
      true,
      'WARNING',
    ],
    ['8 threads for 5 GPUs', { parts: [part(f.corei3_10100()), part(f.rtx3080(), 5)] }, false, 'WARNING'],
    [
      '32 threads for 4 GPUs preprocessing on the fly',
      { parts: [part(f.ryzen5950x()), part(f.rtx3090(), 4)] },
      true,
      '',
    ],
    [
      'a K80 board counts as 2 GPUs: 8 threads for 2 boards (4 GPUs)',
      { parts: [part(f.corei3_10100()), part(f.teslaK80(), 2)] },
      false,
      '',
    ],
    // Counting boards (3 x 2 = 6 threads) would pass; counting GPUs (6 x 2 = 12) does not.
    [
      'a K80 board counts as 2 GPUs: 8 threads for 3 boards (6 GPUs)',
      { parts: [part(f.corei3_10100()), part(f.teslaK80(), 3)] },
      false,
      'WARNING',
    ],
  ])('%s', (_name, build, preprocessingOnTheFly, expected) => {
    expect(severitiesOf(build, 'balance.cpu-threads', { preprocessingOnTheFly })).toBe(expected);
  });

  it("uses the use case's threads per GPU when it asks for more", () => {
    const build: BuildFacts = {
      parts: [part(f.corei3_10100()), part(f.rtx3080(), 3)],
      useCase: { slug: 'rl', name: 'reinforcement learning', minVramGb: 10, cpuThreadsPerGpu: 4 },
    };
    expect(severitiesOf(build, 'balance.cpu-threads')).toBe('WARNING');
  });
});

describe('balance.use-case-vram', () => {
  const uc = f.largeTransformerTraining(); // 24 GB minimum, 48 GB recommended
  it.each<[string, BuildFacts, string]>([
    ['no use case', { parts: [part(f.rtx3080())] }, ''],
    ['10 GB card for a 24 GB tier', { parts: [part(f.rtx3080())], useCase: uc }, 'WARNING'],
    ['24 GB card for a 24 GB tier (48 GB recommended)', { parts: [part(f.rtx3090())], useCase: uc }, 'INFO'],
    ['48 GB card for a 24 GB tier', { parts: [part(f.rtxA6000())], useCase: uc }, ''],
    [
      'the smallest card decides: 3090 + 3080',
      { parts: [part(f.rtx3090()), part(f.rtx3080())], useCase: uc },
      'WARNING',
    ],
    ['a K80 board is 2 x 12 GB, not 24 GB', { parts: [part(f.teslaK80())], useCase: uc }, 'WARNING'],
    [
      '8 GB Kaggle tier with a 10 GB card (11 GB recommended)',
      { parts: [part(f.rtx3080())], useCase: f.kaggle() },
      'INFO',
    ],
  ])('%s', (_name, build, expected) => {
    expect(severitiesOf(build, 'balance.use-case-vram')).toBe(expected);
  });

  it('names memory-saving techniques when the card is below the tier', () => {
    const [warning] = findingsOf(
      checkBuild({ parts: [part(f.rtx3080())], useCase: uc }),
      'balance.use-case-vram',
    );
    expect(warning.message).toMatch(/training large transformers needs at least 24 GB/);
    expect(warning.message).toMatch(/gradient checkpointing/);
  });
});
