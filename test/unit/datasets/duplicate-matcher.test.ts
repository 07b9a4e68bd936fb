import {
  matchDuplicates,
  nameWords,
  type DatasetRow,
  type HandRow,
} from '../../../src/catalog/datasets/duplicate-matcher';

/** What both kinds of row are described by: kind, maker, name and any spec fields. */
type Described = [kind: string, manufacturer: string, name: string, specs?: Record<string, unknown>];

const described = ([kind, manufacturer, name, specs = {}]: Described) => ({
  kind,
  manufacturer,
  name,
  ...specs,
});
const hand = (...description: Described): HandRow => {
  const [, manufacturer, name] = description;
  const slug = `${manufacturer}-${name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { ...described(description), slug };
};
let n = 0;
const row = (...description: Described): DatasetRow => ({
  ...described(description),
  externalId: `buildcores:${String(++n).padStart(4, '0')}`,
});

describe('duplicate matcher: one row per real product', () => {
  it('folds spellings: punctuation, case, maker and memory sizes', () => {
    expect(nameWords('GeForce RTX 3090 GAMING OC 24G')).toEqual([
      'geforce',
      'rtx',
      '3090',
      'gaming',
      'oc',
      '24gb',
    ]);
    const cpu = hand('CPU', 'Intel', 'Core i5-12400F', { socket: 'LGA1700', cores: 6, threads: 12 });
    const same = row('CPU', 'INTEL', 'Core i5 12400F', { socket: 'LGA1700', cores: 6, threads: 12 });
    const other = row('CPU', 'Intel', 'Core i5 12400', { socket: 'LGA1700', cores: 6, threads: 12 });
    expect(matchDuplicates([cpu], [other, same])).toEqual(new Map([[same.externalId, cpu.slug]]));
  });

  it('accepts colours and descriptions but not a different model of the line', () => {
    const ssd = hand('STORAGE', 'Samsung', '970 EVO 500GB', { storageType: 'NVME', capacityGb: 500 });
    const plus = row('STORAGE', 'Samsung', '970 Evo Plus 500GB SSD M.2 PCIe 3.0 NVMe', {
      storageType: 'NVME',
      capacityGb: 500,
    });
    expect(matchDuplicates([ssd], [plus]).size).toBe(0);
    const kase = hand('CASE', 'Lian Li', 'O11 Dynamic XL');
    const evo = row('CASE', 'Lian Li', 'O11 Dynamic EVO XL ATX Full Tower Black Tempered Glass');
    const black = row('CASE', 'Lian Li', 'O11 Dynamic XL ROG Certified ATX Full Tower Black Tempered Glass');
    expect(matchDuplicates([kase], [evo, black])).toEqual(new Map([[black.externalId, kase.slug]]));
  });

  it('requires the key specifications to agree', () => {
    const kit = hand('MEMORY', 'Corsair', 'Vengeance LPX 64GB (2x32GB) DDR4-3200', {
      memoryType: 'DDR4',
      capacityGb: 64,
      modules: 2,
      speedMts: 3200,
    });
    const faster = row('MEMORY', 'Corsair', 'Vengeance LPX Black DDR4-3200 CL16 64GB (2x32GB)', {
      memoryType: 'DDR4',
      capacityGb: 64,
      modules: 2,
      speedMts: 3600,
    });
    expect(matchDuplicates([kit], [faster]).size).toBe(0);
    const card = hand('GRAPHICS_CARD', 'Gigabyte', 'GeForce RTX 3090 GAMING OC 24G', {
      chip: 'nvidia-geforce-rtx-3090',
      vramGb: 24,
    });
    const ti = row('GRAPHICS_CARD', 'Gigabyte', 'GAMING OC GeForce RTX 3090 24GB GDDR6X', {
      chip: 'nvidia-geforce-rtx-3090-ti',
      vramGb: 24,
    });
    const right = row('GRAPHICS_CARD', 'Gigabyte', 'GAMING OC GeForce RTX 3090 24GB GDDR6X Black / Gray', {
      chip: 'nvidia-geforce-rtx-3090',
      vramGb: 24,
    });
    expect(matchDuplicates([card], [ti, right])).toEqual(new Map([[right.externalId, card.slug]]));
  });

  it('picks the closest name, then the smallest id, and merges each dataset row once', () => {
    const a = hand('PSU', 'Corsair', 'RM850x', { wattage: 850 });
    const b = hand('PSU', 'Corsair', 'RM850x White', { wattage: 850 });
    const white = row('PSU', 'Corsair', 'RM850x White 850W Fully Modular 80+ Gold', { wattage: 850 });
    const plain1 = row('PSU', 'Corsair', 'RM850x 850W 80+ Gold Fully Modular', { wattage: 850 });
    const plain2 = row('PSU', 'Corsair', 'RM850x Black 850W 80+ Gold Fully Modular', { wattage: 850 });
    const matched = matchDuplicates([b, a], [plain2, white, plain1]);
    expect(matched.get(plain1.externalId)).toBe(a.slug);
    expect(matched.get(white.externalId)).toBe(b.slug);
    expect(matched.has(plain2.externalId)).toBe(false);
    // Same input in another order: same answer.
    expect(matchDuplicates([a, b], [plain1, white, plain2])).toEqual(matched);
  });

  it('never matches across kinds or makers, nor GPU chips (the dataset has cards)', () => {
    const chip = hand('GPU', 'NVIDIA', 'GeForce RTX 3090');
    const psu = hand('PSU', 'EVGA', 'SuperNOVA 1600 T2', { wattage: 1600 });
    const rows = [
      row('GPU', 'NVIDIA', 'GeForce RTX 3090'),
      row('PSU', 'Super Flower', 'SuperNOVA 1600 T2', { wattage: 1600 }),
      row('COOLER', 'EVGA', 'SuperNOVA 1600 T2'),
    ];
    expect(matchDuplicates([chip, psu], rows).size).toBe(0);
  });
});
