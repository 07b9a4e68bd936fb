import type { GpuServerSeed, PriceObservationSeed, SourceSeed } from '../types';

/**
 * Whole GPU servers (issue 28): DGX H100, DGX H200 and DGX B200, an HGX H100 8-GPU server as
 * quoted by Thinkmate, a Dell XE9680 with eight MI300X, and the Gigabyte T180-G20 as a used
 * Open Compute node. Figures are copied from the cited pages; what no page we read states stays
 * empty (unknown), never filled in: the DGX H200's and the XE9680's prices, the HGX quotation's
 * power and height, the XE9680's maximum draw, the T180-G20's power draw and height, and every
 * server's noise. Where two pages disagree the NVIDIA-derived figure is kept and the other is
 * named in docs/rules.md (the supercluster.blog page gives the DGX H100 4U and four 3 kW
 * supplies; NVIDIA's DGX H100/H200 guide, as quoted, 8U and six 3.3 kW supplies).
 */

function source(key: string, title: string, publisher: string, url: string, year?: number): SourceSeed {
  return { key, title, publisher, url, ...(year ? { year } : {}) };
}

export const serverSources: SourceSeed[] = [
  source(
    'ref-supercluster-dgx-h100-hardware',
    'AI Supercluster: NVIDIA DGX platform (DGX H100 hardware, cost: base price $199,000 plus about 20 % a year for support)',
    'supercluster.blog',
    'https://www.supercluster.blog/p/4-nvidia-dgx-h100-hardware',
  ),
  source(
    'ref-supercluster-dgx-h100-power',
    'AI Supercluster: NVIDIA DGX power, cooling and efficiency (DGX H100 up to 10.2 kW at full load, 200-240 V AC)',
    'supercluster.blog',
    'https://www.supercluster.blog/p/6-ai-supercluster-nvidia-dgx-h100',
  ),
  source(
    'ref-unanswered-dgx-power',
    'NVIDIA DGX power consumption in watts: DGX H100/H200 six 3,300 W supplies (4+2 redundancy), 10.2 kW maximum input',
    'unanswered.io',
    'https://unanswered.io/guide/nvidia-dgx-power-consumption-watts',
  ),
  source(
    'ref-unanswered-dgx-h100-rack',
    'H100 GPU density per node and rack: a DGX H100 occupies 8 rack units (14 x 19.0 x 35.3 in), 10.2 kW maximum',
    'unanswered.io',
    'https://unanswered.io/guide/nvidia-h100-gpu-density-per-node-rack',
  ),
  source(
    'ref-epoch-training-cost-trends',
    "Epoch AI, training cost trends: production cost of a DGX H100 server, citing SemiAnalysis' estimate of a ~$270,000 sale price (May 2023)",
    'Epoch AI',
    'https://github.com/epoch-research/training-cost-trends',
  ),
  source(
    'ref-h100-cluster-cost-sheet-2024',
    'H100 cluster cost projections (spreadsheet, August 2024): an HGX H100 node quoted by Thinkmate at USD $317k, with InfiniBand cards',
    'public Google Sheets spreadsheet',
    'https://docs.google.com/spreadsheets/d/1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc/edit?usp=sharing',
    2024,
  ),
  source(
    'review-storagereview-dell-xe9680',
    'StorageReview: Dell PowerEdge XE9680 (6U; eight GPUs: HGX H100/H200, Instinct MI300X 192 GB or Gaudi 3; six supplies, 19,200 W in total, 3+3 fault-tolerant redundancy)',
    'StorageReview',
    'https://www.storagereview.com/it/review/dell-poweredge-xe9680-the-ultimate-ai-powerhouse',
  ),
  source(
    'ref-yobitel-mi300x',
    'Yobitel knowledge base: AMD MI300X (OAM, 750 W; the 8-GPU baseboard links the modules with Infinity Fabric, xGMI)',
    'Yobitel',
    'https://www.yobitel.com/knowledge-base/amd-mi300x',
  ),
  source(
    'spec-nvidia-dgx-b200-user-guide',
    'NVIDIA DGX B200 user guide: introduction (8 x B200, 1,440 GB; 10U; six 3.3 kW supplies, 14.3 kW max, 200-240 V)',
    'NVIDIA',
    'https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html',
  ),
  source(
    'ref-vengineer-dgx-b200-2025',
    'NVIDIA DGX B200 (blog post with photographs; closes with the price seen at the time, $515K)',
    'Vengineer (hatenablog)',
    'https://vengineer.hatenablog.com/entry/2025/03/16/080000',
    2025,
  ),
];

