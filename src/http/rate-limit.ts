/**
 * Rate limiting behind a small store interface. The in-memory store (token buckets) is the
 * default; replicas behind a load balancer share budgets through the Postgres store
 * (`postgres-rate-limit.ts`, `RATE_LIMIT_STORE=postgres`) or any store with the same
 * `take`/`refund` contract.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Takes `cost` units from `key`'s budget under `limit` if it has them. */
  take(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision>;
  /** Gives back `cost` units taken for work that then did not happen (a failed save). */
  refund(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<void>;
  /**
   * Whether `key` may start more work under a budget charged after the work (`charge`):
   * refused while it is in debt. Spends nothing.
   */
  peek(key: string, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision>;
  /**
   * Charges `cost` units of work already done to `key`: its budget may go into debt (at
   * most one `capacity` deep), which it then pays back at the refill rate.
   */
  charge(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision>;
}

export interface BucketLimit {
  /** Names the budget, so two limits never share a key (and a shared store's rows). */
  name: string;
  /** Most units a client may spend at once: the allowed burst. */
  capacity: number;
  /** Units given back per second: the sustained rate. */
  refillPerSecond: number;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Forget buckets idle this long: they are full again anyway. */
const IDLE_BUCKET_MS = 10 * 60 * 1000;
/** Sweep idle buckets after this many takes, so memory stays bounded under many clients. */
const SWEEP_EVERY_TAKES = 10_000;

/** Seconds until `missing` units have refilled, at least 1 (a Retry-After of 0 invites a spin). */
export function retryAfterSeconds(missing: number, refillPerSecond: number): number {
  return Math.max(1, Math.ceil(missing / refillPerSecond));
}

/** A budget charged after the work: refused while it is empty or in debt, until it is paid back. */
function debtDecision(tokens: number, limit: BucketLimit): RateLimitDecision {
  return tokens > 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: retryAfterSeconds(-tokens, limit.refillPerSecond) };
}

/** Token buckets in this process's memory: exact, fast, and per replica. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private takes = 0;

  async take(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision> {
    if (++this.takes % SWEEP_EVERY_TAKES === 0) this.sweep(nowMs);
    const bucket = this.refill(`${limit.name}:${key}`, limit, nowMs);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return {
      allowed: false,
      retryAfterSeconds: retryAfterSeconds(cost - bucket.tokens, limit.refillPerSecond),
    };
  }

  async refund(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<void> {
    const bucket = this.refill(`${limit.name}:${key}`, limit, nowMs);
    bucket.tokens = Math.min(limit.capacity, bucket.tokens + cost);
  }

  async peek(key: string, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision> {
    const bucket = this.buckets.get(`${limit.name}:${key}`);
    if (!bucket) return { allowed: true, retryAfterSeconds: 0 };
    return debtDecision(this.refill(`${limit.name}:${key}`, limit, nowMs).tokens, limit);
  }

  async charge(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision> {
    if (++this.takes % SWEEP_EVERY_TAKES === 0) this.sweep(nowMs);
    const bucket = this.refill(`${limit.name}:${key}`, limit, nowMs);
    bucket.tokens = Math.max(-limit.capacity, bucket.tokens - cost);
    return debtDecision(bucket.tokens, limit);
  }

  private refill(id: string, limit: BucketLimit, nowMs: number): Bucket {
    const bucket = this.buckets.get(id) ?? { tokens: limit.capacity, updatedMs: nowMs };
    const elapsedSeconds = Math.max(0, nowMs - bucket.updatedMs) / 1000;
    bucket.tokens = Math.min(limit.capacity, bucket.tokens + elapsedSeconds * limit.refillPerSecond);
    bucket.updatedMs = nowMs;
    this.buckets.set(id, bucket);
    return bucket;
  }

  private sweep(nowMs: number) {
    for (const [key, bucket] of this.buckets) {
      if (nowMs - bucket.updatedMs > IDLE_BUCKET_MS) this.buckets.delete(key);
    }
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly limit: BucketLimit,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string, cost = 1): Promise<RateLimitDecision> {
    return this.store.take(key, cost, this.limit, this.now());
  }

  refund(key: string, cost = 1): Promise<void> {
    return this.store.refund(key, cost, this.limit, this.now());
  }

  /** For a budget charged after the work: may `key` start more? */
  peek(key: string): Promise<RateLimitDecision> {
    return this.store.peek(key, this.limit, this.now());
  }

  /** For a budget charged after the work: `cost` units were spent by `key`. */
  charge(key: string, cost: number): Promise<RateLimitDecision> {
    return this.store.charge(key, cost, this.limit, this.now());
  }

  /**
   * Takes one unit for `work` and gives it back when `work` throws, so only work that
   * succeeded spends the budget. Returns the decision when refused (work not run).
   */
  async spendOnSuccess<T>(
    key: string,
    work: () => Promise<T>,
  ): Promise<{ refused: RateLimitDecision } | { value: T }> {
    const decision = await this.check(key);
    if (!decision.allowed) return { refused: decision };
    try {
      return { value: await work() };
    } catch (error) {
      await this.refund(key).catch(() => undefined);
      throw error;
    }
  }
}
