import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { OperationExecutor } from './compiled-executor';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/**
 * Apollo Server 5's one hook for replacing execution is the gateway interface (built for
 * Apollo Federation): a gateway announces the schema through `onSchemaLoadOrUpdate` and
 * returns an executor from `load()`. This "gateway" serves one fixed, local schema and
 * hands every operation to `executor`. Everything before execution stays Apollo's:
 * parsing, validation, the plugins (query limits, response cache) and error formatting.
 */
export function executorGateway(
  schema: GraphQLSchema,
  sdl: string,
  executor: OperationExecutor,
): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      // Apollo subscribes before calling load() and builds its schema-derived data here.
      callback({ apiSchema: schema, coreSupergraphSdl: sdl });
      return () => {};
    },
    async load() {
      return { executor: (requestContext) => executor(requestContext) };
    },
    async stop() {},
  };
}
