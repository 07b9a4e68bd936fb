import { REF_TARGETS, type TableDefinition } from '../fields';
import type { Refs } from './refs';

/** What a row's stored columns hold: values as given, refs resolved, absent lists empty. */
export async function columnsOf(
  definition: TableDefinition,
  row: Record<string, unknown>,
  refs: Refs,
  owner: string,
) {
  const key: [string, unknown][] = Object.entries(definition.fixed);
  const values: [string, unknown][] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    // Derived values are computed, observed ones recorded as observations (write/prices.ts),
    // imported ones (a dataset id) written by dataset imports only.
    if (field.column === null || ['derived', 'observed', 'imported'].includes(field.role)) continue;
    let value = row[name] ?? null;
    if (field.role === 'ref') [value] = await refs.ids(field.target!, [row[name] as string], name, owner);
    else if (value === null && (field.type === 'texts' || field.type === 'ints')) value = [];
    else if (value !== null && field.type === 'json') value = JSON.stringify(value);
    (definition.key.includes(name) ? key : values).push([field.column, value]);
  }
  return { key, values };
}

/** A link table a row's `links` field fills: the table, its owner column and its target column. */
export interface LinkSpec {
  table: string;
  owner: string;
  target: string;
}

/**
 * The ids each of a row's `links` fields names (sources, use cases...), resolved by key, with
 * the link table they go to: the one reading of links the row writers share (write-catalog's
 * upsert, a dataset's bulk import, seeds into empty tables).
 */
export async function linksOf(
  definition: TableDefinition,
  row: Record<string, unknown>,
  refs: Refs,
  owner: string,
): Promise<[LinkSpec, number[]][]> {
  const links: [LinkSpec, number[]][] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.role !== 'links') continue;
    const ids = await refs.links(field.target!, (row[name] as string[]) ?? [], name, owner, field.required);
    links.push([{ ...field.link!, target: `${REF_TARGETS[field.target!].table}_id` }, ids]);
  }
  return links;
}
