import { appendFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context';

/** One executed operation, as the executor parity test replays it. */
export interface RecordedOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** Whether the caller sent an API key (the key itself is never written). */
  authenticated: boolean;
}

/**
 * Appends every operation that reaches execution to `file`, one JSON line each (test
 * tooling: `GRAPHQL_RECORD_FILE`). Operations a plugin answered (a response-cache hit) or
 * refused before execution (parse, validation, limits) are not executors' work and are
 * left out. Synchronous appends: several test processes share the file, and one `write`
 * per line keeps their lines whole; the cost only exists while recording.
 */
export function createOperationRecorderPlugin(file: string): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ source, request, contextValue }) {
          const entry: RecordedOperation = {
            query: source,
            ...(request.variables ? { variables: request.variables } : {}),
            ...(request.operationName ? { operationName: request.operationName } : {}),
            authenticated: contextValue.auth.bearer !== null,
          };
          appendFileSync(file, `${JSON.stringify(entry)}\n`);
        },
      };
    },
  };
}
