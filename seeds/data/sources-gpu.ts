import type { SourceSeed } from '../types';

/**
 * Vendor spec sheets, architecture whitepapers and benchmark reports behind the GPU
 * catalog (gpus*.ts) and the benchmark rows (benchmarks.ts).
 *
 * Key prefixes: `spec-` for vendor specifications, `bench-` for measured results.
 * URLs are given only where the page address is stable and known; the title and
 * publisher identify the document otherwise.
 */
export const gpuSources: SourceSeed[] = [
  // --- NVIDIA data-centre specifications -----------------------------------------
  {
    key: 'spec-nvidia-tesla-k80',
    title: 'NVIDIA Tesla K80 accelerator board specification',
    publisher: 'NVIDIA',
    year: 2014,
  },
  {
    key: 'spec-nvidia-tesla-m60',
    title: 'NVIDIA Tesla M60 GPU accelerator datasheet',
    publisher: 'NVIDIA',
    year: 2015,
  },
  {
    key: 'spec-nvidia-tesla-p4',
    title: 'NVIDIA Tesla P4 inferencing accelerator datasheet',
    publisher: 'NVIDIA',
    year: 2016,
  },
  {
    key: 'spec-nvidia-pascal-gp100-whitepaper',
    title: 'NVIDIA Tesla P100 whitepaper (Pascal GP100 architecture) and Tesla P100 PCIe datasheet',
    url: 'https://images.nvidia.com/content/pdf/tesla/whitepaper/pascal-architecture-whitepaper.pdf',
    publisher: 'NVIDIA',
    year: 2016,
  },
  {
    key: 'spec-nvidia-volta-whitepaper',
    title: 'NVIDIA Tesla V100 GPU architecture whitepaper (Volta)',
    url: 'https://images.nvidia.com/content/volta-architecture/pdf/volta-architecture-whitepaper.pdf',
    publisher: 'NVIDIA',
    year: 2017,
  },
  {
    key: 'spec-nvidia-v100-datasheet',
    title: 'NVIDIA V100 Tensor Core GPU datasheet (PCIe and SXM2, 16 GB and 32 GB)',
    url: 'https://www.nvidia.com/en-us/data-center/v100/',
    publisher: 'NVIDIA',
    year: 2018,
  },
  {
    key: 'spec-nvidia-t4-datasheet',
    title: 'NVIDIA T4 Tensor Core GPU datasheet',
    url: 'https://www.nvidia.com/en-us/data-center/tesla-t4/',
    publisher: 'NVIDIA',
    year: 2018,
  },
  {
    key: 'spec-nvidia-a100-datasheet',
    title: 'NVIDIA A100 Tensor Core GPU datasheet (40 GB and 80 GB, PCIe and SXM4)',
    url: 'https://www.nvidia.com/en-us/data-center/a100/',
    publisher: 'NVIDIA',
    year: 2021,
  },
  {
    key: 'spec-nvidia-a10-datasheet',
    title: 'NVIDIA A10 Tensor Core GPU datasheet',
    url: 'https://www.nvidia.com/en-us/data-center/products/a10-gpu/',
    publisher: 'NVIDIA',
    year: 2021,
  },
  {
    key: 'spec-aws-ec2-g5-a10g',
    title: 'Amazon EC2 G5 instances (NVIDIA A10G Tensor Core GPUs, 24 GB each)',
    url: 'https://aws.amazon.com/ec2/instance-types/g5/',
    publisher: 'Amazon Web Services',
    year: 2021,
  },
  {
    key: 'spec-baseten-a10-vs-a10g',
    title: 'NVIDIA A10 vs A10G for ML model inference (spec comparison)',
    url: 'https://www.baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference/',
    publisher: 'Baseten',
    year: 2023,
  },
  {
    key: 'spec-nvidia-a40-datasheet',
    title: 'NVIDIA A40 data center GPU for visual computing datasheet',
    url: 'https://www.nvidia.com/en-us/data-center/a40/',
    publisher: 'NVIDIA',
    year: 2020,
  },
  {
    key: 'spec-nvidia-l4-datasheet',
    title: 'NVIDIA L4 Tensor Core GPU datasheet',
    url: 'https://www.nvidia.com/en-us/data-center/l4/',
    publisher: 'NVIDIA',
    year: 2023,
  },
  {
    key: 'spec-nvidia-l40s-datasheet',
    title: 'NVIDIA L40S GPU datasheet',
    url: 'https://www.nvidia.com/en-us/data-center/l40s/',
    publisher: 'NVIDIA',
    year: 2023,
  },
  {
    key: 'spec-nvidia-h100-datasheet',
    title: 'NVIDIA H100 Tensor Core GPU datasheet (SXM5 and PCIe)',
    url: 'https://www.nvidia.com/en-us/data-center/h100/',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'spec-nvidia-h200-datasheet',
    title: 'NVIDIA H200 Tensor Core GPU datasheet',
    url: 'https://www.nvidia.com/en-us/data-center/h200/',
    publisher: 'NVIDIA',
    year: 2024,
  },

  // --- NVIDIA consumer, TITAN and workstation specifications -----------------------
  {
    key: 'spec-nvidia-geforce-gtx-900',
    title: 'GeForce GTX 980 Ti specifications',
    publisher: 'NVIDIA',
    year: 2015,
  },
  {
    key: 'spec-nvidia-quadro-m6000',
    title: 'NVIDIA Quadro M6000 24GB datasheet',
    publisher: 'NVIDIA',
    year: 2016,
  },
  {
    key: 'spec-nvidia-geforce-gtx-10',
    title:
      'GeForce GTX 10-series specifications (GTX 1050 Ti, 1060, 1070, 1070 Ti, 1080, 1080 Ti) and GTX 1080 whitepaper',
    publisher: 'NVIDIA',
    year: 2017,
  },
  {
    key: 'spec-nvidia-titan-pascal',
    title: 'NVIDIA TITAN X (Pascal) and TITAN Xp specifications',
    publisher: 'NVIDIA',
    year: 2017,
  },
  { key: 'spec-nvidia-titan-v', title: 'NVIDIA TITAN V specifications', publisher: 'NVIDIA', year: 2017 },
  {
    key: 'spec-nvidia-turing-whitepaper',
    title: 'NVIDIA Turing GPU architecture whitepaper (RTX 2070/2080/2080 Ti, Quadro RTX 6000, T4)',
    url: 'https://images.nvidia.com/aem-dam/en-zz/Solutions/design-visualization/technologies/turing-architecture/NVIDIA-Turing-Architecture-Whitepaper.pdf',
    publisher: 'NVIDIA',
    year: 2018,
  },
  {
    key: 'spec-nvidia-geforce-rtx-20',
    title:
      'GeForce RTX 20-series and GTX 16-series specifications (RTX 2060, 2060 SUPER, 2070, 2080, 2080 Ti, TITAN RTX, GTX 1650 SUPER)',
    publisher: 'NVIDIA',
    year: 2019,
  },
  {
    key: 'spec-nvidia-ga102-whitepaper',
    title: 'NVIDIA Ampere GA102 GPU architecture whitepaper (RTX 3080, RTX 3090, RTX A6000, A40)',
    url: 'https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf',
    publisher: 'NVIDIA',
    year: 2021,
  },
  {
    key: 'spec-nvidia-geforce-rtx-30',
    title: 'GeForce RTX 30-series specifications (RTX 3060, 3070, 3080, 3080 Ti, 3090, 3090 Ti)',
    url: 'https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'spec-nvidia-ada-whitepaper',
    title: 'NVIDIA Ada Lovelace GPU architecture whitepaper (RTX 4090, RTX 4080, RTX 6000 Ada)',
    url: 'https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'spec-nvidia-geforce-rtx-40',
    title:
      'GeForce RTX 40-series specifications (RTX 4060 Ti 16GB, 4070 SUPER, 4070 Ti SUPER, 4080, 4080 SUPER, 4090)',
    url: 'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/',
    publisher: 'NVIDIA',
    year: 2024,
  },
  {
    key: 'spec-nvidia-blackwell-rtx-whitepaper',
    title: 'NVIDIA RTX Blackwell GPU architecture whitepaper (GB202, GB203, GB205, GB206)',
    publisher: 'NVIDIA',
    year: 2025,
  },
  {
    key: 'spec-nvidia-geforce-rtx-50',
    title: 'GeForce RTX 50-series specifications (RTX 5060 Ti, 5070, 5070 Ti, 5080, 5090)',
    url: 'https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/',
    publisher: 'NVIDIA',
    year: 2025,
  },
  {
    key: 'spec-nvidia-rtx-a-series',
    title: 'NVIDIA RTX A4500, RTX A5000 and RTX A6000 datasheets',
    url: 'https://www.nvidia.com/en-us/design-visualization/rtx-a6000/',
    publisher: 'NVIDIA',
    year: 2021,
  },
  {
    key: 'spec-nvidia-rtx-6000-ada',
    title: 'NVIDIA RTX 6000 Ada Generation datasheet',
    url: 'https://www.nvidia.com/en-us/design-visualization/rtx-6000/',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'spec-nvidia-rtx-pro-6000-blackwell',
    title: 'NVIDIA RTX PRO 6000 Blackwell Workstation Edition datasheet',
    url: 'https://www.nvidia.com/en-us/products/workstations/professional-desktop-gpus/rtx-pro-6000/',
    publisher: 'NVIDIA',
    year: 2025,
  },

  // --- AMD and Intel specifications -------------------------------------------------
  {
    key: 'spec-amd-radeon-rx-7900-xtx',
    title: 'AMD Radeon RX 7900 XTX specifications',
    url: 'https://www.amd.com/en/products/graphics/desktops/radeon/7000-series/amd-radeon-rx-7900xtx.html',
    publisher: 'AMD',
    year: 2022,
  },
  {
    key: 'spec-amd-radeon-pro-w7900',
    title: 'AMD Radeon PRO W7900 specifications',
    url: 'https://www.amd.com/en/products/graphics/workstations/radeon-pro/w7900.html',
    publisher: 'AMD',
    year: 2023,
  },
  {
    key: 'spec-amd-instinct-mi300x',
    title: 'AMD Instinct MI300X accelerator datasheet',
    url: 'https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html',
    publisher: 'AMD',
    year: 2023,
  },
  {
    key: 'spec-intel-arc-a770',
    title: 'Intel Arc A770 Graphics (16GB) specifications',
    url: 'https://www.intel.com/content/www/us/en/products/sku/229151/intel-arc-a770-graphics-16gb/specifications.html',
    publisher: 'Intel',
    year: 2022,
  },
  {
    key: 'spec-intel-arc-b580',
    title: 'Intel Arc B580 Graphics specifications',
    publisher: 'Intel',
    year: 2024,
  },

  // --- Benchmark reports -------------------------------------------------------------
  {
    key: 'bench-lambda-tf-2080ti-2019',
    title:
      'RTX 2080 Ti Deep Learning Benchmarks with TensorFlow (vs RTX 2080, TITAN RTX, TITAN V, V100, TITAN Xp, GTX 1080 Ti)',
    url: 'https://lambdalabs.com/blog/2080-ti-deep-learning-benchmarks',
    publisher: 'Lambda',
    year: 2019,
  },
  {
    key: 'bench-lambda-pytorch-2021',
    title:
      'Lambda deep-learning-benchmark: PyTorch training throughput tables, 2020–2021 runs (pytorch-train-throughput-fp16/fp32.csv)',
    url: 'https://github.com/lambdal/deeplearning-benchmark',
    publisher: 'Lambda',
    year: 2021,
  },
  {
    key: 'bench-lambda-pytorch-2023',
    title:
      'Lambda deep-learning-benchmark: PyTorch training throughput tables, 2022–2023 runs (NGC PyTorch containers; pytorch/pytorch-train-throughput-fp16.csv)',
    url: 'https://github.com/lambdal/deeplearning-benchmark',
    publisher: 'Lambda',
    year: 2023,
  },
  {
    key: 'bench-llamacpp-gpu-benchmarks-2024',
    title:
      'GPU-Benchmarks-on-LLM-Inference: llama.cpp LLaMA / Llama 2 / Llama 3 tokens per second on NVIDIA GPUs',
    url: 'https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference',
    publisher: 'Xiongjie Dai (GitHub)',
    year: 2024,
  },
  {
    key: 'bench-tensorflow-benchmarks-2017',
    title:
      'TensorFlow performance benchmarks: image-model training throughput on Tesla K80 (Google Compute Engine) and Tesla P100 (DGX-1)',
    url: 'https://www.tensorflow.org/performance/benchmarks',
    publisher: 'Google (TensorFlow)',
    year: 2017,
  },
];
