import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { analyticsBudgetRefusal } from './analytics-cost.ts';

/**
 * Apollo's side of the analytics budget (analytics-cost.ts): after validation, before any resolver
 * runs, with the request's variables. The lean HTTP path leaves a refused request to Apollo, and
 * graphql-ws applies the same function in ws-server.ts.
 */
export function analyticsBudget(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          const refusal = analyticsBudgetRefusal(schema, document, operationName, request.variables);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
