import type { RequestContext } from '../context';
import type { ComponentRow } from '../db/rows/component';
import type { LinkedComponent } from '../read-model';
import type { SourceRow } from '../db/rows/source';
import { DomainError, ErrorCode } from '../errors';
import { DEFAULT_PRICE_CONDITION, getRule, performancePerDollar, type Finding } from '../rules';
import type { SearchItemModel } from '../services/search.service';
import * as format from './format';
import * as formatRules from './format-rules';
import { systemAlternative } from './format-systems';
import { CATALOG_TOOLS } from './catalog-tools';
import { planJobTool } from './plan-tool';
import { estimateMemoryTool } from './memory-tools';
import { estimateGenerationMemoryTool } from './generation-tools';
import { catalogHealthTool } from './health-tools';
import * as shapes from './schemas';
import type { SourceIndex } from './source-index';
import { sourcesByKey, tool } from './tool';

export type { McpTool } from './tool';

/** Hits per search when the client does not say: a chatbot needs the best few. */
const DEFAULT_SEARCH_HITS = 5;
const SUGGESTIONS = 5;
/**
 * Documents the cost calculator follows (src/rules/calculators/cloud-vs-desktop.ts and the
 * `@source` tags in src/rules/thresholds.ts). Memory estimates cite their lines' own sources.
 */
const COST_METHOD_SOURCES = ['doc-cost-for-gpu-hardware', 'dettmers-which-gpu-2020'];

const componentSources = (component: LinkedComponent) => component.sources;

/** Guidance, use cases and components all carry their sources. */
const itemSources = (item: SearchItemModel): readonly SourceRow[] => item.sources;

/** Source keys per rule id of the findings, cited in `index`. */
async function ruleSources(ctx: RequestContext, findings: readonly Finding[], index: SourceIndex) {
  const ids = [...new Set(findings.map((f) => f.ruleId))];
  const cited = await index.citeEach(
    ids,
    (id) => sourcesByKey(ctx, getRule(id)?.sourceKeys ?? []),
    (id, keys) => [id, keys] as const,
  );
  return new Map(cited);
}

export const searchTool = tool({
  name: 'search',
  title: 'Search the knowledge base',
  description:
    'Free-text search over buying and running guidance (Q&A), use cases (GPU memory tiers), language ' +
    'models and components (GPUs, CPUs, boards, PSUs...). Ask in plain words. A question gets answers ' +
    'first (guidance hits include the answer), a product name parts first (`intent`). `entities` are ' +
    'the models, GPUs and counts, PSUs and watts, budgets and formats the text names, linked by slug; ' +
    '`calls` are tool calls (estimate_memory, check_build, recommend_gpus, recommend_build, power_limit) ' +
    'with arguments filled in that answer the question exactly: run them rather than guess.',
  shape: shapes.searchShape,
  async answer(ctx, args, index) {
    const result = await ctx.services.search.ask({
      text: args.text,
      first: args.first ?? DEFAULT_SEARCH_HITS,
    });
    return {
      intent: result.intent,
      hits: await index.citeEach(result.hits, (hit) => itemSources(hit.item), format.searchHit),
      entities: result.entities.map(format.searchEntity),
      calls: result.calls.map(format.suggestedCall),
    };
  },
});

export const checkBuildTool = tool({
  name: 'check_build',
  title: 'Check a build',
  description:
    'Checks a parts list for compatibility (socket, memory, PCIe lanes and slots, case fit, cooling), ' +
    'PSU sizing and whether the household circuit holds it. verdict is COMPATIBLE, INCOMPATIBLE (errors say why) ' +
    'or UNVERIFIED: nothing failed, but a deciding check could not run for a missing fact or part; summary says ' +
    'which, and unverifiedChecks lists what would settle each. Only COMPATIBLE means the build was verified.',
  shape: shapes.checkBuildShape,
  async answer(ctx, args, index) {
    const report = await ctx.services.rules.checkBuild(args, 'build');
    const ruleKeys = await ruleSources(ctx, report.findings, index);
    return formatRules.buildReport(report, ruleKeys);
  },
});

export const recommendGpusTool = tool({
  name: 'recommend_gpus',
  title: 'Recommend GPUs',
  description:
    'Ranks GPUs for a use case, memory need, budget, new/used market and software stack: need first (the memory ' +
    'the work needs, per card, shared for inference, sharded for fine-tuning), then the best the budget buys ' +
    '(or a per-dollar objective), with what is left of the budget, the next step up, and the reasons and caveats for each card.',
  shape: shapes.recommendGpusShape,
  async answer(ctx, args, index) {
    const rankings = await ctx.services.rules.recommendGpus(args);
    return {
      condition: args.condition ?? DEFAULT_PRICE_CONDITION,
      recommendations: await index.citeEach(
        rankings,
        (r) => componentSources(r.gpu),
        formatRules.gpuRecommendation,
      ),
    };
  },
});

