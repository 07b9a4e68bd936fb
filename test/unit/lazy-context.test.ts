import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config';
import { createContext, type ContextDeps } from '../../src/context';
import type { CatalogSnapshot, ReadModel } from '../../src/read-model';
import { createServices } from '../../src/services';
import { ComponentService } from '../../src/services/component.service';

// createServices, counted (it still builds the services). A module's exports are read-only
// getters in the transpiled test code, so the count comes from a mocked module, not spyOn.
jest.mock('../../src/services', () => {
  const actual = jest.requireActual('../../src/services');
  return { ...actual, createServices: jest.fn(actual.createServices) };
});
const makeServices = jest.mocked(createServices);

/**
 * A request pays only for what it uses: the context builds no services up front, takes the
 * catalog version once, on first use, and every service of the request reads that same
 * version; a write moves the request to the version it made.
 */
const snapshot = (version: string) => ({ version }) as CatalogSnapshot;
const readModel = {
  snapshot: jest.fn(async () => snapshot('7')),
  atLeast: jest.fn(async (version: string) => snapshot(version)),
};

const deps: ContextDeps = {
  config: loadConfig({ NODE_ENV: 'test' }),
  db: { options: { logging: false } } as unknown as DataSource,
  log: {} as ContextDeps['log'],
  limiters: {} as ContextDeps['limiters'],
  readModel: readModel as unknown as ReadModel,
};

afterEach(() => {
  jest.restoreAllMocks();
  readModel.snapshot.mockClear();
  readModel.atLeast.mockClear();
});

describe('the request context', () => {
  it('builds nothing and takes no catalog version until a resolver or plugin asks', () => {
    makeServices.mockClear();
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    expect(context.auth.clientIp).toBe('test');
    expect(makeServices).not.toHaveBeenCalled();
    expect(readModel.snapshot).not.toHaveBeenCalled();
  });

  it('takes the catalog version once per request, however often it is asked', async () => {
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    const [a, b] = await Promise.all([context.catalog(), context.catalog()]);
    expect(a).toBe(b);
    expect(a.version).toBe('7');
    expect(readModel.snapshot).toHaveBeenCalledTimes(1);
    // Another request takes its own.
    await createContext(deps, { bearer: null, clientIp: 'test' }).catalog();
    expect(readModel.snapshot).toHaveBeenCalledTimes(2);
  });

  it('builds each service once, on first use', () => {
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    const components = context.services.components;
    expect(components).toBeInstanceOf(ComponentService);
    expect(context.services.components).toBe(components);
    expect(context.services.rules).toBe(context.services.rules);
    expect(createContext(deps, { bearer: null, clientIp: 'test' }).services.components).not.toBe(components);
  });

  it('reads the version its own write made once the write committed', async () => {
    const context = createContext(deps, { bearer: null, clientIp: 'test' });
    expect((await context.catalog()).version).toBe('7');
    // What EditService does after its transaction commits.
    const wrote = (context.services.edits as unknown as { wrote: (v: string) => Promise<CatalogSnapshot> })
      .wrote;
    expect((await wrote('9')).version).toBe('9');
    expect(readModel.atLeast).toHaveBeenCalledWith('9');
    expect((await context.catalog()).version).toBe('9');
  });
});
