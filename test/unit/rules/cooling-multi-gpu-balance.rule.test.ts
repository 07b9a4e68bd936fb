import * as f from './fixtures';
import { expectMentions, expectUnchecked, findingsOf, severitiesOf, verdicts } from './helpers';

const { part } = f;

describe('cooling.open-air', () => {
  verdicts('cooling.open-air', [
    ['2 open-air RTX 3090', [part(f.rtx3090(), 2), f.defineXl()], ''],
    ['3 open-air RTX 3090 in a closed case', [part(f.rtx3090(), 3), f.defineXl()], 'WARNING'],
    ['3 open-air cards without a case', [part(f.rtx3090(), 2), f.rtx3080()], 'WARNING'],
    ['3 open-air RTX 3090 in an open frame', [part(f.rtx3090(), 3), f.openFrame()], ''],
    ['4 blower RTX A6000', [part(f.rtxA6000(), 4), f.defineXl()], ''],
    ['2 open-air + 2 blower', [part(f.rtx3090(), 2), part(f.rtxA6000(), 2)], ''],
  ]);

  it('suggests blower cards, risers, an open frame or water', () => {
    const [warning] = findingsOf([part(f.rtx3090(), 3), f.h510()], 'cooling.open-air');
    expectMentions(warning.message, '3 x GeForce RTX 3090', /blower/, /risers/, /water/);
  });

  it('reports unknown cooler styles when they could reach the threshold', () => {
    expectUnchecked([part({ ...f.rtx3090(), coolerStyle: null }, 3)], 'cooling.open-air', 'cooler style');
  });
});

describe('cooling.heat-output', () => {
  verdicts('cooling.heat-output', [
    ['2 x RTX 3090 (700 W)', [part(f.rtx3090(), 2)], ''],
    ['3 x RTX 3090 (1,050 W)', [part(f.rtx3090(), 3)], 'INFO'],
  ]);
});

describe('multi-gpu.mixed-models', () => {
  verdicts('multi-gpu.mixed-models', [
    ['one card', [f.rtx3090()], ''],
    ['identical pair', [part(f.rtx3090(), 2)], ''],
    ['same model listed twice', [f.rtx3090(), f.rtx3090()], ''],
    ['RTX 3090 + RTX 3080', [f.rtx3090(), f.rtx3080()], 'WARNING'],
  ]);

  it('names the slowest card and the smallest memory', () => {
    const [warning] = findingsOf(
      [part(f.rtx3090(), 2), f.rtx2080Ti(), f.rtx3080()],
      'multi-gpu.mixed-models',
    );
    expectMentions(warning.message, /slowest card \(GeForce RTX 2080 Ti\)/, /10 GB of the GeForce RTX 3080/);
  });
});

describe('multi-gpu.nvlink', () => {
  it.each<[string, f.BuildSpec, RegExp | null]>([
    ['single RTX 3090', [f.rtx3090()], null],
    ['identical NVLink pair', [part(f.rtx3090(), 2)], /one bridge joins a pair/],
    ['three NVLink cards: one left over', [part(f.rtx3090(), 3)], /one card stays on PCIe/],
    ['four NVLink cards: two pairs', [part(f.rtx3090(), 4)], /2 bridges join 2 pairs/],
    ['NVLink card without a twin', [f.rtx3090(), f.rtx2080Ti()], /only bridges identical pairs/],
    ['identical pair without NVLink', [part(f.rtx4090(), 2)], /no NVLink/],
  ])('%s', (_name, build, pattern) => {
    const notes = findingsOf(build, 'multi-gpu.nvlink');
    if (pattern === null) expect(notes).toHaveLength(0);
    else {
      expect(notes.map((n) => n.severity)).toContain('INFO');
      expect(notes.some((n) => pattern.test(n.message))).toBe(true);
    }
  });

  it('never pairs different models even when both support NVLink', () => {
    const notes = findingsOf([f.rtx3090(), f.rtxA6000()], 'multi-gpu.nvlink');
    expect(notes).toHaveLength(2);
    for (const note of notes) expect(note.message).toMatch(/no twin/);
  });
});

