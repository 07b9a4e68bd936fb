/**
 * Token-bucket rate limiting behind a small store interface. The in-memory store is
 * the default; replicas behind a load balancer that must share budgets plug in a shared
 * store (e.g. a Postgres- or Redis-backed one) with the same `take` contract.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Takes `cost` tokens from `key`'s bucket if it has them. */
  take(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision>;
}

export interface BucketLimit {
  /** Most tokens a bucket holds: the allowed burst. */
  capacity: number;
  /** Tokens added per second. */
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

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private takes = 0;

  async take(key: string, cost: number, limit: BucketLimit, nowMs: number): Promise<RateLimitDecision> {
    if (++this.takes % SWEEP_EVERY_TAKES === 0) this.sweep(nowMs);
    const bucket = this.buckets.get(key) ?? { tokens: limit.capacity, updatedMs: nowMs };
    const elapsedSeconds = Math.max(0, nowMs - bucket.updatedMs) / 1000;
    bucket.tokens = Math.min(limit.capacity, bucket.tokens + elapsedSeconds * limit.refillPerSecond);
    bucket.updatedMs = nowMs;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((cost - bucket.tokens) / limit.refillPerSecond)),
    };
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
    private readonly limit: BucketLimit,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string, cost = 1): Promise<RateLimitDecision> {
    return this.store.take(key, cost, this.limit, this.now());
  }
}
