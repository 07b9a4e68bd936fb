import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import {
  retryAfterSeconds,
  type BucketLimit,
  type RateLimitDecision,
  type RateLimitStore,
} from './rate-limit';

/** Keys over budget remembered before the ones whose windows ended are swept. */
const MAX_OVER_KEYS = 10_000;

/** The table migration 1764400000000-RateLimitTable creates (never created at run time). */
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * Budgets shared by every replica on one database, through `rate-limiter-flexible`'s
 * Postgres limiter: one atomic upsert per decision on a `(key, points, expire)` row.
 *
 * It counts fixed windows rather than refilling tokens. A limit of `capacity` per
 * `capacity / refillPerSecond` seconds keeps both the burst and the sustained rate of the
 * token bucket it stands for (600/min with a burst of 120: 120 per 12 s window); at a window
 * edge a client can spend up to two bursts back to back, which the fixed window allows.
 *
 * A key over its budget is then refused from memory until its window ends, so a flood does
 * not become a flood of upserts. When the database does not answer, each replica falls
 * back to the same limit in its own memory (the insurance limiter) instead of failing
 * requests; budgets are then per replica until Postgres is back.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  /**
   * Budgets charged after the work (`charge`): until when each key over its window's budget
   * is refused, as this replica last heard from the table. A check before a request is
   * then a memory read, not a statement: each replica learns of the others' charges with
   * its own next charge for the key (the upsert returns the window's total).
   */
  private readonly overUntil = new Map<string, number>();

  constructor(private readonly db: DataSource) {}

  async take(key: string, cost: number, limit: BucketLimit): Promise<RateLimitDecision> {
    try {
      await this.limiterFor(limit).consume(key, cost);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return {
        allowed: false,
        // msBeforeNext is when the window resets; at least 1 s, as the memory store says.
        retryAfterSeconds: Math.max(
          retryAfterSeconds(0, limit.refillPerSecond),
          Math.ceil(refusal.msBeforeNext / 1000),
        ),
      };
    }
  }

  async refund(key: string, cost: number, limit: BucketLimit): Promise<void> {
    await this.limiterFor(limit).reward(key, cost);
  }

  async peek(key: string, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision> {
    const id = `${limit.name}:${key}`;
    const until = this.overUntil.get(id);
    if (until === undefined) return { allowed: true, retryAfterSeconds: 0 };
    if (until <= nowMs) {
      this.overUntil.delete(id);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - nowMs) / 1000)) };
  }

  async charge(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision> {
    // Whole units: the table counts integers (a request's milliseconds, rounded up).
    const used = await this.limiterFor(limit).penalty(key, Math.max(1, Math.ceil(cost)));
    if (used.consumedPoints < limit.capacity) return { allowed: true, retryAfterSeconds: 0 };
    // A window's budget spent: refused until the window ends, as the fixed window says.
    const id = `${limit.name}:${key}`;
    this.overUntil.set(id, nowMs + used.msBeforeNext);
    if (this.overUntil.size > MAX_OVER_KEYS) this.sweep(nowMs);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
  }

  private sweep(nowMs: number) {
    for (const [id, until] of this.overUntil) if (until <= nowMs) this.overUntil.delete(id);
  }

  private limiterFor(limit: BucketLimit): RateLimiterPostgres {
    const windowSeconds = Math.max(1, Math.round(limit.capacity / limit.refillPerSecond));
    const id = `${limit.name}:${limit.capacity}:${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: limit.name, points: limit.capacity, duration: windowSeconds };
      limiter = new RateLimiterPostgres({
        ...options,
        // The TypeORM data source: the limiter takes its pg pool (`driver.master`) per
        // query, so it works across the pool's reconnects and needs no pool of its own.
        storeClient: this.db,
        storeType: 'typeorm',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // One past the budget: the first refused request blocks the key in memory until
        // its window ends; a refund (which only follows an allowed request) is never lost.
        inMemoryBlockOnConsumed: limit.capacity + 1,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
