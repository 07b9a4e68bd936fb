import type { GuidanceSeed } from '../types';
import { guidance2026 } from './guidance-2026';
import { guidanceBuying } from './guidance-buying';
import { guidanceGpu } from './guidance-gpu';
import { guidancePlatform } from './guidance-platform';
import { guidancePowerCooling } from './guidance-power-cooling';

/**
 * All Q&A guidance entries, grouped by area in the guidance-*.ts files:
 * buying (budget, cloud, used, free GPUs), GPU (memory, LLMs, architecture, vendors,
 * multi-GPU), power and cooling (circuits, PSUs, safety, heat), platform (PCIe, CPU, RAM,
 * motherboard, case, storage, software).
 */
export const guidance: GuidanceSeed[] = [
  ...guidanceBuying,
  ...guidanceGpu,
  ...guidancePowerCooling,
  ...guidancePlatform,
  ...guidance2026,
];
