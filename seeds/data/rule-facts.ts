import type { CaseAirflow, MemoryScope, Workload } from '../../src/catalog/fields';

/**
 * Facts the rules read (issue 14), as seed values per part slug, each with the sources it
 * comes from. seedSet() (catalog-extensions.ts) merges them into the parts and adds the
 * sources to each part's list. Kept apart from the part files so the figures that drive
 * PSU sizing, lane counts and power limits sit together with their citations; entries for
 * chips of the 2025 additions apply once those chips are seeded.
 *
 * These values were the rules' reference tables (src/rules/reference) until the catalog
 * carried the fields; the rules now read the catalog and fall back only to rule-based
 * estimates for parts without the figure (imported parts, new edits).
 */

interface Sourced {
  readonly sources: readonly string[];
}

/** GPU facts: own PCIe width, the maker's PSU size, the driver's power-limit range. */
export interface GpuRuleFacts extends Sourced {
  pcieLanes?: number;
  makerSystemPowerW?: number;
  powerLimitMinW?: number;
  powerLimitMaxW?: number;
}

const X8 = { pcieLanes: 8 };
const RTX20 = ['spec-nvidia-geforce-rtx-20'];
const RTX30 = ['spec-nvidia-geforce-rtx-30'];
const RTX40 = ['spec-nvidia-geforce-rtx-40'];
const RTX50 = ['spec-nvidia-geforce-rtx-50'];

/**
 * Maker PSU sizes ("required system power" on NVIDIA's and AMD's spec pages), x8 edge
 * connectors, and the power-limit ranges nvidia-smi reports ("Min/Max Power Limit"; the
 * maximum is what common boards allow).
 */
