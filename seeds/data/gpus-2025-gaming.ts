import type { GpuSeed } from '../types';

/**
 * Gaming GPU chips that many graphics cards of the open dataset (BuildCores OpenDB) are
 * built on, so those cards link to a chip (issue 13: "link every imported card to its
 * chip"). Launch specifications from the makers' pages; conventions as gpus-2025.ts:
 * - fp16TensorTflops is dense FP16 on tensor/matrix units: 4x the FP32 shader rate for
 *   GeForce Ampere and Blackwell; RDNA 3 512 and RDNA 4 1,024 FP16 matrix FLOP per CU per
 *   clock at the boost clock; Intel Xe-HPG scaled by Xe cores from the A770 row, Xe2 half
 *   the INT8 TOPS rating. GTX 16, Maxwell, Pascal and RDNA 2 have no matrix units.
 * - fp32Tflops: shader count x 2 x boost clock (RDNA 3 and 4: AMD's dual-issue figure).
 * - pcieConnectors: 8-pin equivalents (a 6-pin counts 1/2, rounded up); left out where the
 *   maker ships no reference board and partner boards differ.
 * - Length, slot width and cooler only for chips with a maker's reference board; partner
 *   cards carry their own (graphics cards).
 * - No prices: dated prices are observations (price-observations.ts).
 */
