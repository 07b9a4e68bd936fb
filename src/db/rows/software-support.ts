import { SOFTWARE_SUPPORT } from '../../catalog/fields';
import { definedRows, type DefinedRow } from './row-shape';

/** Software support of one GPU architecture; `asOf` is ISO date text. */
export type SoftwareSupportRow = DefinedRow<'SoftwareSupport', typeof SOFTWARE_SUPPORT>;

export const softwareSupportRows = definedRows<SoftwareSupportRow>(SOFTWARE_SUPPORT, 'SoftwareSupport');
