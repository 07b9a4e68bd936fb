import { CatalogSnapshot } from '../../src/read-model';
import type { SnapshotData } from '../../src/read-model/snapshot';
import { possibleLineKeys } from '../../src/services/search-line-prefixes';

/**
 * A question's line keys are sent only when some part's folded name starts with one, whole
 * or after its maker's folded name (the first statement's own test, as a necessary condition).
 */
function snapshotOf(parts: { id: number; manufacturer: string; nameKey: string }[]): CatalogSnapshot {
  const empty = { sources: [], benchmarks: [], cloudOfferings: [], priceObservations: [], pcieSlots: [] };
  const tables = {
    ...empty,
    components: parts.map((p) => ({
      __typename: 'Cooler',
      id: p.id,
      kind: 'COOLER',
      slug: `part-${p.id}`,
      manufacturer: p.manufacturer,
    })),
    useCases: [],
    guidance: [],
    models: [],
    softwareSupport: [],
  } as unknown as SnapshotData['tables'];
  return new CatalogSnapshot({
    version: '1',
    tables,
    nameKeys: new Map(parts.map((p) => [p.id, p.nameKey])),
    pairs: new Map(),
  });
}

describe('possibleLineKeys', () => {
  const snapshot = snapshotOf([
    { id: 1, manufacturer: 'Cooler Master', nameKey: 'coolermasterhyper212black' },
    { id: 2, manufacturer: 'AMD', nameKey: 'amdwraithstealth' },
    { id: 3, manufacturer: 'Bë Quiet!', nameKey: 'bëquietdarkrockpro5' },
  ]);

  it('keeps a key a name starts with, whole or after its maker', () => {
    expect(possibleLineKeys(snapshot, ['coolermasterhyper', 'hyper212', 'wraithstealth'])).toEqual([
      'coolermasterhyper',
      'hyper212',
      'wraithstealth',
    ]);
  });

  it('drops a key no name starts with ("three gpus" names no part)', () => {
    expect(possibleLineKeys(snapshot, ['threegpus', 'stealth', 'hyper213'])).toEqual([]);
  });

  it('keeps any key inside the name of a part whose maker is not plain ASCII (Postgres folds it, not we)', () => {
    expect(possibleLineKeys(snapshot, ['darkrock', 'rockpro', 'shadowrock'])).toEqual([
      'darkrock',
      'rockpro',
    ]);
  });

  it('sends nothing for no keys', () => {
    expect(possibleLineKeys(snapshot, [])).toEqual([]);
  });
});
