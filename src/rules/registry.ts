import type { Finding, Severity } from './facts';

/** A rule as the API lists it. `severity` is the default; a rule may report less. */
export interface RuleDefinition {
  id: string;
  title: string;
  description: string;
  severity: Severity;
  /** Keys of seeds/data/sources-core.ts. */
  sourceKeys: string[];
}

const DEFINITIONS = [
  // Platform ------------------------------------------------------------------------
  {
    id: 'platform.cpu-socket',
    title: 'CPU fits the motherboard socket',
    description:
      'The processor and the motherboard must use the same socket; a mismatch cannot be installed at all.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'platform.cooler',
    title: 'CPU cooler fits the socket and the heat',
    description:
      'The CPU cooler must list the processor socket (error otherwise) and should be rated for at least the processor TDP (warning otherwise).',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'platform.memory-type',
    title: 'Memory generation matches board and CPU',
    description:
      'Memory modules must be the generation (DDR4, DDR5...) that both the motherboard and the processor take.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'platform.memory-capacity',
    title: 'Memory modules and capacity fit the platform',
    description:
      'The number of modules cannot exceed the motherboard slots, and the total capacity cannot exceed what the board and the processor address.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'platform.memory-ecc',
    title: 'ECC and registered memory match the platform',
    description:
      'Registered (RDIMM) memory needs a platform that supports it; ECC unbuffered memory on a platform without ECC works, but without error correction. Registered and unbuffered memory are usually not interchangeable.',
    severity: 'ERROR',
    sourceKeys: ['doc-gpu-cluster-at-home'],
  },
  {
    id: 'platform.memory-channels',
    title: 'Every memory channel populated',
    description:
      'Fewer memory modules than the processor has memory channels leaves bandwidth unused; buy at least one module per channel.',
    severity: 'WARNING',
    sourceKeys: ['doc-gpu-cluster-at-home'],
  },
  // Physical fit ----------------------------------------------------------------------
  {
    id: 'fit.board-form-factor',
    title: 'Motherboard fits the case',
    description: 'The case must accept the motherboard form factor (ATX, E-ATX, Micro-ATX...).',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'fit.gpu-slots',
    title: 'GPUs fit the motherboard slots',
    description:
      'Each graphics card needs an x16-length slot, and a card covers as many slot positions as it is wide, blocking the slots beneath it. The check looks for the placement that fits the most cards.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware', 'dettmers-which-gpu-2020'],
  },
  {
    id: 'fit.case-slots',
    title: 'GPUs fit the case expansion slots',
    description:
      'The lowest card must end within the case expansion slots; open-frame cases with risers are exempt.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'fit.gpu-length',
    title: 'GPUs fit the case length',
    description: 'A card longer than the case allows does not go in.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  // PCIe ------------------------------------------------------------------------------
  {
    id: 'pcie.lane-budget',
    title: 'PCIe lanes for GPUs and NVMe drives',
    description:
      'Compares the lanes the GPUs and NVMe drives ask for with the lanes the processor provides. Running cards at x8 costs little in two- to four-GPU builds; fewer lanes per card slow multi-GPU training.',
    severity: 'WARNING',
    sourceKeys: ['doc-gpu-cluster-at-home', 'dettmers-which-gpu-2020'],
  },
  {
    id: 'pcie.link-width',
    title: 'PCIe link of each GPU',
    description:
      'Reports the generation and width each card will actually run at (the lowest of slot, card and processor), the bandwidth that gives, and whether the slot hangs off the chipset.',
    severity: 'INFO',
    sourceKeys: ['doc-gpu-cluster-at-home'],
  },
  {
    id: 'pcie.x1-slot',
    title: 'GPU on an x1 link',
    description:
      'An x1 link moves about 1 GB/s (PCIe 3.0): acceptable for inference once the model is loaded, slow for gradient synchronisation in multi-GPU training.',
    severity: 'WARNING',
    sourceKeys: ['doc-deep-learning-server'],
  },
  // Power -----------------------------------------------------------------------------
  {
    id: 'power.psu-capacity',
    title: 'Power supply capacity',
    description:
      'The PSU must carry the sustained draw (GPU and CPU TDP plus the rest of the platform) and should leave 10-15 % headroom.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware', 'doc-gpu-cluster-at-home'],
  },
  {
    id: 'power.transients',
    title: 'Transient power spikes',
    description:
      'Recent GPUs spike well above their TDP for milliseconds; a PSU that is not built to ATX 3.x should be large enough for the spikes or the cards power-limited, or over-current protection may shut the machine down.',
    severity: 'WARNING',
    sourceKeys: ['doc-gpu-cluster-at-home', 'doc-deep-learning-server'],
  },
  {
    id: 'power.connectors',
    title: 'PCIe power connectors',
    description:
      'The PSU must offer at least as many PCIe power connectors (8-pin equivalents) as the graphics cards need.',
    severity: 'ERROR',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'power.circuit',
    title: 'Household circuit',
    description:
      'Draw at the wall (DC load divided by PSU efficiency) must stay within voltage x breaker rating x 80 % for a continuous load. A 120 V / 16 A circuit carries 1,536 W continuously, a 230 V / 16 A one 2,944 W.',
    severity: 'ERROR',
    sourceKeys: ['doc-gpu-cluster-at-home'],
  },
  // Cooling ---------------------------------------------------------------------------
  {
    id: 'cooling.open-air',
    title: 'Open-air cards packed together',
    description:
      'Three or more open-air (non-blower) cards in a closed case recirculate hot air and throttle; use blower cards, risers with spacing, an open frame, or water cooling.',
    severity: 'WARNING',
    sourceKeys: ['doc-cost-for-gpu-hardware', 'dettmers-which-gpu-2020'],
  },
  {
    id: 'cooling.heat-output',
    title: 'Heat output into the room',
    description: 'Builds whose GPUs dump a kilowatt or more of heat need a plan for the room they run in.',
    severity: 'INFO',
    sourceKeys: ['doc-gpu-cluster-at-home'],
  },
  // Multi-GPU -------------------------------------------------------------------------
  {
    id: 'multi-gpu.mixed-models',
    title: 'Mixed GPU models',
    description:
      'Different cards work in one machine, but data-parallel training waits for the slowest card and is limited by the smallest memory.',
    severity: 'WARNING',
    sourceKeys: ['dettmers-which-gpu-2020', 'doc-dl-cluster-guide', 'doc-deep-learning-server'],
  },
  {
    id: 'multi-gpu.nvlink',
    title: 'NVLink pairs',
    description:
      'NVLink bridges only identical cards that both support it, in pairs. It helps some multi-GPU training, modestly.',
    severity: 'INFO',
    sourceKeys: ['doc-gpu-cluster-at-home', 'dettmers-which-gpu-2020'],
  },
  // Balance ---------------------------------------------------------------------------
  {
    id: 'balance.system-ram',
    title: 'System RAM versus GPU memory',
    description: 'System RAM should at least match the memory of the largest GPU.',
    severity: 'WARNING',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
  {
    id: 'balance.cpu-threads',
    title: 'CPU threads per GPU',
    description: 'At least two CPU threads per GPU, four when mini-batches are preprocessed on the fly.',
    severity: 'WARNING',
    sourceKeys: ['doc-cost-for-gpu-hardware', 'dettmers-which-gpu-2020'],
  },
  {
    id: 'balance.use-case-vram',
    title: 'GPU memory for the use case',
    description:
      "The smallest GPU's memory against the memory tier of the chosen use case (minimum and recommended).",
    severity: 'WARNING',
    sourceKeys: ['dettmers-which-gpu-2020', 'dettmers-which-gpu-2018', 'doc-dl-cluster-guide'],
  },
  // Completeness ----------------------------------------------------------------------
  {
    id: 'completeness.missing-data',
    title: 'Checks that could not run',
    description:
      'Names each check that could not run because a part or a fact is missing from the build or the catalog, so nothing passes or fails silently.',
    severity: 'INFO',
    sourceKeys: ['doc-cost-for-gpu-hardware'],
  },
] as const satisfies readonly RuleDefinition[];

/** Identifier of a rule in the registry. */
export type RuleId = (typeof DEFINITIONS)[number]['id'];

const BY_ID: ReadonlyMap<string, RuleDefinition> = new Map(
  DEFINITIONS.map((rule) => [rule.id, rule as RuleDefinition]),
);

/** Every rule checkBuild applies, in report order. Returns fresh copies. */
export function listRules(): RuleDefinition[] {
  return DEFINITIONS.map((rule) => ({ ...rule, sourceKeys: [...rule.sourceKeys] }));
}

/** The rule with this id, or null. */
export function getRule(id: string): RuleDefinition | null {
  const rule = BY_ID.get(id);
  return rule ? { ...rule, sourceKeys: [...rule.sourceKeys] } : null;
}

/** Builds a finding; an unknown rule id is a programmer error. */
export function finding(
  ruleId: RuleId,
  severity: Severity,
  message: string,
  componentSlugs: readonly string[],
): Finding {
  if (!BY_ID.has(ruleId)) throw new Error(`Unknown rule id: ${ruleId}`);
  return { ruleId, severity, message, componentSlugs: [...new Set(componentSlugs)] };
}
