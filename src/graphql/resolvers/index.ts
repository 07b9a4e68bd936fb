import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { componentResolvers } from './Component';
import { connectionResolvers } from './Connections';
import { enumResolvers } from './enums';
import { generationResolvers } from './Generation';
import { healthResolvers } from './Health';
import { knowledgeResolvers } from './Knowledge';
import { modelResolvers } from './Models';
import { mutationResolvers } from './Mutation';
import { planResolvers } from './Plan';
import { Query } from './Query';
import { rulesResolvers } from './Rules';
import { searchResolvers } from './Search';

export const resolvers: Resolvers = {
  ...enumResolvers,
  ...componentResolvers,
  ...connectionResolvers,
  ...knowledgeResolvers,
  ...modelResolvers,
  ...rulesResolvers,
  ...planResolvers,
  ...generationResolvers,
  ...healthResolvers,
  ...searchResolvers,
  ...mutationResolvers,
  Query: {
    ...Query,
    ...modelResolvers.Query,
    ...rulesResolvers.Query,
    ...planResolvers.Query,
    ...generationResolvers.Query,
    ...healthResolvers.Query,
    ...searchResolvers.Query,
    ...mutationResolvers.Query,
  },
};
