import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'pg';
import { TYPENAME_BY_KIND, type ComponentKind } from '../src/catalog/fields';
import { CLOUD_PROVIDER } from '../src/catalog/fields/enums';
import { contestantPool, serveContestant } from './contestant-server';
import { S2_PAGE_SIZE, scenarioById } from './scenarios';

/**
 * The baseline contestant: the smallest honest hand-written handler for S1 and S2 —
 * node:http, one pg pool, one SQL statement per operation, no GraphQL. It answers the
 * exact query texts of bench/scenarios.ts with the same JSON, byte for byte, as
 * rigbase (same key order, Apollo's trailing newline), so the harness can check both
 * contestants against one expected body.
 *
 * Run as a child process (bench/contestant-server.ts).
 */

/** Stands in for an unknown relative performance in the descending order (as rigbase). */
export const UNKNOWN_SORTS_LAST_DESC = -1;

/** Sources of component `c` as a JSON array, newest first (rigbase's order). */
const sourcesJson = (fields: string) => `COALESCE((
    SELECT json_agg(json_build_object(${fields}) ORDER BY s.year DESC NULLS LAST, s.id)
    FROM component_source l JOIN source s ON s.id = l.source_id WHERE l.component_id = c.id), '[]')`;

const S1_SQL = `SELECT c.id, c.slug, c.kind, c.name, c.manufacturer, c.description, c.release_year,
    c.price_usd, c.used_price_usd, c.vendor, c.architecture, c.vram_gb, c.memory_bandwidth_gbs,
    c.fp32_tflops, c.fp16_tensor_tflops, c.tensor_cores, c.tdp_w, c.form_factor, c.relative_performance,
    ${sourcesJson(`'title', s.title, 'url', s.url, 'publisher', s.publisher, 'year', s.year`)} AS sources
  FROM component c WHERE c.slug = $1`;

const S2_SQL = `SELECT c.id, c.slug, c.name, c.vendor, c.vram_gb, c.price_usd, c.used_price_usd,
    c.relative_performance, COALESCE(c.relative_performance, ${UNKNOWN_SORTS_LAST_DESC}) AS sort_key,
    ${sourcesJson(`'title', s.title, 'url', s.url`)} AS sources,
    COALESCE((SELECT json_agg(json_build_object('workload', b.workload, 'metric', b.metric, 'value', b.value,
        'unit', b.unit, 'precision', b.precision, 'source', json_build_object('title', s.title)) ORDER BY b.id)
      FROM benchmark b JOIN source s ON s.id = b.source_id WHERE b.gpu_id = c.id), '[]') AS benchmarks,
    COALESCE((SELECT json_agg(json_build_object('provider', o.provider, 'instanceType', o.instance_type,
        'gpuCount', o.gpu_count, 'onDemandUsdPerHour', o.on_demand_usd_per_hour,
        'spotUsdPerHour', o.spot_usd_per_hour, 'asOf', o.as_of, 'source', json_build_object('title', s.title))
        ORDER BY o.as_of DESC, o.id)
      FROM cloud_offering o JOIN source s ON s.id = o.source_id WHERE o.gpu_id = c.id), '[]') AS cloud_offerings
  FROM component c WHERE c.kind = 'GPU'
  ORDER BY COALESCE(c.relative_performance, ${UNKNOWN_SORTS_LAST_DESC}) DESC, c.id LIMIT $1`;

/** rigbase's type name of a stored kind (GPU: Gpu), for ids: data, shared with rigbase. */
export const typenameOf = (kind: unknown) => TYPENAME_BY_KIND[kind as ComponentKind];

/**
 * rigbase's opaque ids and cursors, re-implemented (no import from src/ on purpose); the
 * PostGraphile mapping (bench/peer-scenarios.ts) uses them too.
 */
export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64url');
/**
 * The fingerprint of S2's scope: `gpus` in its default order and price condition, asking for
 * every GPU (legacy and server cards included, bench/scenarios.ts), filter keys in order.
 */
const S2_SCOPE = createHash('sha256')
  .update(
    JSON.stringify({
      list: 'gpus',
      order: 'RELATIVE_PERFORMANCE_DESC',
      key: 'number',
      filter: { condition: 'ANY', includeLegacy: true, includeServerCards: true },
    }),
  )
  .digest('base64url')
  .slice(0, 16);
export const cursor = (value: unknown, id: number) =>
  Buffer.from(`k2:${JSON.stringify([S2_SCOPE, value, id])}`).toString('base64url');
/** A stored provider ("Google Cloud") as the API's CloudProvider enum shows it (GOOGLE_CLOUD). */
export const apiProvider = (stored: unknown) => CLOUD_PROVIDER.toApi(String(stored));

