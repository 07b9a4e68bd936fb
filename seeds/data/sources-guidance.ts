import type { SourceSeed } from '../types';

/**
 * Sources cited by the use-case, cloud-offering and guidance seeds in addition to
 * `coreSources` (sources-core.ts). Keys are prefixed `ref-` (articles, papers,
 * specifications, vendor documentation) or `price-` (dated cloud price lists).
 * A `price-` row's year is the year the prices were observed, not the year the page
 * was first published.
 */
export const guidanceSources: SourceSeed[] = [
  // ---------------------------------------------------------------- articles cited by the documents
  {
    key: 'ref-dettmers-full-hardware-guide-2018',
    title: 'A Full Hardware Guide to Deep Learning',
    url: 'https://timdettmers.com/2018/12/16/deep-learning-hardware-guide/',
    publisher: 'Tim Dettmers',
    year: 2018,
  },
  {
    key: 'ref-oreilly-dl-machine-under-1000',
    title: 'Build a super fast deep learning machine for under $1,000',
    url: 'https://www.oreilly.com/content/build-a-super-fast-deep-learning-machine-for-under-1000/',
    publisher: "O'Reilly",
    year: 2017,
  },
  {
    key: 'ref-bdtechtalks-fpga-vs-gpu',
    title: 'FPGA vs GPU: which is better for deep learning?',
    url: 'https://bdtechtalks.com/2020/11/09/fpga-vs-gpu-deep-learning/',
    publisher: 'TechTalks',
    year: 2020,
  },
  {
    key: 'ref-dettmers-quora-gpus-deep-learning',
    title: 'Why are GPUs well-suited to deep learning? (answer by Tim Dettmers)',
    url: 'https://www.quora.com/Why-are-GPUs-well-suited-to-deep-learning/answer/Tim-Dettmers-1',
    publisher: 'Quora',
  },
  {
    key: 'ref-cornell-cs6787-lecture8',
    title: 'CS6787 Lecture 8: Hardware for machine learning (GPUs, memory bandwidth)',
    url: 'http://www.cs.cornell.edu/courses/cs6787/2017fa/Lecture8.pdf',
    publisher: 'Cornell University',
    year: 2017,
  },
  {
    key: 'ref-microway-geforce-vs-tesla',
    title: 'Comparison of NVIDIA GeForce GPUs and NVIDIA Tesla GPUs',
    url: 'https://www.microway.com/knowledge-center-articles/comparison-of-nvidia-geforce-gpus-and-nvidia-tesla-gpus/',
    publisher: 'Microway',
  },
  {
    key: 'ref-minimaxir-cpu-or-gpu',
    title: 'Benchmarking TensorFlow on Cloud CPUs: Cheaper Deep Learning than Cloud GPUs',
    url: 'http://minimaxir.com/2017/07/cpu-or-gpu/',
    publisher: 'Max Woolf (minimaxir)',
    year: 2017,
  },
  {
    key: 'ref-tpu-isca-2017',
    title: 'In-Datacenter Performance Analysis of a Tensor Processing Unit (Jouppi et al.)',
    url: 'https://arxiv.org/abs/1704.04760',
    publisher: 'arXiv / ISCA 2017',
    year: 2017,
  },
  {
    key: 'ref-colab-faq',
    title: 'Google Colaboratory: Frequently Asked Questions',
    url: 'https://research.google.com/colaboratory/faq.html',
    publisher: 'Google',
    year: 2024,
  },
  {
    key: 'ref-hitorilabs-navi',
    title: 'navi: practical notes for building a home GPU server',
    url: 'https://github.com/hitorilabs/navi',
    publisher: 'hitorilabs (GitHub)',
    year: 2023,
  },

  // ---------------------------------------------------------------- fitting big models: papers and docs
  {
    key: 'ref-mixed-precision-training-paper',
    title: 'Mixed Precision Training (Micikevicius et al.)',
    url: 'https://arxiv.org/abs/1710.03740',
    publisher: 'arXiv / ICLR 2018',
    year: 2017,
  },
  {
    key: 'ref-apex-mixed-precision-article',
    title: 'Use NVIDIA Apex for Easy Mixed Precision Training in PyTorch',
    url: 'https://medium.com/the-artificial-impostor/use-nvidia-apex-for-easy-mixed-precision-training-in-pytorch-46841c6eed8c',
    publisher: 'The Artificial Impostor (Medium)',
  },
  {
    key: 'ref-pytorch-memonger-checkpointing',
    title: 'Checkpointing for PyTorch models (pytorch_memonger tutorial)',
    url: 'https://github.com/prigoyal/pytorch_memonger/blob/master/tutorial/Checkpointing_for_PyTorch_models.ipynb',
    publisher: 'Priya Goyal (GitHub)',
  },
  {
    key: 'ref-sublinear-memory-paper',
    title: 'Training Deep Nets with Sublinear Memory Cost (Chen et al.)',
    url: 'https://arxiv.org/abs/1604.06174',
    publisher: 'arXiv',
    year: 2016,
  },
  {
    key: 'ref-l2l-constant-memory-paper',
    title: 'Training Large Neural Networks with Constant Memory using a New Execution Algorithm',
    url: 'https://arxiv.org/abs/2002.05645',
    publisher: 'arXiv',
    year: 2020,
  },
  {
    key: 'ref-zero-paper',
    title: 'ZeRO: Memory Optimizations Toward Training Trillion Parameter Models (Rajbhandari et al.)',
    url: 'https://arxiv.org/abs/1910.02054',
    publisher: 'arXiv / SC20',
    year: 2019,
  },
  {
    key: 'ref-deepspeed-3d-parallelism',
    title: 'DeepSpeed: Extreme-scale model training for everyone (3D parallelism, ZeRO-Offload)',
    url: 'https://www.microsoft.com/en-us/research/blog/deepspeed-extreme-scale-model-training-for-everyone/',
    publisher: 'Microsoft Research',
    year: 2020,
  },
  {
    key: 'ref-lora-paper',
    title: 'LoRA: Low-Rank Adaptation of Large Language Models (Hu et al.)',
    url: 'https://arxiv.org/abs/2106.09685',
    publisher: 'arXiv',
    year: 2021,
  },
  {
    key: 'ref-qlora-paper',
    title: 'QLoRA: Efficient Finetuning of Quantized LLMs (Dettmers et al.)',
    url: 'https://arxiv.org/abs/2305.14314',
    publisher: 'arXiv',
    year: 2023,
  },
  {
    key: 'ref-llm-int8-paper',
    title: 'LLM.int8(): 8-bit Matrix Multiplication for Transformers at Scale (Dettmers et al.)',
    url: 'https://arxiv.org/abs/2208.07339',
    publisher: 'arXiv',
    year: 2022,
  },
  {
    key: 'ref-hf-llm-optimization-guide',
    title: 'Optimizing LLMs for Speed and Memory (Transformers documentation)',
    url: 'https://huggingface.co/docs/transformers/llm_tutorial_optimization',
    publisher: 'Hugging Face',
    year: 2023,
  },
  {
    key: 'ref-hf-bitsandbytes-docs',
    title: 'bitsandbytes: 8-bit and 4-bit quantization and 8-bit optimizers',
    url: 'https://huggingface.co/docs/bitsandbytes/main/en/index',
    publisher: 'Hugging Face',
    year: 2024,
  },

  // ---------------------------------------------------------------- NVIDIA, AMD, Intel documentation
  {
    key: 'ref-nvidia-a100-whitepaper',
    title: 'NVIDIA A100 Tensor Core GPU Architecture (whitepaper: TF32, BF16, 2:4 sparsity, MIG)',
    url: 'https://images.nvidia.com/aem-dam/en-zz/Solutions/data-center/nvidia-ampere-architecture-whitepaper.pdf',
    publisher: 'NVIDIA',
    year: 2020,
  },
  {
    key: 'ref-nvidia-ga102-whitepaper',
    title: 'NVIDIA Ampere GA102 GPU Architecture (whitepaper: RTX 3090/3080, NVLink bridge)',
    url: 'https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf',
    publisher: 'NVIDIA',
    year: 2020,
  },
  {
    key: 'ref-nvidia-ada-whitepaper',
    title: 'NVIDIA Ada GPU Architecture (whitepaper: RTX 4090, FP8 tensor cores)',
    url: 'https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'ref-nvidia-rtx-5090-specs',
    title: 'GeForce RTX 5090 specifications',
    url: 'https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/rtx-5090/',
    publisher: 'NVIDIA',
    year: 2025,
  },
  {
    key: 'ref-nvidia-rtx-4060-ti-specs',
    title: 'GeForce RTX 4060 Ti (8 GB and 16 GB) specifications',
    url: 'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4060-4060ti/',
    publisher: 'NVIDIA',
    year: 2023,
  },
  {
    key: 'ref-nvidia-rtx-a6000-datasheet',
    title: 'NVIDIA RTX A6000 datasheet',
    url: 'https://www.nvidia.com/en-us/design-visualization/rtx-a6000/',
    publisher: 'NVIDIA',
    year: 2020,
  },
  {
    key: 'ref-nvidia-nvlink',
    title: 'NVLink and NVSwitch',
    url: 'https://www.nvidia.com/en-us/data-center/nvlink/',
    publisher: 'NVIDIA',
    year: 2024,
  },
  {
    key: 'ref-puget-ml-ai-hardware',
    title:
      'Puget Systems: hardware recommendations for machine learning and AI workstations (system RAM at least twice the total GPU memory; at least 4 CPU cores per GPU)',
    url: 'https://www.pugetsystems.com/solutions/ai-and-hpc-workstations/machine-learning-ai/hardware-recommendations/',
    publisher: 'Puget Systems',
    year: 2024,
  },
  {
    key: 'ref-nvidia-smi-docs',
    title: 'NVIDIA System Management Interface (nvidia-smi)',
    url: 'https://developer.nvidia.com/nvidia-system-management-interface',
    publisher: 'NVIDIA',
    year: 2024,
  },
  {
    key: 'ref-nvidia-cuda-linux-install-guide',
    title: 'CUDA Installation Guide for Linux',
    url: 'https://docs.nvidia.com/cuda/cuda-installation-guide-linux/',
    publisher: 'NVIDIA',
    year: 2024,
  },
  {
    key: 'ref-nvidia-cuda-release-notes',
    title: 'CUDA Toolkit Release Notes (CUDA 12.0 drops Kepler support)',
    url: 'https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/',
    publisher: 'NVIDIA',
    year: 2022,
  },
  {
    key: 'ref-nvidia-container-toolkit',
    title: 'NVIDIA Container Toolkit installation guide',
    url: 'https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html',
    publisher: 'NVIDIA',
    year: 2024,
  },
  {
    key: 'ref-amd-rocm-docs',
    title: 'AMD ROCm documentation',
    url: 'https://rocm.docs.amd.com/',
    publisher: 'AMD',
    year: 2024,
  },
  {
    key: 'ref-pytorch-get-started',
    title: 'PyTorch: Start Locally (CUDA and ROCm builds)',
    url: 'https://pytorch.org/get-started/locally/',
    publisher: 'PyTorch Foundation',
    year: 2024,
  },
  {
    key: 'ref-pytorch-intel-xpu',
    title: 'Getting Started on Intel GPU (PyTorch XPU backend)',
    url: 'https://pytorch.org/docs/stable/notes/get_start_xpu.html',
    publisher: 'PyTorch Foundation',
    year: 2024,
  },

  // ---------------------------------------------------------------- standards and specifications
  {
    key: 'ref-pci-sig-specifications',
    title: 'PCI Express Base Specifications (3.0: 8 GT/s, 4.0: 16 GT/s, 5.0: 32 GT/s per lane)',
    url: 'https://pcisig.com/specifications',
    publisher: 'PCI-SIG',
    year: 2019,
  },
  {
    key: 'ref-pcie-cem-12vhpwr',
    title:
      'PCI Express Card Electromechanical Specification 5.0/5.1 (12VHPWR and 12V-2x6 600 W auxiliary connector)',
    url: 'https://pcisig.com/specifications',
    publisher: 'PCI-SIG',
    year: 2021,
  },
  {
    key: 'ref-intel-atx3-psu-design-guide',
    title:
      'ATX Version 3.0 Multi Rail Desktop Platform Power Supply Design Guide (power excursions, 12VHPWR)',
    publisher: 'Intel',
    year: 2022,
  },
  {
    key: 'ref-nfpa-70-nec',
    title: 'NFPA 70: National Electrical Code (continuous loads sized at 125%, i.e. 80% of breaker rating)',
    url: 'https://www.nfpa.org/codes-and-standards/nfpa-70-standard-development/70',
    publisher: 'National Fire Protection Association',
    year: 2023,
  },

  // ---------------------------------------------------------------- software for backups
  {
    key: 'ref-btrfs-docs',
    title: 'BTRFS documentation: subvolumes and snapshots',
    url: 'https://btrfs.readthedocs.io/',
    publisher: 'BTRFS project',
    year: 2024,
  },
  {
    key: 'ref-borgbackup',
    title: 'BorgBackup: deduplicating archiver',
    url: 'https://www.borgbackup.org/',
    publisher: 'BorgBackup project',
    year: 2024,
  },

  // ---------------------------------------------------------------- cloud notes and launch posts
  {
    key: 'ref-tfkr-cloud-gpu-thread-2017',
    title: 'Which cloud GPU do you use? (TensorFlow KR community thread, source of the 2017 price survey)',
    url: 'https://www.facebook.com/groups/TensorFlowKR/posts/509780449363018/',
    publisher: 'TensorFlow KR (Facebook group)',
    year: 2017,
  },
  {
    key: 'ref-aws-g3-launch-2017',
    title: 'New – Next-Generation GPU-Powered EC2 Instances (G3)',
    url: 'https://aws.amazon.com/blogs/aws/new-next-generation-gpu-powered-ec2-instances-g3/',
    publisher: 'AWS News Blog',
    year: 2017,
  },
  {
    key: 'ref-aws-per-second-billing-2017',
    title: 'New – Per-Second Billing for EC2 Instances and EBS Volumes',
    url: 'https://aws.amazon.com/blogs/aws/new-per-second-billing-for-ec2-instances-and-ebs-volumes/',
    publisher: 'AWS News Blog',
    year: 2017,
  },
  {
    key: 'ref-azure-n-series-ga-2016',
    title: 'Azure N-Series: general availability on December 1',
    url: 'https://azure.microsoft.com/en-us/blog/azure-n-series-general-availability-on-december-1/',
    publisher: 'Microsoft Azure Blog',
    year: 2016,
  },

  // ---------------------------------------------------------------- dated price lists
  {
    key: 'price-gcp-gpu-beta-2017',
    title: 'GPUs are now available for Google Compute Engine and Cloud Machine Learning (K80 beta pricing)',
    url: 'https://cloud.google.com/blog/products/gcp/gpus-are-now-available-for-google-compute-engine-and-cloud-machine-learning',
    publisher: 'Google Cloud Blog',
    year: 2017,
  },
  {
    key: 'price-gcp-gpu-pricing-2019',
    title: 'Compute Engine GPU pricing (per-GPU hourly prices, observed 2019)',
    url: 'https://cloud.google.com/compute/gpus-pricing',
    publisher: 'Google Cloud',
    year: 2019,
  },
  {
    key: 'price-gcp-vm-pricing-2024',
    title: 'Compute Engine VM instance pricing: accelerator-optimized machine types (observed 2024)',
    url: 'https://cloud.google.com/compute/vm-instance-pricing',
    publisher: 'Google Cloud',
    year: 2024,
  },
  {
    key: 'price-aws-ec2-on-demand-2017',
    title: 'Amazon EC2 On-Demand Pricing (observed 2017, including the Seoul region)',
    url: 'https://aws.amazon.com/ko/ec2/pricing/on-demand/',
    publisher: 'Amazon Web Services',
    year: 2017,
  },
  {
    key: 'price-aws-ec2-on-demand-2024',
    title: 'Amazon EC2 On-Demand Pricing (observed 2024, US East N. Virginia)',
    url: 'https://aws.amazon.com/ec2/pricing/on-demand/',
    publisher: 'Amazon Web Services',
    year: 2024,
  },
  {
    key: 'price-azure-linux-vm-2017',
    title: 'Azure Linux Virtual Machines Pricing (N-series, observed 2017)',
    url: 'https://azure.microsoft.com/en-us/pricing/details/virtual-machines/linux/',
    publisher: 'Microsoft Azure',
    year: 2017,
  },
  {
    key: 'price-azure-linux-vm-2024',
    title: 'Azure Linux Virtual Machines Pricing (GPU series, observed 2024, East US)',
    url: 'https://azure.microsoft.com/en-us/pricing/details/virtual-machines/linux/',
    publisher: 'Microsoft Azure',
    year: 2024,
  },
  {
    key: 'price-lambda-cloud-2024',
    title: 'Lambda GPU Cloud on-demand pricing (observed 2024)',
    url: 'https://lambdalabs.com/service/gpu-cloud',
    publisher: 'Lambda',
    year: 2024,
  },
];
