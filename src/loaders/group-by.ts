/**
 * DataLoader contract helpers: the result has the same length and order as the keys,
 * with `[]` (lists) or `null` (single rows) for keys that matched nothing.
 */
export function groupRows<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const buckets = new Map<K, R[]>();
  for (const key of keys) buckets.set(key, []);
  for (const row of rows) buckets.get(keyOf(row))?.push(row);
  return keys.map((key) => buckets.get(key) ?? []);
}

export function indexRows<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const byKey = new Map<K, R>();
  for (const row of rows) byKey.set(keyOf(row), row);
  return keys.map((key) => byKey.get(key) ?? null);
}
