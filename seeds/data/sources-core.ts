import type { SourceSeed } from '../types';

/**
 * The documents rigbase grew from (see ../shared/reference/) and the articles they
 * cite most. Shared by every seed file: cite these keys rather than re-declaring them.
 * Years are the publication years of the documents as dated by their content. Publishers
 * are written as a reader should see them; which of ../shared/reference/ a source is stays
 * in its key and these comments (000-004, in order).
 */
export const coreSources: SourceSeed[] = [
  {
    key: 'doc-dl-cluster-guide',
    title: 'How to build your own Deep Learning cluster (and what to know about GPUs!)',
    publisher: 'Personal build notes',
    year: 2021,
  },
  {
    key: 'doc-dl-cluster-v100-node',
    title: 'How to build your own Deep Learning cluster (earlier draft: goals, high-level questions)',
    publisher: 'Personal build notes',
    year: 2021,
  },
  {
    key: 'doc-cost-for-gpu-hardware',
    title: 'Cost for GPU Hardware (cloud prices, 2x RTX 3090 workstation, hardware checklist)',
    publisher: 'Personal notes',
    year: 2021,
  },
  {
    key: 'doc-deep-learning-server',
    title: 'Deep Learning Server: a 4x V100 SXM2 node (Gigabyte T180-G20) for half the price of a Mac Pro',
    url: 'https://blbadger.github.io/',
    publisher: 'blbadger.github.io, a personal blog',
    year: 2022,
  },
  {
    key: 'doc-gpu-cluster-at-home',
    title: 'Building a GPU Cluster at home',
    url: 'https://twitter.com/felix_red_panda',
    publisher: 'A personal blog by @felix_red_panda',
    year: 2024,
  },
  {
    key: 'dettmers-which-gpu-2020',
    title: 'Which GPU(s) to Get for Deep Learning (2020 edition)',
    url: 'https://timdettmers.com/2020/09/07/which-gpu-for-deep-learning/',
    publisher: 'Tim Dettmers',
    year: 2020,
  },
  {
    key: 'dettmers-which-gpu-2023',
    title: 'Which GPU(s) to Get for Deep Learning (2023 edition)',
    url: 'https://timdettmers.com/2023/01/30/which-gpu-for-deep-learning/',
    publisher: 'Tim Dettmers',
    year: 2023,
  },
  {
    key: 'dettmers-which-gpu-2018',
    title: 'Which GPU(s) to Get for Deep Learning (2018 edition, memory tiers)',
    url: 'https://timdettmers.com/2018/11/05/which-gpu-for-deep-learning/',
    publisher: 'Tim Dettmers',
    year: 2018,
  },
  {
    key: 'dettmers-tpus-vs-gpus-bert',
    title: 'TPUs vs GPUs for Transformers (BERT)',
    url: 'https://timdettmers.com/2018/10/17/tpus-vs-gpus-for-transformers-bert/',
    publisher: 'Tim Dettmers',
    year: 2018,
  },
  {
    key: 'dettmers-model-parallelism',
    title: 'Data Parallelism and Model Parallelism in Deep Learning',
    url: 'https://timdettmers.com/2014/11/09/model-parallelism-deep-learning/',
    publisher: 'Tim Dettmers',
    year: 2014,
  },
  {
    key: 'lambda-rtx30xx-deep-dive',
    title: 'Deep Learning Hardware Deep Dive: RTX 3090, RTX 3080, and RTX 3070',
    url: 'https://lambdalabs.com/blog/deep-learning-hardware-deep-dive-rtx-30xx/',
    publisher: 'Lambda',
    year: 2020,
  },
  {
    key: 'tds-dl-server-from-scratch',
    title: 'Build and setup your own deep learning server from scratch',
    url: 'https://towardsdatascience.com/build-and-setup-your-own-deep-learning-server-from-scratch-e771dacaa252',
    publisher: 'Towards Data Science',
    year: 2019,
  },
  {
    key: 'tds-building-dl-box',
    title: 'Building your own deep learning box',
    url: 'https://towardsdatascience.com/building-your-own-deep-learning-box-47b918aea1eb',
    publisher: 'Towards Data Science',
    year: 2017,
  },
  {
    key: 'microsoft-zero-deepspeed',
    title:
      'ZeRO & DeepSpeed: new system optimizations enable training models with over 100 billion parameters',
    url: 'https://www.microsoft.com/en-us/research/blog/zero-deepspeed-new-system-optimizations-enable-training-models-with-over-100-billion-parameters/',
    publisher: 'Microsoft Research',
    year: 2020,
  },
  {
    key: 'kaggle-efficient-gpu-usage',
    title: 'Efficient GPU Usage Tips (Kaggle documentation)',
    url: 'https://www.kaggle.com/docs/efficient-gpu-usage',
    publisher: 'Kaggle',
    year: 2021,
  },
  {
    key: 'romaglushko-ml-workstation',
    title: 'How I built my ML workstation',
    url: 'https://www.romaglushko.com/blog/how-i-built-my-ml-workstation/',
    publisher: 'Roman Glushko',
    year: 2021,
  },
];
