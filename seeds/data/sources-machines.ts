import type { SourceSeed } from '../types';

/** Sources of machines-2025.ts (issue 28): unified-memory machines, RTX PRO 6000 editions, SXM prices. */
function source(key: string, title: string, publisher: string, year: number, url: string): SourceSeed {
  return { key, title, publisher, year, url };
}

export const machineSources: SourceSeed[] = [
  source(
    'ref-dgx-spark-overview-2026',
    "NVIDIA DGX Spark (GB10 desktop AI): specifications checked against NVIDIA's product page and hardware guide (128 GB LPDDR5x, 273 GB/s, ~140 W GB10, ~$3,999 Founders Edition)",
    'ai-infrastructure.net',
    2026,
    'https://ai-infrastructure.net/dgx-spark/',
  ),
  source(
    'spec-nvidia-dgx-spark',
    'NVIDIA DGX Spark: product page (GB10 Grace Blackwell Superchip, 128 GB coherent unified memory, DGX OS with the CUDA stack)',
    'NVIDIA',
    2025,
    'https://www.nvidia.com/en-us/products/workstations/dgx-spark/',
  ),
  source(
    'ref-framework-desktop-ryzen-ai-max',
    'Framework Desktop deep dive: Ryzen AI Max (40-CU RDNA 3.5 GPU, 256-bit LPDDR5x bus, up to 128 GB)',
    'Framework',
    2025,
    'https://community.frame.work/t/framework-desktop-deep-dive-ryzen-ai-max/66002',
  ),
  source(
    'review-framework-desktop-2025',
    'Framework Desktop review: Ryzen AI Max+ 395 with 128 GB, $1,999 for the 128 GB configuration before storage',
    'Matthew Jay Hunter',
    2025,
    'https://matthewjayhunter.com/post/reviews/hardware/framework_desktop',
  ),
  source(
    'review-framework-desktop-verdict',
    "Framework Desktop (Ryzen AI Max) review summary: AMD's driver assigns up to 96 GB of the 128 GB as VRAM; 256 GB/s",
    'Verdict Reviews',
    2026,
    'https://verdict-reviews.com/product/framework-desktop-ryzen-ai-max/',
  ),
  source(
    'ref-amd-rocm-strix-halo',
    'AMD ROCm documentation: Strix Halo system optimization (GPU memory through GTT on Linux, gfx1151)',
    'AMD',
    2026,
    'https://rocm.docs.amd.com/en/latest/how-to/system-optimization/strixhalo.html',
  ),
  source(
    'ref-strix-halo-hardware-specs',
    'softab: AMD Strix Halo hardware specifications (Radeon 8060S, 59.4 TFLOPS FP16 peak, 256 GB/s theoretical, 120 W)',
    'softab',
    2026,
    'https://whylucian.github.io/softab/docs/hardware-specs.html',
  ),
  source(
    'ref-framework-desktop-psu',
    'Framework Desktop 2025: 4.5-litre Mini-ITX chassis with a 400 W Flex ATX power supply (in Spanish)',
    'Generación Pop Up',
    2025,
    'https://generacionpopup.com.ar/?p=563',
  ),
  source(
    'news-apple-mac-studio-2025',
    'Macworld: Apple updates the Mac Studio with M4 Max (from $1,999, up to 128 GB) and M3 Ultra (from $3,999 with 96 GB and 819 GB/s, up to 512 GB)',
    'Macworld',
    2025,
    'https://english.worldmagazine.it/431260',
  ),
  source(
    'news-techpowerup-mac-studio-2025',
    'TechPowerUp: Apple unleashes new Mac Studio with M3 Ultra (up to 512 GB at 819 GB/s) and M4 Max',
    'TechPowerUp',
    2025,
    'https://techpowerup.com/news-tags/Mac%20Studio',
  ),
  source(
    'ref-apple-gpu-wired-memory-limit',
    "Apple Silicon GPU memory: Metal's recommendedMaxWorkingSetSize is about 75 % of RAM on large-memory Macs (96 GB of 128 GB); iogpu.wired_limit_mb raises it",
    'stencel.io',
    2025,
    'https://stencel.io/posts/apple-silicon-limitations-with-usage-on-local-llm%20.html',
  ),
  source(
    'ref-apple-iogpu-wired-limit',
    'Apple Silicon GPU memory limits, wired RAM and sysctl iogpu.wired_limit_mb (0 = the default policy)',
    'Marian Posaceanu',
    2026,
    'https://ark.marianposaceanu.com/apple_silicon_gpu_memory_blog.html',
  ),
  source(
    'review-verdict-strix-halo-vs-mac',
    'Verdict Reviews: Strix Halo machines at 256 GB/s against the Mac Studio M4 Max at 546 GB/s',
    'Verdict Reviews',
    2026,
    'https://verdict-reviews.com/product/framework-desktop-ryzen-ai-max/',
  ),
  source(
    'ref-fixstars-rtx-pro-6000-max-q',
    "Fixstars: What kind of GPU is the NVIDIA RTX PRO 6000 Blackwell Max-Q? (from NVIDIA's datasheet: 300 W against the Workstation Edition's 600 W)",
    'Fixstars',
    2025,
    'https://blog.us.fixstars.com/what-kind-of-gpu-is-the-nvidia-rtx-pro-6000-blackwell-max-q',
  ),
  source(
    'technical-city-rtx-pro-6000-max-q',
    'Technical City: RTX PRO 6000 Blackwell Max-Q specifications (300 W, 267 mm, dual-slot, one 16-pin, 110.1 TFLOPS FP32, $8,565 launch price)',
    'Technical City',
    2026,
    'https://technical.city/en/video/RTX-4000-SFF-Ada-Generation-vs-RTX-PRO-6000-Blackwell-Max-Q',
  ),
  source(
    'spec-nvidia-rtx-pro-6000-server',
    'NVIDIA RTX PRO 6000 Blackwell Server Edition: product page (96 GB GDDR7, passive, configurable board power up to 600 W)',
    'NVIDIA',
    2025,
    'https://www.nvidia.com/en-us/data-center/rtx-pro-6000-blackwell-server-edition/',
  ),
  source(
    'news-rtx-6000d-server-teardown',
    "RTX 6000D server card teardown: the server edition's power limit is configurable, the Max-Q workstation edition is held to 300 W (in German)",
    'pepelac.news',
    2026,
    'https://pepelac.news/de/posts/id27081-nvidia-rtx-6000d-serverkarte-mit-84-gb-speicher-im-teardown',
  ),
  source(
    'ref-egoistai-blackwell-prices-2026',
    'EgoistAI: NVIDIA Blackwell impact, with estimated list prices per GPU (H100 $25,000-30,000; B200 $30,000-40,000)',
    'EgoistAI',
    2026,
    'https://egoistai.com/articles/nvidia-blackwell-impact/',
  ),
  source(
    'ref-awesomeagents-h200',
    'Awesome Agents: NVIDIA H200 specifications and price ($25,000-35,000 per GPU)',
    'Awesome Agents',
    2026,
    'https://awesomeagents.ai/hardware/nvidia-h200',
  ),
  // The page states no date of its own; the price row is dated by the year it was read.
  {
    key: 'ref-awesomeagents-mi300x',
    title: 'Awesome Agents: AMD Instinct MI300X specifications and street price ($10,000-15,000 per GPU)',
    publisher: 'Awesome Agents',
    url: 'https://awesomeagents.ai/hardware/amd-mi300x',
  },
];