type Row = Record<string, unknown>;

/**
 * BASELINE_NAMED=1 (the `baseline-named` contestant): the same two statements sent as named
 * statements, prepared once per connection, as rigbase sends its reads
 * (src/db/prepared-statements.ts). The `baseline` the targets use sends them unnamed, as the
 * issue's baseline did; this one shows what naming alone is worth to a hand-written handler.
 * The Apollo floor imports the readers below and leaves the variable unset: unnamed.
 */
const NAMED = process.env.BASELINE_NAMED === '1';
const statement = (name: string, text: string, values: unknown[]) =>
  NAMED ? { name, text, values } : { text, values };

/**
 * S1's one statement, its row mapped to the answer's object tree (null when no component
 * has the slug). The Apollo floor (bench/apollo-floor.ts) resolves S1 with it too.
 */
export async function readComponent(pool: Pool, slug: unknown): Promise<Row | null> {
  const { rows } = await pool.query<Row>(statement('baseline_s1', S1_SQL, [slug]));
  const c = rows[0];
  if (!c) return null;
  const common = {
    id: globalId(typenameOf(c.kind), c.id as number),
    slug: c.slug,
    kind: c.kind,
    name: c.name,
    manufacturer: c.manufacturer,
    description: c.description,
    releaseYear: c.release_year,
    priceUsd: c.price_usd,
    usedPriceUsd: c.used_price_usd,
  };
  const gpu =
    c.kind === 'GPU'
      ? {
          vendor: c.vendor,
          architecture: c.architecture,
          vramGb: c.vram_gb,
          memoryBandwidthGBs: c.memory_bandwidth_gbs,
          fp32Tflops: c.fp32_tflops,
          fp16TensorTflops: c.fp16_tensor_tflops,
          tensorCores: c.tensor_cores,
          tdpW: c.tdp_w,
          formFactor: c.form_factor,
          relativePerformance: c.relative_performance,
        }
      : {};
  return { ...common, ...gpu, sources: c.sources };
}

/** S2's one statement, its rows mapped to the page's object tree (shared with the floor). */
export async function readGpuPage(pool: Pool, first: number): Promise<Row> {
  const { rows } = await pool.query<Row>(statement('baseline_s2', S2_SQL, [first + 1]));
  const edges = rows.slice(0, first).map((g) => ({
    cursor: cursor(g.sort_key, g.id as number),
    node: {
      id: globalId('Gpu', g.id as number),
      slug: g.slug,
      name: g.name,
      vendor: g.vendor,
      vramGb: g.vram_gb,
      priceUsd: g.price_usd,
      usedPriceUsd: g.used_price_usd,
      relativePerformance: g.relative_performance,
      sources: g.sources,
      benchmarks: g.benchmarks,
      cloudOfferings: (g.cloud_offerings as Row[]).map((o) => ({ ...o, provider: apiProvider(o.provider) })),
    },
  }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}

const HANDLERS = new Map<string, (pool: Pool, variables: Row) => Promise<unknown>>([
  [scenarioById('S1').query, async (pool, v) => ({ component: await readComponent(pool, v.slug) })],
  [
    scenarioById('S2').query,
    async (pool, v) => ({
      gpus: await readGpuPage(pool, typeof v.first === 'number' ? v.first : S2_PAGE_SIZE),
    }),
  ],
]);

function send(res: ServerResponse, status: number, body: unknown): void {
  // Apollo Server ends every JSON body with a newline; so do we.
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request handler: /readyz for the harness, POST /graphql for S1 and S2. */
export function createBaselineHandler(pool: Pool) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.url === '/readyz') {
        await pool.query('SELECT 1');
        send(res, 200, { status: 'ready' });
        return;
      }
      if (req.method !== 'POST' || req.url !== '/graphql') {
        send(res, 404, { errors: [{ message: 'not found' }] });
        return;
      }
      const body = JSON.parse(await readBody(req)) as { query?: string; variables?: Row };
      const handler = HANDLERS.get(body.query ?? '');
      if (!handler) {
        send(res, 400, { errors: [{ message: 'the baseline answers S1 and S2 only' }] });
        return;
      }
      send(res, 200, { data: await handler(pool, body.variables ?? {}) });
    } catch (error) {
      send(res, 500, { errors: [{ message: (error as Error).message }] });
    }
  };
}

function main(): void {
  const pool = contestantPool();
  const handle = createBaselineHandler(pool);
  serveContestant(
    (req, res) => void handle(req, res),
    () => pool.end(),
  );
}

if (require.main === module) main();