// One GPU per block, several fields per line, so the catalog stays scannable.
// prettier-ignore
export const gamingGpus2025: GpuSeed[] = [
  // ---- NVIDIA GeForce GTX 16 (Turing without tensor cores) -------------------------------
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-1650', name: 'GeForce GTX 1650', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Turing', releaseYear: 2019, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 4, memoryType: 'GDDR5', memoryBandwidthGBs: 128, fp32Tflops: 2.98, tensorCores: false, bf16: false,
    tdpW: 75, pcieConnectors: 0, pcieGen: 3, nvlink: false,
    description: 'A 75 W card that runs from the slot alone; 4 GB and no tensor cores limit it to learning the tools and tiny models. Later boards use GDDR6 (192 GB/s).',
    sources: ['spec-nvidia-geforce-gtx-16'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-1660', name: 'GeForce GTX 1660', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Turing', releaseYear: 2019, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 6, memoryType: 'GDDR5', memoryBandwidthGBs: 192, fp32Tflops: 5.03, tensorCores: false, bf16: false,
    tdpW: 120, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'Turing shaders without tensor cores: FP16 runs at shader speed, so mixed precision gains little. 6 GB suits small vision models.',
    sources: ['spec-nvidia-geforce-gtx-16'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-1660-super', name: 'GeForce GTX 1660 SUPER', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Turing', releaseYear: 2019, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 6, memoryType: 'GDDR6', memoryBandwidthGBs: 336, fp32Tflops: 5.03, tensorCores: false, bf16: false,
    tdpW: 125, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'The GTX 1660 with GDDR6: much more memory bandwidth for the same shaders and 6 GB; no tensor cores.',
    sources: ['spec-nvidia-geforce-gtx-16'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-1660-ti', name: 'GeForce GTX 1660 Ti', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Turing', releaseYear: 2019, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 6, memoryType: 'GDDR6', memoryBandwidthGBs: 288, fp32Tflops: 5.44, tensorCores: false, bf16: false,
    tdpW: 120, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'The largest GTX 16 chip; close to the 1660 SUPER in practice, with the same 6 GB and no tensor cores.',
    sources: ['spec-nvidia-geforce-gtx-16'],
  },
  // ---- NVIDIA Maxwell and Pascal (legacy for current CUDA) -------------------------------
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-750-ti', name: 'GeForce GTX 750 Ti', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Maxwell', releaseYear: 2014, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 2, memoryType: 'GDDR5', memoryBandwidthGBs: 86.4, fp32Tflops: 1.39, tensorCores: false, bf16: false,
    tdpW: 60, pcieConnectors: 0, pcieGen: 3, nvlink: false,
    description: 'A 60 W Maxwell card: a display adapter today; current CUDA releases no longer build for Maxwell.',
    sources: ['spec-nvidia-geforce-gtx-900-750'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-960', name: 'GeForce GTX 960 2GB', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Maxwell', releaseYear: 2015, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 2, memoryType: 'GDDR5', memoryBandwidthGBs: 112, fp32Tflops: 2.41, tensorCores: false, bf16: false,
    tdpW: 120, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'Mid-range Maxwell with 2 GB: too little memory and too old for current frameworks.',
    sources: ['spec-nvidia-geforce-gtx-900-750'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-960-4gb', name: 'GeForce GTX 960 4GB', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Maxwell', releaseYear: 2015, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 4, memoryType: 'GDDR5', memoryBandwidthGBs: 112, fp32Tflops: 2.41, tensorCores: false, bf16: false,
    tdpW: 120, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'The GTX 960 with 4 GB on the same 128-bit bus; still Maxwell, so current CUDA leaves it behind.',
    sources: ['spec-nvidia-geforce-gtx-900-750'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-970', name: 'GeForce GTX 970', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Maxwell', releaseYear: 2014, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 4, memoryType: 'GDDR5', memoryBandwidthGBs: 224, fp32Tflops: 3.92, tensorCores: false, bf16: false,
    tdpW: 145, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'A popular 2014 card; its last 0.5 GB sits on a slower path, so treat it as a 3.5 GB card. Maxwell is legacy for current CUDA.',
    sources: ['spec-nvidia-geforce-gtx-900-750'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-980', name: 'GeForce GTX 980', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Maxwell', releaseYear: 2014, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 4, memoryType: 'GDDR5', memoryBandwidthGBs: 224, fp32Tflops: 4.98, tensorCores: false, bf16: false,
    tdpW: 165, pcieConnectors: 1, pcieGen: 3, nvlink: false, slotWidth: 2, lengthMm: 267, coolerStyle: 'BLOWER',
    description: 'The full Maxwell GM204 with 4 GB; outrun by any current entry card and unsupported by current CUDA.',
    sources: ['spec-nvidia-geforce-gtx-900-750'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gt-1030', name: 'GeForce GT 1030', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Pascal', releaseYear: 2017, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 2, memoryType: 'GDDR5', memoryBandwidthGBs: 48, fp32Tflops: 1.13, tensorCores: false, bf16: false,
    tdpW: 30, pcieConnectors: 0, pcieGen: 3, nvlink: false,
    description: 'A 30 W display card on a PCIe x4 link; useful to drive monitors so the training GPUs stay free, not for training.',
    sources: ['spec-nvidia-geforce-gt-1030-gtx-1050'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-1050', name: 'GeForce GTX 1050', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Pascal', releaseYear: 2016, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 2, memoryType: 'GDDR5', memoryBandwidthGBs: 112, fp32Tflops: 1.86, tensorCores: false, bf16: false,
    tdpW: 75, pcieConnectors: 0, pcieGen: 3, nvlink: false,
    description: 'Entry Pascal card with 2 GB, powered from the slot; below what deep-learning courses assume.',
    sources: ['spec-nvidia-geforce-gt-1030-gtx-1050'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-gtx-1060-3gb', name: 'GeForce GTX 1060 3GB', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Pascal', releaseYear: 2016, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 3, memoryType: 'GDDR5', memoryBandwidthGBs: 192, fp32Tflops: 3.94, tensorCores: false, bf16: false,
    tdpW: 120, pcieConnectors: 1, pcieGen: 3, nvlink: false,
    description: 'The cut-down GTX 1060 (1,152 cores) with 3 GB: too little memory for most models today.',
    sources: ['spec-nvidia-geforce-gt-1030-gtx-1050'],
  },
  // ---- NVIDIA GeForce RTX entry chips ---------------------------------------------------
  {
    kind: 'GPU', slug: 'nvidia-geforce-rtx-3050', name: 'GeForce RTX 3050 8GB', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Ampere', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 224, fp32Tflops: 9.1, fp16TensorTflops: 36.4, tensorCores: true, bf16: true,
    tdpW: 130, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'The cheapest Ampere card with 8 GB and BF16 tensor cores, on a PCIe x8 interface; slow but runs current frameworks.',
    sources: ['spec-nvidia-geforce-rtx-3050-3060-variants'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-rtx-3050-6gb', name: 'GeForce RTX 3050 6GB', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Ampere', releaseYear: 2024, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 6, memoryType: 'GDDR6', memoryBandwidthGBs: 168, fp32Tflops: 6.77, fp16TensorTflops: 27.1, tensorCores: true, bf16: true,
    tdpW: 70, pcieConnectors: 0, pcieGen: 4, nvlink: false,
    description: 'A 70 W RTX 3050 variant with fewer cores and 6 GB on a narrower bus; fits small builds without power cables.',
    sources: ['spec-nvidia-geforce-rtx-3050-3060-variants'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-rtx-3060-8gb', name: 'GeForce RTX 3060 8GB', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Ampere', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 240, fp32Tflops: 12.74, fp16TensorTflops: 51, tensorCores: true, bf16: true,
    tdpW: 170, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'Same chip as the RTX 3060 12GB but with 8 GB on a 128-bit bus: less memory and two-thirds of the bandwidth. Check which one a card carries.',
    sources: ['spec-nvidia-geforce-rtx-3050-3060-variants'],
  },
  {
    kind: 'GPU', slug: 'nvidia-geforce-rtx-5050', name: 'GeForce RTX 5050', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Blackwell', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 320, fp32Tflops: 13.17, fp16TensorTflops: 52.7, tensorCores: true, bf16: true,
    tdpW: 130, pcieConnectors: 1, pcieGen: 5, nvlink: false,
    description: 'Entry Blackwell with 8 GB of GDDR6 on a PCIe 5.0 x8 interface; FP8 and FP4 tensor support on a small budget.',
    sources: ['spec-nvidia-geforce-rtx-5050'],
  },
  // ---- AMD Radeon RX 6000 (RDNA 2: no matrix units) -------------------------------------
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6400', name: 'Radeon RX 6400', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 4, memoryType: 'GDDR6', memoryBandwidthGBs: 128, fp32Tflops: 3.57, tensorCores: false, bf16: false,
    tdpW: 53, pcieConnectors: 0, pcieGen: 4, nvlink: false,
    description: 'A 53 W low-profile-friendly card on a PCIe x4 link: a display adapter, not a compute card.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6500-xt', name: 'Radeon RX 6500 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 4, memoryType: 'GDDR6', memoryBandwidthGBs: 144, fp32Tflops: 5.77, tensorCores: false, bf16: false,
    tdpW: 107, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'Entry RDNA 2 with 4 GB on a PCIe x4 link, which hurts on PCIe 3.0 boards; not a compute card.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6600', name: 'Radeon RX 6600', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2021, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 224, fp32Tflops: 8.93, tensorCores: false, bf16: false,
    tdpW: 132, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'An efficient 8 GB gaming card on PCIe x8; no matrix units, and ROCm does not list it as supported.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6600-xt', name: 'Radeon RX 6600 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2021, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 256, fp32Tflops: 10.6, tensorCores: false, bf16: false,
    tdpW: 160, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'Navi 23 with 8 GB on PCIe x8; fine for games, limited for deep learning (no matrix units, unofficial ROCm).',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6650-xt', name: 'Radeon RX 6650 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 280, fp32Tflops: 10.79, tensorCores: false, bf16: false,
    tdpW: 180, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'A refreshed 6600 XT with faster memory; the same 8 GB and PCIe x8 interface.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6700-xt', name: 'Radeon RX 6700 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2021, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 12, memoryType: 'GDDR6', memoryBandwidthGBs: 384, fp32Tflops: 13.21, tensorCores: false, bf16: false,
    tdpW: 230, pcieConnectors: 2, pcieGen: 4, nvlink: false, slotWidth: 2, lengthMm: 267, coolerStyle: 'OPEN_AIR',
    description: '12 GB for little money used; RDNA 2 has no matrix units and ROCm support is unofficial, so expect tinkering.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6750-xt', name: 'Radeon RX 6750 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 12, memoryType: 'GDDR6', memoryBandwidthGBs: 432, fp32Tflops: 13.31, tensorCores: false, bf16: false,
    tdpW: 250, pcieConnectors: 2, pcieGen: 4, nvlink: false,
    description: 'The 6700 XT refresh with faster memory and more power; same 12 GB.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6800', name: 'Radeon RX 6800', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2020, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 16, memoryType: 'GDDR6', memoryBandwidthGBs: 512, fp32Tflops: 16.17, tensorCores: false, bf16: false,
    tdpW: 250, pcieConnectors: 2, pcieGen: 4, nvlink: false, slotWidth: 2, lengthMm: 267, coolerStyle: 'OPEN_AIR',
    description: '16 GB at 250 W; like the 6800 XT, no matrix units and legacy ROCm status.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6900-xt', name: 'Radeon RX 6900 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2020, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 16, memoryType: 'GDDR6', memoryBandwidthGBs: 512, fp32Tflops: 23.04, tensorCores: false, bf16: false,
    tdpW: 300, pcieConnectors: 2, pcieGen: 4, nvlink: false, slotWidth: 2.5, lengthMm: 267, coolerStyle: 'OPEN_AIR',
    description: 'The full Navi 21 with 16 GB; fast shaders but no matrix units, and ROCm treats RDNA 2 as a legacy target.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-6950-xt', name: 'Radeon RX 6950 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 2', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 16, memoryType: 'GDDR6', memoryBandwidthGBs: 576, fp32Tflops: 23.65, tensorCores: false, bf16: false,
    tdpW: 335, pcieConnectors: 2, pcieGen: 4, nvlink: false,
    description: 'The 6900 XT refresh with faster memory and 335 W board power; same limits for deep learning.',
    sources: ['spec-amd-radeon-rx-6000'],
  },
  // ---- AMD Radeon RX 7000 and 9000 (RDNA 3 and 4: WMMA matrix instructions) ------------
  {
    kind: 'GPU', slug: 'amd-radeon-rx-7600', name: 'Radeon RX 7600', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 3', releaseYear: 2023, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 288, fp32Tflops: 21.75, fp16TensorTflops: 43.5, tensorCores: true, bf16: true,
    tdpW: 165, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'Entry RDNA 3 with 8 GB on PCIe x8; its WMMA matrix instructions help, but ROCm support for the chip is unofficial.',
    sources: ['spec-amd-radeon-rx-7000-mainstream'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-7600-xt', name: 'Radeon RX 7600 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 3', releaseYear: 2024, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 16, memoryType: 'GDDR6', memoryBandwidthGBs: 288, fp32Tflops: 22.57, fp16TensorTflops: 45.1, tensorCores: true, bf16: true,
    tdpW: 190, pcieGen: 4, nvlink: false,
    description: 'The RX 7600 with 16 GB and higher clocks: cheap memory for local inference, slow bandwidth for its size.',
    sources: ['spec-amd-radeon-rx-7000-mainstream'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-7700-xt', name: 'Radeon RX 7700 XT', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 3', releaseYear: 2023, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 12, memoryType: 'GDDR6', memoryBandwidthGBs: 432, fp32Tflops: 35.17, fp16TensorTflops: 70.3, tensorCores: true, bf16: true,
    tdpW: 245, pcieConnectors: 2, pcieGen: 4, nvlink: false,
    description: 'Navi 32 with 12 GB; a mid-range RDNA 3 card whose ROCm support trails the 7900 series.',
    sources: ['spec-amd-radeon-rx-7000-mainstream'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-7900-gre', name: 'Radeon RX 7900 GRE', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 3', releaseYear: 2023, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 16, memoryType: 'GDDR6', memoryBandwidthGBs: 576, fp32Tflops: 45.98, fp16TensorTflops: 92, tensorCores: true, bf16: true,
    tdpW: 260, pcieConnectors: 2, pcieGen: 4, nvlink: false,
    description: 'A cut-down Navi 31 with 16 GB: the cheapest 7900-series card, supported by ROCm like its larger siblings.',
    sources: ['spec-amd-radeon-rx-7000-mainstream'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-9060-xt-8gb', name: 'Radeon RX 9060 XT 8GB', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 4', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 320, fp32Tflops: 25.64, fp16TensorTflops: 102.6, tensorCores: true, bf16: true,
    tdpW: 150, pcieConnectors: 1, pcieGen: 5, nvlink: false,
    description: 'Entry RDNA 4 with 8 GB; the same chip as the 16 GB model, which is the one to pick for models.',
    sources: ['spec-amd-radeon-rx-9060-9070-gre'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-9060-xt-16gb', name: 'Radeon RX 9060 XT 16GB', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 4', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 16, memoryType: 'GDDR6', memoryBandwidthGBs: 320, fp32Tflops: 25.64, fp16TensorTflops: 102.6, tensorCores: true, bf16: true,
    tdpW: 160, pcieConnectors: 1, pcieGen: 5, nvlink: false,
    description: '16 GB and RDNA 4 matrix units at an entry price: room for 7B-13B models quantised, with ROCm rather than CUDA.',
    sources: ['spec-amd-radeon-rx-9060-9070-gre'],
  },
  {
    kind: 'GPU', slug: 'amd-radeon-rx-9070-gre', name: 'Radeon RX 9070 GRE', manufacturer: 'AMD', vendor: 'AMD',
    architecture: 'RDNA 4', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 12, memoryType: 'GDDR6', memoryBandwidthGBs: 432, fp32Tflops: 34.28, fp16TensorTflops: 137.1, tensorCores: true, bf16: true,
    tdpW: 220, pcieConnectors: 2, pcieGen: 5, nvlink: false,
    description: 'A cut-down Navi 48 with 12 GB on a 192-bit bus, below the RX 9070.',
    sources: ['spec-amd-radeon-rx-9060-9070-gre'],
  },
  // ---- Intel Arc --------------------------------------------------------------------------
  {
    kind: 'GPU', slug: 'intel-arc-a750', name: 'Arc A750', manufacturer: 'Intel', vendor: 'Intel',
    architecture: 'Xe-HPG (Alchemist)', releaseYear: 2022, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 8, memoryType: 'GDDR6', memoryBandwidthGBs: 512, fp32Tflops: 17.2, fp16TensorTflops: 137.6, tensorCores: true, bf16: true,
    tdpW: 225, pcieConnectors: 2, pcieGen: 4, nvlink: false,
    description: 'The A770 chip with 28 of 32 Xe cores and 8 GB; XMX engines run PyTorch through Intel\'s XPU backend.',
    sources: ['spec-intel-arc-a750-b570'],
  },
  {
    kind: 'GPU', slug: 'intel-arc-b570', name: 'Arc B570', manufacturer: 'Intel', vendor: 'Intel',
    architecture: 'Xe2-HPG (Battlemage)', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 10, memoryType: 'GDDR6', memoryBandwidthGBs: 380, fp32Tflops: 11.52, fp16TensorTflops: 101.5, tensorCores: true, bf16: true,
    tdpW: 150, pcieConnectors: 1, pcieGen: 4, nvlink: false,
    description: 'The B580 chip with 18 Xe cores and 10 GB on PCIe x8; FP16 here is half its 203 INT8 TOPS rating.',
    sources: ['spec-intel-arc-a750-b570'],
  },
];
