/**
 * Hand-built facts for the rules tests: real parts with their published specifications
 * (rounded where vendors differ between board partners). Each builder returns a fresh
 * object so a test can tweak a copy without touching the others.
 */
import type {
  BuildFacts,
  BuildPartFacts,
  ComponentFacts,
  GpuFacts,
  UseCaseFacts,
} from '../../../src/rules/facts';
import type { BuildCatalog } from '../../../src/rules/recommend/recommend-build';
import {
  b660Board,
  core12700f,
  corei3_10100,
  corei7_10700k,
  ryzen3600,
  ryzen5950x,
  threadripper3960x,
  threadripperPro3975wx,
  trx40Designare,
  wrx80Sage,
  x570Ace,
  z490PgVelocita,
} from './parts/cpus-boards';
import {
  rtx2080Ti,
  rtx3080,
  rtx3090,
  rtx4060Ti16,
  rtx4090,
  rtxA6000,
  rx7900xtx,
  teslaK80,
  v100Sxm2,
} from './parts/gpus';
import {
  compactCase,
  ddr4EccUdimm2x16,
  ddr4Kit2x32,
  ddr4Kit2x8,
  ddr4Kit4x32,
  ddr4Rdimm4x32,
  ddr5Kit2x16,
  defineXl,
  h510,
  hddX300,
  hyper212,
  nhU14sTr4,
  nvme980Pro,
  openFrame,
  psu1000,
  psu1600,
  psu1650Atx3,
  psu750,
} from './parts/other-parts';

export * from './parts/cpus-boards';
export * from './parts/gpus';
export * from './parts/other-parts';

// --- Use cases ----------------------------------------------------------------------

export const largeTransformerTraining = (): UseCaseFacts => ({
  slug: 'train-large-transformers',
  name: 'training large transformers',
  minVramGb: 24,
  recommendedVramGb: 48,
  cpuThreadsPerGpu: 2,
});

export const kaggle = (): UseCaseFacts => ({
  slug: 'kaggle',
  name: 'Kaggle competitions',
  minVramGb: 8,
  recommendedVramGb: 11,
});

// --- Catalogs ----------------------------------------------------------------------

/** Every GPU above. */
export const allGpus = (): GpuFacts[] => [
  rtx3090(),
  rtx3080(),
  rtx2080Ti(),
  rtx4090(),
  rtxA6000(),
  rtx4060Ti16(),
  teslaK80(),
  v100Sxm2(),
  rx7900xtx(),
];

/** Every part above, as the catalog recommendBuild chooses from. */
export const fixtureCatalog = (): BuildCatalog => ({
  gpus: allGpus(),
  cpus: [
    ryzen5950x(),
    ryzen3600(),
    threadripper3960x(),
    threadripperPro3975wx(),
    corei7_10700k(),
    corei3_10100(),
    core12700f(),
  ],
  motherboards: [z490PgVelocita(), x570Ace(), trx40Designare(), wrx80Sage(), b660Board()],
  memoryKits: [
    ddr4Kit2x32(),
    ddr4Kit4x32(),
    ddr4Kit2x8(),
    ddr5Kit2x16(),
    ddr4EccUdimm2x16(),
    ddr4Rdimm4x32(),
  ],
  psus: [psu750(), psu1000(), psu1600(), psu1650Atx3()],
  storage: [nvme980Pro(), hddX300()],
  cases: [defineXl(), h510(), compactCase(), openFrame()],
  coolers: [hyper212(), nhU14sTr4()],
});

// --- Builds -------------------------------------------------------------------------

export const part = <C extends ComponentFacts>(component: C, quantity = 1): BuildPartFacts<C> => ({
  component,
  quantity,
});

/** A part as the rule tests write it: a component (once), or a part line with its quantity. */
export type PartSpec = ComponentFacts | BuildPartFacts;

/** A build as the rule tests write it: the whole build, or its parts. */
export type BuildSpec = BuildFacts | readonly PartSpec[];

