import { formatRelativePerformanceTable } from '../src/catalog/derive/print-relative-performance';
import { benchmarks } from '../seeds/data/benchmarks';
import { gpus } from '../seeds/data/gpus';

/**
 * Prints the derived relative training performance of every GPU in the seed set, fastest
 * first. Run after compiling: `npm run build && node dist/scripts/print-relative-performance.js`.
 */
console.log(formatRelativePerformanceTable(gpus, benchmarks));
