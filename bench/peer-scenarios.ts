import { isDeepStrictEqual } from 'node:util';
import { S1_SLUG, S2_PAGE_SIZE, type ScenarioId } from './scenarios';
import { UNKNOWN_SORTS_LAST_DESC, apiProvider, cursor, globalId, typenameOf } from './baseline';

/**
 * What the PostGraphile peer is asked for each scenario, and how its answer maps onto
 * rigbase's. PostGraphile generates its own names from the tables (componentBySlug,
 * rowId, sourcesByComponentSourceComponentIdAndSourceId ...), so the harness does not
 * compare bytes with rigbase: it maps the peer's `data` field by field onto rigbase's
 * shape and requires the result to equal rigbase's `data` exactly (deep strict
 * equality). The mapping only renames and re-encodes; it never sorts, filters or fills
 * in a value, so anything PostGraphile returns in another order, with another value or
 * without a field is a mismatch (and voids the round, like any other mismatch).
 *
 * Re-encoded, because the two APIs encode them differently:
 * - rigbase's `id` is base64url("Gpu:22"); PostGraphile returns the row id (`rowId`) and
 *   the kind, from which the mapping builds rigbase's id.
 * - Cursors: PostGraphile's is base64 of [order digest, relative performance, row id];
 *   the mapping decodes it and re-encodes the same position in rigbase's format
 *   (an unknown relative performance is rigbase's -1, which sorts last).
 * - On S1 rigbase returns the GPU fields only for a GPU (an inline fragment on `Gpu`);
 *   PostGraphile has one Component type with every column, so the mapping keeps the
 *   GPU columns only when kind is GPU.
 */

type Row = Record<string, unknown>;

export interface PeerOperation {
  query: string;
  variables: Row;
  /** PostGraphile's `data` in rigbase's shape; throws when the shape is not the expected one. */
  toRigbase(data: Row): unknown;
}

/** A scenario the peer runs, or why it cannot. */
export type PeerPlan = { operation: PeerOperation } | { skip: string };

const SOURCES = 'sourcesByComponentSourceComponentIdAndSourceId';
/** rigbase's source order: newest first, unknown year last (pgOrderByNullsLast), then id. */
const SOURCE_ORDER = '[YEAR_DESC, ROW_ID_ASC]';

const PEER_S1 = `query S1($slug: String!) {
  componentBySlug(slug: $slug) {
    rowId slug kind name manufacturer description releaseYear priceUsd usedPriceUsd
    vendor architecture vramGb memoryBandwidthGbs fp32Tflops fp16TensorTflops
    tensorCores tdpW formFactor relativePerformance
    ${SOURCES}(orderBy: ${SOURCE_ORDER}) { nodes { title url publisher year } }
  }
}`;

const PEER_S2 = `query S2($first: Int!) {
  allComponents(first: $first, condition: { kind: "GPU" }, orderBy: [RELATIVE_PERFORMANCE_DESC, ROW_ID_ASC]) {
    edges {
      cursor
      node {
        rowId slug name vendor vramGb priceUsd usedPriceUsd relativePerformance
        ${SOURCES}(orderBy: ${SOURCE_ORDER}) { nodes { title url } }
        benchmarksByGpuIdAndGpuKind(orderBy: ROW_ID_ASC) {
          nodes { workload metric value unit precision sourceBySourceId { title } }
        }
        cloudOfferingsByGpuIdAndGpuKind(orderBy: [AS_OF_DESC, ROW_ID_ASC]) {
          nodes { provider instanceType gpuCount onDemandUsdPerHour spotUsdPerHour asOf sourceBySourceId { title } }
        }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

function object(value: unknown, what: string): Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} is not an object`);
  }
  return value as Row;
}

function list(value: unknown, what: string): Row[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  return value.map((item, i) => object(item, `${what}[${i}]`));
}

/** A connection's `nodes`. */
const nodesOf = (connection: unknown, what: string) => list(object(connection, what).nodes, `${what}.nodes`);

/** PostGraphile's cursor (base64 JSON [digest, relative performance, row id]) in rigbase's format. */
export function rigbaseCursor(peerCursor: unknown): string {
  if (typeof peerCursor !== 'string') throw new Error('cursor is not a string');
  const decoded: unknown = JSON.parse(Buffer.from(peerCursor, 'base64').toString('utf8'));
  if (!Array.isArray(decoded) || decoded.length !== 3) throw new Error(`unexpected cursor ${peerCursor}`);
  const [, relativePerformance, rowId] = decoded as [unknown, unknown, unknown];
  if (typeof rowId !== 'number') throw new Error(`cursor ${peerCursor} has no row id`);
  return cursor(relativePerformance ?? UNKNOWN_SORTS_LAST_DESC, rowId);
}

function s1ToRigbase(data: Row): unknown {
  if (data.componentBySlug === null) return { component: null };
  const c = object(data.componentBySlug, 'componentBySlug');
  const type = typenameOf(c.kind);
  if (!type || typeof c.rowId !== 'number') throw new Error('componentBySlug has no known kind or rowId');
  const common = {
    id: globalId(type, c.rowId),
    slug: c.slug,
    kind: c.kind,
    name: c.name,
    manufacturer: c.manufacturer,
    description: c.description,
    releaseYear: c.releaseYear,
    priceUsd: c.priceUsd,
    usedPriceUsd: c.usedPriceUsd,
  };
  const gpu =
    c.kind === 'GPU'
      ? {
          vendor: c.vendor,
          architecture: c.architecture,
          vramGb: c.vramGb,
          memoryBandwidthGBs: c.memoryBandwidthGbs,
          fp32Tflops: c.fp32Tflops,
          fp16TensorTflops: c.fp16TensorTflops,
          tensorCores: c.tensorCores,
          tdpW: c.tdpW,
          formFactor: c.formFactor,
          relativePerformance: c.relativePerformance,
        }
      : {};
  return { component: { ...common, ...gpu, sources: nodesOf(c[SOURCES], 'sources') } };
}

