/**
 * Expert panel: GPU cooling. Data-centre cards without fans need a server's forced airflow;
 * two big open-air cards with no slot between them choke the upper card (Dettmers 2020: air
 * cooling is fine with space between GPUs; RTX 3080/3090 cooling is a problem when packed).
 */
import type { CaseFacts } from '../../src/rules/facts';
import { line, seedPart } from './seed-catalog';
import { check, findings, severities, text, verdicts } from './support';

const desktop = () => [
  'amd-ryzen-9-7950x',
  'asus-proart-x670e-creator-wifi',
  'corsair-vengeance-64gb-2x32gb-ddr5-6000',
];

const tower = 'fractal-design-define-7-xl';
const openFrame = 'thermaltake-core-p3-tg-pro';

describe('passive data-centre cards', () => {
  it.each([
    ['Tesla K80', 'nvidia-tesla-k80'],
    ['A100 PCIe 40GB', 'nvidia-a100-pcie-40gb'],
    ['Tesla T4 (70 W, still no fan)', 'nvidia-tesla-t4'],
  ])('%s in a Fractal Define 7 XL tower: WARNING (needs a fan shroud or a server)', (_name, slug) => {
    const report = check([slug, ...desktop(), tower]);
    expect(severities(report, 'cooling.passive-card')).toBe('WARNING');
    expect(text(report, 'cooling.passive-card')).toMatch(/fan shroud/);
  });

  verdicts('cooling.passive-card', [
    [
      'a passive L40S in an open frame is no better: WARNING',
      ['nvidia-l40s', ...desktop(), openFrame],
      'WARNING',
    ],
    [
      'a passive card in a case on record as a rackmount server chassis: no warning',
      [
        'nvidia-a100-pcie-40gb',
        ...desktop(),
        { ...seedPart<CaseFacts>('silverstone-rm44'), rackmount: true },
      ],
      '',
    ],
    ['a blower RTX A6000 in a tower: no passive-card finding', ['nvidia-rtx-a6000', ...desktop(), tower], ''],
  ]);
});

describe('air gaps between hot open-air cards', () => {
  verdicts('cooling.air-gap', [
    [
      '2 x RTX 4090 (3-slot, 450 W) in slots 1 and 4 of an X670E ProArt: no free slot -> air-gap WARNING',
      [line('nvidia-geforce-rtx-4090', 2), ...desktop(), tower],
      'WARNING',
      /no free slot between them/,
    ],
    [
      'the same two 2-slot 5090s on the X670E ProArt (slots 1 and 4) leave a slot free: no warning',
      [line('nvidia-geforce-rtx-5090', 2), ...desktop(), tower],
      '',
    ],
    [
      '2 x RTX 4090 on a TRX40 board with slots 1/3/5/7: placed at 1 and 5, a slot free between -> no warning',
      [line('nvidia-geforce-rtx-4090', 2), 'amd-ryzen-threadripper-3960x', 'asrock-trx40-creator', tower],
      '',
    ],
    [
      '2 x blower RTX A6000 side by side: blowers exhaust out the back, no air-gap warning',
      [line('nvidia-rtx-a6000', 2), ...desktop(), tower],
      '',
    ],
  ]);

  it('2 x RTX 5090 (2-slot, 575 W) in slots 2 and 4 of an X470 board: touching -> air-gap WARNING (the 3-card rule stays silent)', () => {
    const report = check([
      line('nvidia-geforce-rtx-5090', 2),
      'amd-ryzen-5-3600',
      'msi-x470-gaming-plus',
      tower,
    ]);
    expect(severities(report, 'cooling.air-gap')).toBe('WARNING');
    expect(findings(report, 'cooling.open-air')).toEqual([]);
  });

  it('the same two 4090s on riser cables in an open frame: no air-gap warning', () => {
    const report = check([line('nvidia-geforce-rtx-4090', 2), ...desktop(), openFrame], { risers: true });
    expect(findings(report, 'cooling.air-gap')).toEqual([]);
  });
});
