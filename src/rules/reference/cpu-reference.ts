import type { Sourced } from './sourced';

/**
 * AMD desktop sockets whose processors may draw PPT = TDP x 1.35 at stock (65 W -> 88 W,
 * 105 W -> 142 W, 170 W -> 230 W). Seeded CPUs carry the figure as sustainedPowerW
 * (seeds/data/catalog-extensions.ts applies this rule); the rules apply it to parts without
 * one (imports). Intel's Maximum Turbo Power has no such rule: it is catalog data only.
 */
export const AMD_PPT_RULE: Sourced<{ sockets: readonly string[]; factor: number }> = {
  sockets: ['AM4', 'AM5'],
  factor: 1.35,
  sources: ['ref-amd-am5-power-statement'],
};

/**
 * Chipsets that take only one line of processors on a shared socket (sTR5 carries both
 * Threadripper 7000 and Threadripper PRO 7000 WX; WRX90 boards run only the PRO line).
 */
export const CHIPSET_CPU_LINES: ReadonlyArray<
  Sourced<{ chipset: string; cpuLine: string; cpuNamePattern: RegExp }>
> = [
  {
    chipset: 'WRX90',
    cpuLine: 'Threadripper PRO',
    cpuNamePattern: /threadripper\s+pro/i,
    sources: ['spec-asus-pro-ws-wrx90e-sage-se', 'spec-asrock-wrx90-ws-evo'],
  },
];

/**
 * Chipsets whose platform takes registered DDR5 (RDIMM) only, from the board makers' specs:
 * TRX50 (Threadripper 7000), WRX90 (Threadripper PRO 7000 WX) and W790 (Xeon W-2400/3400).
 * Used for a board whose own `registeredMemory` is not on record (imported boards).
 */
export const RDIMM_ONLY_CHIPSETS: ReadonlyArray<Sourced<{ chipset: string }>> = [
  { chipset: 'TRX50', sources: ['spec-asus-pro-ws-trx50-sage-wifi'] },
  { chipset: 'WRX90', sources: ['spec-asus-pro-ws-wrx90e-sage-se', 'spec-asrock-wrx90-ws-evo'] },
  { chipset: 'W790', sources: ['spec-asus-pro-ws-w790e-sage-se'] },
];