function s2ToRigbase(data: Row): unknown {
  const page = object(data.allComponents, 'allComponents');
  const edges = list(page.edges, 'edges').map((edge, i) => {
    const g = object(edge.node, `edges[${i}].node`);
    if (typeof g.rowId !== 'number') throw new Error(`edges[${i}].node has no rowId`);
    return {
      cursor: rigbaseCursor(edge.cursor),
      node: {
        id: globalId('Gpu', g.rowId),
        slug: g.slug,
        name: g.name,
        vendor: g.vendor,
        vramGb: g.vramGb,
        priceUsd: g.priceUsd,
        usedPriceUsd: g.usedPriceUsd,
        relativePerformance: g.relativePerformance,
        sources: nodesOf(g[SOURCES], 'sources'),
        benchmarks: nodesOf(g.benchmarksByGpuIdAndGpuKind, 'benchmarks').map((b) => ({
          workload: b.workload,
          metric: b.metric,
          value: b.value,
          unit: b.unit,
          precision: b.precision,
          source: b.sourceBySourceId,
        })),
        cloudOfferings: nodesOf(g.cloudOfferingsByGpuIdAndGpuKind, 'cloudOfferings').map((o) => ({
          provider: apiProvider(o.provider),
          instanceType: o.instanceType,
          gpuCount: o.gpuCount,
          onDemandUsdPerHour: o.onDemandUsdPerHour,
          spotUsdPerHour: o.spotUsdPerHour,
          asOf: o.asOf,
          source: o.sourceBySourceId,
        })),
      },
    };
  });
  const pageInfo = object(page.pageInfo, 'pageInfo');
  return {
    gpus: {
      edges,
      pageInfo: {
        hasNextPage: pageInfo.hasNextPage,
        endCursor: pageInfo.endCursor === null ? null : rigbaseCursor(pageInfo.endCursor),
      },
    },
  };
}

/** Rules operations: rigbase's own logic, which PostGraphile has no generated equivalent of. */
const RULES_SKIP =
  'PostGraphile generates reads and writes of tables (and exposes Postgres functions); this ' +
  'operation is rigbase application logic over the catalog, so the peer would need it ' +
  're-implemented as a SQL function or a hand-written Grafast plan (makeExtendSchemaPlugin)';

export const PEER_PLANS: Record<ScenarioId, PeerPlan> = {
  S0: { operation: { query: '{ __typename }', variables: {}, toRigbase: (data) => data } },
  S1: { operation: { query: PEER_S1, variables: { slug: S1_SLUG }, toRigbase: s1ToRigbase } },
  S2: { operation: { query: PEER_S2, variables: { first: S2_PAGE_SIZE }, toRigbase: s2ToRigbase } },
  S3: { skip: `checkBuild (compatibility and power rules over a part list): ${RULES_SKIP}` },
  S4: { skip: `recommendGpus (ranking by use case, budget and condition): ${RULES_SKIP}` },
  S5: {
    skip:
      'search (rigbase ranks guidance, use cases and components together over its own vocabulary ' +
      'tables with MaxScore pruning): PostGraphile has no generated full-text search; it would ' +
      'need a Postgres search function added to the schema',
  },
  S6: { skip: `recommendBuild (a part search under a budget): ${RULES_SKIP}` },
};

export function peerRequestBody(operation: PeerOperation): string {
  return JSON.stringify({ query: operation.query, variables: operation.variables });
}

/** The first path where two JSON values differ, e.g. `gpus.edges[3].node.sources[0].url`. */
export function firstDifference(actual: unknown, expected: unknown, path = ''): string | null {
  if (isDeepStrictEqual(actual, expected)) return null;
  if (typeof actual === 'object' && actual && typeof expected === 'object' && expected) {
    if (Array.isArray(actual) !== Array.isArray(expected)) return path || '(root)';
    if (Array.isArray(actual) && Array.isArray(expected) && actual.length !== expected.length) {
      return `${path || '(root)'} (length ${actual.length}, expected ${expected.length})`;
    }
    const a = actual as Row;
    const e = expected as Row;
    for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
      const at = Array.isArray(actual) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (!(key in a) || !(key in e)) return `${at} (${key in a ? 'unexpected' : 'missing'})`;
      const found = firstDifference(a[key], e[key], at);
      if (found) return found;
    }
  }
  return `${path || '(root)'} (${JSON.stringify(actual)?.slice(0, 80)} instead of ${JSON.stringify(expected)?.slice(0, 80)})`;
}

/**
 * Why a PostGraphile response body does not carry rigbase's content, or null when it
 * does: no errors, and `toRigbase(data)` deep-equals rigbase's `data`.
 */
export function peerMismatch(operation: PeerOperation, peerBody: string, rigbaseBody: string): string | null {
  try {
    const peer = JSON.parse(peerBody) as { data?: Row | null; errors?: { message: string }[] };
    if (peer.errors?.length) return `errors: ${peer.errors[0].message}`;
    if (!peer.data) return 'no data';
    const expected = (JSON.parse(rigbaseBody) as { data: unknown }).data;
    return firstDifference(operation.toRigbase(peer.data), expected);
  } catch (error) {
    return `unexpected answer: ${(error as Error).message}`;
  }
}
