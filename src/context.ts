import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { dbOf } from './db/pool';
import { createLoaders, type Loaders } from './loaders';
import type { Logger } from './logger';
import { createServices, type Services } from './services';
import type { RateLimiter } from './http/rate-limit';
import type { RequestMeter } from './request-meter';
import type { CatalogCache } from './services/catalog-cache';

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
  loaders: Loaders;
  auth: AuthContext;
  log: Logger;
  /** What the request costs (CPU and database time), charged to its client's budget; absent in-process. */
  meter?: RequestMeter;
}

export interface ContextDeps {
  config: Config;
  db: DataSource;
  log: Logger;
  /** Shared across requests (and, with a shared store, across replicas). */
  limiters: Limiters;
  /** The rules data, shared across requests and reloaded when the catalog changes. */
  catalogCache: CatalogCache;
}

/**
 * A request's context. Loaders and services are made on first use: an answer from the
 * response cache needs only the catalog version (services), and `{ __typename }` nothing.
 */
class LazyContext implements RequestContext {
  readonly config: Config;
  readonly log: Logger;
  private builtLoaders: Loaders | undefined;
  private builtServices: Services | undefined;

  constructor(
    private readonly deps: ContextDeps,
    readonly auth: AuthContext,
    readonly meter: RequestMeter | undefined,
  ) {
    this.config = deps.config;
    this.log = deps.log;
  }

  get loaders(): Loaders {
    return (this.builtLoaders ??= createLoaders(dbOf(this.deps.db)));
  }

  get services(): Services {
    return (this.builtServices ??= createServices(this.deps, () => this.loaders, this.auth));
  }
}

/** A fresh context per request: new loaders (no cross-request cache) and services bound to them. */
export function createContext(deps: ContextDeps, auth: AuthContext, meter?: RequestMeter): RequestContext {
  return new LazyContext(deps, auth, meter);
}
