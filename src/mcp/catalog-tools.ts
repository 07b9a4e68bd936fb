import type { z } from 'zod';
import { GPU_FORM_FACTOR, GPU_VENDOR } from '../catalog/fields';
import type { RequestContext } from '../context';
import type { SourceRow } from '../db/rows/source';
import type { Linked } from '../read-model';
import type { GpuOrder } from '../services/gpu-orders';
import { DEFAULT_PRICE_CONDITION } from '../rules';
import { objectiveValue, type PerDollarObjective } from '../rules/recommend/gpu-objectives';
import type { Connection } from '../services/pagination';
import * as format from './format';
import * as formatRules from './format-rules';
import * as shapes from './schemas';
import { sourcesByKey, tool, type McpTool } from './tool';

/**
 * The MCP tools that browse the catalog: GPUs by filter and objective, power limits, cloud
 * offers, benchmarks and use cases. Thin adapters over the services the GraphQL API uses;
 * answers are compact and cite sources by key.
 */

/** Documents the power-limit curve follows (src/rules/calculators/power-limit.ts). */
const POWER_LIMIT_METHOD_SOURCES = [
  'dettmers-which-gpu-2020',
  'doc-dl-cluster-guide',
  'doc-gpu-cluster-at-home',
];

/** Rows per page when the client does not say: enough to compare, short enough to read. */
const DEFAULT_ROWS = 10;

/** The GpuOrder that ranks by each objective (schema/catalog.graphql). */
const ORDER_OF_OBJECTIVE: Record<PerDollarObjective, GpuOrder> = {
  TRAINING_SPEED_PER_DOLLAR: 'PERFORMANCE_PER_DOLLAR_DESC',
  MEMORY_PER_DOLLAR: 'MEMORY_PER_DOLLAR_DESC',
  INFERENCE_TOKENS_PER_DOLLAR: 'BANDWIDTH_PER_DOLLAR_DESC',
};

export const listGpusTool = tool({
  name: 'list_gpus',
  title: 'List and filter GPUs',
  description:
    'GPUs filtered by memory, price, vendor, form factor and tensor cores (legacy and server-only cards only when asked), ranked by an objective ' +
    '(training speed, memory or LLM token rate per $1,000) or a plain order, a page at a time. Each card ' +
    'gives its price, specs and value per $1,000 for every objective.',
  shape: shapes.listGpusShape,
  async answer(ctx, args, index) {
    const condition = args.condition ?? DEFAULT_PRICE_CONDITION;
    const orderBy = args.objective ? ORDER_OF_OBJECTIVE[args.objective as PerDollarObjective] : args.orderBy;
    const page = await ctx.services.components.gpus({
      first: args.first ?? DEFAULT_ROWS,
      after: args.after,
      orderBy: orderBy as GpuOrder | undefined,
      filter: {
        condition,
        minVramGb: args.minVramGb,
        maxPriceUsd: args.maxPriceUsd,
        // API values to the stored spellings services take (as GraphQL's enums do).
        vendor: args.vendor ? GPU_VENDOR.internal[args.vendor] : undefined,
        formFactor: args.formFactor ? GPU_FORM_FACTOR.internal[args.formFactor] : undefined,
        tensorCores: args.tensorCores,
        search: args.search,
        includeLegacy: args.includeLegacy,
        includeServerCards: args.includeServerCards,
      },
    });
    const gpus = await index.citeEach(
      page.edges.map((edge) => edge.node),
      (gpu) => gpu.sources,
      (gpu, sources) =>
        format.gpuListing(gpu, sources, {
          trainingSpeed: objectiveValue(gpu, 'TRAINING_SPEED_PER_DOLLAR', condition),
          memoryGb: objectiveValue(gpu, 'MEMORY_PER_DOLLAR', condition),
          bandwidthGBs: objectiveValue(gpu, 'INFERENCE_TOKENS_PER_DOLLAR', condition),
        }),
    );
    return {
      order: orderBy ?? 'RELATIVE_PERFORMANCE_DESC',
      condition,
      totalCount: await page.totalCount(),
      gpus,
      nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
    };
  },
});

