import { MAX_NAMED_TEXT_CHARS, PreparedStatements } from '../../src/db/prepared-statements';

/** What the read path names; test/integration/prepared-statements.test.ts runs them on Postgres. */
describe('PreparedStatements', () => {
  const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });

  it('gives a text one stable name, distinct texts distinct names under 63 bytes', () => {
    const statements = new PreparedStatements(10);
    const a = statements.nameOf('SELECT 1');
    expect(a).toMatch(/^rb_[\w-]{20}$/);
    expect(statements.nameOf('SELECT 1')).toBe(a);
    expect(new PreparedStatements(10).nameOf('SELECT 1')).toBe(a);
    expect(statements.nameOf('SELECT 2')).not.toBe(a);
    expect(statements.query('SELECT 1', [1])).toEqual({ name: a, text: 'SELECT 1', values: [1] });
  });

  it('leaves texts over the cap, and over the length limit, unnamed', () => {
    const statements = new PreparedStatements(2);
    expect(statements.nameOf(`SELECT '${'x'.repeat(MAX_NAMED_TEXT_CHARS)}'`)).toBeUndefined();
    expect(statements.nameOf('SELECT 1')).toBeDefined();
    expect(statements.nameOf('SELECT 2')).toBeDefined();
    expect(statements.nameOf('SELECT 3')).toBeUndefined();
    expect(statements.query('SELECT 3', [])).toEqual({ text: 'SELECT 3', values: [] });
  });

  it('retires a stale statement for good, and a retired name still counts against the cap', () => {
    const statements = new PreparedStatements(2);
    statements.nameOf('SELECT 1');
    expect(statements.retire('SELECT 1', stale)).toBe(true);
    expect(statements.nameOf('SELECT 1')).toBeUndefined();
    expect(statements.nameOf('SELECT 2')).toBeDefined();
    expect(statements.nameOf('SELECT 3')).toBeUndefined();
  });

  it('does not retire for errors of the statement itself, nor texts it never named', () => {
    const statements = new PreparedStatements(2);
    statements.nameOf('SELECT 1');
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    expect(statements.retire('SELECT 1', syntax)).toBe(false);
    expect(statements.retire('SELECT 1', new Error('no code'))).toBe(false);
    expect(statements.retire('SELECT 9', stale)).toBe(false);
    expect(statements.nameOf('SELECT 1')).toBeDefined();
  });
});

describe('PreparedStatements: texts of several commands', () => {
  it('retires them on the refusal to prepare them, not on other syntax errors', () => {
    const statements = new PreparedStatements(4);
    const text = 'ANALYZE a; ANALYZE b';
    statements.nameOf(text);
    const syntax = Object.assign(new Error('syntax error at or near "x"'), { code: '42601' });
    expect(statements.retire(text, syntax)).toBe(false);
    const refused = Object.assign(new Error('cannot insert multiple commands into a prepared statement'), {
      code: '42601',
    });
    expect(statements.retire(text, refused)).toBe(true);
    expect(statements.nameOf(text)).toBeUndefined();
  });
});
