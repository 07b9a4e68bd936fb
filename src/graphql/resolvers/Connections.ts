import type { Resolvers } from '../../graphql/generated/resolvers-types';
import type { Connection } from '../../services/pagination';

/**
 * `totalCount` is a thunk on every page (the COUNT runs only when the field is asked for).
 * graphql-js's default resolver calls a function-valued property; graphql-jit's reads the
 * property as is, so the call is spelled out here for both executors.
 */
const totalCount = { totalCount: (page: Connection<unknown>) => page.totalCount() };

export const connectionResolvers: Resolvers = {
  ComponentConnection: totalCount,
  GpuConnection: totalCount,
  GuidanceConnection: totalCount,
  BenchmarkConnection: totalCount,
  CloudOfferingConnection: totalCount,
  ModelConnection: totalCount,
};
