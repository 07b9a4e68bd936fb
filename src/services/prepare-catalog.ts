import type { CatalogSnapshot } from '../read-model';
import { prepareRules } from './rules-catalog';
import { answersIndex } from './search-answers-index';
import { prepareLinePrefixes } from './search-line-prefixes';

/**
 * What requests read of a catalog version and is built once per version, built before the
 * version is served (the read model's `prepare`, as nobody's work): the rules' prepared
 * catalogs, and search's answers index and line-name prefixes. Otherwise the first request
 * of each kind after a load built them and was charged for it; the answers index also lets
 * the version's posting rows go, so a loaded version does not hold both for long.
 */
export function prepareCatalog(snapshot: CatalogSnapshot): void {
  prepareRules(snapshot);
  answersIndex(snapshot);
  prepareLinePrefixes(snapshot);
}
