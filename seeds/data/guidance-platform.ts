import type { GuidanceSeed } from '../types';

/**
 * The platform around the GPUs: PCIe, CPU, RAM, motherboard, case, storage, backups,
 * operating system and software, connectivity.
 */
export const guidancePlatform: GuidanceSeed[] = [
  // ------------------------------------------------------------------ PCIe
  {
    slug: 'pcie-lanes-matter',
    question: 'Do PCIe lanes and PCIe 4.0 matter for multi-GPU deep learning?',
    answer:
      'Less than people think. The 2020 guide found PCIe 4.0 and lane counts irrelevant for 2-GPU machines and of little consequence even with 4 GPUs, and the 2018 guide advised against paying extra for more lanes per GPU. What does matter is that the CPU and motherboard together can actually drive as many GPUs as you plan to install. The exception is very narrow links: a GPU on a x1 slot is slow to synchronize gradients for large models.',
    tags: ['pcie', 'multi-gpu', 'motherboard', 'cpu'],
    keywords: [
      'lane allocation',
      'x8 vs x16',
      'pcie 4.0 worth it',
      'lane count',
      'threadripper for lanes',
      'bandwidth to gpu',
      'pci express',
      'pcie bottleneck',
      'lanes bottleneck',
    ],
    sources: [
      'dettmers-which-gpu-2020',
      'ref-dettmers-full-hardware-guide-2018',
      'doc-cost-for-gpu-hardware',
    ],
  },
  {
    slug: 'pcie-generations-bandwidth',
    question: 'How fast are PCIe 3.0, 4.0 and 5.0 per lane?',
    answer:
      'Each generation doubles the per-lane rate: PCIe 3.0 runs 8 GT/s (about 1 GB/s per lane in each direction), 4.0 16 GT/s (about 2 GB/s) and 5.0 32 GT/s (about 4 GB/s). A x16 slot therefore moves roughly 16, 32 or 64 GB/s per direction. Because 4.0 doubles 3.0, a Gen4 card on 8 lanes matches a Gen3 card on 16. Gen3 is supported almost everywhere, and lanes can be shared between devices, which splits their bandwidth.',
    tags: ['pcie', 'performance', 'motherboard'],
    keywords: [
      'gt/s',
      'gb/s per lane',
      'gen3 vs gen4',
      'gen5',
      'pcie speed',
      'x16 bandwidth',
      'lane bandwidth',
      'pcie version',
    ],
    sources: ['ref-pci-sig-specifications', 'doc-gpu-cluster-at-home'],
  },
  {
    slug: 'x1-slots-and-mining-risers',
    question: 'Can I run GPUs on PCIe x1 slots or mining-style x1 risers?',
    answer:
      'For inference, mostly yes; for multi-GPU training, it hurts. A PCIe 3.0 x1 link moves only about 1 GB/s, so loading models is slow and gradient synchronization in distributed training becomes the bottleneck, especially with 4 or more GPUs and large models. One builder rejected adding GPUs to a B660 board for this reason: four of its five slots were x1 Gen3. Use full-bandwidth risers (x8/x16) if you move cards apart for cooling.',
    tags: ['pcie', 'multi-gpu', 'motherboard', 'llm'],
    keywords: [
      'one lane slot',
      'mining riser',
      'usb riser',
      'single lane link',
      'b660',
      'slow slot',
      'chipset slot',
      'inference only rig',
    ],
    components: ['gigabyte-b660-gaming-x-ddr4', 'intel-core-i7-12700f', 'nvidia-geforce-rtx-3060-12gb'],
    sources: ['doc-deep-learning-server', 'ref-pci-sig-specifications'],
  },
  {
    slug: 'consumer-cpu-pcie-lanes',
    question: 'How many PCIe lanes does a consumer CPU give my GPUs?',
    answer:
      'Typically about 16 lanes for graphics, which one GPU already fills; with two GPUs the board splits them x8/x8, and further slots often hang off the chipset with x4 or x1 links. NVMe drives use PCIe lanes too and may share bandwidth with a GPU. Check the board manual for how lanes are allocated (and the BIOS settings), or use a workstation or server platform (Threadripper, EPYC, Xeon) with many more CPU lanes for 3+ GPUs.',
    tags: ['pcie', 'cpu', 'motherboard', 'storage'],
    keywords: [
      '16 lanes',
      'x8/x8',
      'chipset lanes',
      'hedt',
      'threadripper',
      'epyc',
      'nvme shares lanes',
      'bifurcation',
      'bios lane settings',
      'ryzen vs threadripper lanes',
      'lanes for four gpus',
    ],
    sources: ['doc-gpu-cluster-at-home', 'ref-dettmers-full-hardware-guide-2018'],
  },

  // ------------------------------------------------------------------ CPU
  {
    slug: 'cpu-cores-per-gpu',
    question: 'How many CPU cores do I need per GPU?',
    answer:
      'It depends on when you preprocess data. If data is prepared before training and the loop only loads ready batches, 2 threads (about 1 core) per GPU is the recommended minimum, and more cores add little. If you decode and augment batches on the fly while training, plan on at least 4 threads (about 2 cores) per GPU, with perhaps 0-5% more speed per extra core. Reinforcement learning with CPU simulators wants far more.',
    tags: ['cpu', 'multi-gpu', 'performance'],
    keywords: [
      'threads per gpu',
      'how many cores',
      'data loader workers',
      'cpu bottleneck',
      'preprocessing on the fly',
      'augmentation cpu',
      'num_workers',
    ],
    useCases: [
      'kaggle-2020',
      'applied-computer-vision-2020',
      'reinforcement-learning-2020',
      'pretrained-transformers-2020',
    ],
    sources: ['ref-dettmers-full-hardware-guide-2018', 'doc-cost-for-gpu-hardware'],
  },
  {
    slug: 'cpu-clock-and-brand',
    question: 'Does CPU clock speed or brand matter for deep learning?',
    answer:
      'Not much. The CPU mainly launches GPU work and runs data loading, and underclocking experiments in the 2018 guide showed little effect on training even though the CPU reports 100% usage. The most common mistake is buying a CPU that is too powerful. In 2020 AMD CPUs were cheaper than Intel with almost no downside; the startup in the documents simply picked a mainstream i7-10700K.',
    tags: ['cpu', 'budget', 'performance'],
    keywords: [
      'amd or intel',
      'ryzen',
      'core i7',
      'ghz',
      'cpu speed',
      'overkill cpu',
      '100% cpu usage',
      'which processor',
      'i7 or i9',
      'ryzen 7 or ryzen 9',
    ],
    components: ['intel-core-i7-10700k'],
    sources: [
      'ref-dettmers-full-hardware-guide-2018',
      'dettmers-which-gpu-2020',
      'doc-cost-for-gpu-hardware',
    ],
  },

  // ------------------------------------------------------------------ RAM
  {
    slug: 'ram-sizing',
    question: 'How much system RAM do I need for deep learning?',
    answer:
      "Have at least as much RAM as the largest GPU's memory: a 24 GB card calls for at least 24 GB of RAM. Extra GPUs do raise what a training machine needs, because every card's data-loader workers, pinned buffers and checkpoints live in RAM: Puget Systems advises about twice the total GPU memory, so two 24 GB cards want 96 GB (128 GB in practice). An inference box needs about its total GPU memory, since a model passes through RAM on its way to the cards. RAM size does not speed up training, but more of it makes big datasets and feature engineering (common in Kaggle) much more comfortable, so buy cheap RAM generously and add more later if needed.",
    tags: ['ram', 'memory', 'budget'],
    keywords: [
      'how much ram',
      'system memory',
      'ddr4',
      'ddr5',
      '64gb ram',
      'swap',
      'ram vs vram',
      'memory for data loading',
    ],
    useCases: ['kaggle-2020', 'kaggle-2018'],
    components: ['nvidia-geforce-rtx-3090', 'samsung-64gb-2x32gb-ddr4-3200'],
    sources: [
      'ref-dettmers-full-hardware-guide-2018',
      'doc-cost-for-gpu-hardware',
      'romaglushko-ml-workstation',
      'ref-puget-ml-ai-hardware',
    ],
  },
  {
    slug: 'ram-speed',
    question: 'Does RAM speed affect training speed?',
    answer:
      'Only a little for most GPU training. The 2018 guide says RAM size does not affect deep-learning performance, and RAM clock matters even less once data is on the GPU. The Korean startup in the documents still ranked memory second after the GPU and chose fast but stable mainstream modules, which is sensible when heavy CPU-side preprocessing is involved. Filling all memory channels matters more than the last bit of frequency.',
    tags: ['ram', 'performance', 'cpu'],
    keywords: ['ram mhz', 'memory speed', 'ddr4 3200', 'xmp', 'fast ram', 'cas latency', 'memory frequency'],
    sources: [
      'ref-dettmers-full-hardware-guide-2018',
      'doc-cost-for-gpu-hardware',
      'doc-gpu-cluster-at-home',
    ],
  },
  {
    slug: 'memory-channels',
    question: 'How many RAM sticks should I install?',
    answer:
      'At least one module per memory channel: look up whether your CPU has 2, 4 or 8 channels and populate them all, because a half-filled system loses memory bandwidth. Capacity is easy to upgrade months or years later, so start with a full set of channels at a size you can afford.',
    tags: ['ram', 'memory', 'motherboard', 'cpu'],
    keywords: [
      'memory channels',
      'dual channel',
      'quad channel',
      'dimm slots',
      'how many dimms',
      'memory modules',
      'populate slots',
    ],
    sources: ['doc-gpu-cluster-at-home'],
  },
  {
    slug: 'ecc-memory',
    question: 'Do I need ECC memory?',
    answer:
      'Not for a consumer build; ECC is standard on server and workstation platforms. If you go the server route, note that unbuffered ECC and registered (RDIMM) ECC modules are generally not interchangeable, and a given board supports only one kind, so buy exactly the type its manual lists. Used server RDIMMs are often cheap.',
    tags: ['ram', 'memory', 'used', 'motherboard'],
    keywords: [
      'bit flips',
      'rdimm',
      'registered memory',
      'udimm',
      'server ram',
      'error correction',
      'reg ecc',
      'memory compatibility',
    ],
    components: [
      'kingston-server-premier-32gb-2x16gb-ddr4-3200-ecc-udimm',
      'samsung-128gb-8x16gb-ddr4-2400-rdimm',
    ],
    sources: ['doc-gpu-cluster-at-home'],
  },

  // ------------------------------------------------------------------ motherboard and case
  {
    slug: 'motherboard-choice',
    question: 'What should I look for in a motherboard for a multi-GPU build?',
    answer:
      'Enough PCIe x16 slots for your GPUs (in practice usually up to four), spaced so two-slot or three-slot cards fit with air gaps, and proof that the board supports that GPU configuration, not just the slots; the PCIe section of its spec page shows how lanes are split. Check CPU socket compatibility and the I/O you need (USB, Ethernet, Wi-Fi). SLI support is unnecessary for training.',
    tags: ['motherboard', 'pcie', 'multi-gpu'],
    keywords: [
      'mainboard',
      'which motherboard',
      'slot spacing',
      'pcie slots',
      'atx board',
      'e-atx',
      'board for 2 gpus',
      'chipset',
      'workstation board',
      'wrx80',
      'trx50',
    ],
    components: ['nvidia-geforce-rtx-3090', 'asrock-z490-pg-velocita'],
    sources: [
      'ref-dettmers-full-hardware-guide-2018',
      'doc-cost-for-gpu-hardware',
      'romaglushko-ml-workstation',
    ],
  },
  {
    slug: 'case-choice',
    question: 'What case should I use for a GPU build?',
    answer:
      'Above all, one that physically holds your GPUs (check maximum card length and expansion slots) and your coolers. Beyond that look for good airflow and extra fans, cable management, drive bays and front I/O; a huge case by itself does little for GPU temperatures. For three or more hot GPUs, an open-air mining-style frame maximizes ventilation, and cooler hardware tends to last longer.',
    tags: ['case', 'cooling', 'multi-gpu'],
    keywords: [
      'pc case',
      'chassis',
      'tower',
      'open frame',
      'mining rig frame',
      'gpu clearance',
      'airflow case',
      'full tower',
    ],
    components: ['thermaltake-core-p3-tg-pro'],
    sources: [
      'romaglushko-ml-workstation',
      'doc-cost-for-gpu-hardware',
      'ref-dettmers-full-hardware-guide-2018',
      'doc-gpu-cluster-at-home',
    ],
  },

  // ------------------------------------------------------------------ storage and backups
  {
    slug: 'storage-nvme-sata-hdd',
    question: 'What storage should I buy: NVMe SSD, SATA SSD or hard drive?',
    answer:
      'Use an NVMe SSD for the OS, code and active datasets: it costs about the same as a SATA SSD but is much faster, and PCIe 4.0 models are preferable to 3.0. Add a large HDD for datasets and model checkpoints you rarely touch, since HDDs are far cheaper per terabyte. A typical split in the documents is a 1 TB NVMe plus a 4 TB 7,200 rpm drive with a 128 MB cache.',
    tags: ['storage', 'budget', 'performance'],
    keywords: [
      'solid state drive',
      'pcie drive',
      'hdd',
      'hard disk',
      '2.5 inch drive',
      'how much storage',
      'dataset drive',
      'm.2',
      'terabytes',
    ],
    components: ['samsung-980-pro-1tb', 'toshiba-x300-4tb'],
    sources: ['doc-gpu-cluster-at-home', 'doc-cost-for-gpu-hardware', 'romaglushko-ml-workstation'],
  },
  {
    slug: 'storage-speed-needed',
    question: 'Does storage speed limit training?',
    answer:
      'Rarely. A home GPU consumes only a modest number of MB/s of training data, so slower storage is often enough; writing and reading model checkpoints is usually the most bandwidth-hungry task. NVMe helps most through low access latency when a dataset is stored as many small files, and it makes loading large model weights much faster.',
    tags: ['storage', 'performance', 'llm'],
    keywords: [
      'disk bottleneck',
      'io bound',
      'read speed',
      'checkpoint saving',
      'small files',
      'data loading slow',
      'mb/s',
      'slow checkpoint saving',
      'disk speed for training',
    ],
    sources: ['doc-gpu-cluster-at-home'],
  },
  {
    slug: 'backups',
    question: 'How should I back up my deep learning machine?',
    answer:
      'Back up regularly to an external hard drive: hardware fails, and user error is one of the leading causes of data loss. On Linux, formatting disks with btrfs lets you take cheap snapshots and send incremental backups; Borg Backup is a filesystem-independent alternative with deduplication. Keep code in git and treat reproducible checkpoints as lower priority than datasets and notes that are hard to recreate.',
    tags: ['storage', 'software', 'safety'],
    keywords: [
      'backup',
      'btrfs snapshots',
      'borg',
      'data loss',
      'external drive',
      'restore',
      'deleted files',
      'incremental backup',
      'lost files',
      'dead drive',
      'back up checkpoints',
      'protect my data',
    ],
    sources: ['doc-gpu-cluster-at-home', 'ref-btrfs-docs', 'ref-borgbackup'],
  },

  // ------------------------------------------------------------------ software
  {
    slug: 'os-drivers-cuda',
    question: 'Which operating system and software setup should I use?',
    answer:
      'Linux is the norm for deep learning; Ubuntu is the most widely documented, and the 2024 home-cluster notes suggest Arch/Manjaro or NixOS for an easy CUDA setup. Install the NVIDIA driver first; each CUDA toolkit needs a minimum driver version, and PyTorch wheels bundle their own CUDA runtime. Version mismatches between driver, CUDA and framework are the most common headache, and one motivation for owning the machine is full control over that stack.',
    tags: ['software', 'gpu-choice', 'performance'],
    keywords: [
      'ubuntu',
      'linux distro',
      'nvidia driver',
      'cuda install',
      'cudnn',
      'driver version mismatch',
      'arch linux',
      'nixos',
      'windows or linux',
    ],
    sources: [
      'doc-gpu-cluster-at-home',
      'ref-nvidia-cuda-linux-install-guide',
      'romaglushko-ml-workstation',
      'ref-pytorch-get-started',
    ],
  },
  {
    slug: 'containers-for-gpu',
    question: 'Should I use Docker containers for GPU work?',
    answer:
      'Containers are a good way to keep several CUDA and framework versions apart on one machine. The host only needs the NVIDIA driver; the NVIDIA Container Toolkit exposes the GPUs to Docker or Podman (for example `docker run --gpus all ...`), and each image brings its own CUDA libraries. This avoids most dependency conflicts that break a hand-installed setup.',
    tags: ['software', 'cloud', 'gpu-choice'],
    keywords: [
      'docker run --gpus',
      'nvidia container toolkit',
      'podman',
      'gpus all',
      'isolate environments',
      'cuda versions',
      'dependency hell',
      'conda',
      'several cuda versions',
      'one environment per project',
    ],
    sources: ['ref-nvidia-container-toolkit', 'romaglushko-ml-workstation'],
  },
  {
    slug: 'remote-access',
    question: 'How do I work on my GPU server from my laptop?',
    answer:
      "Run the server headless and connect over the local network with SSH; VS Code's Remote-SSH extension gives a full editor on the server, and sshfs mounts the server's working directories as a local folder. Jupyter can be reached through an SSH tunnel. This also lets the noisy, hot machine live in another room.",
    tags: ['software', 'networking', 'noise'],
    keywords: [
      'ssh',
      'vs code remote',
      'sshfs',
      'headless server',
      'jupyter remote',
      'work from laptop',
      'tunnel',
      'remote development',
    ],
    sources: ['doc-gpu-cluster-at-home', 'doc-cost-for-gpu-hardware'],
  },
  {
    slug: 'internet-connectivity',
    question: 'What internet connection does a home deep learning machine need? Can it run offline?',
    answer:
      'Training itself runs fine offline once drivers, packages, datasets and model weights are on local disk. The connection matters for downloading those: datasets can be hundreds of GB and a 70B model at 4-bit is about 35-40 GB, so a fast connection or an external drive saves days. Remote access from outside the home needs a stable uplink or a VPN, and training across several machines needs a dedicated fast network (InfiniBand at 50 Gbit/s or more), not the internet.',
    tags: ['networking', 'software', 'storage'],
    keywords: [
      'internet speed',
      'offline training',
      'download datasets',
      'bandwidth at home',
      'no internet',
      'vpn',
      'download model weights',
    ],
    sources: ['doc-dl-cluster-guide', 'dettmers-which-gpu-2020', 'ref-hf-llm-optimization-guide'],
  },
];
