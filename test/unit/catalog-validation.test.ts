import { importColumns, validateRow } from '../../src/catalog/validation';

/** A valid motherboard import row, as CSV cells (text). */
const board = () => ({
  slug: 'acme-x1',
  name: 'X1',
  manufacturer: 'Acme',
  sources: 'spec-acme;doc-acme',
  socket: 'AM5',
  formFactor: 'ATX',
  memoryType: 'DDR5',
  memorySlots: '4',
  pcieSlots: JSON.stringify([
    { position: 1, physicalLanes: 16, electricalLanes: 16, gen: 5, fromCpu: true },
    { position: 3, physicalLanes: 16, electricalLanes: 4, gen: 4, fromCpu: false, sharedWith: [4] },
  ]),
});

/** The identity every catalog row carries, for an Acme part named `name`, as JSON values. */
const acme = (name: string) => ({
  slug: `acme-${name.toLowerCase()}`,
  name,
  manufacturer: 'Acme',
  sources: ['s'],
});

/** A valid cloud offering, as JSON values. */
const offer = (asOf: string) => ({
  provider: 'AWS',
  instanceType: 'p3.2xlarge',
  gpu: 'nvidia-tesla-v100-sxm2-16gb',
  gpuCount: 1,
  onDemandUsdPerHour: 3.06,
  asOf,
  source: 'aws-pricing',
});

