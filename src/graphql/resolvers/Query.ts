import type { GraphQLResolveInfo } from 'graphql';
import type { QueryResolvers } from '../../graphql/generated/resolvers-types';
import type { PageProjection } from '../../loaders/component-relations';
import { fromGlobalId } from '../../services/global-id';
import { isComponentKind } from '../../catalog/fields';
import { componentRelations } from '../lookahead';
import { PAGE_NODE_PATH, lookupProjection, pageProjection } from '../projection';

/** The relations a whole-row page prefetches; a projected page reads its projection's instead. */
const relationsUnless = (projection: PageProjection | null, info: GraphQLResolveInfo) =>
  projection ? [] : componentRelations(info, PAGE_NODE_PATH);

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
  component: (_parent, { slug }, { services }, info) => {
    const projection = lookupProjection(info);
    return projection
      ? services.components.bySlugProjected(slug, projection)
      : services.components.bySlug(slug, 'slug', componentRelations(info));
  },
  // A page reads only the selected fields when its kind is known and every selected
  // field is a plain column or a prefetched relation (graphql/projection.ts).
  components: (_parent, args, { services }, info) => {
    const projection =
      args.kind && isComponentKind(args.kind) ? pageProjection(info, PAGE_NODE_PATH, args.kind) : null;
    return services.components.page(args, relationsUnless(projection, info), projection);
  },
  gpus: (_parent, args, { services }, info) => {
    const projection = pageProjection(info, PAGE_NODE_PATH, 'GPU');
    return services.components.gpus(args, relationsUnless(projection, info), projection);
  },
  useCases: (_parent, _args, { services }) => services.knowledge.useCases(),
  useCase: (_parent, { slug }, { services }) => services.knowledge.useCase(slug),
  guidanceTags: (_parent, _args, { services }) => services.knowledge.guidanceTags(),
  guidance: (_parent, args, { services }) => services.knowledge.guidance(args),
  benchmarks: (_parent, args, { services }) => services.knowledge.benchmarks(args),
  cloudOfferings: (_parent, args, { services }) => services.knowledge.cloudOfferings(args),
  sources: (_parent, _args, { services }) => services.knowledge.sources(),
};
