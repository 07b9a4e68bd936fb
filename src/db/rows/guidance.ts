import { GUIDANCE } from '../../catalog/fields';
import { definedRows, type DefinedRow, type Updated } from './row-shape';

export type GuidanceRow = DefinedRow<'Guidance', typeof GUIDANCE> & Updated;

export const guidanceRows = definedRows<GuidanceRow>(GUIDANCE, 'Guidance', { updatedAt: true });
