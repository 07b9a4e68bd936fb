import type { DataSource } from 'typeorm';
import type { AnyComponentEntity, GpuEntity } from '../db/entities';
import type { BuildCatalog } from '../rules';
import { loadBuildCatalog } from './build-catalog';

export interface CatalogSnapshot {
  catalog: BuildCatalog;
  entities: Map<string, AnyComponentEntity>;
  gpus: GpuEntity[];
}

/**
 * The rules data (every part, as facts and entities) kept in memory per process and
 * shared by requests. Each use reads the database's catalog version (one tiny query,
 * bumped by triggers on every component or slot change, whichever replica made it) and
 * reloads when it moved, so an edit is visible to the next request on every replica.
 * Snapshots are never mutated.
 */
export class CatalogCache {
  private entry: { version: string; snapshot: Promise<CatalogSnapshot> } | null = null;

  async get(db: DataSource): Promise<CatalogSnapshot> {
    const [{ version }] = await db.query(`SELECT version::text AS version FROM catalog_state`);
    const cached = this.entry;
    if (cached && cached.version === version) return cached.snapshot;
    const snapshot = loadBuildCatalog(db).then(({ catalog, entities }) => ({
      catalog,
      entities,
      gpus: [...entities.values()].filter((c): c is GpuEntity => c.kind === 'GPU'),
    }));
    this.entry = { version, snapshot };
    // A failed load must not stay cached.
    snapshot.catch(() => {
      if (this.entry?.snapshot === snapshot) this.entry = null;
    });
    return snapshot;
  }
}
