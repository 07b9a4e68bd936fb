import type { Db } from '../../src/db/pool';
import type { Logger } from '../../src/logger';
import { CatalogSnapshot, RELATIONS, ReadModel } from '../../src/read-model';
import { enterMeter, leaveMeter, RequestMeter } from '../../src/request-meter';
import type { SnapshotData } from '../../src/read-model/snapshot';

/** A catalog of two GPUs, a board and a card, three sources and one benchmark. */
function data(version: string): SnapshotData {
  const gpu = (id: number, slug: string) => ({
    __typename: 'Gpu',
    id,
    kind: 'GPU',
    slug,
    name: slug,
    vendor: 'NVIDIA',
    architecture: 'Ampere',
  });
  const source = (id: number, key: string) => ({ __typename: 'Source', id, key, title: key });
  const tables = {
    components: [
      gpu(1, 'gpu-a'),
      gpu(2, 'gpu-b'),
      { __typename: 'Motherboard', id: 3, kind: 'MOTHERBOARD', slug: 'board' },
      { __typename: 'GraphicsCard', id: 4, kind: 'GRAPHICS_CARD', slug: 'card', chipId: 2 },
    ],
    sources: [source(10, 's-old'), source(11, 's-new'), source(12, 's-other')],
    benchmarks: [{ __typename: 'Benchmark', id: 20, gpuId: 1, sourceId: 12, value: 5 }],
    cloudOfferings: [],
    priceObservations: [],
    pcieSlots: [{ __typename: 'PcieSlot', id: 30, motherboardId: 3, position: 1 }],
    useCases: [],
    guidance: [],
    models: [],
    softwareSupport: [
      { __typename: 'SoftwareSupport', id: 40, vendor: 'NVIDIA', architecture: 'Ampere', fp8: false },
    ],
  } as unknown as SnapshotData['tables'];
  // The list relations' pairs, by the relation's index (component sources newest first).
  const at = (owner: string, field: string) =>
    RELATIONS.findIndex((r) => r.owner === owner && r.field === field);
  const pairs = new Map([
    [at('Component', 'sources'), { ownerIds: [1, 1], targetIds: [11, 10] }],
    [at('Motherboard', 'pcieSlots'), { ownerIds: [3], targetIds: [30] }],
    [at('Gpu', 'benchmarks'), { ownerIds: [1], targetIds: [20] }],
  ]);
  return { version, tables, nameKeys: new Map([[1, 'nvidiagpua']]), pairs };
}

describe('a catalog snapshot', () => {
  const snapshot = new CatalogSnapshot(data('3'));

  it('holds every relation as a property of its owners, in the loaded order', () => {
    const a = snapshot.component('gpu-a');
    if (a?.kind !== 'GPU') throw new Error('expected a GPU');
    expect(a.sources.map((s) => s.key)).toEqual(['s-new', 's-old']);
    expect(a.benchmarks.map((b) => b.id)).toEqual([20]);
    // Both directions are the same objects: a benchmark's gpu is the page's GPU.
    expect(a.benchmarks[0].gpu).toBe(a);
    expect(a.benchmarks[0].source?.key).toBe('s-other');
    expect(a.softwareSupport?.id).toBe(40);
    const board = snapshot.component('board');
    if (board?.kind !== 'MOTHERBOARD') throw new Error('expected a board');
    expect(board.pcieSlots.map((s) => s.position)).toEqual([1]);
    const card = snapshot.component('card');
    if (card?.kind !== 'GRAPHICS_CARD') throw new Error('expected a card');
    expect(card.chip).toBe(snapshot.component('gpu-b'));
  });

  it('gives an owner without items an empty list, and a missing reference null', () => {
    const b = snapshot.component('gpu-b');
    if (b?.kind !== 'GPU') throw new Error('expected a GPU');
    expect(b.sources).toEqual([]);
    expect(b.benchmarks).toEqual([]);
    expect(snapshot.byId('components', 99)).toBeNull();
  });

  it('keeps relations out of spreads and JSON: a row serialises as its fields', () => {
    const a = snapshot.component('gpu-a')!;
    expect(Object.keys(a)).not.toContain('sources');
    expect(JSON.parse(JSON.stringify(a))).toEqual({ ...a });
    expect(() => {
      (a as { sources: unknown }).sources = [];
    }).toThrow(TypeError);
  });

  it('finds rows by id, slug, kind and unique field, and builds a derived value once', () => {
    expect(snapshot.ofKind('GPU').map((g) => g.slug)).toEqual(['gpu-a', 'gpu-b']);
    expect(snapshot.by('sources', 'key', 's-old')?.id).toBe(10);
    expect(snapshot.nameKeyOf({ id: 1 })).toBe('nvidiagpua');
    const build = jest.fn(() => ({}));
    expect(snapshot.derived('x', build)).toBe(snapshot.derived('x', build));
    expect(build).toHaveBeenCalledTimes(1);
  });
});

