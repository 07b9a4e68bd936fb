import { datasetSources } from '../../src/catalog/datasets/dataset-sources';
import type { SourceSeed } from '../types';

/**
 * Sources of the 2025 catalog additions (gpus-2025*.ts, parts-2025.ts, software support and
 * price observations), and the open datasets' (data/datasets) as the seed set stores them:
 * those are defined with the importers (src/catalog/datasets/dataset-sources.ts). A URL is
 * given only where the address is known to be stable.
 */

export { datasetSources, type DatasetSourceSeed } from '../../src/catalog/datasets/dataset-sources';

/** The dataset sources as the seed set stores them: Source rows with licence and attribution. */
export const datasetSourceRows: SourceSeed[] = datasetSources;

function source(key: string, title: string, publisher: string, year: number, url?: string): SourceSeed {
  return { key, title, publisher, year, ...(url ? { url } : {}) };
}

const NVIDIA = 'NVIDIA';
const AMD = 'AMD';

export const sources2025: SourceSeed[] = [
  // ---- GPU specifications ---------------------------------------------------------------
  source(
    'spec-nvidia-tesla-p40',
    'NVIDIA Tesla P40 GPU accelerator datasheet (24 GB GDDR5, 346 GB/s, 250 W, 47 INT8 TOPS)',
    NVIDIA,
    2016,
  ),
  source(
    'spec-nvidia-geforce-rtx-30-more',
    'GeForce RTX 3060 Ti, 3070 Ti and 3080 12GB specifications',
    NVIDIA,
    2022,
    'https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/',
  ),
  source(
    'spec-nvidia-geforce-rtx-20-super',
    'GeForce RTX 2070 SUPER and RTX 2080 SUPER specifications',
    NVIDIA,
    2019,
  ),
  source(
    'spec-nvidia-geforce-rtx-40-more',
    'GeForce RTX 4060, 4060 Ti 8GB, 4070 and 4070 Ti specifications',
    NVIDIA,
    2023,
    'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/',
  ),
  source(
    'spec-nvidia-geforce-rtx-50-more',
    'GeForce RTX 5060 and RTX 5060 Ti 8GB specifications',
    NVIDIA,
    2025,
    'https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/',
  ),
  source(
    'spec-nvidia-rtx-a4000',
    'NVIDIA RTX A4000 datasheet (16 GB GDDR6, 448 GB/s, 140 W, single slot)',
    NVIDIA,
    2021,
  ),
  source(
    'spec-nvidia-rtx-pro-blackwell',
    'NVIDIA RTX PRO Blackwell workstation GPUs: RTX PRO 4000, 4500 and 5000 (48 GB and 72 GB) datasheets',
    NVIDIA,
    2025,
  ),
  source('spec-nvidia-l40-datasheet', 'NVIDIA L40 GPU for the data center datasheet', NVIDIA, 2022),
  source('spec-nvidia-a30-datasheet', 'NVIDIA A30 Tensor Core GPU datasheet', NVIDIA, 2021),
  source(
    'spec-nvidia-hgx-b200',
    'NVIDIA HGX B200 and DGX B200 specifications (per-GPU memory 180 GB HBM3e, up to 1,000 W)',
    NVIDIA,
    2024,
  ),
  source('spec-amd-instinct-mi250', 'AMD Instinct MI250 accelerator specifications', AMD, 2021),
  source(
    'spec-amd-instinct-mi325x',
    'AMD Instinct MI325X accelerator specifications',
    AMD,
    2024,
    'https://www.amd.com/en/products/accelerators/instinct/mi300/mi325x.html',
  ),
  source('spec-amd-radeon-rx-9070', 'AMD Radeon RX 9070 XT and RX 9070 specifications', AMD, 2025),
  source(
    'spec-amd-radeon-ai-pro-r9700',
    'AMD Radeon AI PRO R9700 specifications (32 GB GDDR6, 300 W)',
    AMD,
    2025,
  ),
  source('spec-amd-radeon-rx-7000-more', 'AMD Radeon RX 7900 XT and RX 7800 XT specifications', AMD, 2023),
  source('spec-amd-radeon-rx-6800-xt', 'AMD Radeon RX 6800 XT specifications', AMD, 2020),
  source(
    'spec-intel-arc-pro-b60',
    'Intel Arc Pro B60 graphics specifications (24 GB GDDR6, PCIe 5.0 x8)',
    'Intel',
    2025,
  ),
  source(
    'chipversus-workstation-gpus-2025',
    'Intel Arc Pro B60: specifications and launch price, with the launch prices of comparable workstation GPUs (Radeon AI PRO R9700 $1,299)',
    'ChipVERSUS',
    2025,
    'https://chipversus.com/hardware/gpu/intel-arc-pro-b60',
  ),
  source(
    'technical-city-rtx-pro-4000-vs-5000-72gb',
    'RTX PRO 5000 72 GB Blackwell vs RTX PRO 4000 Blackwell: specifications',
    'technical.city',
    2025,
    'https://technical.city/en/video/RTX-PRO-4000-Blackwell-vs-RTX-PRO-5000-72-GB-Blackwell',
  ),

  // ---- CPUs, memory, boards --------------------------------------------------------------
  source('spec-amd-ryzen-5-7600', 'AMD Ryzen 5 7600 product specifications', AMD, 2023),
  source('spec-amd-ryzen-5-9600x', 'AMD Ryzen 5 9600X product specifications', AMD, 2024),
  source(
    'spec-intel-core-i5-12400f',
    'Intel Core i5-12400F processor specifications (Intel ARK)',
    'Intel',
    2022,
  ),
  source(
    'spec-intel-core-i5-14400f',
    'Intel Core i5-14400F processor specifications (Intel ARK)',
    'Intel',
    2024,
  ),
  source(
    'spec-corsair-vengeance-lpx-16gb-2x8gb-ddr4-3200',
    'Corsair Vengeance LPX 16GB (2 x 8GB) DDR4-3200 C16 (CMK16GX4M2B3200C16)',
    'Corsair',
    2015,
  ),
  source(
    'spec-crucial-16gb-2x8gb-ddr5-4800',
    'Crucial 16GB Kit (2 x 8GB) DDR5-4800 UDIMM (CT2K8G48C40U5)',
    'Crucial (Micron)',
    2021,
  ),
  source(
    'spec-asus-proart-x870e-creator-wifi',
    'ASUS ProArt X870E-CREATOR WIFI specifications and user manual',
    'ASUS',
    2024,
  ),
  source(
    'spec-asus-proart-b650-creator',
    'ASUS ProArt B650-CREATOR specifications and user manual',
    'ASUS',
    2023,
  ),
  source(
    'spec-asus-proart-z790-creator-wifi',
    'ASUS ProArt Z790-CREATOR WIFI specifications and user manual',
    'ASUS',
    2022,
  ),

  // ---- Software support -----------------------------------------------------------------
  source(
    'nvidia-cuda-gpus-compute-capability',
    'NVIDIA: CUDA GPUs and their compute capability',
    NVIDIA,
    2025,
    'https://developer.nvidia.com/cuda-gpus',
  ),
  source(
    'cuda-13-0-release-notes',
    'CUDA Toolkit 13.0 release notes: Maxwell, Pascal and Volta no longer supported for offline compilation and libraries',
    NVIDIA,
    2025,
    'https://docs.nvidia.com/cuda/archive/13.0.0/cuda-toolkit-release-notes/index.html',
  ),
  source(
    'llvm-cuda-kepler-removal',
    'LLVM commit "[CUDA] Update Kepler (sm_3*) support info": sm_30/32 removed in CUDA 11.0, sm_35/37 in CUDA 12.0',
    'LLVM project',
    2023,
    'https://github.com/llvm/llvm-project/commit/0f49116e261cf5a156221b006acb677e3565fd1a',
  ),
  source(
    'pytorch-2-8-release-notes',
    'PyTorch 2.8.0 release notes: Maxwell, Pascal and Volta removed from the CUDA 12.8/12.9 builds (use CUDA 12.6)',
    'PyTorch',
    2025,
    'https://github.com/pytorch/pytorch/releases/tag/v2.8.0',
  ),
  source(
    'pytorch-rfc-cuda-matrix-2-11',
    'PyTorch RFC #172352: CUDA support matrix for 2.10/2.11 (CUDA 12.6: sm 5.0-9.0; CUDA 12.8 and 13.0: Turing and newer)',
    'PyTorch',
    2026,
    'https://github.com/pytorch/pytorch/issues/172352',
  ),
  source(
    'pytorch-rfc-cuda-matrix-2-15',
    'PyTorch RFC #190385: release 2.15 removes the CUDA 12.6 wheels, the last to run Maxwell, Pascal and Volta',
    'PyTorch',
    2026,
    'https://github.com/pytorch/pytorch/issues/190385',
  ),
  source(
    'rocm-system-requirements',
    'ROCm on Linux: supported GPUs (system requirements)',
    AMD,
    2025,
    'https://rocm.docs.amd.com/projects/install-on-linux/en/latest/reference/system-requirements.html',
  ),
  source(
    'pytorch-xpu-getting-started',
    'PyTorch: Getting started on Intel GPU (XPU backend for Arc A- and B-series and Data Center GPU Max)',
    'PyTorch',
    2025,
    'https://docs.pytorch.org/docs/stable/notes/get_start_xpu.html',
  ),

  // ---- Dated prices ---------------------------------------------------------------------
  source(
    'costnimbus-gpu-cost-2026-03',
    'The GPU market just changed: H100 on-demand prices per provider (March 2026) after the June 2025 AWS cut',
    'CostNimbus',
    2026,
    'https://costnimbus.com/article/gpu-cost-management-ml-teams',
  ),
  source(
    'usage-ai-aws-gpu-2026',
    'LLM cost optimization on AWS: the June 2025 P5 price reduction (up to 45 %)',
    'Usage.ai',
    2026,
    'https://www.usage.ai/blogs/aws/ai-ml-cost/llm-cost-optimization-aws/',
  ),
  source(
    'spheron-rtx5090-h100-b200-2026-03',
    'RTX 5090 vs H100 vs B200: marketplace prices as of March 2026',
    'Spheron',
    2026,
    'https://www.spheron.network/blog/rtx-5090-vs-h100-vs-b200',
  ),
  source(
    'deploybase-rtx4090-vs-h100-2025-07',
    'RTX 4090 vs H100: specs, benchmarks and cloud pricing (July 2025)',
    'Deploybase',
    2025,
    'https://deploybase.ai/articles/rtx-4090-vs-h100',
  ),
  source(
    'deploybase-runpod-pricing-2026-03',
    'RunPod GPU pricing, March 2026 (spot and on-demand per GPU)',
    'Deploybase',
    2026,
    'https://deploybase.ai/articles/runpod-gpu-pricing',
  ),
  source(
    'techplained-8xh100-economics-2026-04',
    'RunPod vs Vast.ai vs Lambda: 8x H100 training economics (April 2026)',
    'Techplained',
    2026,
    'https://techplained.aptechsolutions.io/runpod-vs-vast-ai',
  ),
  source(
    'local-llm-rtx3090-2026',
    'RTX 3090 in 2026: used prices and local-AI value',
    'local-llm.net',
    2026,
    'https://www.local-llm.net/blog/rtx-3090-best-value-2026',
  ),
];
