import type { Row } from '../db/pool';
import { benchmarkRows, type BenchmarkRow } from '../db/rows/benchmark';
import { cloudOfferingRows, type CloudOfferingRow } from '../db/rows/cloud-offering';
import {
  PRICE_HISTORY_ORDER,
  priceObservationRows,
  type PriceObservationRow,
} from '../db/rows/price-observation';
import { SOURCE_ORDER, sourceRows, type SourceRow } from '../db/rows/source';

/**
 * A component's one-to-many relations that can be read in the same statement as the
 * component itself. A lookup or page that knows (from the GraphQL selection) which of
 * them will be resolved adds them as JSON columns and primes the relation loaders, so
 * `component(slug) { sources }` is one statement and a GPU page with sources,
 * benchmarks and offers is one statement too, as a hand-written handler would do it.
 *
 * The relation loaders read through the very same SQL, and both map the JSON through the
 * tables' own row mappers, so a primed value and a loaded value are equal by construction.
 */
export const COMPONENT_RELATIONS = ['sources', 'benchmarks', 'cloudOfferings', 'priceObservations'] as const;
export type ComponentRelation = (typeof COMPONENT_RELATIONS)[number];

export interface ComponentRelationValues {
  sources: SourceRow[];
  benchmarks: BenchmarkRow[];
  cloudOfferings: CloudOfferingRow[];
  priceObservations: PriceObservationRow[];
}

/** Benchmarks, offers and prices carry their one source under this key, for `sourceById`. */
const SOURCE_KEY = 'source';

/**
 * JSON array of relation `relation` of the component whose id is `ownerId` (an SQL
 * expression: a column of the enclosing query). `'[]'` when there is none, so every
 * owner gets a list. Text spliced here is ours, never input.
 */
export function relationJsonSql(relation: ComponentRelation, ownerId: string): string {
  const source = sourceRows.json('s');
  switch (relation) {
    case 'sources':
      return `(SELECT COALESCE(json_agg(${source} ORDER BY ${SOURCE_ORDER('s')}), '[]')
        FROM component_source l JOIN source s ON s.id = l.source_id WHERE l.component_id = ${ownerId})`;
    case 'benchmarks':
      return `(SELECT COALESCE(json_agg(${benchmarkRows.json('b', { [SOURCE_KEY]: source })} ORDER BY b.id), '[]')
        FROM benchmark b JOIN source s ON s.id = b.source_id WHERE b.gpu_id = ${ownerId})`;
    case 'cloudOfferings':
      return `(SELECT COALESCE(json_agg(${cloudOfferingRows.json('o', { [SOURCE_KEY]: source })}
          ORDER BY o.as_of DESC, o.id), '[]')
        FROM cloud_offering o JOIN source s ON s.id = o.source_id WHERE o.gpu_id = ${ownerId})`;
    case 'priceObservations':
      return `(SELECT COALESCE(json_agg(${priceObservationRows.json('p', { [SOURCE_KEY]: source })}
          ORDER BY ${PRICE_HISTORY_ORDER('p')}), '[]')
        FROM price_observation p JOIN source s ON s.id = p.source_id WHERE p.component_id = ${ownerId})`;
  }
}

/** Column alias under which a lookup or page returns a prefetched relation. */
export function relationColumn(relation: ComponentRelation): string {
  return `rel_${relation}`;
}

/**
 * Built once per alias and set of relations (the sets come from our lookahead: at most
 * 2^4 per alias): every lookup and page asks for them on every request.
 */
const SELECTS = new Map<string, string>();

/** SELECT items adding `relations` of the component aliased `alias` (leading comma included). */
export function relationSelects(relations: readonly ComponentRelation[], alias: string): string {
  const key = `${alias}:${relations.join(',')}`;
  let sql = SELECTS.get(key);
  if (sql === undefined) {
    // Quoted: Postgres would fold `rel_cloudOfferings` to lower case.
    sql = relations.map((r) => `, ${relationJsonSql(r, `${alias}.id`)} AS "${relationColumn(r)}"`).join('');
    SELECTS.set(key, sql);
  }
  return sql;
}

/**
 * The rows of a relation's JSON array, through the tables' mappers; `onSource` receives the
 * source each benchmark or offer carries.
 */
export function relationRows<R extends ComponentRelation>(
  relation: R,
  items: readonly Row[],
  onSource: (source: SourceRow) => void,
): ComponentRelationValues[R] {
  if (relation === 'sources') return items.map(sourceRows.map) as ComponentRelationValues[R];
  const rows = {
    benchmarks: benchmarkRows,
    cloudOfferings: cloudOfferingRows,
    priceObservations: priceObservationRows,
  }[relation as Exclude<ComponentRelation, 'sources'>];
  return items.map((item) => {
    onSource(sourceRows.map(item[SOURCE_KEY] as Row));
    return rows.map(item);
  }) as ComponentRelationValues[R];
}
