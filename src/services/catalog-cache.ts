import type { DataSource } from 'typeorm';
import { rowsQuery } from '../db/sql';
import type { AnyComponentEntity, GpuEntity } from '../db/entities';
import type { BuildCatalog } from '../rules';
import { loadBuildCatalog } from './build-catalog';

export interface CatalogSnapshot {
  catalog: BuildCatalog;
  entities: Map<string, AnyComponentEntity>;
  gpus: GpuEntity[];
}

/**
 * The catalog version: a counter the database bumps, in the writer's transaction, on
 * every change to a table public reads show (triggers; see the CatalogVersion and
 * ResponseCacheVersion migrations). Equal versions mean equal catalog contents.
 */
export async function readCatalogVersion(db: DataSource): Promise<string> {
  const [row] = await rowsQuery(db)<{ version: string }>(
    `SELECT version::text AS version FROM catalog_state`,
  );
  return row.version;
}

/**
 * The rules data (every part, as facts and entities) kept in memory per process and
 * shared by requests. Each use compares the request's catalog version (one tiny query,
 * bumped by triggers on every catalog change, whichever replica made it) and reloads
 * when it moved, so an edit is visible to the next request on every replica.
 * Snapshots are never mutated.
 */
export class CatalogCache {
  private entry: { version: string; snapshot: Promise<CatalogSnapshot> } | null = null;

  /** `catalogVersion`: the request's reading of `readCatalogVersion`. */
  async get(db: DataSource, catalogVersion: () => Promise<string>): Promise<CatalogSnapshot> {
    const version = await catalogVersion();
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