export const GPU_RULE_FACTS: Readonly<Record<string, GpuRuleFacts>> = {
  'nvidia-geforce-rtx-2060': { makerSystemPowerW: 500, sources: RTX20 },
  'nvidia-geforce-rtx-2060-super': { makerSystemPowerW: 550, sources: RTX20 },
  'nvidia-geforce-rtx-2070': { makerSystemPowerW: 550, sources: RTX20 },
  'nvidia-geforce-rtx-2070-super': { makerSystemPowerW: 650, sources: RTX20 },
  'nvidia-geforce-rtx-2080': { makerSystemPowerW: 650, sources: RTX20 },
  'nvidia-geforce-rtx-2080-super': { makerSystemPowerW: 650, sources: RTX20 },
  'nvidia-geforce-rtx-2080-ti': { makerSystemPowerW: 650, sources: RTX20 },
  'nvidia-titan-rtx': { makerSystemPowerW: 650, sources: RTX20 },
  // No RTX 3050 or RX 7600 chip is seeded yet; their x8 links apply once they are.
  'nvidia-geforce-rtx-3050': { ...X8, sources: RTX30 },
  'nvidia-geforce-rtx-3060-12gb': { makerSystemPowerW: 550, sources: RTX30 },
  'nvidia-geforce-rtx-3060-ti': { makerSystemPowerW: 600, sources: RTX30 },
  'nvidia-geforce-rtx-3070': { makerSystemPowerW: 650, sources: RTX30 },
  'nvidia-geforce-rtx-3070-ti': { makerSystemPowerW: 750, sources: RTX30 },
  'nvidia-geforce-rtx-3080': { makerSystemPowerW: 750, sources: RTX30 },
  'nvidia-geforce-rtx-3080-ti': { makerSystemPowerW: 750, sources: RTX30 },
  'nvidia-geforce-rtx-3090': {
    makerSystemPowerW: 750,
    powerLimitMinW: 100,
    powerLimitMaxW: 400,
    sources: [...RTX30, 'ref-nvidia-smi-docs'],
  },
  'nvidia-geforce-rtx-3090-ti': { makerSystemPowerW: 850, sources: RTX30 },
  'nvidia-geforce-rtx-4060': { ...X8, makerSystemPowerW: 550, sources: RTX40 },
  'nvidia-geforce-rtx-4060-ti-8gb': {
    ...X8,
    makerSystemPowerW: 550,
    sources: ['ref-nvidia-rtx-4060-ti-specs', ...RTX40],
  },
  'nvidia-geforce-rtx-4060-ti-16gb': {
    ...X8,
    makerSystemPowerW: 550,
    sources: ['ref-nvidia-rtx-4060-ti-specs', ...RTX40],
  },
  'nvidia-geforce-rtx-4070': { makerSystemPowerW: 650, sources: RTX40 },
  'nvidia-geforce-rtx-4070-super': { makerSystemPowerW: 650, sources: RTX40 },
  'nvidia-geforce-rtx-4070-ti': { makerSystemPowerW: 700, sources: RTX40 },
  'nvidia-geforce-rtx-4070-ti-super': { makerSystemPowerW: 700, sources: RTX40 },
  'nvidia-geforce-rtx-4080': { makerSystemPowerW: 750, sources: RTX40 },
  'nvidia-geforce-rtx-4080-super': { makerSystemPowerW: 750, sources: RTX40 },
  'nvidia-geforce-rtx-4090': {
    makerSystemPowerW: 850,
    powerLimitMinW: 150,
    powerLimitMaxW: 600,
    sources: [...RTX40, 'ref-nvidia-smi-docs'],
  },
  'nvidia-geforce-rtx-5060': { ...X8, sources: RTX50 },
  'nvidia-geforce-rtx-5060-ti-8gb': { ...X8, sources: RTX50 },
  // 150 W is the driver floor of the 180 W card (GPU-Z and nvidia-smi; the range's top is not published).
  'nvidia-geforce-rtx-5060-ti-16gb': {
    ...X8,
    makerSystemPowerW: 450,
    powerLimitMinW: 150,
    sources: [...RTX50, 'issue-mvolt-rtx-5060-ti-power-floor', 'inventivehq-rtx-5060-ti-power-limit'],
  },
  'nvidia-geforce-rtx-5070': { makerSystemPowerW: 650, sources: RTX50 },
  'nvidia-geforce-rtx-5070-ti': { makerSystemPowerW: 750, sources: RTX50 },
  'nvidia-geforce-rtx-5080': { makerSystemPowerW: 850, sources: RTX50 },
  // The VBIOS refuses limits under 400 W (nvidia-smi reports 400 W as the minimum); a third of
  // TDP (192 W), the estimate for cards without a figure, is a limit the card never takes.
  'nvidia-geforce-rtx-5090': {
    makerSystemPowerW: 1000,
    powerLimitMinW: 400,
    sources: [
      ...RTX50,
      'ref-nvidia-rtx-5090-specs',
      'issue-mvolt-rtx-5090-power-floor',
      'issue-gigahorse-rtx-5090-400w',
    ],
  },
  'amd-radeon-rx-7600': { ...X8, sources: ['ref-amd-radeon-rx-7600-specs'] },
  'amd-radeon-rx-7600-xt': { ...X8, sources: ['ref-amd-radeon-rx-7600-specs'] },
  'amd-radeon-rx-7900-xtx': { makerSystemPowerW: 800, sources: ['spec-amd-radeon-rx-7900-xtx'] },
  'intel-arc-b580': { ...X8, sources: ['spec-intel-arc-b580'] },
};

/**
 * Intel desktop processors' Maximum Turbo Power (PL2), which desktop boards hold without a
 * time limit by default: what they draw under an all-core load, far above the base power
 * the catalog lists as TDP. AMD AM4/AM5 parts get PPT = 1.35 x TDP (AMD_PPT_RULE) when seeded.
 */
