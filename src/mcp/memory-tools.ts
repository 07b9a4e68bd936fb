import * as format from './format';
import * as formatRules from './format-rules';
import { systemFit } from './format-systems';
import { serverFit } from './format-servers';
import { estimateMemoryShape } from './memory-schemas';
import { sourcesByKey, tool } from './tool';

/** Setups per list (cards, machines, servers): a chatbot needs the best few, as tools.ts's suggestions. */
const SETUPS_LISTED = 5;

export const estimateMemoryTool = tool({
  name: 'estimate_memory',
  title: 'Estimate GPU memory for a model',
  description:
    'Estimates GPU memory to run or fine-tune a transformer, by catalog model name (e.g. "llama-3.1-70b") ' +
    'or by size: weights at the real bits of the format, KV cache (grouped-query attention), activations, ' +
    'gradients, optimizer state, CUDA context and fragmentation, per GPU, in GB and GiB, with the ' +
    'assumptions; then the setups that hold it (1, 2 or 4 cards of one model, fewest cards first, each ' +
    'marked DESKTOP, WORKSTATION or SERVER), with the headroom the runtime leaves (vLLM keeps 10 %), a ' +
    'marginal flag with what would make it comfortable, the techniques it relies on (FSDP/ZeRO-3, FP8 ' +
    'weight-only on Ampere), a tokens/s estimate and measured benchmarks where rigbase has them; when ' +
    'nothing fits, fitAdvice names the techniques (ZeRO-3, 8-bit Adam, offload) that would. ' +
    'systemFits lists the unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio) that hold it, ' +
    'compared with the memory their GPU may use, not the RAM installed; serverFits the whole servers ' +
    "(DGX/HGX, OCP nodes) whose GPUs hold it sharded over all of them, priced by the server's own " +
    'observation (priceBasis says what it is; priceIncludesGpus false for a bare node). gpuCounts [8] with ' +
    'includeServerCards lists 8-GPU servers (H100/H200/B200/MI300X priced per GPU, a share of the system).',
  shape: estimateMemoryShape,
  async answer(ctx, args, index) {
    const { condition, runtime, stack, gpuCounts, includeServerCards, ...input } = args;
    const estimate = await ctx.services.memory.estimate(input);
    const fits = await ctx.services.memory.fits(estimate, {
      first: SETUPS_LISTED,
      condition,
      runtime,
      stack,
      gpuCounts,
      includeServerCards,
    });
    const systems = await ctx.services.memory.systemFits(estimate, {
      first: SETUPS_LISTED,
      condition,
      runtime,
    });
    const servers = await ctx.services.memory.serverFits(estimate, {
      first: SETUPS_LISTED,
      condition,
      runtime,
    });
    const serverSources = await Promise.all(
      servers.map((fit) => sourcesByKey(ctx, fit.throughput?.sources ?? [])),
    );
    const systemSources = await Promise.all(
      systems.map((fit) => sourcesByKey(ctx, fit.throughput?.sources ?? [])),
    );
    // An empty answer never comes without the techniques that would make it fit.
    const fitAdvice = fits.length
      ? []
      : await ctx.services.memory.fitAdvice(estimate, { condition, runtime, stack });
    const measured = await Promise.all(fits.map((fit) => ctx.services.memory.measuredBenchmarks(fit)));
    const lineSources = await Promise.all(
      estimate.perGpu.lines.map((line) => sourcesByKey(ctx, line.sources)),
    );
    const fitSources = await Promise.all(fits.map((fit) => sourcesByKey(ctx, fit.throughput?.sources ?? [])));
    return {
      ...formatRules.memoryEstimate(
        estimate,
        lineSources.map((sources) => index.cite(sources)),
      ),
      fits: fits.map((fit, i) =>
        formatRules.gpuFit(
          fit,
          index.cite(fitSources[i]),
          measured[i].map((row) => format.benchmark(row, index.cite([row.source]))),
        ),
      ),
      systemFits: systems.map((fit, i) =>
        systemFit(fit, index.cite(fit.system.sources), index.cite(systemSources[i])),
      ),
      serverFits: servers.map((fit, i) =>
        serverFit(fit, index.cite(fit.server.sources), index.cite(serverSources[i])),
      ),
      ...(fitAdvice.length ? { fitAdvice } : {}),
    };
  },
});
