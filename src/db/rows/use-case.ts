import { USE_CASE } from '../../catalog/fields';
import { definedRows, type DefinedRow } from './row-shape';

export type UseCaseRow = DefinedRow<'UseCase', typeof USE_CASE>;

export const useCaseRows = definedRows<UseCaseRow>(USE_CASE, 'UseCase');
/** Use cases are listed by memory tier. */
export const USE_CASE_ORDER = (alias: string) => `${alias}.min_vram_gb, ${alias}.id`;
