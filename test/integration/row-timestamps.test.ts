import { dbOf } from '../../src/db/pool';
import { componentSelect } from '../../src/db/rows/component';
import { isoTimestampSql } from '../../src/db/rows/row-shape';
import { suiteDatabase } from '../support/database';

/**
 * Row reads take their timestamps as text Postgres formats (`isoTimestampSql`) instead of
 * converting a Date per row in Node. The text must be exactly what the API showed before:
 * Date#toISOString of the value pg parses, milliseconds truncated the same way.
 */
const db = suiteDatabase();

const SAMPLES = [
  '2026-11-24 05:00:00+00',
  '2026-11-24 05:00:00.1+00',
  '2026-11-24 05:00:00.000001+00',
  '2026-11-24 05:00:00.000999+00',
  '2026-11-24 05:00:00.0005+00',
  '2026-11-24 23:59:59.999999+00',
  '2026-12-31 23:59:59.999999-08',
  '2026-03-29 01:30:00.123456+05:30',
  '1999-01-01 00:00:00.5+00',
  '2100-02-28 12:34:56.789012+00',
];

describe('timestamps formatted by Postgres', () => {
  it('equal Date#toISOString of the values pg parses, and of the JSON text', async () => {
    const rows = await dbOf(db().dataSource).rows<{ parsed: Date; json: { t: string }; text: string }>(
      `SELECT t AS parsed, json_build_object('t', t) AS json, ${isoTimestampSql('t')} AS text
       FROM unnest($1::timestamptz[]) AS t`,
      [SAMPLES],
    );
    expect(rows).toHaveLength(SAMPLES.length);
    for (const row of rows) {
      expect(row.text).toBe(row.parsed.toISOString());
      expect(row.text).toBe(new Date(row.json.t).toISOString());
    }
  });

  it('equal them for every component of the catalog', async () => {
    const rows = await dbOf(db().dataSource).rows<{ updated_at: string; parsed: Date }>(
      `SELECT ${componentSelect('c')}, c.updated_at AS parsed FROM component c`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => row.updated_at !== row.parsed.toISOString())).toEqual([]);
  });
});
