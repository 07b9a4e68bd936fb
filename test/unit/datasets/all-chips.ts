import { gpus } from '../../../seeds/data/gpus';
import { gpus2025 } from '../../../seeds/data/gpus-2025';
import { datacenterGpus2025 } from '../../../seeds/data/gpus-2025-datacenter';
import { gamingGpus2025 } from '../../../seeds/data/gpus-2025-gaming';

/** Today's GPU chips plus the 2025 additions (datacenter, and the chips the dataset's cards need). */
export const allChips = [...gpus, ...gpus2025, ...datacenterGpus2025, ...gamingGpus2025];
export { gpus as todaysChips };