// One server per block, several fields per line, so the catalog stays scannable.
// prettier-ignore
export const gpuServers: GpuServerSeed[] = [
  {
    kind: 'GPU_SERVER', slug: 'nvidia-dgx-h100', name: 'DGX H100', manufacturer: 'NVIDIA', releaseYear: 2023,
    gpu: 'nvidia-h100-sxm5-80gb', gpuCount: 8, gpuMemoryGb: 640, interconnect: 'NVSWITCH',
    maxPowerW: 10200, powerInput: '6x 3.3 kW supplies (4+2 redundant), 200-240 V AC', rackUnits: 8,
    formFactor: 'RACKMOUNT', priceIncludesGpus: true,
    description: "NVIDIA's own 8-GPU H100 system: 640 GB of HBM3 over eight SXM5 modules joined by NVSwitch, two Xeons and the networking in one 8U box drawing up to 10.2 kW. Noise not on record.",
    sources: ['ref-supercluster-dgx-h100-hardware', 'ref-supercluster-dgx-h100-power', 'ref-unanswered-dgx-power', 'ref-unanswered-dgx-h100-rack', 'ref-epoch-training-cost-trends'],
  },
  {
    kind: 'GPU_SERVER', slug: 'thinkmate-hgx-h100-8gpu', name: 'HGX H100 8-GPU server (quotation)', manufacturer: 'Thinkmate', releaseYear: 2023,
    gpu: 'nvidia-h100-sxm5-80gb', gpuCount: 8, gpuMemoryGb: 640, interconnect: 'NVSWITCH',
    formFactor: 'RACKMOUNT', priceIncludesGpus: true,
    description: "An OEM server on NVIDIA's HGX H100 8-GPU baseboard as Thinkmate quoted it in August 2024, with InfiniBand cards. The configuration's power, height and noise are not on record.",
    sources: ['ref-h100-cluster-cost-sheet-2024'],
  },
  {
    kind: 'GPU_SERVER', slug: 'nvidia-dgx-h200', name: 'DGX H200', manufacturer: 'NVIDIA', releaseYear: 2024,
    gpu: 'nvidia-h200-sxm-141gb', gpuCount: 8, gpuMemoryGb: 1128, interconnect: 'NVSWITCH',
    maxPowerW: 10200, powerInput: '6x 3.3 kW supplies (4+2 redundant), 200-240 V AC',
    formFactor: 'RACKMOUNT', priceIncludesGpus: true,
    description: 'The DGX H100 chassis with H200 modules: 1,128 GB of HBM3e over eight GPUs, the same 10.2 kW maximum. No price of the whole system on record; height and noise not on record.',
    sources: ['ref-unanswered-dgx-power'],
  },
  {
    kind: 'GPU_SERVER', slug: 'nvidia-dgx-b200', name: 'DGX B200', manufacturer: 'NVIDIA', releaseYear: 2025,
    gpu: 'nvidia-b200', gpuCount: 8, gpuMemoryGb: 1440, interconnect: 'NVSWITCH',
    maxPowerW: 14300, powerInput: '6x 3.3 kW supplies (5+1 redundant), 200-240 V AC', rackUnits: 10,
    formFactor: 'RACKMOUNT', priceIncludesGpus: true,
    description: 'Eight B200 modules with 1,440 GB of HBM3e behind two fifth-generation NVSwitch chips, two Xeon 8570s, 10U and up to 14.3 kW. Noise not on record.',
    sources: ['spec-nvidia-dgx-b200-user-guide', 'ref-vengineer-dgx-b200-2025'],
  },
  {
    kind: 'GPU_SERVER', slug: 'dell-poweredge-xe9680-mi300x', name: 'PowerEdge XE9680 (8x Instinct MI300X)', manufacturer: 'Dell', releaseYear: 2024,
    gpu: 'amd-instinct-mi300x', gpuCount: 8, gpuMemoryGb: 1536, interconnect: 'XGMI',
    powerInput: '6 supplies, 19,200 W in total (3+3 fault-tolerant redundancy)', rackUnits: 6,
    formFactor: 'RACKMOUNT', priceIncludesGpus: true,
    description: "Dell's 6U eight-GPU server in its AMD configuration: 8 x 192 GB MI300X on an Infinity Fabric baseboard, 1,536 GB in all. The supplies' total is on record, not the system's maximum draw; no price of this configuration and no noise figure on record.",
    sources: ['review-storagereview-dell-xe9680', 'ref-yobitel-mi300x'],
  },
  {
    kind: 'GPU_SERVER', slug: 'gigabyte-t180-g20-node', name: 'T180-G20 (4x V100 SXM2 OCP node)', manufacturer: 'Gigabyte', releaseYear: 2017,
    gpu: 'nvidia-tesla-v100-sxm2-16gb', gpuCount: 4, gpuMemoryGb: 64, interconnect: 'NVLINK',
    powerInput: '12 V from the Open Rack busbar (no power supply of its own)',
    formFactor: 'OCP', priceIncludesGpus: false,
    description: "A used Open Compute node with four SXM2 sockets (NVLink, 300 GB/s) and two PCIe slots for Xeon E5 v3/v4: with four 16 GB V100s it holds 64 GB. Runs from a 12 V rack busbar, so a desk needs a 12 V supply; its power draw and noise are not on record. The board alone is the motherboard gigabyte-t180-g20.",
    sources: ['doc-deep-learning-server'],
  },
];

