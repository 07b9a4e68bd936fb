import { GuidanceEntity, UseCaseEntity, type AnyComponentEntity } from '../../db/entities';
import type { QueryResolvers, Resolvers } from '../../graphql/generated/resolvers-types';
import { componentTypeName } from './Component';

/** `search`: argument plumbing only; the search service validates, ranks and loads. */
const Query: QueryResolvers = {
  search: (_parent, args, { services }) => services.search.search(args),
};

export const searchResolvers = {
  Query,
  SearchItem: {
    __resolveType: (item) => {
      if (item instanceof GuidanceEntity) return 'Guidance';
      if (item instanceof UseCaseEntity) return 'UseCase';
      return componentTypeName(item as AnyComponentEntity);
    },
  },
} satisfies Resolvers;