describe('balance.system-ram', () => {
  verdicts('balance.system-ram', [
    // Two or more training cards want about twice their total memory (Puget Systems): INFO below it.
    [
      '64 GB RAM for 2 x 24 GB training cards: INFO, 96 GB wanted',
      [part(f.rtx3090(), 2), f.ddr4Kit2x32()],
      'INFO',
    ],
    ['128 GB RAM for 2 x 24 GB training cards', [part(f.rtx3090(), 2), f.ddr4Kit2x32(), f.ddr4Kit2x32()], ''],
    ['16 GB RAM for a 24 GB card', [f.rtx3090(), f.ddr4Kit2x8()], 'WARNING'],
    [
      '16 GB RAM for 4 x 11 GB training cards: INFO, 88 GB wanted',
      [part(f.rtx2080Ti(), 4), f.ddr4Kit2x8()],
      'INFO',
    ],
    ['64 GB RAM for a 48 GB card', [f.rtxA6000(), f.ddr4Kit2x32()], ''],
    ['32 GB RAM for a 48 GB card', [f.rtxA6000(), f.ddr5Kit2x16()], 'WARNING'],
  ]);

  it('mentions the largest card and the total GPU memory', () => {
    const [warning] = findingsOf([part(f.rtx3090(), 2), f.rtx3080(), f.ddr4Kit2x8()], 'balance.system-ram');
    expectMentions(warning.message, /16 GB of system RAM/, /24 GB of the GeForce RTX 3090/, /58 GB in total/);
  });
});

describe('balance.cpu-threads', () => {
  const onTheFly = { preprocessingOnTheFly: true };
  const preprocessed = { preprocessingOnTheFly: false };
  verdicts('balance.cpu-threads', [
    ['8 threads for 4 GPUs (2 each)', [f.corei3_10100(), part(f.rtx3080(), 4)], '', preprocessed],
    [
      '8 threads for 4 GPUs preprocessing on the fly (4 each)',
      [f.corei3_10100(), part(f.rtx3080(), 4)],
      'WARNING',
      onTheFly,
    ],
    ['8 threads for 5 GPUs', [f.corei3_10100(), part(f.rtx3080(), 5)], 'WARNING', preprocessed],
    ['32 threads for 4 GPUs preprocessing on the fly', [f.ryzen5950x(), part(f.rtx3090(), 4)], '', onTheFly],
    [
      'a K80 board counts as 2 GPUs: 8 threads for 2 boards (4 GPUs)',
      [f.corei3_10100(), part(f.teslaK80(), 2)],
      '',
      preprocessed,
    ],
    // Counting boards (3 x 2 = 6 threads) would pass; counting GPUs (6 x 2 = 12) does not.
    [
      'a K80 board counts as 2 GPUs: 8 threads for 3 boards (6 GPUs)',
      [f.corei3_10100(), part(f.teslaK80(), 3)],
      'WARNING',
      preprocessed,
    ],
  ]);

  it("uses the use case's threads per GPU when it asks for more", () => {
    const build = {
      ...f.buildOf([f.corei3_10100(), part(f.rtx3080(), 3)]),
      useCase: { slug: 'rl', name: 'reinforcement learning', minVramGb: 10, cpuThreadsPerGpu: 4 },
    };
    expect(severitiesOf(build, 'balance.cpu-threads')).toBe('WARNING');
  });
});

describe('balance.use-case-vram', () => {
  const uc = f.largeTransformerTraining(); // 24 GB minimum, 48 GB recommended
  const forTier = (...gpus: f.PartSpec[]) => ({ ...f.buildOf(gpus), useCase: uc });
  verdicts('balance.use-case-vram', [
    ['no use case', [f.rtx3080()], ''],
    ['10 GB card for a 24 GB tier', forTier(f.rtx3080()), 'WARNING'],
    ['24 GB card for a 24 GB tier (48 GB recommended)', forTier(f.rtx3090()), 'INFO'],
    ['48 GB card for a 24 GB tier', forTier(f.rtxA6000()), ''],
    ['the smallest card decides: 3090 + 3080', forTier(f.rtx3090(), f.rtx3080()), 'WARNING'],
    ['a K80 board is 2 x 12 GB, not 24 GB', forTier(f.teslaK80()), 'WARNING'],
    [
      '8 GB Kaggle tier with a 10 GB card (11 GB recommended)',
      { ...f.buildOf([f.rtx3080()]), useCase: f.kaggle() },
      'INFO',
    ],
  ]);

  it('names memory-saving techniques when the card is below the tier', () => {
    const [warning] = findingsOf(forTier(f.rtx3080()), 'balance.use-case-vram');
    expectMentions(
      warning.message,
      /training large transformers needs at least 24 GB/,
      /gradient checkpointing/,
    );
  });
});
