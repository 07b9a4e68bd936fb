import { MAX_NAMED_TEXT_CHARS, PreparedStatements } from '../../src/db/prepared-statements';

/** What the read path names; test/integration/prepared-statements.test.ts runs them on Postgres. */
describe('PreparedStatements', () => {
  const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
  /** The name `text` gets once it has run twice (a text run once is not worth preparing). */
  const named = (statements: PreparedStatements, text: string) => {
    statements.nameOf(text);
    return statements.nameOf(text);
  };

  it('names a text on its second run, with one stable name; distinct texts get distinct names under 63 bytes', () => {
    const statements = new PreparedStatements(10);
    expect(statements.nameOf('SELECT 1')).toBeUndefined();
    const a = statements.nameOf('SELECT 1');
    expect(a).toMatch(/^rb_[\w-]{20}$/);
    expect(statements.nameOf('SELECT 1')).toBe(a);
    expect(named(new PreparedStatements(10), 'SELECT 1')).toBe(a);
    expect(named(statements, 'SELECT 2')).not.toBe(a);
    expect(statements.query('SELECT 1', [1])).toEqual({ name: a, text: 'SELECT 1', values: [1] });
  });

  it('leaves texts over the length limit unnamed, and gives the least recently run name up for a new one', () => {
    const statements = new PreparedStatements(2);
    expect(named(statements, `SELECT '${'x'.repeat(MAX_NAMED_TEXT_CHARS)}'`)).toBeUndefined();
    const one = named(statements, 'SELECT 1');
    const two = named(statements, 'SELECT 2');
    expect([one, two].every(Boolean)).toBe(true);
    statements.nameOf('SELECT 1'); // SELECT 2 is now the least recently run
    const three = named(statements, 'SELECT 3');
    expect(three).toBeDefined();
    expect(statements.size).toBe(2);
    expect(statements.evictions).toBe(1);
    // A connection that prepared all three deallocates the one given up, and only ours.
    expect(statements.evictedAmong([one!, two!, three!, 'their_statement'])).toEqual([two]);
  });

  it("keeps the service's own statements named while a client sends a stream of distinct texts", () => {
    const statements = new PreparedStatements(16);
    const own = Array.from({ length: 8 }, (_, i) => `SELECT ${i} /* the service's own */`);
    const names = own.map((text) => named(statements, text));
    for (let i = 0; i < 5_000; i++) {
      // Each client text twice (enough to be named), the service's statements in between.
      statements.nameOf(`SELECT ${i} FROM client_shape`);
      statements.nameOf(`SELECT ${i} FROM client_shape`);
      if (i % 4 === 0) for (const text of own) statements.nameOf(text);
    }
    expect(own.map((text) => statements.nameOf(text))).toEqual(names);
    expect(statements.size).toBe(16);
  });

  it('retires a stale statement for good (its name is given up)', () => {
    const statements = new PreparedStatements(2);
    const one = named(statements, 'SELECT 1');
    expect(statements.retire('SELECT 1', stale)).toBe(true);
    expect(named(statements, 'SELECT 1')).toBeUndefined();
    expect(statements.evictedAmong([one!])).toEqual([one]);
    expect(named(statements, 'SELECT 2')).toBeDefined();
  });

  it('does not retire for errors of the statement itself, nor texts it never named', () => {
    const statements = new PreparedStatements(2);
    named(statements, 'SELECT 1');
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
