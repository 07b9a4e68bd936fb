import type { QueryResolvers } from '../../graphql/generated/resolvers-types';
import { fromGlobalId } from '../../services/global-id';
import { foundOr } from '../../services/not-found.service';

/** Catalog queries: argument plumbing only; services validate and read. */
export const Query: QueryResolvers = {
  node: async (_parent, { id }, { services }) => {
    const { type, id: rowId } = fromGlobalId(id);
    if (type === 'Guidance') return services.knowledge.guidanceById(rowId);
    return services.components.byGlobalId(id);
  },
  component: async (_parent, { slug }, { services }) =>
    foundOr(await services.components.bySlug(slug), () => services.notFound.component(slug)),
  components: (_parent, args, { services }) => services.components.page(args),
  gpus: (_parent, args, { services }) => services.components.gpus(args),
  useCases: (_parent, _args, { services }) => services.knowledge.useCases(),
  useCase: async (_parent, { slug }, { services }) =>
    foundOr(await services.knowledge.useCase(slug), () => services.notFound.useCase(slug)),
  guidanceTags: (_parent, _args, { services }) => services.knowledge.guidanceTags(),
  guidance: (_parent, args, { services }) => services.knowledge.guidance(args),
  benchmarks: (_parent, args, { services }) => services.knowledge.benchmarks(args),
  cloudOfferings: (_parent, args, { services }) => services.knowledge.cloudOfferings(args),
  sources: (_parent, _args, { services }) => services.knowledge.sources(),
};
