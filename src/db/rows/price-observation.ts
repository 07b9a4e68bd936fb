import { PRICE_OBSERVATION } from '../../catalog/fields';
import { LATEST_FIRST_SQL } from '../../catalog/prices';
import { definedRows, type DefinedRow } from './row-shape';

/** `observedOn` is ISO date text: pg's `date` stays a string (db/data-source.ts). */
export type PriceObservationRow = DefinedRow<'PriceObservation', typeof PRICE_OBSERVATION>;

export const priceObservationRows = definedRows<PriceObservationRow>(PRICE_OBSERVATION, 'PriceObservation');

/** A part's price history is listed newest first, in the order that makes the first the current price. */
export const PRICE_HISTORY_ORDER = LATEST_FIRST_SQL;
