import type { CaseSeed } from '../types';

/**
 * Cases. `formFactors` uses the same spellings as MotherboardSeed.formFactor
 * ("ATX", "E-ATX", "EEB", "SSI-EEB", "CEB", "Micro-ATX", "Mini-ITX").
 * `expansionSlots` counts the horizontal rear slots (vertical GPU-mount slots excluded):
 * a board slot at position p with a card w slots wide needs p + w - 1 <= expansionSlots.
 * `maxGpuLengthMm` is the vendor's figure with the front fans installed where both are given.
 */
export const cases: CaseSeed[] = [
  {
    kind: 'CASE',
    slug: 'abko-suitmaster-603g-aura',
    name: 'SUITMASTER 603G Aura',
    manufacturer: 'ABKO',
    releaseYear: 2020,
    priceUsd: 50,
    description:
      'Budget Korean tempered-glass mid-tower supplied by the system builder for the 2x RTX 3090 workstation; a standard seven-slot ATX case, so two 3-slot cards leave little breathing room.',
    formFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
    expansionSlots: 7,
    openFrame: false,
    sources: ['spec-abko-suitmaster-603g-aura', 'doc-cost-for-gpu-hardware'],
  },
  {
    kind: 'CASE',
    slug: 'nzxt-h510',
    name: 'H510',
    manufacturer: 'NZXT',
    releaseYear: 2019,
    priceUsd: 70,
    usedPriceUsd: 40,
    description:
      'Compact ATX mid-tower from the RTX 3070 workstation; fine for one GPU, but its closed front panel limits airflow for two hot cards.',
    formFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 381,
    expansionSlots: 7,
    openFrame: false,
    sources: ['spec-nzxt-h510', 'doc-cost-for-gpu-hardware', 'romaglushko-ml-workstation'],
  },
  {
    kind: 'CASE',
    slug: 'fractal-design-meshify-2-xl',
    name: 'Meshify 2 XL',
    manufacturer: 'Fractal Design',
    releaseYear: 2021,
    priceUsd: 220,
    description:
      'Mesh-front full tower for E-ATX and SSI-EEB boards; nine expansion slots leave room for a thick card in the bottom slot of a seven-slot board, and the airflow suits two to three GPUs.',
    formFactors: ['E-ATX', 'EEB', 'SSI-EEB', 'CEB', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 491,
    expansionSlots: 9,
    openFrame: false,
    sources: ['spec-fractal-design-meshify-2-xl'],
  },
  {
    kind: 'CASE',
    slug: 'fractal-design-define-7-xl',
    name: 'Define 7 XL',
    manufacturer: 'Fractal Design',
    releaseYear: 2020,
    priceUsd: 230,
    description:
      'Sound-damped full tower with nine slots and room for EEB workstation boards; quieter than mesh cases at the cost of some airflow with multiple GPUs.',
    formFactors: ['E-ATX', 'EEB', 'SSI-EEB', 'CEB', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 491,
    expansionSlots: 9,
    openFrame: false,
    sources: ['spec-fractal-design-define-7-xl'],
  },
  {
    kind: 'CASE',
    slug: 'lian-li-o11-dynamic-xl',
    name: 'O11 Dynamic XL',
    manufacturer: 'Lian Li',
    releaseYear: 2019,
    priceUsd: 200,
    description:
      'Dual-chamber glass showcase case with eight slots, popular for water-cooled multi-GPU builds; E-ATX boards up to 280 mm wide fit, full EEB does not.',
    formFactors: ['E-ATX', 'CEB', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 446,
    expansionSlots: 8,
    openFrame: false,
    sources: ['spec-lian-li-o11-dynamic-xl'],
  },
  {
    kind: 'CASE',
    slug: 'phanteks-enthoo-pro-2',
    name: 'Enthoo Pro 2',
    manufacturer: 'Phanteks',
    releaseYear: 2021,
    priceUsd: 160,
    description:
      'Affordable full tower that takes SSI-EEB workstation and server boards and very long cards; eight slots plus vertical mounts make it a common home for Threadripper and Xeon W multi-GPU builds.',
    formFactors: ['SSI-EEB', 'EEB', 'E-ATX', 'CEB', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 503,
    expansionSlots: 8,
    openFrame: false,
    sources: ['spec-phanteks-enthoo-pro-2'],
  },
  {
    kind: 'CASE',
    slug: 'corsair-7000d-airflow',
    name: '7000D Airflow',
    manufacturer: 'Corsair',
    releaseYear: 2021,
    priceUsd: 240,
    description:
      'High-airflow full tower with eight slots and space for 450 mm cards and several 360/420 mm radiators; suits two to three air-cooled GPUs or more with water cooling.',
    formFactors: ['E-ATX', 'CEB', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 450,
    expansionSlots: 8,
    openFrame: false,
    sources: ['spec-corsair-7000d-airflow'],
  },
  {
    kind: 'CASE',
    slug: 'silverstone-rm44',
    name: 'RM44',
    manufacturer: 'SilverStone',
    releaseYear: 2021,
    priceUsd: 270,
    description:
      '4U rackmount chassis that accepts SSI-EEB server boards and full-height cards in eight slots; suited to blower or passive GPUs in a rack, where front-to-back airflow matters more than card length.',
    formFactors: ['SSI-EEB', 'EEB', 'E-ATX', 'CEB', 'ATX', 'Micro-ATX'],
    expansionSlots: 8,
    openFrame: false,
    sources: ['spec-silverstone-rm44'],
  },
  {
    kind: 'CASE',
    slug: 'thermaltake-core-p3-tg-pro',
    name: 'Core P3 TG Pro',
    manufacturer: 'Thermaltake',
    releaseYear: 2021,
    priceUsd: 150,
    description:
      'Open-frame chassis (wall-mountable, mining-rig style) with no enclosing panels: the ventilation document 004 recommends for hot multi-GPU rigs, at the price of dust and noise in the room. Riser cables allow GPUs to be spaced further apart.',
    formFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLengthMm: 450,
    expansionSlots: 8,
    openFrame: true,
    sources: ['spec-thermaltake-core-p3-tg-pro', 'doc-gpu-cluster-at-home'],
  },
];
