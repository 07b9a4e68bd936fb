import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../../context';
import { enterMeter } from '../../request-meter';

/**
 * Announces the request's meter (src/request-meter.ts) wherever Apollo resumes it: each
 * hook runs in the continuation of whatever Apollo awaited before it, so parsing,
 * validation, the limits and the response's formatting are charged to the request they
 * are for. First in the plugin list, so its hooks run before the others'.
 */
export function createServerTimePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue }) {
      const meter = contextValue.meter;
      if (!meter) return;
      enterMeter(meter);
      const enter = async () => enterMeter(meter);
      return {
        didResolveSource: enter,
        parsingDidStart: enter,
        validationDidStart: enter,
        didResolveOperation: enter,
        async responseForOperation() {
          enterMeter(meter);
          return null;
        },
        executionDidStart: enter,
        didEncounterErrors: enter,
        willSendResponse: enter,
      };
    },
  };
}
