import type DataLoader from 'dataloader';
import type { SqlClient } from '../db/pool';
import type { SavedBuildRow } from '../db/rows/saved-build';
import { savedBuildByIdLoader } from './saved-build-by-id.loader';

/**
 * The loaders of one request, for what the read model does not hold (src/read-model holds
 * the catalog): one factory per loader, plain rows out, no cache across requests (a new set
 * per request, as the DataLoader README asks).
 */
export interface RequestLoaders {
  savedBuildById: DataLoader<string, SavedBuildRow | null>;
}

export function createLoaders(db: SqlClient): RequestLoaders {
  return { savedBuildById: savedBuildByIdLoader(db) };
}
