import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config';
import { createContext, type ContextDeps } from '../../src/context';
import * as loaders from '../../src/loaders';
import * as services from '../../src/services';
import { CatalogCache } from '../../src/services/catalog-cache';
import { ComponentService } from '../../src/services/component.service';

/**
 * A request pays only for what it uses: the context builds no loaders and no services up
 * front; a response-cache hit (which reads only the catalog version) builds the services
 * but no loaders; each service is built once and they share the request's loaders.
 */
const statements: string[] = [];
/** A data source whose pool answers the catalog version and records every statement. */
const query = async (text: string | { text: string }) => {
  statements.push(typeof text === 'string' ? text : text.text);
  return { rows: [{ version: '7' }] };
};
const dataSource = {
  options: { logging: false },
  driver: {
    master: {
      query,
      connect: async () => ({ query, release: () => undefined, on: () => undefined, off: () => undefined }),
    },
  },
} as unknown as DataSource;

const deps: ContextDeps = {
  config: loadConfig({ NODE_ENV: 'test' }),
  db: dataSource,
  log: {} as ContextDeps['log'],
  limiters: {} as ContextDeps['limiters'],
  catalogCache: new CatalogCache(),
};

afterEach(() => {
  jest.restoreAllMocks();
  statements.length = 0;
});

describe('the request context', () => {
  it('builds nothing until a resolver or plugin asks', () => {
    const makeLoaders = jest.spyOn(loaders, 'createLoaders');
    const makeServices = jest.spyOn(services, 'createServices');
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    expect(context.auth.clientIp).toBe('test');
    expect([makeLoaders.mock.calls.length, makeServices.mock.calls.length]).toEqual([0, 0]);
  });

  it('answers the catalog version, once per request, without building loaders', async () => {
    const makeLoaders = jest.spyOn(loaders, 'createLoaders');
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    const [a, b] = await Promise.all([context.services.catalogVersion(), context.services.catalogVersion()]);
    expect([a, b]).toEqual(['7', '7']);
    expect(statements).toHaveLength(1);
    expect(makeLoaders).not.toHaveBeenCalled();
  });

  it('builds each service once, on first use, over one set of loaders', () => {
    const makeLoaders = jest.spyOn(loaders, 'createLoaders');
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    const components = context.services.components;
    expect(components).toBeInstanceOf(ComponentService);
    expect(context.services.components).toBe(components);
    expect(context.services.rules).toBe(context.services.rules);
    expect(makeLoaders).toHaveBeenCalledTimes(1);
    expect(context.loaders).toBe(context.loaders);
    expect(createContext(deps, { bearer: null, clientIp: 'test' }).services.components).not.toBe(components);
  });
});
