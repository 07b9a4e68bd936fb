import type { Row, SqlClient } from '../db/pool';
import { benchmarkRows } from '../db/rows/benchmark';
import { cloudOfferingRows } from '../db/rows/cloud-offering';
import { componentSelect, toComponent } from '../db/rows/component';
import { guidanceRows } from '../db/rows/guidance';
import { pcieSlotRows } from '../db/rows/pcie-slot';
import { priceObservationRows } from '../db/rows/price-observation';
import { sourceRows } from '../db/rows/source';
import { toCsv } from './csv';
import {
  IMPORT_DEFINITIONS,
  PCIE_SLOT,
  REF_TARGETS,
  inputFields,
  isImportKind,
  type ImportKind,
  type TableDefinition,
} from './fields';
import { ImportError } from './import-error';
import { CSV_LIST_SEPARATOR, importColumns } from './validation';

/** Drops null and undefined values (an import leaves them out). */
function compact(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined));
}

/** How each table's rows are read: the SELECT list and the mapper of src/db/rows. */
const READERS: Record<string, { select: (alias: string) => string; map: (row: Row) => object }> = {
  component: { select: componentSelect, map: toComponent },
  source: sourceRows,
  benchmark: benchmarkRows,
  cloud_offering: cloudOfferingRows,
  price_observation: priceObservationRows,
  guidance: guidanceRows,
};

/**
 * Reads one kind back out in the import format (other rows named by slug or key, slots as
 * a list), so `export` then `import` of the same file round-trips to the same rows. One
 * statement; the columns come from the kind's definition.
 */
export async function exportRows(db: SqlClient, kind: string): Promise<Row[]> {
  if (!isImportKind(kind)) {
    throw new ImportError(
      `unknown kind "${kind}"; expected one of ${Object.keys(IMPORT_DEFINITIONS).join(', ')}`,
    );
  }
  return readInputRows(db, IMPORT_DEFINITIONS[kind]);
}

/**
 * Rows of `definition` in the import and edit format, unset values left out: all of them,
 * or the one whose natural key is `key` (its values as an edit names them: slugs and keys
 * for other rows). Edits and imports merge what they are given over this.
 */
export async function readInputRows(
  db: SqlClient,
  definition: TableDefinition,
  key?: Readonly<Record<string, unknown>>,
): Promise<Row[]> {
  const reader = READERS[definition.table];
  const extra: string[] = [];
  for (const [name, field] of inputFields(definition)) {
    const target = field.target ? REF_TARGETS[field.target] : null;
    if (field.role === 'ref' && target) {
      extra.push(
        `(SELECT r.${target.key} FROM ${target.table} r WHERE r.id = t.${field.column}) AS "ref_${name}"`,
      );
    } else if (field.role === 'links' && target) {
      extra.push(`array(SELECT r.${target.key} FROM ${field.link!.table} l JOIN ${target.table} r
        ON r.id = l.${target.table}_id WHERE l.${field.link!.owner} = t.id ORDER BY r.${target.key}) AS "ref_${name}"`);
    } else if (field.role === 'slots') {
      extra.push(`(SELECT json_agg(${pcieSlotRows.json('p')} ORDER BY p.position)
        FROM pcie_slot p WHERE p.motherboard_id = t.id) AS "ref_${name}"`);
    }
  }
  const where = Object.entries(definition.fixed).map(([column, value]) => `t.${column} = '${value}'`);
  const values: unknown[] = [];
  for (const name of key ? definition.key : []) {
    const field = definition.fields[name];
    const target = field.target ? REF_TARGETS[field.target] : null;
    values.push(key![name] ?? null);
    where.push(
      target
        ? `t.${field.column} = (SELECT r.id FROM ${target.table} r WHERE r.${target.key} = $${values.length})`
        : `t.${field.column} IS NOT DISTINCT FROM $${values.length}`,
    );
  }
  const order = definition.key.length === 1 ? `t.${definition.fields[definition.key[0]].column}` : 't.id';
  const rows = await db.rows(
    `SELECT ${[reader.select('t'), ...extra].join(', ')} FROM ${definition.table} t
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}`,
    values,
  );
  const slotFields = inputFields(PCIE_SLOT).map(([name]) => name);
  return rows.map((row) => {
    const read = reader.map(row) as Row;
    const out: Row = { ...definition.fixed };
    for (const [name, field] of inputFields(definition)) {
      if (field.role === 'slots') {
        out[name] = ((row[`ref_${name}`] as Row[] | null) ?? []).map((slot) => {
          const mapped = pcieSlotRows.map(slot) as unknown as Row;
          return compact(Object.fromEntries(slotFields.map((f) => [f, mapped[f]])));
        });
      } else {
        out[name] = field.role === 'ref' || field.role === 'links' ? row[`ref_${name}`] : read[name];
      }
    }
    return compact(out);
  });
}

export function serialize(kind: ImportKind, rows: Row[], format: 'csv' | 'json'): string {
  if (format === 'json') return `${JSON.stringify({ kind, rows }, null, 2)}\n`;
  const header = importColumns(kind);
  const fields: TableDefinition['fields'] = IMPORT_DEFINITIONS[kind].fields;
  return toCsv(
    header,
    rows.map((row) =>
      header.map((name) => {
        const value = row[name];
        if (value === undefined || value === null) return '';
        if (name === 'pcieSlots' || fields[name]?.type === 'json') return JSON.stringify(value);
        if (Array.isArray(value)) return value.join(CSV_LIST_SEPARATOR);
        return String(value);
      }),
    ),
  );
}
