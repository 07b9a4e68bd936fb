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

/**
 * Benchmarks, offers and prices carry their one source under this key: for `sourceById`
 * (whole rows), or as the projected item's own `source` field (loaders/projected-page.ts).
 */
const SOURCE_KEY = 'source';

/**
 * The fields a projected read takes of a relation's items (graphql/projection.ts): row
 * fields, and the source's fields when the items' `source` is selected (null: not read).
 */
export interface RelationProjection {
  readonly fields: ReadonlySet<string>;
  readonly source: ReadonlySet<string> | null;
}

/** The fields a projected page reads: the component's, and each selected relation's. */
export interface PageProjection {
  readonly fields: ReadonlySet<string>;
  readonly relations: Partial<Record<ComponentRelation, RelationProjection>>;
}

/**
 * JSON array of relation `relation` of the component whose id is `ownerId` (an SQL
 * expression: a column of the enclosing query). `'[]'` when there is none, so every
 * owner gets a list. Text spliced here is ours, never input.
 */
export function relationJsonSql(
  relation: ComponentRelation,
  ownerId: string,
  projection?: RelationProjection,
): string {
  if (relation === 'sources') {
    return `(SELECT COALESCE(json_agg(${sourceRows.json('s', {}, projection?.fields)} ORDER BY ${SOURCE_ORDER('s')}), '[]')
        FROM component_source l JOIN source s ON s.id = l.source_id WHERE l.component_id = ${ownerId})`;
  }
  // Each item carries its source, unless a projection leaves the source out (a projected
  // item's JSON is keyed by field, and SOURCE_KEY is the `source` field's own name).
  const withSource = !projection || projection.source !== null;
  const extra: Record<string, string> = withSource
    ? { [SOURCE_KEY]: sourceRows.json('s', {}, projection?.source ?? undefined) }
    : {};
  const join = (item: string) => (withSource ? `JOIN source s ON s.id = ${item}.source_id` : '');
  switch (relation) {
    case 'benchmarks':
      return `(SELECT COALESCE(json_agg(${benchmarkRows.json('b', extra, projection?.fields)} ORDER BY b.id), '[]')
        FROM benchmark b ${join('b')} WHERE b.gpu_id = ${ownerId})`;
    case 'cloudOfferings':
      return `(SELECT COALESCE(json_agg(${cloudOfferingRows.json('o', extra, projection?.fields)}
          ORDER BY o.as_of DESC, o.id), '[]')
        FROM cloud_offering o ${join('o')} WHERE o.gpu_id = ${ownerId})`;
    case 'priceObservations':
      return `(SELECT COALESCE(json_agg(${priceObservationRows.json('p', extra, projection?.fields)}
          ORDER BY ${PRICE_HISTORY_ORDER('p')}), '[]')
        FROM price_observation p ${join('p')} WHERE p.component_id = ${ownerId})`;
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

/** SELECT items adding the relations a projected page reads, projected (leading comma included). */
export function projectedRelationSelects(projection: PageProjection, alias: string): string {
  return Object.entries(projection.relations)
    .map(
      ([r, p]) =>
        `, ${relationJsonSql(r as ComponentRelation, `${alias}.id`, p)} AS "${relationColumn(r as ComponentRelation)}"`,
    )
    .join('');
}

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
  onSource: (source: SourceRow, item: object) => void,
): ComponentRelationValues[R] {
  if (relation === 'sources') return items.map(sourceRows.map) as ComponentRelationValues[R];
  const rows = {
    benchmarks: benchmarkRows,
    cloudOfferings: cloudOfferingRows,
    priceObservations: priceObservationRows,
  }[relation as Exclude<ComponentRelation, 'sources'>];
  return items.map((item) => {
    const row = rows.map(item) as object;
    // A projection that leaves the source out reads none.
    if (item[SOURCE_KEY]) onSource(sourceRows.map(item[SOURCE_KEY] as Row), row);
    return row;
  }) as ComponentRelationValues[R];
}
