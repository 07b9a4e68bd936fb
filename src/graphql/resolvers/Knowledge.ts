import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { notFound } from '../../errors';
import { toGlobalId } from '../../services/global-id';
import { keptSource } from '../../loaders/projected-page';
import type { Loaders } from '../../loaders';

/** Non-null relations: a missing row would be a broken foreign key, i.e. a fault. */
function present<T>(value: T | null, what: string): T {
  if (value === null) throw notFound(what);
  return value;
}

/**
 * An item's source: the one a projected read kept with it, synchronously (no promise for
 * each of a page's hundreds of items), or its loader's.
 */
const sourceOf = (item: { sourceId: number }, loaders: Loaders) =>
  keptSource(item) ?? loaders.sourceById.load(item.sourceId).then((source) => present(source, 'source'));

export const knowledgeResolvers: Resolvers = {
  Node: {
    __resolveType: (node) => node.__typename,
  },
  Source: {
    id: (source) => toGlobalId('Source', source.id),
  },
  Benchmark: {
    id: (b) => toGlobalId('Benchmark', b.id),
    gpu: async (b, _args, { loaders }) =>
      present(await loaders.componentById.load(b.gpuId), 'benchmark GPU') as never,
    source: (b, _args, { loaders }) => sourceOf(b, loaders),
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
    source: (p, _args, { loaders }) => sourceOf(p, loaders),
  },
  SoftwareSupport: {
    id: (s) => toGlobalId('SoftwareSupport', s.id),
    sources: (s, _args, { loaders }) => loaders.sourcesBySoftwareSupportId.load(s.id),
  },
  CloudOffering: {
    id: (o) => toGlobalId('CloudOffering', o.id),
    gpu: async (o, _args, { loaders }) =>
      present(await loaders.componentById.load(o.gpuId), 'offering GPU') as never,
    source: (o, _args, { loaders }) => sourceOf(o, loaders),
  },
};