describe('validation derived from the field definitions', () => {
  it('converts CSV text to typed values: numbers, lists, slots, and the fixed kind', () => {
    const { row, reason } = validateRow('motherboard', board());
    expect(reason).toBeUndefined();
    expect(row).toMatchObject({
      kind: 'MOTHERBOARD',
      memorySlots: 4,
      sources: ['spec-acme', 'doc-acme'],
      pcieSlots: [
        { position: 1, physicalLanes: 16, electricalLanes: 16, gen: 5, fromCpu: true },
        { position: 3, physicalLanes: 16, electricalLanes: 4, gen: 4, fromCpu: false, sharedWith: [4] },
      ],
    });
  });

  it.each([
    [{ memorySlots: '4.5' }, 'memorySlots', /whole number/],
    [{ memorySlots: '0' }, 'memorySlots', /at least 1/],
    [{ socket: '  ' }, 'socket', /required/],
    [{ slug: 'Not A Slug' }, 'slug', /invalid format/],
    [{ sources: '' }, 'sources', /required/],
    [{ name: 'a\u0000b' }, 'name', /NUL/],
    [
      { pcieSlots: JSON.stringify([{ position: 1, physicalLanes: 16, electricalLanes: 16, gen: 9 }]) },
      'pcieSlots',
      /gen must be at most 7/,
    ],
    [
      {
        pcieSlots: JSON.stringify([
          { position: 2, physicalLanes: 16, electricalLanes: 8, gen: 4 },
          { position: 2, physicalLanes: 8, electricalLanes: 8, gen: 4 },
        ]),
      },
      'pcieSlots',
      /position 2 appears twice/,
    ],
    [
      { pcieSlots: JSON.stringify([{ position: 1, physicalLanes: 8, electricalLanes: 16, gen: 4 }]) },
      'pcieSlots',
      /at most physicalLanes/,
    ],
  ])('refuses %j, naming %s', (change, field, reason) => {
    const result = validateRow('motherboard', { ...board(), ...change });
    expect(result.row).toBeUndefined();
    expect(result.field).toBe(field);
    expect(result.reason).toMatch(reason);
  });

  it('refuses unknown columns, a derived field, and another kind', () => {
    expect(validateRow('motherboard', { ...board(), colour: 'red' }).reason).toMatch(
      /unknown column\(s\): colour/,
    );
    expect(validateRow('gpu', { relativePerformance: 2 }).reason).toMatch(
      /unknown column\(s\): relativePerformance/,
    );
    expect(validateRow('motherboard', { ...board(), kind: 'cpu' }).reason).toMatch(/kind is "cpu"/);
  });

  it('checks closed sets and whole-row rules', () => {
    const cpu = {
      ...acme('C1'),
      socket: 'AM5',
      cores: 16,
      threads: 8,
      memoryTypes: ['DDR5'],
      tdpW: 170,
    };
    expect(validateRow('cpu', cpu)).toMatchObject({
      field: 'threads',
      reason: 'threads must be at least cores',
    });
    const drive = {
      ...acme('D1'),
      storageType: 'TAPE',
      capacityGb: 1000,
      interface: 'SAS',
    };
    expect(validateRow('storage', drive)).toMatchObject({ field: 'storageType' });
    expect(validateRow('storage', drive).reason).toMatch(/storageType must be one of NVME, SATA_SSD, HDD/);
    expect(validateRow('storage', { ...drive, storageType: 'HDD' }).row).toMatchObject({
      storageType: 'HDD',
    });
  });

  it('refuses a tensor-core rate on a card without tensor cores', () => {
    const gpu = {
      ...acme('G1'),
      vendor: 'NVIDIA',
      architecture: 'Pascal',
      vramGb: 16,
      gpusPerBoard: 1,
      memoryBandwidthGBs: 732,
      fp32Tflops: 9.3,
      fp16TensorTflops: 18.7,
      tensorCores: false,
      bf16: false,
      tdpW: 250,
      formFactor: 'PCIE',
      nvlink: false,
    };
    expect(validateRow('gpu', gpu)).toMatchObject({ field: 'fp16TensorTflops' });
    expect(validateRow('gpu', { ...gpu, fp16TensorTflops: undefined }).row).toBeDefined();
    expect(validateRow('gpu', { ...gpu, tensorCores: true }).row).toBeDefined();
  });

  it('takes a closed set by its stored spelling or its API value, in any case, and reports every problem', () => {
    const board = {
      ...acme('B1'),
      socket: 'AM5',
      formFactor: 'e_atx',
      memoryType: 'ddr5',
      memorySlots: 4,
      pcieSlots: [{ position: 1, physicalLanes: 16, electricalLanes: 16, gen: 5 }],
    };
    expect(validateRow('motherboard', board).row).toMatchObject({ formFactor: 'E-ATX', memoryType: 'DDR5' });
    expect(validateRow('motherboard', { ...board, formFactor: 'Micro-ATX' }).row?.formFactor).toBe(
      'Micro-ATX',
    );
    const bad = validateRow('motherboard', {
      ...board,
      formFactor: 'BTX',
      memoryType: 'DDR9',
      memorySlots: 0,
    });
    expect(bad.problems?.map((p) => p.field)).toEqual(['formFactor', 'memoryType', 'memorySlots']);
  });

  it('accepts a real day or a month as a price date, and refuses days that do not exist', () => {
    expect(validateRow('cloud-offering', offer('2026-02-28')).row?.asOf).toBe('2026-02-28');
    expect(validateRow('cloud-offering', offer('2017-03')).row?.asOf).toBe('2017-03');
    for (const bad of ['2026-02-31', '2026-13-01', '0000-00-00', '2026/02/01']) {
      expect(validateRow('cloud-offering', offer(bad))).toMatchObject({ field: 'asOf' });
    }
    const { onDemandUsdPerHour: _price, ...priceless } = offer('2026-01-01');
    expect(validateRow('cloud-offering', priceless)).toMatchObject({ field: 'onDemandUsdPerHour' });
  });

  it('lists file columns from the definition: the key first, then the kind, no derived values', () => {
    const columns = importColumns('gpu');
    expect(columns.slice(0, 2)).toEqual(['slug', 'kind']);
    expect(columns).toEqual(expect.arrayContaining(['vramGb', 'sources', 'tdpW']));
    expect(columns).not.toContain('relativePerformance');
  });
});
