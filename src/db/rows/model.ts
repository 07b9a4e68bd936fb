import { MODEL } from '../../catalog/fields';
import { definedRows, type DefinedRow } from './row-shape';

export type ModelRow = DefinedRow<'Model', typeof MODEL>;

export const modelRows = definedRows<ModelRow>(MODEL, 'Model');
/** Models are listed in catalog order (families together, as seeded), then by id. */
export const MODEL_ORDER = (alias: string) => `${alias}.id`;
