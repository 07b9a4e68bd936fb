/**
 * The slice of autocannon's programmatic API the harness uses (the package ships no
 * types, and `npm install` of @types is out of scope for a bench).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    /** hdr-histogram-percentiles-obj: mean, extremes and the usual percentiles. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      /** Requests each connection cycles through, instead of `method`/`headers`/`body`. */
      requests?: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }[];
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      /** Called with every response body; a falsy answer counts as a mismatch. */
      verifyBody?: (body: string) => boolean;
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      /** Seconds, to two decimals. */
      duration: number;
      '2xx': number;
    }

    /** A running instance: an event emitter that is also a promise of the result. */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
