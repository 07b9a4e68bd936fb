import type { GpuSeed } from '../types';
import { consumerGpus } from './gpus-consumer';
import { datacenterGpus } from './gpus-datacenter';

/**
 * The GPU catalog: every GPU named in the reference documents plus the current
 * generation a buyer meets in 2025–2026. Split by market segment only to keep the
 * files readable; see the header comments there for field conventions.
 */
export const gpus: GpuSeed[] = [...consumerGpus, ...datacenterGpus];

export { consumerGpus, datacenterGpus };
