import type { Row, SqlClient } from './pool';

/**
 * A loader's statement over a batch of keys bound as `$1`, in two texts: for many keys
 * (`= ANY($1::int[])`, `unnest($1::int[])`) and for one (`= $1::int`,
 * `unnest(ARRAY[$1::int])`).
 *
 * Why two: reads run as prepared statements (db/prepared-statements.ts), and Postgres
 * (plan_cache_mode auto) keeps a generic plan only when it costs no more than the custom
 * ones. A generic plan cannot know an array parameter's length, so it costs
 * `slug = ANY($1)` for several rows while each custom plan, seeing one slug, costs one:
 * Postgres then plans the statement again on every call. Measured on the bench database,
 * 32 clients on 10 connections: the S1 lookup ran at 7,000-8,400 statements/s with the
 * array and 18,800-19,200 with `slug = $1` (or with the array under
 * plan_cache_mode=force_generic_plan). Most batches of a request hold one key (one lookup,
 * one component's relations), so those get the text whose plan is kept.
 */
export interface KeyedStatement {
  readonly many: string;
  readonly one: string;
}

/** `= ANY($1::type[])` and `unnest($1::type[])`: where a statement takes its batch. */
const BATCH_PARAMETER = /(= ANY\(|unnest\()\$1::(\w+)\[\]\)/g;

/** Fixed statements built so far: loaders are made per request, their texts are a fixed few. */
const built = new Map<string, KeyedStatement>();
/** A bound all the same: the fixed texts are a few dozen. */
const MAX_KEPT = 1_000;

/**
 * The fixed statement `many` (its keys as the array `$1`) and its one-key form, built once
 * per text. Texts made per document (a projection's) use buildKeyedStatement and are kept
 * by their owner instead.
 */
export function keyedStatement(many: string): KeyedStatement {
  const known = built.get(many);
  if (known) return known;
  const statement = buildKeyedStatement(many);
  if (built.size < MAX_KEPT) built.set(many, statement);
  return statement;
}

/** The statement `many` and its one-key form, built now. */
export function buildKeyedStatement(many: string): KeyedStatement {
  let found = 0;
  const one = many.replace(BATCH_PARAMETER, (_match, use: string, type: string) => {
    found += 1;
    return use === 'unnest(' ? `unnest(ARRAY[$1::${type}])` : `= $1::${type}`;
  });
  // Statements are ours and fixed at load time: a missing batch parameter is a bug.
  if (found === 0)
    throw new Error(`keyedStatement: no "= ANY($1::type[])" or "unnest($1::type[])" in: ${many}`);
  return { many, one };
}

/** The rows of `statement` for `keys`: the one-key text for a single key. */
export function rowsForKeys<R = Row>(
  db: SqlClient,
  statement: KeyedStatement,
  keys: readonly unknown[],
): Promise<R[]> {
  return keys.length === 1 ? db.rows<R>(statement.one, [keys[0]]) : db.rows<R>(statement.many, [keys]);
}
