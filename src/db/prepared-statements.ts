import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/**
 * Named (prepared) statements for the read path. An unnamed statement makes Postgres parse,
 * analyse and plan its text on every call; on the bench's GPU page that work, done by the
 * database on the same two cores as the service, was what held executed requests below the
 * hand-written baseline (README § Performance: 0.84x of its req/s unnamed, 1.03x named).
 * node-postgres prepares a named statement once per connection and then sends only Bind
 * and Execute; Postgres keeps the parse tree and, once a generic plan is no worse than the
 * custom ones (plan_cache_mode auto), the plan.
 *
 * Bounded, and kept for the statements that run most: Postgres keeps each prepared statement
 * for its connection's life and node-postgres never deallocates one, so at most
 * `maxStatements` texts have names at a time. A text is named on its second run (a text run
 * once is not worth preparing, and one-off texts a client's documents produce never take a
 * name), and when a new text needs a name the least recently run named text gives its name
 * up: each connection deallocates the names given up before it runs its next statement
 * (db/pool.ts). So a client sending many distinct documents cannot keep the service's own
 * statements (run every few milliseconds) unprepared: they stay the most recently run.
 * Texts longer than MAX_NAMED_TEXT_CHARS are never named.
 */

/** Statement texts above this length run unnamed (ours are under 4,000 characters). */
export const MAX_NAMED_TEXT_CHARS = 16_384;

/**
 * SQLSTATEs after which a named statement is retired and its call retried unnamed:
 * 0A000 "cached plan must not change result type" (a column a statement reads changed
 * type under it) and 26000 "prepared statement does not exist" (the session was reset,
 * e.g. DISCARD ALL from a pooler).
 */
const RETIRE_CODES = new Set(['0A000', '26000']);
/**
 * Postgres' refusal to prepare a text of several commands (42601, raised at Parse, before
 * anything ran): such texts worked unnamed, through the simple query protocol, and still do.
 */
const MULTIPLE_COMMANDS = 'cannot insert multiple commands into a prepared statement';
/** Every name we hand out starts so; a connection's other names are not ours to deallocate. */
const NAME_PREFIX = 'rb_';
/** Texts remembered as run once, per name: enough that a statement the service runs often is seen twice. */
const SEEN_PER_NAME = 2;

export class PreparedStatements {
  /** Named texts, least recently run first (a Map keeps insertion order). */
  private readonly names = new Map<string, string>();
  /** Names handed out now. */
  private readonly live = new Set<string>();
  /** Texts run once and not named yet, oldest first; bounded by SEEN_PER_NAME x maxStatements. */
  private readonly seen = new Set<string>();
  /** Texts whose named form failed once: they stay unnamed. */
  private readonly retired = new Set<string>();
  private newest: string | undefined;
  /** Names given up so far: a connection that has seen fewer deallocates what it still holds. */
  evictions = 0;

  /** `maxStatements` 0: every statement runs unnamed. */
  constructor(readonly maxStatements: number) {}

  /** How many distinct texts run named now. */
  get size(): number {
    return this.names.size;
  }

  /** The name `text` has now, without counting a run (for inspection). */
  currentName(text: string): string | undefined {
    return this.names.get(text);
  }

  /** The name `text` runs under, or undefined when it runs unnamed (this time); counts as a run. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) {
      // Moved to the young end, unless it is there already (one hot statement).
      if (this.newest !== text) {
        this.names.delete(text);
        this.names.set(text, known);
        this.newest = text;
      }
      return known;
    }
    if (this.maxStatements === 0 || text.length > MAX_NAMED_TEXT_CHARS || this.retired.has(text)) {
      return undefined;
    }
    if (!this.seen.has(text)) {
      this.seen.add(text);
      for (const oldest of this.seen) {
        if (this.seen.size <= SEEN_PER_NAME * this.maxStatements) break;
        this.seen.delete(oldest);
      }
      return undefined;
    }
    this.seen.delete(text);
    // 120 bits of SHA-256: distinct texts never share a name in practice (node-postgres
    // refuses one name for two texts). Under Postgres' 63-byte identifier limit.
    const name = `${NAME_PREFIX}${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
    this.names.set(text, name);
    this.live.add(name);
    this.newest = text;
    for (const [oldText, oldName] of this.names) {
      if (this.names.size <= this.maxStatements) break;
      this.names.delete(oldText);
      this.live.delete(oldName);
      this.evictions += 1;
    }
    return name;
  }

  /** The query to send for `text` with `values`: named when it may be. */
  query(text: string, values: readonly unknown[] | undefined): QueryConfig {
    const name = this.nameOf(text);
    return name === undefined
      ? { text, values: values as unknown[] }
      : { name, text, values: values as unknown[] };
  }

  /** Of the names a connection has prepared, those no longer handed out (to deallocate). */
  evictedAmong(prepared: readonly string[]): string[] {
    return prepared.filter((name) => name.startsWith(NAME_PREFIX) && !this.live.has(name));
  }

  /**
   * Whether `error`, from the named form of `text`, means the statement is stale (or cannot
   * be prepared at all) rather than the call wrong; if so `text` is retired (it runs unnamed
   * from now on, and its name is not handed out again) and the caller retries it unnamed
   * once. Each of these errors comes before the statement ran, so a retry repeats no write.
   */
  retire(text: string, error: unknown): boolean {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const stale = typeof code === 'string' && RETIRE_CODES.has(code);
    const name = this.names.get(text);
    if (!(stale || (code === '42601' && message === MULTIPLE_COMMANDS)) || name === undefined) return false;
    this.names.delete(text);
    this.live.delete(name);
    this.evictions += 1;
    this.retired.add(text);
    return true;
  }
}

/**
 * Distinct statement texts named per data source unless DB_PREPARED_STATEMENTS says
 * otherwise. Each costs Postgres memory on every pool connection: the GPU page's statement
 * (1,270 characters, three correlated subqueries) holds 166 KB of cached plan per
 * connection (pg_backend_memory_contexts, measured). 128 texts of that size on the default
 * 10 connections is about 210 MB at worst, what a client sending 128 distinct page shapes
 * could make the server keep; the service's own fixed statements are a few dozen, most of
 * them far smaller.
 */
export const DEFAULT_PREPARED_STATEMENTS = 128;

const byDataSource = new WeakMap<object, PreparedStatements>();

/**
 * The named statements of `dataSource`'s pool: set up with `maxStatements` by
 * createDataSource, or with the default on first use for a data source made elsewhere.
 */
export function preparedStatementsOf(dataSource: object, maxStatements?: number): PreparedStatements {
  let statements = byDataSource.get(dataSource);
  if (!statements || (maxStatements !== undefined && statements.maxStatements !== maxStatements)) {
    statements = new PreparedStatements(maxStatements ?? DEFAULT_PREPARED_STATEMENTS);
    byDataSource.set(dataSource, statements);
  }
  return statements;
}
