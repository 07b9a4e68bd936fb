import type { Db } from './pool';

/**
 * Refreshes the planner's statistics on every table after a bulk load. Until autovacuum gets
 * to new rows (a minute or more, and on its own schedule) the planner costs them without
 * statistics, and then reads search's model-name keys by scanning every part instead of by
 * their index ("Populating a Database: Run ANALYZE Afterwards", PostgreSQL manual,
 * https://www.postgresql.org/docs/current/populate.html). Its own transaction with its own
 * statement limit: a bulk load's tables may take longer than a request is allowed. Run after
 * the load commits, so a load that failed is not analysed.
 */
export async function analyzeAfterBulkLoad(db: Db, statementTimeoutMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.rows(`SET LOCAL statement_timeout = ${Math.floor(statementTimeoutMs)}`);
    await tx.rows('ANALYZE');
  });
}
