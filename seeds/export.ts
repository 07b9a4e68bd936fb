import type { DataSource } from 'typeorm';
import { COMPONENT_COLUMNS } from './component-columns';
import { toCsv } from './csv';
import { IMPORT_KINDS, isImportKind, type ImportKind } from './field-specs';
import { CSV_LIST_SEPARATOR, ImportError } from './import';

type Row = Record<string, unknown>;

function compact(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined));
}

async function componentRows(db: DataSource, kind: string): Promise<Row[]> {
  const rows: Row[] = await db.query(
    `SELECT c.*, array(SELECT s.key FROM component_source l JOIN source s ON s.id = l.source_id
                        WHERE l.component_id = c.id ORDER BY s.key) AS source_keys,
            (SELECT json_agg(json_build_object('position', p.position, 'physicalLanes', p.physical_lanes,
                    'electricalLanes', p.electrical_lanes, 'gen', p.gen, 'fromCpu', p.from_cpu,
                    'sharedWith', p.shared_with) ORDER BY p.position)
               FROM pcie_slot p WHERE p.motherboard_id = c.id) AS slots
       FROM component c WHERE c.kind = $1 ORDER BY c.slug`,
    [kind],
  );
  const fields = Object.keys(IMPORT_KINDS[kind.toLowerCase() as ImportKind]);
  return rows.map((r) => {
    const out: Row = { slug: r.slug };
    for (const [field, column] of COMPONENT_COLUMNS) if (fields.includes(field)) out[field] = r[column];
    out.sources = r.source_keys;
    if (kind === 'MOTHERBOARD') {
      out.pcieSlots = ((r.slots as Row[] | null) ?? []).map((slot) => compact(slot));
    }
    return compact(out);
  });
}

/**
 * Reads one kind back out in the import format, so `export` then `import` of the same
 * file round-trips to the same rows.
 */
export async function exportRows(db: DataSource, kind: string): Promise<Row[]> {
  if (!isImportKind(kind)) {
    throw new ImportError(`unknown kind "${kind}"; expected one of ${Object.keys(IMPORT_KINDS).join(', ')}`);
  }
  if (kind === 'source') {
    return (await db.query(`SELECT key, title, url, publisher, year FROM source ORDER BY key`)).map(compact);
  }
  if (kind === 'benchmark') {
    return (
      await db.query(`SELECT c.slug AS gpu, b.workload, b.metric, b.value, b.unit, b.precision,
          b.gpu_count AS "gpuCount", s.key AS source, b.notes
        FROM benchmark b JOIN component c ON c.id = b.gpu_id JOIN source s ON s.id = b.source_id ORDER BY b.id`)
    ).map(compact);
  }
  if (kind === 'cloud-offering') {
    return (
      await db.query(`SELECT o.provider, o.instance_type AS "instanceType", c.slug AS gpu, o.gpu_count AS "gpuCount",
          o.on_demand_usd_per_hour AS "onDemandUsdPerHour", o.spot_usd_per_hour AS "spotUsdPerHour", o.region,
          o.as_of::text AS "asOf", s.key AS source
        FROM cloud_offering o JOIN component c ON c.id = o.gpu_id JOIN source s ON s.id = o.source_id ORDER BY o.id`)
    ).map(compact);
  }
  return componentRows(db, kind.toUpperCase());
}

export function serialize(kind: ImportKind, rows: Row[], format: 'csv' | 'json'): string {
  if (format === 'json') return `${JSON.stringify({ kind, rows }, null, 2)}\n`;
  const header = Object.keys(IMPORT_KINDS[kind]);
  return toCsv(
    header,
    rows.map((row) =>
      header.map((name) => {
        const value = row[name];
        if (value === undefined || value === null) return '';
        if (name === 'pcieSlots') return JSON.stringify(value);
        if (Array.isArray(value)) return value.join(CSV_LIST_SEPARATOR);
        return String(value);
      }),
    ),
  );
}
