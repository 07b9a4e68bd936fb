import { BENCHMARK, type RowOf } from '../../catalog/fields';
import { definitionColumns, rowShape, timestampColumn } from './row-shape';

export type BenchmarkRow = {
  __typename: 'Benchmark';
  id: number;
  version: number;
  updatedAt: string;
} & RowOf<typeof BENCHMARK.fields>;

export const benchmarkRows = rowShape<BenchmarkRow>(
  'benchmark',
  'Benchmark',
  definitionColumns(BENCHMARK, [timestampColumn('updatedAt', 'updated_at')]),
);