export const recommendBuildTool = tool({
  name: 'recommend_build',
  title: 'Recommend a whole build',
  description:
    'Assembles a complete, compatible machine (GPUs, CPU, board, memory, storage, PSU, case, cooler) ' +
    'within a budget, checked by the same rules as check_build. No parts and reasons say why when none fits. ' +
    'systemAlternatives lists the unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio) that could do ' +
    'the same work within the budget, compared on memory, bandwidth and price.',
  shape: shapes.recommendBuildShape,
  async answer(ctx, args, index) {
    const recommendation = await ctx.services.rules.recommendBuild(args);
    const { parts, report, reasons } = recommendation;
    const lines = await index.citeEach(parts, (p) => componentSources(p.component), formatRules.buildPart);
    const ruleKeys = report ? await ruleSources(ctx, report.findings, index) : new Map<string, string[]>();
    return {
      found: parts.length > 0,
      totalUsd: parts.length ? formatRules.linesTotalUsd(parts) : null,
      parts: lines,
      reasons,
      risers: recommendation.risers,
      systemAlternatives: recommendation.systemAlternatives.map((alternative) =>
        systemAlternative(alternative, index.cite(alternative.system.sources)),
      ),
      // Without the report's totalPriceUsd (new prices): totalUsd is what these parts cost.
      report: report ? formatRules.buildReport(report, ruleKeys, { newPriceTotal: false }) : null,
    };
  },
});

export const findModelsTool = tool({
  name: 'find_models',
  title: 'Find language models in the catalog',
  description:
    'Lists catalog language models by loose name ("llama 3.1 70b", "qwen3", "deepseek r1 distill") with ' +
    'their published shape (parameters, layers, KV heads, context length): the slugs estimate_memory takes.',
  shape: shapes.findModelsShape,
  async answer(ctx, args, index) {
    const page = await ctx.services.models.models({ search: args.search, first: args.first ?? 10 });
    const rows = page.edges.map((edge) => edge.node);
    return {
      models: await index.citeEach(rows, (row) => row.sources, format.model),
      more: page.pageInfo.hasNextPage,
    };
  },
});

export const compareCloudVsDesktopTool = tool({
  name: 'compare_cloud_vs_desktop',
  title: 'Cloud GPUs or own desktop',
  description:
    'Compares renting cloud GPUs with buying a desktop for the same work: yearly electricity (kWh and $), ' +
    "yearly cloud cost for the cloud hours that do the desktop's work (name both GPUs; an H100 hour does " +
    '~2.4x an RTX 4090 hour of training), the break-even day and cumulative costs per year.',
  shape: shapes.compareCloudVsDesktopShape,
  async answer(ctx, args, index) {
    const [result, method] = await Promise.all([
      ctx.services.rules.compareCloudVsDesktop(args),
      sourcesByKey(ctx, COST_METHOD_SOURCES),
    ]);
    return { ...formatRules.cloudVsDesktop(result), methodSources: index.cite(method) };
  },
});

/** Slugs of components whose names come close to an unknown slug. */
async function suggestions(ctx: RequestContext, slug: string): Promise<string[]> {
  try {
    const hits = await ctx.services.search.search({
      text: slug.replace(/[-_]+/g, ' '),
      first: 10,
      intent: 'LOOKUP',
    });
    return hits
      .filter((h) => h.kind !== 'GUIDANCE' && h.kind !== 'USE_CASE' && h.kind !== 'MODEL')
      .slice(0, SUGGESTIONS)
      .map((h) => (h.item as ComponentRow).slug);
  } catch {
    return [];
  }
}

export const getComponentTool = tool({
  name: 'get_component',
  title: 'Get a component',
  description:
    'All facts about one component by slug, with sources. GPUs add benchmarks, cloud offerings ' +
    '(hourly prices) and performance per $1,000; motherboards add their PCIe slot layout; ' +
    'graphics cards name their GPU chip.',
  shape: shapes.getComponentShape,
  async answer(ctx, args, index) {
    const component = await ctx.services.components.bySlug(args.slug);
    if (!component) {
      throw new DomainError(ErrorCode.NOT_FOUND, `component "${args.slug}" not found`, {
        field: 'slug',
        suggestions: await suggestions(ctx, args.slug),
      });
    }
    const details: Record<string, unknown> = {
      ...format.componentFields(component),
      sources: index.cite(component.sources),
    };
    if (component.kind === 'MOTHERBOARD') {
      details.pcieSlots = component.pcieSlots.map(format.pcieSlot);
    }
    if (component.kind === 'GRAPHICS_CARD') {
      // The chip by slug (get_component gives its memory, benchmarks and offers), not its row id.
      const { chip } = component;
      delete details.chipId;
      details.chip = chip ? format.componentSummary(chip, []) : null;
    }
    if (component.kind === 'GPU') {
      const { benchmarks, cloudOfferings: offerings } = component;
      details.performancePerDollar = format.withoutNulls({
        new: performancePerDollar(component, 'NEW'),
        used: performancePerDollar(component, 'USED'),
      });
      details.benchmarks = benchmarks.map((b) => format.benchmark(b, index.cite([b.source])));
      details.cloudOfferings = offerings.map((o) => format.cloudOffering(o, index.cite([o.source])));
    }
    return { component: details };
  },
});

/** Every tool, in the order `tools/list` shows them. */
export const TOOLS = [
  searchTool,
  checkBuildTool,
  recommendGpusTool,
  recommendBuildTool,
  estimateMemoryTool,
  estimateGenerationMemoryTool,
  findModelsTool,
  compareCloudVsDesktopTool,
  planJobTool,
  getComponentTool,
  catalogHealthTool,
  ...CATALOG_TOOLS,
] as const;
