import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildASTSchema, parse, printType } from 'graphql';
import type { Pool } from 'pg';
import { compiledExecutor } from '../src/graphql/executor/compiled-executor';
import { executorGateway } from '../src/graphql/executor/executor-gateway';
import { loadTypeDefs } from '../src/graphql/schema';
import { createLogger } from '../src/logger';
import { readBody } from '../src/http/request-body';
import { readComponent, readGpuPage, typenameOf } from './baseline';
import { contestantPool, serveContestant } from './contestant-server';

/**
 * The floor contestant: what Apollo Server's pipeline alone costs on S1 and S2 (issue 18).
 * @apollo/server 5 on node:http, mounted as rigbase mounts it (the same Apollo options
 * that are Apollo's: CSRF prevention, the cache-control plugin off, production error
 * handling; with FLOOR_EXECUTOR=jit the same graphql-jit executor behind the same gateway
 * hook, src/graphql/executor/), on a schema holding only the types and fields S1 and S2
 * select. The two root resolvers run the baseline's own single statements
 * (bench/baseline.ts) and return its mapped rows as the object tree; every other field is
 * a default resolver reading a property. None of rigbase's own work is here: no rate
 * limits, API keys, token count, query limits, response cache, context, read model,
 * lookahead or row mapping. What rigbase spends above this process on the same request
 * is what its own features cost; what this process spends above the baseline is Apollo's.
 *
 * Run as a child process (bench/contestant-server.ts); FLOOR_EXECUTOR is jit or graphql-js.
 * FLOOR_IN_MEMORY=1 (`apollo-floor-memory`): each answer's rows are read once and kept, so
 * no request reaches the database, as none of rigbase's catalog reads does: what is left is
 * Apollo, the executor and HTTP, the least any server with Apollo in its path can spend.
 */

/** rigbase's own body limit and deadline (src/http/handler.ts, BODY_TIMEOUT_S's default). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const BODY_TIMEOUT_MS = 20_000;

/** The enums S1 and S2 return, printed from rigbase's schema so they hold the same values. */
const ENUMS = ['ComponentKind', 'GpuVendor', 'GpuFormFactor', 'BenchmarkPrecision', 'CloudProvider'];

/** The Component interface's fields S1 selects; Gpu implements them. */
const COMPONENT_FIELDS = `
  id: ID!
  slug: String!
  kind: ComponentKind!
  name: String!
  manufacturer: String!
  description: String
  releaseYear: Int
  priceUsd: Float
  usedPriceUsd: Float
  sources: [Source!]!`;

/** The object types and fields S1 and S2 select, with rigbase's field types. */
const OBJECT_SDL = `
type Query {
  component(slug: String!): Component
  gpus(filter: GpuFilter, first: Int = 20): GpuConnection!
}
input GpuFilter {
  includeLegacy: Boolean = false
  includeServerCards: Boolean = false
}
interface Component {${COMPONENT_FIELDS}
}
type Gpu implements Component {${COMPONENT_FIELDS}
  vendor: GpuVendor!
  architecture: String!
  vramGb: Float!
  memoryBandwidthGBs: Float!
  fp32Tflops: Float
  fp16TensorTflops: Float
  tensorCores: Boolean!
  tdpW: Int!
  formFactor: GpuFormFactor!
  relativePerformance: Float
  benchmarks: [Benchmark!]!
  cloudOfferings: [CloudOffering!]!
}
type Source {
  title: String!
  url: String
  publisher: String
  year: Int
}
type Benchmark {
  workload: String!
  metric: String!
  value: Float!
  unit: String!
  precision: BenchmarkPrecision
  source: Source!
}
type CloudOffering {
  provider: CloudProvider!
  instanceType: String!
  gpuCount: Int!
  onDemandUsdPerHour: Float
  spotUsdPerHour: Float
  asOf: String!
  source: Source!
}
type PageInfo {
  hasNextPage: Boolean!
  endCursor: String
}
type GpuEdge {
  cursor: String!
  node: Gpu!
}
type GpuConnection {
  edges: [GpuEdge!]!
  pageInfo: PageInfo!
}
`;