/** A database whose catalog version the test sets, and a loader it controls. */
function harness(prepare?: (snapshot: CatalogSnapshot) => void) {
  let dbVersion = '1';
  const loads: { version: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const db = { rows: async () => [{ version: dbVersion }] } as unknown as Db;
  const log = { info: () => undefined, warn: () => undefined, debug: () => undefined } as unknown as Logger;
  const model = new ReadModel({
    db,
    log,
    listen: null,
    pollMs: 0,
    // Each load reads the version the database has when it starts, and finishes when told.
    load: () => {
      const version = dbVersion;
      return new Promise<CatalogSnapshot>((resolve, reject) => {
        loads.push({ version, resolve: () => resolve(new CatalogSnapshot(data(version))), reject });
      });
    },
    prepare,
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    model,
    loads,
    settle,
    commit: (version: string) => {
      dbVersion = version;
    },
  };
}

describe('the read model', () => {
  it("prepares each version before serving it, as nobody's work: a request waiting for it is not charged", async () => {
    const prepared: string[] = [];
    const spinMs = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const { model, loads } = harness((snapshot) => {
      prepared.push(snapshot.version);
      spinMs(60);
    });
    const meter = new RequestMeter('ip:a', true);
    enterMeter(meter);
    const first = model.snapshot();
    // The load finishes while the request is metered (as a statement's continuation resumes
    // the request that is waiting for it).
    loads[0].resolve();
    const snapshot = await first;
    leaveMeter(meter);
    expect(prepared).toEqual(['1']);
    expect(snapshot.version).toBe('1');
    // The 60 ms of preparing ran between the load and the waiting request's resumption.
    expect(meter.cpuMs).toBeLessThan(30);
  });

  it('loads once for every request that arrives before the first version is in', async () => {
    const { model, loads, settle } = harness();
    const a = model.snapshot();
    const b = model.snapshot();
    expect(loads).toHaveLength(1);
    loads[0].resolve();
    expect((await a).version).toBe('1');
    expect(await b).toBe(await a);
    await settle();
    expect(loads).toHaveLength(1);
  });

  it('serves the version before while a newer one loads, then the newer', async () => {
    const { model, loads, commit, settle } = harness();
    const first = model.snapshot();
    loads[0].resolve();
    await first;
    commit('2');
    const refreshed = model.refresh();
    await settle();
    expect(loads).toHaveLength(2);
    expect((await model.snapshot()).version).toBe('1');
    loads[1].resolve();
    expect((await refreshed).version).toBe('2');
    expect((await model.snapshot()).version).toBe('2');
  });

  it("waits out a load that started before a writer's commit, then loads the writer's version", async () => {
    const { model, loads, commit, settle } = harness();
    const first = model.snapshot();
    loads[0].resolve();
    await first;
    const stale = model.refresh(); // the database is still at 1: no load
    expect((await stale).version).toBe('1');
    // A load starts at version 1 (a notice of 1 after a restart, say)...
    commit('1');
    (model as unknown as { load(): Promise<unknown> }).load();
    // ...then a writer commits 2 and waits for it.
    commit('2');
    const written = model.atLeast('2');
    await settle();
    loads[1].resolve();
    await settle();
    expect(loads).toHaveLength(3);
    expect(loads[2].version).toBe('2');
    loads[2].resolve();
    expect((await written).version).toBe('2');
  });

  it('keeps the version it has when a load fails, and loads again when asked', async () => {
    const { model, loads, commit, settle } = harness();
    const first = model.snapshot();
    loads[0].resolve();
    await first;
    commit('2');
    const failing = model.refresh();
    await settle();
    loads[1].reject(new Error('database went away'));
    await expect(failing).rejects.toThrow('database went away');
    expect((await model.snapshot()).version).toBe('1');
    await settle();
    // Nothing reloads on its own after a failure (no loop against a dead database)...
    expect(loads).toHaveLength(2);
    // ...the next check does.
    const retried = model.refresh();
    await settle();
    loads[2].resolve();
    expect((await retried).version).toBe('2');
  });

  it('never goes back to an older version', async () => {
    const { model, loads, commit, settle } = harness();
    commit('5');
    const first = model.snapshot();
    loads[0].resolve();
    await first;
    commit('4');
    (model as unknown as { load(): Promise<unknown> }).load();
    await settle();
    loads[1].resolve();
    await settle();
    expect((await model.snapshot()).version).toBe('5');
  });
});