export const serverPrices: PriceObservationSeed[] = [
  {
    component: 'nvidia-dgx-h100',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 270000,
    currency: 'USD',
    seller: 'estimate',
    region: 'global',
    observedOn: '2023-05',
    source: 'ref-epoch-training-cost-trends',
    notes: "estimate: SemiAnalysis' sale price of a DGX H100 (networking included), as Epoch AI cites it",
  },
  {
    component: 'nvidia-dgx-h100',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 199000,
    currency: 'USD',
    seller: 'NVIDIA',
    region: 'US',
    // The page gives no date; it names the DGX B200 (announced March 2024), so it was written
    // in 2024 or later. Dated 2024, the earliest it can be: an undated list price is not
    // presented as newer than it may be (it then reads as stale, which it may well be).
    observedOn: '2024',
    source: 'ref-supercluster-dgx-h100-hardware',
    notes:
      'list price: base price without support (one year of support adds about $39,800); discounts are usual',
  },
  {
    component: 'thinkmate-hgx-h100-8gpu',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 317000,
    currency: 'USD',
    seller: 'Thinkmate',
    region: 'US',
    observedOn: '2024-08',
    source: 'ref-h100-cluster-cost-sheet-2024',
    notes:
      'quotation: a Thinkmate quote of an HGX H100 8-GPU server with InfiniBand cards, as a public cost sheet cites it',
  },
  {
    component: 'nvidia-dgx-b200',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 515000,
    currency: 'USD',
    observedOn: '2025-03-16',
    source: 'ref-vengineer-dgx-b200-2025',
    notes:
      'price seen at the time by a blog post, without a seller or configuration: a single secondary mention',
  },
  {
    component: 'gigabyte-t180-g20-node',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 1000,
    currency: 'USD',
    observedOn: '2022',
    source: 'doc-deep-learning-server',
    notes:
      'upper bound: "under a thousand dollars new" for the node; the four V100 modules, CPUs and memory are not included',
  },
];
