import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { componentResolvers } from './Component';
import { knowledgeResolvers } from './Knowledge';
import { Query } from './Query';
import { rulesResolvers } from './Rules';

export const resolvers: Resolvers = {
  ...componentResolvers,
  ...knowledgeResolvers,
  ...rulesResolvers,
  Query: { ...Query, ...rulesResolvers.Query },
};
