import { SOURCE, type RowOf } from '../../catalog/fields';
import { definitionColumns, rowShape, timestampColumn } from './row-shape';

export type SourceRow = { __typename: 'Source'; id: number; version: number; updatedAt: string } & RowOf<
  typeof SOURCE.fields
>;

/** Sources as reads return them; a component's, use case's or guidance's list is newest first. */
export const sourceRows = rowShape<SourceRow>(
  'source',
  'Source',
  definitionColumns(SOURCE, [timestampColumn('updatedAt', 'updated_at')]),
);
export const SOURCE_ORDER = (alias: string) => `${alias}.year DESC NULLS LAST, ${alias}.id`;
