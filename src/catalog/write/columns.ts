import type { TableDefinition } from '../fields';
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
