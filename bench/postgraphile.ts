// First, before anything of PostGraphile loads: Node 20 lacks Promise.withResolvers.
import { promiseWithResolversPolyfilled } from './promise-with-resolvers';
import type { ServerResponse } from 'node:http';
import { PgManyToManyPreset } from '@graphile-contrib/pg-many-to-many';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { contestantPool, serveContestant } from './contestant-server';

/**
 * The peer contestant: PostGraphile 5 (Grafast engine) serving the bench database's own
 * tables as its generated GraphQL API, in its own process like the baseline. The harness
 * sends it the queries of bench/peer-scenarios.ts and maps its answers onto rigbase's.
 *
 * Configuration, and why:
 * - The amber preset, PostGraphile's documented default for new APIs.
 * - `PgIndexBehaviorsPlugin` disabled. It hides any relation whose foreign key no index
 *   starts with; benchmark and cloud_offering reference the GPU by (gpu_id, gpu_kind), and
 *   their indexes are (gpu_id, id). gpu_kind is constant ('GPU', by CHECK), so Postgres
 *   serves `gpu_id = $1 AND gpu_kind = 'GPU'` from those indexes (checked with EXPLAIN):
 *   an index on (gpu_id, gpu_kind) would only duplicate them, so no migration adds one.
 * - `@graphile-contrib/pg-many-to-many` (v5 line) for sources through component_source,
 *   so PostGraphile itself returns them in rigbase's order (newest first, then id).
 * - `pgOrderByNullsLast`, so RELATIVE_PERFORMANCE_DESC puts unknown values last, as
 *   rigbase's default GPU order does.
 * - No GraphiQL, no watch mode, no EXPLAIN: the production shape. Same connection budget
 *   as rigbase and the baseline (DB_POOL_SIZE, default 10).
 *
 * Run as a child process (bench/contestant-server.ts).
 */

const GRAPHQL_PATH = '/graphql';

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function main(): Promise<void> {
  const pool = contestantPool();
  // Statements sent, for the harness's SQL column (GET /statements before and after one
  // request). Counted per client.query call, which every pool query goes through.
  let statements = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
  });
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset, PgManyToManyPreset],
    disablePlugins: ['PgIndexBehaviorsPlugin'],
    pgServices: [makePgService({ pool, schemas: ['public'] })],
    schema: { pgOrderByNullsLast: true },
    grafserv: { graphqlPath: GRAPHQL_PATH, graphiql: false, watch: false, websockets: false },
    grafast: { explain: false },
  });
  // Build the schema (introspection) before listening, so /readyz means "can answer".
  await pgl.getSchema();
  const serv = pgl.createServ(grafserv);
  // createHandler rather than addTo: the harness's /readyz must reach us, and grafserv
  // hands any path it does not serve to `next`.
  const graphql = serv.createHandler();
  serveContestant(
    (req, res) => {
      graphql(req, res, (error?: Error) => {
        if (error) send(res, 500, { errors: [{ message: error.message }] });
        else if (req.url === '/readyz') {
          pool.query('SELECT 1').then(
            () => send(res, 200, { status: 'ready', promiseWithResolversPolyfilled }),
            (e: Error) => send(res, 503, { status: 'not ready', error: e.message }),
          );
        } else if (req.url === '/statements') send(res, 200, { statements });
        else send(res, 404, { errors: [{ message: 'not found' }] });
      });
    },
    () => Promise.resolve(pgl.release()).then(() => pool.end()),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`postgraphile peer failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
