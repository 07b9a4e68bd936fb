import type { SourceSeed } from '../types';

/**
 * 2024-26 sources behind the refreshed guidance (guidance-2026.ts and the rewritten entries
 * of guidance-buying.ts): used-GPU checks, unified-memory machines and serving. Keys carry a
 * `guid-` or a dated suffix so they never collide with the machines' own spec sheets.
 */
export const guidanceSources2026: SourceSeed[] = [
  {
    key: 'price-gcp-free-trial-2025',
    title: 'Google Cloud Free Program: $300 in free credit for new customers, valid for 90 days',
    url: 'https://cloud.google.com/free/docs/free-cloud-features',
    publisher: 'Google Cloud',
    year: 2025,
  },
  {
    key: 'guide-used-gpu-checklist-2026',
    title:
      'Buying a Used GPU: Safety Checklist and What to Expect (inspection, fans and thermal paste, stress tests, BIOS)',
    url: 'https://www.atozranking.com/articles/buying-a-used-gpu-safety-checklist',
    publisher: 'AtoZ Ranking',
    year: 2026,
  },
  {
    key: 'guide-used-gpu-mining-2026',
    title:
      'The 2026 Used GPU Checklist: From Mining Burnout to BIOS Scams (memory stress tests, flashed BIOSes on ex-mining cards)',
    url: 'https://gearverify.com/guides/used-gpu-checklist-2026.html',
    publisher: 'GearVerify (a GPU verification tool vendor)',
    year: 2026,
  },
  {
    key: 'guid-nvidia-dgx-spark-2025',
    title: 'NVIDIA DGX Spark: GB10 Grace Blackwell Superchip, 128 GB LPDDR5x unified memory at 273 GB/s',
    url: 'https://www.nvidia.com/en-us/products/workstations/dgx-spark/',
    publisher: 'NVIDIA',
    year: 2025,
  },
  {
    key: 'guid-amd-ryzen-ai-max-395-2025',
    title:
      'AMD Ryzen AI Max+ 395: up to 128 GB LPDDR5X-8000 on a 256-bit bus, up to 96 GB assignable to the Radeon 8060S GPU',
    url: 'https://www.amd.com/en/products/processors/laptop/ryzen/ai-300-series/amd-ryzen-ai-max-plus-395.html',
    publisher: 'AMD',
    year: 2025,
  },
  {
    key: 'guid-apple-mac-studio-2025',
    title:
      'Apple Mac Studio (2025): M4 Max with up to 128 GB at 546 GB/s, M3 Ultra with up to 512 GB at 819 GB/s',
    url: 'https://www.apple.com/newsroom/2025/03/apple-unveils-new-mac-studio-the-most-powerful-mac-ever/',
    publisher: 'Apple',
    year: 2025,
  },
  {
    key: 'paper-pagedattention-2023',
    title:
      'Efficient Memory Management for Large Language Model Serving with PagedAttention (vLLM; SOSP 2023)',
    url: 'https://arxiv.org/abs/2309.06180',
    publisher: 'Kwon et al. (arXiv)',
    year: 2023,
  },
];
