import type { GpuSeed } from '../seed-set';
import type { GPU_VENDOR } from '../fields/enums';

/**
 * Software support per GPU architecture: which CUDA releases target it, whether today's
 * PyTorch wheels run on it, ROCm/oneAPI status, and the number formats its matrix units
 * accelerate. Status as of 2026-11 from the cited release notes; the `asOf` field says so.
 */
export type WheelStatus =
  /** The default PyPI/pytorch.org wheels include kernels for it. */
  | 'CURRENT'
  /** Only a legacy build (CUDA 12.6 wheels) still targets it, and that build is being retired. */
  | 'LEGACY_BUILD_ONLY'
  /** No current wheel targets it: build from source or use an old release. */
  | 'NONE';

export type StackStatus = 'SUPPORTED' | 'UNOFFICIAL' | 'UNSUPPORTED';

export interface SoftwareSupportSeed {
  vendor: (typeof GPU_VENDOR.stored)[number];
  /** As GpuSeed.architecture spells it. */
  architecture: string;
  /** NVIDIA compute capabilities of the architecture's chips. */
  computeCapabilities?: string[];
  /** AMD LLVM targets (gfx IDs) of the architecture's chips. */
  gfxTargets?: string[];
  /** First CUDA toolkit that compiles for it. */
  cudaFirst?: string;
  /** Last CUDA toolkit that still compiles for it; absent = current releases do. */
  cudaLast?: string;
  pytorchWheels: WheelStatus;
  rocm?: StackStatus;
  oneApi?: StackStatus;
  bf16: boolean;
  fp8: boolean;
  fp4: boolean;
  /** One sentence in our own words. */
  note: string;
  asOf: string;
  sources: string[];
}

const AS_OF = '2026-11';
const CUDA_13 = [
  'cuda-13-0-release-notes',
  'pytorch-2-8-release-notes',
  'pytorch-rfc-cuda-matrix-2-11',
  'pytorch-rfc-cuda-matrix-2-15',
];
const CURRENT_CUDA = ['nvidia-cuda-gpus-compute-capability', 'pytorch-rfc-cuda-matrix-2-11'];

/** The flags of the number formats an architecture's matrix units accelerate. */
function accelerates(
  ...formats: ('BF16' | 'FP8' | 'FP4')[]
): Pick<SoftwareSupportSeed, 'bf16' | 'fp8' | 'fp4'> {
  return { bf16: formats.includes('BF16'), fp8: formats.includes('FP8'), fp4: formats.includes('FP4') };
}

