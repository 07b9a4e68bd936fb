import { SOURCE } from '../../catalog/fields';
import { definedRows, type DefinedRow, type Updated } from './row-shape';

export type SourceRow = DefinedRow<'Source', typeof SOURCE> & Updated;

/** Sources as reads return them; a component's, use case's or guidance's list is newest first. */
export const sourceRows = definedRows<SourceRow>(SOURCE, 'Source', { updatedAt: true });
export const SOURCE_ORDER = (alias: string) => `${alias}.year DESC NULLS LAST, ${alias}.id`;
