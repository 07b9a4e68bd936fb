import { dbOf } from '../../src/db/pool';
import { preparedStatementsOf } from '../../src/db/prepared-statements';
import { suiteDatabase } from '../support/database';

/**
 * The read path runs its statements as named statements (src/db/prepared-statements.ts),
 * prepared once per connection. One connection here, so the session's
 * pg_prepared_statements shows everything the pool prepared.
 */
const db = suiteDatabase({ empty: true, poolSize: 1 });

/**
 * The texts (containing `marker`) this session holds prepared, by name. Asked through
 * TypeORM's path (the pool's one connection, never named), so asking names nothing.
 */
async function preparedWith(marker: string): Promise<Map<string, string>> {
  const rows = (await db().dataSource.query(
    'SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE $1',
    [`%${marker}%`],
  )) as { name: string; statement: string }[];
  return new Map(rows.map((row) => [row.statement, row.name]));
}

describe('named statements on the read path', () => {
  it('prepares a statement on its second run and reuses it with other values', async () => {
    const statements = preparedStatementsOf(db().dataSource, 8);
    const sql = dbOf(db().dataSource);
    const text = 'SELECT $1::int + 1 AS n /* reuse */';
    expect(await sql.rows(text, [1])).toEqual([{ n: 2 }]);
    expect((await preparedWith('/* reuse */')).size).toBe(0);
    expect(await sql.rows(text, [41])).toEqual([{ n: 42 }]);
    expect(await sql.rows(text, [99])).toEqual([{ n: 100 }]);
    const prepared = await preparedWith('/* reuse */');
    expect([...prepared]).toEqual([[text, statements.currentName(text)]]);
  });

  it('keeps the most recently run texts up to the cap, and deallocates the one given up', async () => {
    preparedStatementsOf(db().dataSource, 3);
    const sql = dbOf(db().dataSource);
    const texts = [1, 2, 3].map((i) => `SELECT ${i} AS n /* cap */`);
    for (const [i, text] of texts.entries()) {
      expect(await sql.rows(text)).toEqual([{ n: i + 1 }]);
      expect(await sql.rows(text)).toEqual([{ n: i + 1 }]);
    }
    expect([...(await preparedWith('/* cap */')).keys()].sort()).toEqual(texts);
    const fourth = 'SELECT 4 AS n /* cap */';
    expect(await sql.rows(fourth)).toEqual([{ n: 4 }]);
    expect(await sql.rows(fourth)).toEqual([{ n: 4 }]);
    // The least recently run gave its name up; the connection deallocates it before it
    // runs its next statement.
    expect(await sql.rows('SELECT 0 AS n')).toEqual([{ n: 0 }]);
    expect([...(await preparedWith('/* cap */')).keys()].sort()).toEqual([...texts.slice(1), fourth].sort());
  });

  it('prepares nothing when turned off (DB_PREPARED_STATEMENTS=0)', async () => {
    preparedStatementsOf(db().dataSource, 0);
    const sql = dbOf(db().dataSource);
    expect(await sql.rows('SELECT 7 AS n /* off */')).toEqual([{ n: 7 }]);
    expect((await preparedWith('/* off */')).size).toBe(0);
  });

  it('retires a statement whose result type changed under it and answers unnamed', async () => {
    const statements = preparedStatementsOf(db().dataSource, 8);
    const sql = dbOf(db().dataSource);
    await sql.rows('CREATE TABLE stale_check (a int)');
    await sql.rows('INSERT INTO stale_check VALUES (1)');
    const text = 'SELECT * FROM stale_check /* stale */';
    expect(await sql.rows(text)).toEqual([{ a: 1 }]);
    expect(await sql.rows(text)).toEqual([{ a: 1 }]);
    expect(statements.currentName(text)).toBeDefined();
    // Postgres refuses the prepared plan now: "cached plan must not change result type".
    await sql.rows(`ALTER TABLE stale_check ADD COLUMN b text DEFAULT 'x'`);
    expect(await sql.rows(text)).toEqual([{ a: 1, b: 'x' }]);
    expect(statements.currentName(text)).toBeUndefined();
    expect(await sql.rows(text)).toEqual([{ a: 1, b: 'x' }]);
    expect(statements.currentName(text)).toBeUndefined();
  });

  it('answers after the session dropped its prepared statements (a pooler reset)', async () => {
    const statements = preparedStatementsOf(db().dataSource, 8);
    const sql = dbOf(db().dataSource);
    const text = 'SELECT $1::text AS t /* reset */';
    expect(await sql.rows(text, ['a'])).toEqual([{ t: 'a' }]);
    expect(await sql.rows(text, ['a'])).toEqual([{ t: 'a' }]);
    expect(statements.currentName(text)).toBeDefined();
    await sql.rows('DEALLOCATE ALL');
    expect(await sql.rows(text, ['b'])).toEqual([{ t: 'b' }]);
    expect(statements.currentName(text)).toBeUndefined();
  });

  it('runs a text of several commands unnamed, as before', async () => {
    const statements = preparedStatementsOf(db().dataSource, 8);
    const text =
      'CREATE TABLE IF NOT EXISTS multi_a (a int); CREATE TABLE IF NOT EXISTS multi_b (b int) /* multi */';
    await dbOf(db().dataSource).rows(text);
    // Its second run would name it: Postgres refuses to prepare it, and it runs unnamed.
    await dbOf(db().dataSource).rows(text);
    expect(statements.currentName(text)).toBeUndefined();
    expect(await dbOf(db().dataSource).rows('SELECT count(*)::int AS n FROM multi_a, multi_b')).toEqual([
      { n: 0 },
    ]);
  });

  it('still reports a statement error as the error it is', async () => {
    preparedStatementsOf(db().dataSource, 8);
    await expect(dbOf(db().dataSource).rows('SELECT * FROM no_such_table /* error */')).rejects.toMatchObject(
      {
        code: '42P01',
      },
    );
  });
});
