export { ReadModel, type ReadModelOptions } from './read-model';
export { CatalogSnapshot, type AnswerPosting, type LinkedRows } from './snapshot';
export { loadSnapshot, readCatalogVersion } from './load-snapshot';
export { RELATIONS, listOf, oneOf, softwareSupportKey, type Relation } from './relations';
export { CATALOG_VERSION_CHANNEL } from './version-listener';
export type { Linked, LinkedComponent, LinkedGpu, HeldType } from './types';
