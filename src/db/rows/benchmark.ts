import { BENCHMARK } from '../../catalog/fields';
import { definedRows, type DefinedRow, type Updated } from './row-shape';

export type BenchmarkRow = DefinedRow<'Benchmark', typeof BENCHMARK> & Updated;

export const benchmarkRows = definedRows<BenchmarkRow>(BENCHMARK, 'Benchmark', { updatedAt: true });
