import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DataSource } from 'typeorm';
import { dbOf, poolUsage } from '../db/pool';
import { readCatalogVersion } from '../read-model';

/**
 * Prometheus metrics for GET /metrics (prom-client), one registry per server so that
 * several servers in one process (the tests) keep their own counts. Labels are bounded:
 * routes are a fixed set, operation names are capped (below), outcomes are error codes.
 */

/** Distinct operation names labelled; later new names count as "other". */
export const MAX_OPERATION_LABELS = 200;
/** What an operation name must look like to be a label (a GraphQL name, not too long). */
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
/** Codes that are refusals of work (budgets, limits), counted on their own as well. */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'TOO_MANY_TOKENS',
  'FIELD_REPEATED',
]);

/** Request latencies from 1 ms to 10 s: reads are milliseconds, heavy rules work tens of ms. */
const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface RequestObservation {
  route: string;
  method: string;
  status: number;
  seconds: number;
  /** GraphQL only: the operation's name as sent or declared; null when anonymous. */
  operation?: string | null;
  /** GraphQL and MCP: `ok`, or the first error's code. */
  outcome?: string;
}

export interface MetricsDeps {
  db: DataSource;
  version: string;
  /** Process CPU, memory, event-loop lag and GC (prom-client's defaults): on for the real server. */
  processMetrics?: boolean;
  /** The catalog version this process serves (its loaded snapshot's), null before the first load. */
  servedVersion?: () => string | null;
}

export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'rigbase' });
  if (deps.processMetrics) collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'rigbase_info',
    help: 'Always 1; the version label says which release runs.',
    labelNames: ['version'],
    registers: [registry],
  }).set({ version: deps.version }, 1);

  const requests = new Counter({
    name: 'rigbase_http_requests_total',
    help: 'HTTP requests answered, by route, method and status (499: the client hung up).',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'rigbase_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being written, by route.',
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const operations = new Counter({
    name: 'rigbase_graphql_operations_total',
    help: 'GraphQL requests by operation name and outcome (ok, or the first error code).',
    labelNames: ['operation', 'outcome'],
    registers: [registry],
  });
  const operationLatency = new Histogram({
    name: 'rigbase_graphql_operation_duration_seconds',
    help: 'GraphQL request latency by operation name.',
    labelNames: ['operation'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rigbase_refusals_total',
    help: 'Requests refused for a budget or a limit (rate limits, query cost, depth...), by code and route.',
    labelNames: ['code', 'route'],
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'rigbase_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const usage = poolUsage(deps.db);
      if (!usage) return;
      this.set({ state: 'total' }, usage.total);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'waiting' }, usage.waiting);
    },
  });
  void pool;

  // The catalog version this process reads, and how long ago it first read it.
  let seen: { version: string; since: number } | null = null;
  const readVersion = async () => {
    try {
      const version = await readCatalogVersion(dbOf(deps.db));
      if (seen?.version !== version) seen = { version, since: Date.now() };
    } catch {
      // The database is down: keep the last reading; readiness reports the outage.
    }
  };
  new Gauge({
    name: 'rigbase_catalog_version',
    help: 'The catalog version (bumped by every catalog edit, on any replica) read at this scrape.',
    registers: [registry],
    async collect() {
      await readVersion();
      if (seen) this.set(Number(seen.version));
    },
  });
  new Gauge({
    name: 'rigbase_catalog_served_version',
    help: 'The catalog version this process answers from (its loaded and prepared snapshot); behind rigbase_catalog_version while a newer one loads.',
    registers: [registry],
    collect() {
      const served = deps.servedVersion?.() ?? null;
      if (served !== null) this.set(Number(served));
    },
  });
  new Gauge({
    name: 'rigbase_catalog_version_age_seconds',
    help: 'Seconds since this process first read the current catalog version (how long the catalog has been unchanged, as far as it saw).',
    registers: [registry],
    collect() {
      if (seen) this.set((Date.now() - seen.since) / 1000);
    },
  });

  const names = new Set<string>();
  /** A bounded label for an operation name. */
  function operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'invalid';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_LABELS) return 'other';
    names.add(name);
    return name;
  }

  return {
    registry,
    observe(o: RequestObservation): void {
      requests.inc({ route: o.route, method: o.method, status: String(o.status) });
      latency.observe({ route: o.route }, o.seconds);
      if (o.outcome && REFUSAL_CODES.has(o.outcome)) refusals.inc({ code: o.outcome, route: o.route });
      if (o.route !== 'graphql') return;
      const operation = operationLabel(o.operation);
      operations.inc({ operation, outcome: o.outcome ?? 'ok' });
      operationLatency.observe({ operation }, o.seconds);
    },
    /** The exposition text and its content type, for GET /metrics. */
    async expose(): Promise<{ type: string; body: string }> {
      return { type: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
