import { foundOr } from '../../services/not-found.service';
import type { GraphQLResolveInfo } from 'graphql';
import type { QueryResolvers } from '../../graphql/generated/resolvers-types';
import type { PageRead } from '../../services/component.service';
import { fromGlobalId } from '../../services/global-id';
import { isComponentKind } from '../../catalog/fields';
import { componentRelations } from '../lookahead';
import { PAGE_NODE_PATH, lookupProjection, pageProjection } from '../projection';

/**
 * What a page of components reads: the relations the query selects, in the page's own
 * statement, or, when its kind is known and every selected field is a plain column or a
 * prefetched relation, only the selected fields (graphql/projection.ts).
 */
function pageRead(info: GraphQLResolveInfo, kind: string | null | undefined): PageRead {
  const projection = kind && isComponentKind(kind) ? pageProjection(info, PAGE_NODE_PATH, kind) : null;
  // A projected page reads its projection's relations; only a whole-row page prefetches.
  return projection ? { projection } : { withRelations: componentRelations(info, PAGE_NODE_PATH) };
}

/** Catalog queries: argument plumbing only; services validate and query. */
export const Query: QueryResolvers = {
  node: async (_parent, { id }, { services }) => {
    const { type, id: rowId } = fromGlobalId(id);
    if (type === 'Guidance') return services.knowledge.guidanceById(rowId);
    return services.components.byGlobalId(id);
  },
  // Only the selected columns when every selected field is a plain column or a relation
  // (graphql/projection.ts); otherwise the whole row, with the relations the query
  // selects read in the component's own statement either way.
  component: async (_parent, { slug }, { services }, info) => {
    const projection = lookupProjection(info);
    const found = projection
      ? services.components.bySlugProjected(slug, projection)
      : services.components.bySlug(slug, 'slug', componentRelations(info));
    return foundOr(await found, () => services.notFound.component(slug));
  },
  components: (_parent, args, { services }, info) =>
    services.components.page(args, pageRead(info, args.kind)),
  gpus: (_parent, args, { services }, info) => services.components.gpus(args, pageRead(info, 'GPU')),
  useCases: (_parent, _args, { services }) => services.knowledge.useCases(),
  useCase: async (_parent, { slug }, { services }) =>
    foundOr(await services.knowledge.useCase(slug), () => services.notFound.useCase(slug)),
  guidanceTags: (_parent, _args, { services }) => services.knowledge.guidanceTags(),
  guidance: (_parent, args, { services }) => services.knowledge.guidance(args),
  benchmarks: (_parent, args, { services }) => services.knowledge.benchmarks(args),
  cloudOfferings: (_parent, args, { services }) => services.knowledge.cloudOfferings(args),
  sources: (_parent, _args, { services }) => services.knowledge.sources(),
};
