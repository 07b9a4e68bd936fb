/** CPU and motherboard facts for the rules tests (see ../fixtures.ts). */
import type { CpuFacts, MotherboardFacts, PcieSlotFacts } from '../../../../src/rules/facts';

// --- CPUs ---------------------------------------------------------------------------

/** The facts every CPU states itself; the rest default to a dual-channel DDR4 desktop part. */
type CpuSpec = Pick<
  CpuFacts,
  | 'slug'
  | 'name'
  | 'manufacturer'
  | 'priceUsd'
  | 'socket'
  | 'cores'
  | 'threads'
  | 'pcieLanes'
  | 'pcieGen'
  | 'tdpW'
> &
  Partial<CpuFacts>;

/** A CPU: DDR4 on 2 channels up to 128 GB, no ECC or registered memory unless `spec` says. */
const cpu = (spec: CpuSpec): CpuFacts => ({
  kind: 'CPU',
  memoryTypes: ['DDR4'],
  memoryChannels: 2,
  maxMemoryGb: 128,
  eccSupport: false,
  registeredMemory: false,
  ...spec,
});

export const ryzen5950x = (): CpuFacts =>
  cpu({
    slug: 'amd-ryzen-9-5950x',
    name: 'Ryzen 9 5950X',
    manufacturer: 'AMD',
    priceUsd: 549,
    socket: 'AM4',
    cores: 16,
    threads: 32,
    pcieLanes: 24,
    pcieGen: 4,
    eccSupport: true,
    tdpW: 105,
  });

export const ryzen3600 = (): CpuFacts => ({
  ...ryzen5950x(),
  slug: 'amd-ryzen-5-3600',
  name: 'Ryzen 5 3600',
  priceUsd: 199,
  cores: 6,
  threads: 12,
  tdpW: 65,
});

export const threadripper3960x = (): CpuFacts =>
  cpu({
    slug: 'amd-ryzen-threadripper-3960x',
    name: 'Ryzen Threadripper 3960X',
    manufacturer: 'AMD',
    priceUsd: 1399,
    socket: 'sTRX4',
    cores: 24,
    threads: 48,
    pcieLanes: 64,
    pcieGen: 4,
    memoryChannels: 4,
    maxMemoryGb: 256,
    eccSupport: true,
    tdpW: 280,
  });

export const threadripperPro3975wx = (): CpuFacts =>
  cpu({
    slug: 'amd-ryzen-threadripper-pro-3975wx',
    name: 'Ryzen Threadripper PRO 3975WX',
    manufacturer: 'AMD',
    priceUsd: 2749,
    socket: 'sWRX8',
    cores: 32,
    threads: 64,
    pcieLanes: 128,
    pcieGen: 4,
    memoryChannels: 8,
    maxMemoryGb: 2048,
    eccSupport: true,
    registeredMemory: true,
    tdpW: 280,
  });

export const corei7_10700k = (): CpuFacts =>
  cpu({
    slug: 'intel-core-i7-10700k',
    name: 'Core i7-10700K',
    manufacturer: 'Intel',
    priceUsd: 374,
    socket: 'LGA1200',
    cores: 8,
    threads: 16,
    pcieLanes: 16,
    pcieGen: 3,
    tdpW: 125,
  });

/** A 4-core part for thread-count tests. */
export const corei3_10100 = (): CpuFacts => ({
  ...corei7_10700k(),
  slug: 'intel-core-i3-10100',
  name: 'Core i3-10100',
  priceUsd: 122,
  cores: 4,
  threads: 8,
  tdpW: 65,
});

// --- Motherboards -------------------------------------------------------------------

/** An x1 slot wired to the chipset, at PCIe `gen`. */
const chipsetX1 = (position: number, gen = 3): PcieSlotFacts => ({
  position,
  physicalLanes: 1,
  electricalLanes: 1,
  gen,
  fromCpu: false,
});

/** An x16-length slot with `electricalLanes` lanes from the CPU or the chipset. */
const x16Slot = (
  position: number,
  electricalLanes: number,
  gen: number,
  wiring: { fromCpu: boolean; sharedWith?: number[] },
): PcieSlotFacts => ({ position, physicalLanes: 16, electricalLanes, gen, ...wiring });

/** The facts every board states itself (ECC support included: the memory rules read it). */
type BoardSpec = Pick<
  MotherboardFacts,
  'slug' | 'name' | 'manufacturer' | 'priceUsd' | 'socket' | 'chipset' | 'eccSupport' | 'pcieSlots'