/** The build a spec describes. */
export function buildOf(spec: BuildSpec): BuildFacts {
  if (!Array.isArray(spec)) return spec as BuildFacts;
  return {
    parts: spec.map((item: PartSpec) => ('component' in item ? item : { component: item, quantity: 1 })),
  };
}

/** The 120 V / 16 A North American circuit the acceptance builds that name one run on. */
const US_120V_16A: BuildFacts['mains'] = { voltage: 120, breakerAmps: 16 };

type FactsOf<K extends ComponentFacts['kind']> = Extract<ComponentFacts, { kind: K }>;

/** An acceptance build: its RTX 3090s, the parts it names, no storage, cooler or mains unless named. */
interface Rig3090Spec {
  gpus: number;
  /** Default: Ryzen 9 5950X. */
  cpu?: FactsOf<'CPU'>;
  /** Default: X570-ACE. */
  board?: FactsOf<'MOTHERBOARD'>;
  /** Default: 2 x 32 GB DDR4. */
  memory?: FactsOf<'MEMORY'>;
  psu: FactsOf<'PSU'>;
  storage?: FactsOf<'STORAGE'>;
  /** Default: Define XL. */
  chassis?: FactsOf<'CASE'>;
  cooler?: FactsOf<'COOLER'>;
  mains?: BuildFacts['mains'];
}

/** The build a spec describes, its parts in the order GPUs, CPU, board, memory, PSU, storage, case, cooler. */
function rig3090(spec: Rig3090Spec): BuildFacts {
  const { cpu = ryzen5950x(), board = x570Ace(), memory = ddr4Kit2x32(), chassis = defineXl() } = spec;
  const named = [cpu, board, memory, spec.psu, spec.storage, chassis, spec.cooler];
  return {
    parts: [
      part(rtx3090(), spec.gpus),
      ...named.flatMap((component) => (component ? [part(component)] : [])),
    ],
    ...(spec.mains && { mains: spec.mains }),
  };
}

const workstationSpec = (): Rig3090Spec => ({
  gpus: 2,
  cpu: threadripper3960x(),
  board: trx40Designare(),
  memory: ddr4Kit4x32(),
  psu: psu1600(),
  storage: nvme980Pro(),
  cooler: nhU14sTr4(),
  mains: US_120V_16A,
});

/** Acceptance: 2 x RTX 3090 on a Threadripper board with good spacing, 1600 W, 128 GB. */
export const workstation2x3090 = (): BuildFacts => rig3090(workstationSpec());

/** Acceptance variant on X570 (x8/x8 from the CPU). */
export const x570Workstation2x3090 = (): BuildFacts =>
  rig3090({ ...workstationSpec(), cpu: ryzen5950x(), board: x570Ace(), cooler: hyper212() });

/** Acceptance: a Ryzen on an LGA1200 board. */
export const ryzenOnZ490 = (): BuildFacts =>
  rig3090({ gpus: 1, cpu: ryzen5950x(), board: z490PgVelocita(), psu: psu1000(), chassis: h510() });

/** Acceptance: 4 x RTX 3090 on a 120 V / 16 A circuit (open frame, WRX80, one big PSU). */
export const quad3090On120V = (): BuildFacts =>
  rig3090({
    gpus: 4,
    cpu: threadripperPro3975wx(),
    board: wrx80Sage(),
    memory: ddr4Rdimm4x32(),
    psu: psu1650Atx3(),
    chassis: openFrame(),
    mains: US_120V_16A,
  });

/** Acceptance: 2 x RTX 3090 on a 750 W PSU. */
export const dual3090On750W = (): BuildFacts => rig3090({ gpus: 2, psu: psu750() });

/** The document's own 2x 3090 build (i7-10700K, Z490 PG Velocita, 1600 W, 2 x 32 GB). */
export const documentBuild = (): BuildFacts => ({
  parts: [
    part(rtx3090(), 2),
    part(z490PgVelocita()),
    part(psu1600()),
    part(ddr4Kit2x32()),
    part(nvme980Pro()),
    part(corei7_10700k()),
    part(hddX300()),
    part(hyper212()),
    part(defineXl()),
  ],
});
