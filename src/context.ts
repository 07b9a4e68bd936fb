import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './logger';
import type { CatalogSnapshot, ReadModel } from './read-model';
import { createServices, type Services } from './services';
import type { RateLimiter } from './http/rate-limit';
import type { RequestMeter } from './request-meter';

export interface Limiters {
  /** Every GraphQL request, per API key or client IP. */
  requests: RateLimiter;
  /** Anonymous saved builds, per client IP. */
  saves: RateLimiter;
}

/** Who is calling. Reads are anonymous; mutations resolve `bearer` to a key and role. */
export interface AuthContext {
  /** The API key from `Authorization: Bearer`, unverified until a mutation needs it. */
  bearer: string | null;
  /** Client address (an IPv6 one by its /64: http/client-key.ts), for rate limiting. */
  clientIp: string;
}

export interface RequestContext {
  config: Config;
  services: Services;
  auth: AuthContext;
  log: Logger;
  /**
   * The catalog version this request reads (src/read-model), the same for every field of
   * the request, API reads and rules alike; taken at first use. A mutation moves it to the
   * version its write made.
   */
  catalog(): Promise<CatalogSnapshot>;
  /** What the request costs (CPU and database time), charged to its client's budget; absent in-process. */
  meter?: RequestMeter;
}

export interface ContextDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  /** Shared across requests (and, with a shared store, across replicas). */
  limiters: Limiters;
  /** The catalog in memory, per version, shared by every request of this process. */
  readModel: ReadModel;
}

/**
 * A request's context. Services are made on first use, and the catalog version is taken on
 * first use: `{ __typename }` needs neither.
 */
class LazyContext implements RequestContext {
  readonly config: Config;
  readonly log: Logger;
  private builtServices: Services | undefined;
  private pinned: Promise<CatalogSnapshot> | undefined;

  constructor(
    private readonly deps: ContextDeps,
    readonly auth: AuthContext,
    readonly meter: RequestMeter | undefined,
  ) {
    this.config = deps.config;
    this.log = deps.log;
  }

  catalog(): Promise<CatalogSnapshot> {
    return (this.pinned ??= this.deps.readModel.snapshot());
  }

  /** After a write committed `version`: the request reads that version (or a later one) from now on. */
  private wrote(version: string): Promise<CatalogSnapshot> {
    const next = this.deps.readModel.atLeast(version);
    this.pinned = next;
    return next;
  }

  get services(): Services {
    return (this.builtServices ??= createServices(this.deps, this.auth, {
      catalog: () => this.catalog(),
      wrote: (version) => this.wrote(version),
    }));
  }
}

/** A fresh context per request: services bound to it, the catalog version taken on first use. */
export function createContext(deps: ContextDeps, auth: AuthContext, meter?: RequestMeter): RequestContext {
  return new LazyContext(deps, auth, meter);
}
