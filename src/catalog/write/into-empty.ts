import type { SqlClient } from '../../db/pool';
import { REF_TARGETS, type PcieSlotSeed, type TableDefinition } from '../fields';
import { columnsOf, linksOf } from './columns';
import type { Refs } from './refs';
import { SLOT_COLUMNS, slotValues, type Written } from './upsert';

/**
 * The seed writer's set-based mode, for tables that hold no row yet (a fresh database: every
 * boot of an empty one, and the test template). writeRow's per-row upsert costs a lookup, an
 * insert, the link and slot statements and the statement triggers of each (catalog version,
 * search vocabulary and postings) for every one of ~1,900 rows; here each definition's rows
 * are one INSERT, each link table's rows one, the slots one.
 *
 * The rows are the ones writeRow would leave: the same prepare, columns and reference checks
 * in the same order, and the same ids, since each table's ids are taken from its identity
 * sequence in write order and the sequence is left where row-by-row inserts would leave it.
 * What differs is the number of write statements, which the catalog version counts: it still
 * moves, by fewer steps (test/integration/seed-into-empty.test.ts compares both paths).
 * Returns null, having written nothing, when the path does not apply: a table is not empty,
 * or a natural key or a board's slot position repeats (row by row, the later one updates the
 * earlier; the caller then writes row by row).
 */

type Record_ = Record<string, unknown>;

interface PlannedRow {
  definition: TableDefinition;
  id: number;
  columns: (readonly [string, unknown])[];
}

interface LinkRows {
  table: string;
  owner: string;
  target: string;
  owners: number[];
  targets: number[];
}

/** The identity sequence of `table`'s id and the next id it would give. */
async function nextIds(
  tx: SqlClient,
  tables: readonly string[],
): Promise<Map<string, { seq: string; next: number }>> {
  const rows = await tx.rows<{ t: string; seq: string }>(
    `SELECT t, pg_get_serial_sequence(t, 'id') AS seq FROM unnest($1::text[]) t`,
    [[...tables]],
  );
  const found = new Map<string, { seq: string; next: number }>();
  for (const { t, seq } of rows) {
    if (!seq) return new Map();
    // The sequence's name comes from the catalog (pg_get_serial_sequence quotes it), never from input.
    const [state] = await tx.rows<{ next: string; step: string; cache: string }>(
      `SELECT CASE WHEN s.is_called THEN s.last_value + q.seqincrement ELSE s.last_value END AS next,
              q.seqincrement AS step, q.seqcache AS cache
       FROM ${seq} s, pg_sequence q WHERE q.seqrelid = $1::regclass`,
      [seq],
    );
    // Only a step and a cache of 1 (identity columns' defaults) are reproduced: with a larger
    // cache, nextval leaves the sequence at the end of its block. Anything else: row by row.
    if (!state || Number(state.step) !== 1 || Number(state.cache) !== 1) return new Map();
    found.set(t, { seq, next: Number(state.next) });
  }
  return found;
}

/**
 * Whether `column` holds a json field: columnsOf hands its value over as text for a bound
 * parameter. No seed row has one (a board's slot groups), so rows with one are written row
 * by row rather than by a path no test compares.
 */
function jsonColumn(definition: TableDefinition, column: string): boolean {
  return Object.values(definition.fields).some((f) => f.type === 'json' && f.column === column);
}

async function allEmpty(tx: SqlClient, tables: readonly string[]): Promise<boolean> {
  const [{ empty }] = await tx.rows<{ empty: boolean }>(
    `SELECT ${tables.map((t) => `NOT EXISTS (SELECT 1 FROM ${t})`).join(' AND ')} AS empty`,
  );
  return empty;
}

/**
 * Writes `rows` (definitions in write order) into empty tables in a few statements; see the
 * module comment. References resolve and are remembered in `refs` as writeRow does.
 */
