import { CLOUD_OFFERING } from '../../catalog/fields';
import { definedRows, type DefinedRow, type Updated } from './row-shape';

/** `asOf` is ISO date text: pg's `date` stays a string (db/data-source.ts). */
export type CloudOfferingRow = DefinedRow<'CloudOffering', typeof CLOUD_OFFERING> & Updated;

export const cloudOfferingRows = definedRows<CloudOfferingRow>(CLOUD_OFFERING, 'CloudOffering', {
  updatedAt: true,
});