/** The part of rigbase's GpuFilter S2 sends. */
interface GpuListing {
  includeLegacy?: boolean | null;
  includeServerCards?: boolean | null;
}

/** The floor's SDL: the object types above and rigbase's own enum definitions. */
export function floorTypeDefs(): string {
  const full = buildASTSchema(parse(loadTypeDefs()));
  return [OBJECT_SDL, ...ENUMS.map((name) => printType(full.getType(name)!))].join('\n');
}

/** `read` for each key once; later calls get the same rows (the in-memory floor). */
function once<T>(read: (key: string | number) => Promise<T>): (key: string | number) => Promise<T> {
  const kept = new Map<string | number, Promise<T>>();
  return (key) => {
    let rows = kept.get(key);
    if (!rows) kept.set(key, (rows = read(key)));
    return rows;
  };
}

export function floorSchema(pool: Pool, inMemory = false) {
  const typeDefs = floorTypeDefs();
  const component = inMemory
    ? once((slug) => readComponent(pool, slug))
    : (slug: string | number) => readComponent(pool, slug);
  const gpuPage = inMemory
    ? once((first) => readGpuPage(pool, Number(first)))
    : (first: string | number) => readGpuPage(pool, Number(first));
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: {
      Query: {
        component: (_: unknown, args: { slug: string }) => component(args.slug),
        gpus: (_: unknown, args: { first: number; filter?: GpuListing | null }) => {
          // The baseline's statement lists every GPU: the floor answers only a list that asks
          // for every one (S2 does), never a default list it would get wrong.
          if (!args.filter?.includeLegacy || !args.filter.includeServerCards) {
            throw new Error('the floor lists every GPU: ask with includeLegacy and includeServerCards');
          }
          return gpuPage(args.first);
        },
      },
      Component: { __resolveType: (c: { kind: string }) => typenameOf(c.kind) },
    },
  });
  return { schema, typeDefs };
}

/** The node:http layer rigbase's handler keeps when its own features are taken out. */
function handler(apollo: ApolloServer, pool: Pool) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/readyz') {
      await pool.query('SELECT 1');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
      return;
    }
    let body: unknown = undefined;
    if (req.method === 'POST') {
      const text = await readBody(req, MAX_BODY_BYTES, BODY_TIMEOUT_MS);
      body = text.length ? JSON.parse(text) : undefined;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
      context: async () => ({}),
    });
    const outHeaders: Record<string, string> = {};
    for (const [name, value] of response.headers) outHeaders[name] = value;
    if (response.body.kind === 'complete') {
      outHeaders['content-length'] = String(Buffer.byteLength(response.body.string));
      res.writeHead(response.status ?? 200, outHeaders);
      res.end(response.body.string);
    } else {
      res.writeHead(response.status ?? 200, outHeaders);
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }
  };
}

/** The floor's Apollo Server, started: rigbase's Apollo options, on `executor`. */
export async function startFloorApollo(
  pool: Pool,
  executor: 'jit' | 'graphql-js',
  inMemory = false,
): Promise<ApolloServer> {
  const { schema, typeDefs } = floorSchema(pool, inMemory);
  const log = createLogger({ logLevel: 'warn' });
  const apollo = new ApolloServer({
    ...(executor === 'graphql-js'
      ? { schema }
      : { gateway: executorGateway(schema, typeDefs, compiledExecutor(schema, log)) }),
    // rigbase's defaults (INTROSPECTION on: no extra validation rule either way).
    introspection: true,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    plugins: [ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  return apollo;
}

async function main(): Promise<void> {
  const pool = contestantPool();
  const apollo = await startFloorApollo(
    pool,
    process.env.FLOOR_EXECUTOR === 'graphql-js' ? 'graphql-js' : 'jit',
    process.env.FLOOR_IN_MEMORY === '1',
  );
  const handle = handler(apollo, pool);
  serveContestant(
    (req, res) => {
      handle(req, res).catch((error: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ message: error.message }] }));
      });
    },
    () => apollo.stop().then(() => pool.end()),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`apollo floor failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
