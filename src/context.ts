import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { createLoaders, type Loaders } from './loaders';
import type { Logger } from './logger';
import { createServices, type Services } from './services';

/** Who is calling. Reads are anonymous; mutations check `role`. */
export interface AuthContext {
  /** API key id when a valid key was presented. */
  keyId: number | null;
  role: 'EDITOR' | 'ADMIN' | null;
  /** Client address used for rate limiting anonymous callers. */
  clientIp: string;
}

export interface RequestContext {
  config: Config;
  services: Services;
  loaders: Loaders;
  auth: AuthContext;
  log: Logger;
}

export interface ContextDeps {
  config: Config;
  db: DataSource;
  log: Logger;
}

/** A fresh context per request: new loaders (no cross-request cache) and services bound to them. */
export function createContext(deps: ContextDeps, auth: AuthContext): RequestContext {
  const loaders = createLoaders(deps.db);
  return {
    config: deps.config,
    loaders,
    services: createServices(deps.db, loaders),
    auth,
    log: deps.log,
  };
}
