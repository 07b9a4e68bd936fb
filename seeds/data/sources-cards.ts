import type { SourceSeed } from '../types';

/**
 * Sources of the hand-entered graphics cards (graphics-cards.ts) and of the GPU chips added
 * so that the open dataset's cards link to a chip (gpus-2025-gaming.ts). Vendor product and
 * specification pages; a URL is given only where the address is known to be stable.
 */
function source(key: string, title: string, publisher: string, year: number, url?: string): SourceSeed {
  return { key, title, publisher, year, ...(url ? { url } : {}) };
}

export const cardSources: SourceSeed[] = [
  // ---- Board-partner cards --------------------------------------------------------------
  source(
    'spec-gigabyte-geforce-rtx-3090-gaming-oc',
    'GIGABYTE GeForce RTX 3090 GAMING OC 24G (GV-N3090GAMING OC-24GD) specifications: 320 x 129 x 55 mm, 2 x 8-pin, 1755 MHz boost',
    'GIGABYTE',
    2020,
  ),
  source(
    'spec-asus-tuf-geforce-rtx-3090-oc',
    'ASUS TUF Gaming GeForce RTX 3090 OC Edition 24GB (TUF-RTX3090-O24G-GAMING) specifications: 299.9 x 126.9 x 51.7 mm, 2 x 8-pin, 1770 MHz boost (OC mode)',
    'ASUS',
    2020,
  ),
  source(
    'spec-asus-tuf-geforce-rtx-4090-oc',
    'ASUS TUF Gaming GeForce RTX 4090 OC Edition 24GB (TUF-RTX4090-O24G-GAMING) specifications: 348.2 x 150 x 72.6 mm, one 16-pin power input, 2595 MHz boost (OC mode)',
    'ASUS',
    2022,
  ),

  // ---- GPU chips the dataset's cards are built on (gpus-2025-gaming.ts) -----------------
  source(
    'spec-nvidia-geforce-gtx-16',
    'GeForce GTX 16-series specifications (GTX 1650, 1660, 1660 SUPER, 1660 Ti): CUDA cores, boost clocks, memory, board power',
    'NVIDIA',
    2019,
  ),
  source(
    'spec-nvidia-geforce-gtx-900-750',
    'GeForce GTX 900-series specifications (GTX 960, 970, 980) and GTX 750 Ti specifications',
    'NVIDIA',
    2015,
  ),
  source(
    'spec-nvidia-geforce-gt-1030-gtx-1050',
    'GeForce GT 1030 and GTX 1050 / 1060 3GB specifications',
    'NVIDIA',
    2017,
  ),
  source(
    'spec-nvidia-geforce-rtx-3050-3060-variants',
    'GeForce RTX 3050 family (8 GB, 6 GB) and RTX 3060 family (12 GB, 8 GB) specifications',
    'NVIDIA',
    2024,
  ),
  source('spec-nvidia-geforce-rtx-5050', 'GeForce RTX 5050 specifications', 'NVIDIA', 2025),
  source(
    'spec-amd-radeon-rx-6000',
    'AMD Radeon RX 6000-series specifications (RX 6400 to RX 6950 XT): compute units, clocks, memory, board power',
    'AMD',
    2022,
  ),
  source(
    'spec-amd-radeon-rx-7000-mainstream',
    'AMD Radeon RX 7600, 7600 XT, 7700 XT and 7900 GRE specifications',
    'AMD',
    2024,
  ),
  source(
    'spec-amd-radeon-rx-9060-9070-gre',
    'AMD Radeon RX 9060 XT (8 GB, 16 GB) and RX 9070 GRE specifications',
    'AMD',
    2025,
  ),
  source('spec-intel-arc-a750-b570', 'Intel Arc A750 and Arc B570 graphics specifications', 'Intel', 2025),
];
