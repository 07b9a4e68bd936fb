import type { GraphQLResolveInfo } from 'graphql';
import type { QueryResolvers } from '../../graphql/generated/resolvers-types';
import type { PageRead } from '../../services/component.service';
import { fromGlobalId } from '../../services/global-id';
import { isComponentKind } from '../../catalog/fields';
import { componentRelations } from '../lookahead';
import { pageProjection } from '../projection';

/** Where a connection's components sit below it. */
const EDGE_NODE = ['edges', 'node'];

/**
 * What a page of components reads: the relations the query selects, in the page's own
 * statement, or, when its kind is known and every selected field is a plain column or a
 * prefetched relation, only the selected fields (graphql/projection.ts).
 */
function pageRead(info: GraphQLResolveInfo, kind: string | null | undefined): PageRead {
  return {
    withRelations: componentRelations(info, EDGE_NODE),
    projection: kind && isComponentKind(kind) ? pageProjection(info, EDGE_NODE, kind) : null,
  };
}

/** Catalog queries: argument plumbing only; services validate and query. */
export const Query: QueryResolvers = {
  node: async (_parent, { id }, { services }) => {
    const { type, id: rowId } = fromGlobalId(id);
    if (type === 'Guidance') return services.knowledge.guidanceById(rowId);
    return services.components.byGlobalId(id);
  },
  // Relations the query selects are read in the component's own statement.
  component: (_parent, { slug }, { services }, info) =>
    services.components.bySlug(slug, 'slug', componentRelations(info)),
  components: (_parent, args, { services }, info) =>
    services.components.page(args, pageRead(info, args.kind)),
  gpus: (_parent, args, { services }, info) => services.components.gpus(args, pageRead(info, 'GPU')),
  useCases: (_parent, _args, { services }) => services.knowledge.useCases(),
  useCase: (_parent, { slug }, { services }) => services.knowledge.useCase(slug),
  guidanceTags: (_parent, _args, { services }) => services.knowledge.guidanceTags(),
  guidance: (_parent, args, { services }) => services.knowledge.guidance(args),
  benchmarks: (_parent, args, { services }) => services.knowledge.benchmarks(args),
  cloudOfferings: (_parent, args, { services }) => services.knowledge.cloudOfferings(args),
  sources: (_parent, _args, { services }) => services.knowledge.sources(),
};