export async function writeIntoEmpty(
  tx: SqlClient,
  rows: readonly [TableDefinition, Record_][],
  refs: Refs,
): Promise<Written[] | null> {
  const rowTables = [...new Set(rows.map(([d]) => d.table))];
  const linkTables = new Set<string>();
  let slots = false;
  for (const [definition] of rows)
    for (const field of Object.values(definition.fields)) {
      if (field.role === 'links') linkTables.add(field.link!.table);
      if (field.role === 'slots') slots = true;
    }
  const tables = [...rowTables, ...linkTables, ...(slots ? ['pcie_slot'] : [])];
  if (!tables.length || !(await allEmpty(tx, tables))) return null;
  const ids = await nextIds(tx, rowTables);
  if (ids.size !== rowTables.length) return null;

  // Plan: every row's columns, id, links and slots, in write order; nothing written yet.
  const planned: PlannedRow[] = [];
  const links = new Map<string, LinkRows>();
  const slotRows: (PcieSlotSeed & { boardId: number })[] = [];
  const keys = new Map<string, Set<string>>(rowTables.map((t) => [t, new Set()]));
  for (const [definition, input] of rows) {
    const row = definition.prepare(input);
    const owner = definition.describe(row);
    const { key, values } = await columnsOf(definition, row, refs, owner);
    if ([...key, ...values].some(([column, value]) => value !== null && jsonColumn(definition, column)))
      return null;
    const rowLinks: [LinkRows, number[]][] = [];
    for (const [spec, targetIds] of await linksOf(definition, row, refs, owner)) {
      const id = `${spec.table}:${spec.owner}:${spec.target}`;
      if (!links.has(id)) links.set(id, { ...spec, owners: [], targets: [] });
      rowLinks.push([links.get(id)!, targetIds]);
    }
    const seen = keys.get(definition.table)!;
    const naturalKey = JSON.stringify(key);
    if (seen.has(naturalKey)) return null;
    seen.add(naturalKey);
    const sequence = ids.get(definition.table)!;
    const id = sequence.next++;
    const referenced = Object.values(REF_TARGETS).find((t) => t.table === definition.table);
    if (referenced)
      refs.remember(definition.table, row[referenced.key] as string, id, definition.fixed.kind ?? null);
    for (const [link, targetIds] of rowLinks)
      for (const target of targetIds) {
        link.owners.push(id);
        link.targets.push(target);
      }
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.role !== 'slots') continue;
      const boardSlots = (row[name] as PcieSlotSeed[] | undefined) ?? [];
      if (new Set(boardSlots.map((s) => s.position)).size !== boardSlots.length) return null;
      slotRows.push(...boardSlots.map((slot) => ({ ...slot, boardId: id })));
    }
    planned.push({ definition, id, columns: [...key, ...values] });
  }

  // Write: one INSERT per run of rows of one definition (their columns agree), in order.
  for (let start = 0; start < planned.length;) {
    let end = start;
    while (end < planned.length && planned[end].definition === planned[start].definition) end += 1;
    await insertRows(tx, planned.slice(start, end));
    start = end;
  }
  for (const [table, { seq, next }] of ids)
    if (planned.some((p) => p.definition.table === table))
      await tx.rows(`SELECT setval($1::regclass, $2, true)`, [seq, next - 1]);
  for (const link of links.values()) {
    if (!link.owners.length) continue;
    // DO NOTHING, as syncLinks: a key listed twice for one row is one link.
    await tx.rows(
      `INSERT INTO ${link.table} (${link.owner}, ${link.target})
       SELECT o, t FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS l(o, t, n) ORDER BY n
       ON CONFLICT DO NOTHING`,
      [link.owners, link.targets],
    );
  }
  if (slotRows.length)
    await tx.rows(
      `INSERT INTO pcie_slot (motherboard_id, position, ${SLOT_COLUMNS.join(', ')})
       SELECT s.motherboard_id, s.position, ${SLOT_COLUMNS.map((c) => `s.${c}`).join(', ')}
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(r, n),
            jsonb_populate_record(NULL::pcie_slot, e.r) s
       ORDER BY e.n`,
      [
        JSON.stringify(
          slotRows.map((s) => {
            const values = slotValues(s);
            return {
              motherboard_id: s.boardId,
              position: s.position,
              ...Object.fromEntries(SLOT_COLUMNS.map((column, i) => [column, values[i]])),
            };
          }),
        ),
      ],
    );
  return planned.map(({ id }) => ({ id, created: true, changed: true, before: null }));
}

/**
 * One INSERT of rows of one definition with their planned ids, each column read as the
 * table's type from the row's JSON (jsonb_populate_record: the text of a number or date, the
 * elements of an array).
 */
async function insertRows(tx: SqlClient, rows: readonly PlannedRow[]): Promise<void> {
  const { definition } = rows[0];
  const columns = ['id', ...rows[0].columns.map(([column]) => column)];
  const records = rows.map(({ id, columns: values }) => Object.fromEntries([['id', id], ...values]));
  await tx.rows(
    `INSERT INTO ${definition.table} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
     SELECT ${columns.map((c) => `p.${c}`).join(', ')}
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(r, n),
          jsonb_populate_record(NULL::${definition.table}, e.r) p
     ORDER BY e.n`,
    [JSON.stringify(records)],
  );
}
