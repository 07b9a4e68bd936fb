import { GUIDANCE, type RowOf } from '../../catalog/fields';
import { definitionColumns, rowShape, timestampColumn } from './row-shape';

export type GuidanceRow = { __typename: 'Guidance'; id: number; version: number; updatedAt: string } & RowOf<
  typeof GUIDANCE.fields
>;

export const guidanceRows = rowShape<GuidanceRow>(
  'guidance',
  'Guidance',
  definitionColumns(GUIDANCE, [timestampColumn('updatedAt', 'updated_at')]),
);
