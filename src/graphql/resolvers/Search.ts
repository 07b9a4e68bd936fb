import type { QueryResolvers, Resolvers } from '../../graphql/generated/resolvers-types';

/** `search` and `ask`: argument plumbing only; the search service validates, ranks, links and loads. */
const Query: QueryResolvers = {
  search: (_parent, args, { services }) => services.search.search(args),
  ask: (_parent, args, { services }) => services.search.ask(args),
};

export const searchResolvers = {
  Query,
  SearchItem: {
    __resolveType: (item) => item.__typename,
  },
  SearchEntity: {
    powerW: (entity) => entity.watts,
    component: (entity, _args, { services }) =>
      entity.componentId === null ? null : services.components.byId(entity.componentId),
    model: (entity, _args, { services }) =>
      entity.modelSlug === null ? null : services.models.model(entity.modelSlug),
  },
  SuggestedCall: {
    variables: (call) => JSON.stringify(call.variables),
    toolArguments: (call) => JSON.stringify(call.toolArguments),
  },
} satisfies Resolvers;
