import { z } from 'zod';
import { tool } from './tool';

export const catalogHealthShape = {
  asOf: z.string().optional().describe('Measure ages from this day (YYYY-MM-DD); today (UTC) when absent.'),
};

export const catalogHealthTool = tool({
  name: 'catalog_health',
  title: 'How current the catalog is',
  description:
    'Lists what is stale or missing in the catalog: prices older than six months per kind (and cloud offers per ' +
    'GPU) with the oldest examples, parts lacking facts the build checks need (boards without slot layouts, cases ' +
    'without GPU clearance, PSUs and GPUs without connector counts) with the rules they block, and the newest ' +
    "model's release year: anything released later is unknown to rigbase. Use it before trusting a price or " +
    'saying a model does not exist.',
  shape: catalogHealthShape,
  async answer(ctx, args) {
    const report = await ctx.services.health.report(args.asOf);
    return {
      asOf: report.today,
      catalogVersion: report.catalogVersion,
      staleBefore: report.staleBefore,
      prices: report.prices,
      missingFacts: report.missingFacts.filter((group) => group.missing > 0),
      models: report.models,
    };
  },
});