export const powerLimitTool = tool({
  name: 'power_limit',
  title: 'Power-limit a GPU',
  description:
    'Speed kept, watts saved and efficiency gained when a GPU runs below its rated power (nvidia-smi -pl, ' +
    'rocm-smi), at the limits asked or at stock and 90-60 % of TDP, within the range the driver accepts, ' +
    'with the command to set each limit.',
  shape: shapes.powerLimitShape,
  async answer(ctx, args, index) {
    const { gpu, tradeoffs } = await ctx.services.rules.powerLimitSweep(args.gpuSlug, args.limitsW);
    const sources = index.cite(gpu.sources);
    return {
      gpu: { slug: gpu.slug, name: gpu.name, tdpW: gpu.tdpW, sources },
      range: {
        minLimitW: tradeoffs[0]?.minLimitW,
        maxLimitW: tradeoffs[0]?.maxLimitW,
        basis: tradeoffs[0]?.rangeBasis,
      },
      limits: tradeoffs.map(formatRules.powerLimit),
      methodSources: index.cite(await sourcesByKey(ctx, POWER_LIMIT_METHOD_SOURCES)),
    };
  },
});

/**
 * A tool that lists a page of rows about one GPU with one source each (offers, benchmarks):
 * the page's total, then under `list` each row with its GPU's slug and its source cited.
 * The tool's arguments are the page's filters; `first` defaults to DEFAULT_ROWS.
 */
function gpuRowsTool<
  S extends z.ZodRawShape,
  R extends { gpu: { slug: string } | null; source: SourceRow | null },
>({
  list,
  page: pageOf,
  show,
  ...meta
}: Omit<McpTool<S>, 'run'> & {
  list: string;
  page(ctx: RequestContext, filters: z.output<z.ZodObject<S>> & { first: number }): Promise<Connection<R>>;
  show: (row: R, sources: string[]) => object;
}) {
  return tool({
    ...meta,
    async answer(ctx, args, index) {
      const filters = args as z.output<z.ZodObject<S>> & { first?: number };
      const page = await pageOf(ctx, { ...filters, first: filters.first ?? DEFAULT_ROWS });
      const rows = page.edges.map((edge) => edge.node);
      return {
        totalCount: await page.totalCount(),
        [list]: rows.map((row) => ({ gpu: row.gpu?.slug, ...show(row, index.cite([row.source])) })),
      };
    },
  });
}

export const cloudOffersTool = gpuRowsTool<typeof shapes.cloudOffersShape, Linked<'CloudOffering'>>({
  name: 'cloud_offers',
  title: 'Cloud GPU prices',
  description:
    'Dated cloud instance prices (on-demand and spot, per instance-hour) for a GPU or under a price, ' +
    'newest first, each with its source.',
  shape: shapes.cloudOffersShape,
  list: 'offers',
  page: (ctx, filters) => ctx.services.knowledge.cloudOfferings(filters),
  show: format.cloudOffering,
});

export const benchmarksTool = gpuRowsTool<typeof shapes.benchmarksShape, Linked<'Benchmark'>>({
  name: 'benchmarks',
  title: 'Published GPU benchmarks',
  description:
    'Published measurements (training and inference throughput, relative speed) for a GPU or a workload, ' +
    'each with its unit, precision, GPU count and source.',
  shape: shapes.benchmarksShape,
  list: 'benchmarks',
  page: (ctx, filters) => ctx.services.knowledge.benchmarks(filters),
  show: format.benchmark,
});

export const listUseCasesTool = tool({
  name: 'list_use_cases',
  title: 'List use cases',
  description:
    'Every use case (a kind of deep-learning work) with the GPU memory it needs and CPU threads per GPU: ' +
    'the slugs `useCase` takes in check_build, recommend_gpus and recommend_build.',
  shape: shapes.listUseCasesShape,
  async answer(ctx, _args, index) {
    const useCases = await ctx.services.knowledge.useCases();
    return {
      useCases: await index.citeEach(useCases, (u) => u.sources, format.useCase),
    };
  },
});

export const CATALOG_TOOLS = [
  listGpusTool,
  powerLimitTool,
  cloudOffersTool,
  benchmarksTool,
  listUseCasesTool,
] as const;