const ROWS: Omit<SoftwareSupportSeed, 'asOf'>[] = [
  {
    vendor: 'NVIDIA',
    architecture: 'Kepler',
    computeCapabilities: ['3.5', '3.7'],
    cudaFirst: '5.0',
    cudaLast: '11.8',
    pytorchWheels: 'NONE',
    ...accelerates(),
    note: 'CUDA 12.0 removed sm_35/sm_37, and no current PyTorch wheel targets anything older than compute capability 5.0.',
    sources: [
      'llvm-cuda-kepler-removal',
      'pytorch-rfc-cuda-matrix-2-11',
      'nvidia-cuda-gpus-compute-capability',
    ],
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Maxwell',
    computeCapabilities: ['5.0', '5.2'],
    cudaFirst: '6.0',
    cudaLast: '12.9',
    pytorchWheels: 'LEGACY_BUILD_ONLY',
    ...accelerates(),
    note: 'CUDA 13 dropped it; PyTorch kept it only in its CUDA 12.6 wheels, which release 2.15 stops publishing.',
    sources: CUDA_13,
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Pascal',
    computeCapabilities: ['6.0', '6.1'],
    cudaFirst: '8.0',
    cudaLast: '12.9',
    pytorchWheels: 'LEGACY_BUILD_ONLY',
    ...accelerates(),
    note: 'CUDA 13 dropped it; PyTorch 2.8+ runs it only from the CUDA 12.6 wheels, which release 2.15 stops publishing. No tensor cores; only the P100 has fast FP16.',
    sources: CUDA_13,
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Volta',
    computeCapabilities: ['7.0'],
    cudaFirst: '9.0',
    cudaLast: '12.9',
    pytorchWheels: 'LEGACY_BUILD_ONLY',
    ...accelerates(),
    note: 'First tensor cores (FP16 only); CUDA 13 dropped it and PyTorch 2.11 moved it to the CUDA 12.6 wheels that 2.15 retires.',
    sources: CUDA_13,
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Turing',
    computeCapabilities: ['7.5'],
    cudaFirst: '10.0',
    pytorchWheels: 'CURRENT',
    ...accelerates(),
    note: 'The oldest architecture CUDA 13 still supports; tensor cores do FP16 and INT8 but not BF16.',
    sources: [...CURRENT_CUDA, 'cuda-13-0-release-notes'],
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Ampere',
    computeCapabilities: ['8.0', '8.6'],
    cudaFirst: '11.0',
    pytorchWheels: 'CURRENT',
    ...accelerates('BF16'),
    note: 'BF16 and TF32 tensor cores; A100/A30 are 8.0, GeForce/RTX A-series and A10/A40 are 8.6 (CUDA 11.1+).',
    sources: CURRENT_CUDA,
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Ada Lovelace',
    computeCapabilities: ['8.9'],
    cudaFirst: '11.8',
    pytorchWheels: 'CURRENT',
    ...accelerates('BF16', 'FP8'),
    note: 'Adds FP8 tensor cores (used by Transformer Engine and FP8 inference kernels).',
    sources: CURRENT_CUDA,
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Hopper',
    computeCapabilities: ['9.0'],
    cudaFirst: '11.8',
    pytorchWheels: 'CURRENT',
    ...accelerates('BF16', 'FP8'),
    note: 'FP8 Transformer Engine and the widest library support of any data-centre GPU.',
    sources: CURRENT_CUDA,
  },
  {
    vendor: 'NVIDIA',
    architecture: 'Blackwell',
    computeCapabilities: ['10.0', '12.0'],
    cudaFirst: '12.8',
    pytorchWheels: 'CURRENT',
    ...accelerates('BF16', 'FP8', 'FP4'),
    note: 'Needs CUDA 12.8+ wheels (sm_100 for B200, sm_120 for RTX 50 and RTX PRO); adds FP4 tensor cores.',
    sources: CURRENT_CUDA,
  },
  {
    vendor: 'AMD',
    architecture: 'CDNA 2',
    gfxTargets: ['gfx90a'],
    pytorchWheels: 'CURRENT',
    rocm: 'SUPPORTED',
    ...accelerates('BF16'),
    note: 'Instinct MI200 series; PyTorch ROCm wheels target it.',
    sources: ['rocm-system-requirements'],
  },
  {
    vendor: 'AMD',
    architecture: 'CDNA 3',
    gfxTargets: ['gfx942'],
    pytorchWheels: 'CURRENT',
    rocm: 'SUPPORTED',
    ...accelerates('BF16', 'FP8'),
    note: "Instinct MI300X/MI325X, ROCm's primary target with FP8 support.",
    sources: ['rocm-system-requirements'],
  },
  {
    vendor: 'AMD',
    architecture: 'RDNA 2',
    gfxTargets: ['gfx1030'],
    pytorchWheels: 'CURRENT',
    rocm: 'UNOFFICIAL',
    ...accelerates(),
    note: 'gfx1030 is compiled into ROCm builds for the Radeon PRO W6800, but consumer RX 6000 cards are not on the supported list; no matrix units.',
    sources: ['rocm-system-requirements'],
  },
  {
    vendor: 'AMD',
    architecture: 'RDNA 3',
    gfxTargets: ['gfx1100', 'gfx1101', 'gfx1102'],
    pytorchWheels: 'CURRENT',
    rocm: 'SUPPORTED',
    ...accelerates('BF16'),
    note: "Navi 31 cards (RX 7900 XTX/XT/GRE, PRO W7900/W7800, gfx1100) are on ROCm's supported list; smaller Navi 32/33 parts (gfx1101/1102) mostly run unofficially.",
    sources: ['rocm-system-requirements'],
  },
  {
    vendor: 'AMD',
    architecture: 'RDNA 4',
    gfxTargets: ['gfx1200', 'gfx1201'],
    pytorchWheels: 'CURRENT',
    rocm: 'SUPPORTED',
    ...accelerates('BF16', 'FP8'),
    note: 'RX 9070 series and Radeon AI PRO R9700 (gfx1201) need ROCm 6.4.1 or newer; matrix units add FP8.',
    sources: ['rocm-system-requirements'],
  },
  {
    vendor: 'Intel',
    architecture: 'Xe-HPG (Alchemist)',
    pytorchWheels: 'CURRENT',
    oneApi: 'SUPPORTED',
    ...accelerates('BF16'),
    note: 'Runs PyTorch through the upstream XPU backend (oneAPI), not CUDA.',
    sources: ['pytorch-xpu-getting-started'],
  },
  {
    vendor: 'Intel',
    architecture: 'Xe2-HPG (Battlemage)',
    pytorchWheels: 'CURRENT',
    oneApi: 'SUPPORTED',
    ...accelerates('BF16'),
    note: 'Arc B-series and Arc Pro B60 use the same XPU backend as Alchemist.',
    sources: ['pytorch-xpu-getting-started'],
  },
];

/** Every architecture's row, each the status as of AS_OF. */
export const softwareSupport: SoftwareSupportSeed[] = ROWS.map((row) => ({ ...row, asOf: AS_OF }));

/**
 * NVIDIA chips whose compute capability is not their architecture's last-listed one:
 * the data-centre die of an architecture differs from its graphics dies.
 */
export const COMPUTE_CAPABILITY_OVERRIDES: Readonly<Record<string, string>> = {
  'nvidia-tesla-k80': '3.7',
  'nvidia-tesla-p100-pcie-16gb': '6.0',
  'nvidia-a100-pcie-40gb': '8.0',
  'nvidia-a100-pcie-80gb': '8.0',
  'nvidia-a100-sxm4-40gb': '8.0',
  'nvidia-a100-sxm4-80gb': '8.0',
  'nvidia-a30': '8.0',
  'nvidia-b200': '10.0',
};

export interface ChipSoftwareSupport extends SoftwareSupportSeed {
  gpu: string;
  /** The chip's own compute capability (NVIDIA only). */
  computeCapability?: string;
}

/** The support row of a chip's architecture, with the chip's own compute capability; null if none. */
export function softwareSupportFor(
  gpu: Pick<GpuSeed, 'slug' | 'vendor' | 'architecture'>,
  table: SoftwareSupportSeed[] = softwareSupport,
): ChipSoftwareSupport | null {
  const row = table.find((r) => r.vendor === gpu.vendor && r.architecture === gpu.architecture);
  if (!row) return null;
  const computeCapability =
    gpu.vendor === 'NVIDIA'
      ? (COMPUTE_CAPABILITY_OVERRIDES[gpu.slug] ?? row.computeCapabilities?.at(-1))
      : undefined;
  return { ...row, gpu: gpu.slug, ...(computeCapability ? { computeCapability } : {}) };
}
