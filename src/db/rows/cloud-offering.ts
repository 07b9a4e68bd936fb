import { CLOUD_OFFERING, type RowOf } from '../../catalog/fields';
import { definitionColumns, rowShape, timestampColumn } from './row-shape';

/** `asOf` is ISO date text: pg's `date` stays a string (db/data-source.ts). */
export type CloudOfferingRow = {
  __typename: 'CloudOffering';
  id: number;
  version: number;
  updatedAt: string;
} & RowOf<typeof CLOUD_OFFERING.fields>;

export const cloudOfferingRows = rowShape<CloudOfferingRow>(
  'cloud_offering',
  'CloudOffering',
  definitionColumns(CLOUD_OFFERING, [timestampColumn('updatedAt', 'updated_at')]),
);