> &
  Partial<MotherboardFacts>;

/** A motherboard: ATX, 4 DDR4 slots up to 128 GB, no registered memory unless `spec` says. */
const motherboard = (spec: BoardSpec): MotherboardFacts => ({
  kind: 'MOTHERBOARD',
  formFactor: 'ATX',
  memoryType: 'DDR4',
  memorySlots: 4,
  maxMemoryGb: 128,
  registeredMemory: false,
  ...spec,
});

/** Wide slot spacing: x16 slots at positions 2 and 5 (the document's 2x 3090 board). */
export const z490PgVelocita = (): MotherboardFacts =>
  motherboard({
    slug: 'asrock-z490-pg-velocita',
    name: 'Z490 PG Velocita',
    manufacturer: 'ASRock',
    priceUsd: 260,
    socket: 'LGA1200',
    chipset: 'Z490',
    eccSupport: false,
    m2Slots: 3,
    pcieSlots: [
      chipsetX1(1),
      x16Slot(2, 8, 3, { fromCpu: true, sharedWith: [5] }),
      chipsetX1(3),
      x16Slot(5, 8, 3, { fromCpu: true, sharedWith: [2] }),
      x16Slot(7, 4, 3, { fromCpu: false }),
    ],
  });

/** X570 with x16 slots at 1, 3 and 5 (x8/x8 from the CPU, x4 from the chipset). */
export const x570Ace = (): MotherboardFacts =>
  motherboard({
    slug: 'asus-pro-ws-x570-ace',
    name: 'Pro WS X570-ACE',
    manufacturer: 'ASUS',
    priceUsd: 370,
    socket: 'AM4',
    chipset: 'X570',
    eccSupport: true,
    m2Slots: 2,
    pcieSlots: [
      x16Slot(1, 8, 4, { fromCpu: true, sharedWith: [3] }),
      x16Slot(3, 8, 4, { fromCpu: true, sharedWith: [1] }),
      x16Slot(5, 4, 4, { fromCpu: false }),
      chipsetX1(6, 4),
    ],
  });

/** TRX40 with four CPU-wired x16-length slots two positions apart. */
export const trx40Designare = (): MotherboardFacts =>
  motherboard({
    slug: 'gigabyte-trx40-designare',
    name: 'TRX40 Designare',
    manufacturer: 'Gigabyte',
    priceUsd: 699,
    socket: 'sTRX4',
    chipset: 'TRX40',
    formFactor: 'E-ATX',
    memorySlots: 8,
    maxMemoryGb: 256,
    eccSupport: true,
    m2Slots: 4,
    pcieSlots: (
      [
        [1, 16],
        [3, 8],
        [5, 16],
        [7, 8],
      ] as const
    ).map(([position, lanes]) => x16Slot(position, lanes, 4, { fromCpu: true })),
  });

/** Workstation board for registered memory. */
export const wrx80Sage = (): MotherboardFacts =>
  motherboard({
    slug: 'asus-pro-ws-wrx80e-sage-se-wifi',
    name: 'Pro WS WRX80E-SAGE SE WIFI',
    manufacturer: 'ASUS',
    priceUsd: 999,
    socket: 'sWRX8',
    chipset: 'WRX80',
    formFactor: 'E-ATX',
    memorySlots: 8,
    maxMemoryGb: 2048,
    eccSupport: true,
    registeredMemory: true,
    pcieSlots: [1, 2, 3, 4, 5, 6, 7].map((position) => x16Slot(position, 16, 4, { fromCpu: true })),
  });

/** Consumer board whose extra slots are all x1 (the document's B660 situation). */
export const b660Board = (): MotherboardFacts =>
  motherboard({
    slug: 'gigabyte-b660-ds3h',
    name: 'B660 DS3H',
    manufacturer: 'Gigabyte',
    priceUsd: 130,
    socket: 'LGA1700',
    chipset: 'B660',
    eccSupport: false,
    pcieSlots: [chipsetX1(1), x16Slot(2, 16, 4, { fromCpu: true }), chipsetX1(3), chipsetX1(4), chipsetX1(5)],
  });

export const core12700f = (): CpuFacts =>
  cpu({
    slug: 'intel-core-i7-12700f',
    name: 'Core i7-12700F',
    manufacturer: 'Intel',
    priceUsd: 314,
    socket: 'LGA1700',
    cores: 12,
    threads: 20,
    pcieLanes: 20,
    pcieGen: 5,
    memoryTypes: ['DDR4', 'DDR5'],
    tdpW: 180,
  });
