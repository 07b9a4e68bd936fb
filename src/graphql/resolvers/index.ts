import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { componentResolvers } from './Component';
import { knowledgeResolvers } from './Knowledge';
import { Query } from './Query';

export const resolvers: Resolvers = {
  ...componentResolvers,
  ...knowledgeResolvers,
  Query,
};
