import type { BenchmarkEntity, CloudOfferingEntity, SourceEntity } from '../db/entities';

/**
 * A component's one-to-many relations that can be read in the same statement as the
 * component itself. A lookup or page that knows (from the GraphQL selection) which of
 * them will be resolved adds them as JSON columns and primes the relation loaders, so
 * `component(slug) { sources }` is one statement and a GPU page with sources,
 * benchmarks and offers is one statement too, as a hand-written handler would do it.
 *
 * The relation loaders read through the very same SQL expressions, so a primed value
 * and a loaded value are equal by construction (same columns, order and JSON types).
 */
export const COMPONENT_RELATIONS = ['sources', 'benchmarks', 'cloudOfferings'] as const;
export type ComponentRelation = (typeof COMPONENT_RELATIONS)[number];

export interface ComponentRelationValues {
  sources: SourceEntity[];
  benchmarks: BenchmarkEntity[];
  cloudOfferings: CloudOfferingEntity[];
}

/** A source as the entity shape (what `sourceById` holds). */
const SOURCE_OBJECT = `json_build_object('id', s.id, 'key', s.key, 'title', s.title, 'url', s.url,
  'publisher', s.publisher, 'year', s.year, 'version', s.version)`;

/**
 * JSON array of relation `relation` of the component whose id is `ownerId` (an SQL
 * expression: a column of the enclosing query). `'[]'` when there is none, so every
 * owner gets a list. Text spliced here is ours, never input.
 */
export function relationJsonSql(relation: ComponentRelation, ownerId: string): string {
  switch (relation) {
    case 'sources':
      return `(SELECT COALESCE(json_agg(${SOURCE_OBJECT} ORDER BY s.year DESC NULLS LAST, s.id), '[]')
        FROM component_source l JOIN source s ON s.id = l.source_id WHERE l.component_id = ${ownerId})`;
    case 'benchmarks':
      return `(SELECT COALESCE(json_agg(json_build_object('id', b.id, 'gpuId', b.gpu_id,
          'workload', b.workload, 'metric', b.metric, 'value', b.value, 'unit', b.unit,
          'precision', b.precision, 'gpuCount', b.gpu_count, 'notes', b.notes,
          'sourceId', b.source_id, 'version', b.version, 'source', ${SOURCE_OBJECT}) ORDER BY b.id), '[]')
        FROM benchmark b JOIN source s ON s.id = b.source_id WHERE b.gpu_id = ${ownerId})`;
    case 'cloudOfferings':
      return `(SELECT COALESCE(json_agg(json_build_object('id', o.id, 'provider', o.provider,
          'instanceType', o.instance_type, 'gpuId', o.gpu_id, 'gpuCount', o.gpu_count,
          'onDemandUsdPerHour', o.on_demand_usd_per_hour, 'spotUsdPerHour', o.spot_usd_per_hour,
          'region', o.region, 'asOf', o.as_of, 'sourceId', o.source_id, 'version', o.version,
          'source', ${SOURCE_OBJECT}) ORDER BY o.as_of DESC, o.id), '[]')
        FROM cloud_offering o JOIN source s ON s.id = o.source_id WHERE o.gpu_id = ${ownerId})`;
  }
}

/** Column alias under which a lookup or page returns a prefetched relation. */
export function relationColumn(relation: ComponentRelation): string {
  return `rel_${relation}`;
}

/** SELECT items adding `relations` of the component aliased `alias` (leading comma included). */
export function relationSelects(relations: readonly ComponentRelation[], alias: string): string {
  return relations.map((r) => `, ${relationJsonSql(r, `${alias}.id`)} AS ${relationColumn(r)}`).join('');
}
