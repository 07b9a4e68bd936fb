import { CatalogSchema1763700000000 } from './1763700000000-CatalogSchema';

/**
 * Every migration, in order. Listed explicitly (rather than globbed) so that the
 * compiled service, ts-jest and the CLI all run exactly the same classes.
 */
export const migrations = [CatalogSchema1763700000000];