export const CPU_SUSTAINED_POWER_W: Readonly<Record<string, { watts: number } & Sourced>> = {
  'intel-core-i7-10700k': { watts: 229, sources: ['ref-intel-10th-gen-datasheet'] },
  'intel-core-i5-12400f': { watts: 117, sources: ['spec-intel-core-i5-12400f'] },
  'intel-core-i7-12700f': { watts: 180, sources: ['spec-intel-core-i7-12700f'] },
  'intel-core-i5-13600k': { watts: 181, sources: ['spec-intel-core-i5-13600k'] },
  'intel-core-i5-14400f': { watts: 148, sources: ['spec-intel-core-i5-14400f'] },
  'intel-core-i7-14700k': { watts: 253, sources: ['spec-intel-core-i7-14700k'] },
  'intel-core-i9-14900k': { watts: 253, sources: ['spec-intel-core-i9-14900k'] },
  'intel-core-ultra-7-265k': { watts: 250, sources: ['spec-intel-core-ultra-7-265k'] },
  'intel-core-ultra-9-285k': { watts: 250, sources: ['spec-intel-core-ultra-9-285k'] },
};

/**
 * SXM/OAM module sockets of server baseboards. Desktop-standard boards (ATX family, CEB,
 * EEB) get 0 from their own spec sheets, which list PCIe slots only.
 */
export const BOARD_MODULE_SOCKETS: Readonly<Record<string, { sockets: number } & Sourced>> = {
  // Positions 1-4 of the T180-G20 are NVLink-connected SXM2 sockets.
  'gigabyte-t180-g20': { sockets: 4, sources: ['spec-gigabyte-t180-g20', 'doc-deep-learning-server'] },
};

/**
 * Case airflow and rackmount, read from each case's spec sheet (already among its sources):
 * HIGH for mesh fronts with several intakes, RESTRICTED for closed or sound-damped fronts,
 * STANDARD for glass fronts with side or bottom intakes. Left out where the sheet does not
 * make it clear (the rules then say the airflow is not on record).
 */
export const CASE_FACTS: Readonly<Record<string, { rackmount: boolean; airflow?: CaseAirflow }>> = {
  'abko-suitmaster-603g-aura': { rackmount: false },
  'nzxt-h510': { rackmount: false, airflow: 'RESTRICTED' },
  'fractal-design-meshify-2-xl': { rackmount: false, airflow: 'HIGH' },
  'fractal-design-define-7-xl': { rackmount: false, airflow: 'RESTRICTED' },
  'lian-li-o11-dynamic-xl': { rackmount: false, airflow: 'STANDARD' },
  'phanteks-enthoo-pro-2': { rackmount: false },
  'corsair-7000d-airflow': { rackmount: false, airflow: 'HIGH' },
  // Front-to-back server airflow through the fan wall.
  'silverstone-rm44': { rackmount: true, airflow: 'HIGH' },
  'thermaltake-core-p3-tg-pro': { rackmount: false, airflow: 'HIGH' },
};

/**
 * What each use case does with the cards and whether its tier is per card. LLM inference
 * tiers are totals: runtimes split a model's layers across cards (llama.cpp, vLLM), so two
 * 24 GB cards hold a 40 GB 4-bit 70B model. LoRA/QLoRA tiers are per card (one card holds
 * the frozen base). Every other tier is Dettmers' per-card training tier.
 */
export const USE_CASE_TRAITS: ReadonlyArray<
  { slugPrefix: string; workload: Workload; memoryScope: MemoryScope } & Sourced
> = [
  {
    slugPrefix: 'llm-inference-',
    workload: 'INFERENCE',
    memoryScope: 'TOTAL',
    sources: ['bench-llamacpp-gpu-benchmarks-2024', 'doc-gpu-cluster-at-home'],
  },
  { slugPrefix: 'qlora-', workload: 'FINE_TUNING', memoryScope: 'PER_GPU', sources: ['ref-qlora-paper'] },
  { slugPrefix: 'lora-', workload: 'FINE_TUNING', memoryScope: 'PER_GPU', sources: ['ref-lora-paper'] },
  // Dettmers' tiers are per-card training tiers; the use cases already cite his posts.
  { slugPrefix: '', workload: 'TRAINING', memoryScope: 'PER_GPU', sources: [] },
];
