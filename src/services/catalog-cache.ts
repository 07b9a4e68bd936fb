import type { SqlClient } from '../db/pool';
import type { GpuRow } from '../db/rows/component';
import { sharedWork } from '../request-meter';
import { loadBuildCatalog, type LoadedCatalog } from './build-catalog';

export interface CatalogSnapshot extends LoadedCatalog {
  gpus: GpuRow[];
}

/**
 * The catalog version: a counter the database bumps, in the writer's transaction, on
 * every change to a table public reads show (triggers; see the CatalogVersion and
 * ResponseCacheVersion migrations, and the trigger invariant test). Equal versions mean
 * equal catalog contents.
 */
export async function readCatalogVersion(db: SqlClient): Promise<string> {
  const [row] = await db.rows<{ version: string }>(`SELECT version::text AS version FROM catalog_state`);
  return row.version;
}

/**
 * The rules data (every part, as facts and rows) kept in memory per process and shared by
 * requests. Each use compares the request's catalog version (one tiny query, bumped by
 * triggers on every catalog change, whichever replica made it) and reloads when it moved,
 * so an edit is visible to the next request on every replica. Snapshots are never mutated.
 */
export class CatalogCache {
  private entry: { version: string; snapshot: Promise<CatalogSnapshot> } | null = null;

  /** `catalogVersion`: the request's reading of `readCatalogVersion`. */
  async get(db: SqlClient, catalogVersion: () => Promise<string>): Promise<CatalogSnapshot> {
    const version = await catalogVersion();
    // Loaded once for every request: not charged to (nor timed out as) the one that asked first.
    return sharedWork(() => {
      const cached = this.entry;
      if (cached && cached.version === version) return cached.snapshot;
      const snapshot = loadBuildCatalog(db).then((loaded) => ({
        ...loaded,
        gpus: [...loaded.rows.values()].filter((c): c is GpuRow => c.kind === 'GPU'),
      }));
      this.entry = { version, snapshot };
      // A failed load must not stay cached.
      snapshot.catch(() => {
        if (this.entry?.snapshot === snapshot) this.entry = null;
      });
      return snapshot;
    });
  }
}
