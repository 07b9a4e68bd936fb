import { describeObserved } from '../../rules/analysis/price-age';
import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { notFound } from '../../errors';
import { toGlobalId } from '../../services/global-id';
import { keptSource } from '../../loaders/projected-page';

/** Non-null relations: a missing row would be a broken foreign key, i.e. a fault. */
function present<T>(value: T | null, what: string): T {
  if (value === null) throw notFound(what);
  return value;
}

/** The GPU a benchmark or cloud offer is about (`what` names it in the fault). */
const gpuOf =
  (what: string) =>
  async (row: { gpuId: number }, _args: unknown, { loaders }: RequestContext) =>
    present(await loaders.componentById.load(row.gpuId), what) as never;

/**
 * The one source of a benchmark, price or offer: the one a projected read kept with it,
 * synchronously (no promise for each of a page's hundreds of items), else its loader's.
 */
const sourceOf = (row: { sourceId: number }, _args: unknown, { loaders }: RequestContext) =>
  keptSource(row) ?? loaders.sourceById.load(row.sourceId).then((source) => present(source, 'source'));

export const knowledgeResolvers: Resolvers = {
  Node: {
    __resolveType: (node) => node.__typename,
  },
  Source: {
    id: (source) => toGlobalId('Source', source.id),
  },
  Benchmark: {
    id: (b) => toGlobalId('Benchmark', b.id),
    gpu: gpuOf('benchmark GPU'),
    source: sourceOf,
  },
  UseCase: {
    sources: (u, _args, { loaders }) => loaders.sourcesByUseCaseId.load(u.id),
  },
  Guidance: {
    id: (g) => toGlobalId('Guidance', g.id),
    useCases: (g, _args, { loaders }) => loaders.useCasesByGuidanceId.load(g.id),
    components: (g, _args, { loaders }) => loaders.componentsByGuidanceId.load(g.id),
    sources: (g, _args, { loaders }) => loaders.sourcesByGuidanceId.load(g.id),
  },
  PriceObservation: {
    id: (p) => toGlobalId('PriceObservation', p.id),
    component: async (p, _args, { loaders }) =>
      present(await loaders.componentById.load(p.componentId), 'observed part'),
    source: sourceOf,
    observed: (p) => describeObserved(p.observedOn, p.observedPrecision),
  },
  SoftwareSupport: {
    id: (s) => toGlobalId('SoftwareSupport', s.id),
    sources: (s, _args, { loaders }) => loaders.sourcesBySoftwareSupportId.load(s.id),
  },
  CloudOffering: {
    id: (o) => toGlobalId('CloudOffering', o.id),
    gpu: gpuOf('offering GPU'),
    source: sourceOf,
  },
};
