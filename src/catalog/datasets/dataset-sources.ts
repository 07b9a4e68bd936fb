import type { SourceSeed } from '../seed-set';

/**
 * The open datasets in data/datasets as sources: what every imported row cites. They live
 * with the importers that cite them; the seed set (seeds/data/sources-2025.ts) stores them.
 */

/** A dataset used as a source: its licence and the attribution text the licence asks for. */
export interface DatasetSourceSeed extends SourceSeed {
  licence: string;
  attribution: string;
  /** Snapshot the vendored copy in data/datasets/ was taken from. */
  snapshot: string;
}

export const datasetSources: DatasetSourceSeed[] = [
  {
    key: 'dataset-buildcores-opendb',
    title:
      'BuildCores OpenDB: PC part specifications (CPU, GPU, motherboard, RAM, PSU, case, cooler, storage)',
    url: 'https://github.com/buildcores/buildcores-open-db',
    publisher: 'BuildCores',
    year: 2026,
    licence: 'ODC-By 1.0 (Open Data Commons Attribution License)',
    attribution:
      'Contains data from BuildCores OpenDB (https://github.com/buildcores/buildcores-open-db), made available under the ODC Attribution License 1.0.',
    snapshot: 'commit 136a77aec1, 2026-08-17',
  },
  {
    key: 'dataset-epoch-ml-hardware',
    title: 'Epoch AI, Data on Machine Learning Hardware',
    url: 'https://epoch.ai/data/machine-learning-hardware',
    publisher: 'Epoch AI',
    year: 2026,
    licence: 'CC BY 4.0',
    attribution:
      "Epoch AI, 'Data on Machine Learning Hardware'. Published online at epoch.ai. Retrieved from https://epoch.ai/data/machine-learning-hardware",
    snapshot: 'CSV as of 2026-01-14',
  },
  {
    key: 'dataset-lambda-deeplearning-benchmark',
    title: 'Lambda deeplearning-benchmark: PyTorch training throughput tables (v1 and v2, FP16/FP32)',
    url: 'https://github.com/lambdal/deeplearning-benchmark',
    publisher: 'Lambda',
    year: 2025,
    licence: 'published benchmark figures (repository code under MIT)',
    attribution: 'Lambda, deeplearning-benchmark (https://github.com/lambdal/deeplearning-benchmark)',
    snapshot: 'pytorch/ tables as of 2025-12-17',
  },
];
