import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** planJob: the plan service does the work; sources are resolved from their keys. */
export const planResolvers: Resolvers = {
  Query: {
    planJob: (_p, { input }, { services }) => services.plan.plan(input),
  },
  JobPlan: {
    sources: (plan, _a, { services }) => services.knowledge.sourcesByKeys(plan.sourceKeys),
  },
  PlannedSetup: {
    sources: (setup, _a, { services }) => services.knowledge.sourcesByKeys(setup.sourceKeys),
  },
};
