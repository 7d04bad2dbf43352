import type { ExportCompletePayload } from '@portal/schema/rest';
import { unauthenticatedError } from '../../auth/auth-errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { InsightsAPI } from './insights-api.ts';

/** The backend's event name for a finished export (spec 2 §7). */
const EXPORT_COMPLETE_EVENT = 'export-complete';
/** How long a new subscription waits for the upstream socket before it is handed back anyway. */
const CONNECT_WAIT_MS = 5000;

const insightsResolvers: Resolvers = {
  Query: {
    insights: (_root, { card, filter }, { dataSources }) => dataSources.insights.card(card, filter),
    insightsSku: (_root, { card, filter, brandCode, sku }, { dataSources }) =>
      dataSources.insights.sku(card, filter, brandCode, sku),
    insightReturns: (_root, { filter, returnBy, value }, { dataSources }) =>
      dataSources.insights.returns(filter, returnBy, value),
    insightReturnLines: (_root, args, { dataSources }) => dataSources.insights.returnLines(args),
  },
  Mutation: {
    exportInsightsSku: (_root, args, { dataSources }) => dataSources.insights.exportSku(args),
  },
  Subscription: {
    exportComplete: {
      subscribe: async (_root, _args, { user, token, realtime }) => {
        if (!user || !token) throw unauthenticatedError();
        const events = realtime.subscribe<ExportCompletePayload>(
          { userId: user.userId, token, expiresAt: user.expiresAt },
          EXPORT_COMPLETE_EVENT,
        );
        // Waiting for the handshake means an export finishing right after subscribing is not missed.
        await realtime.whenConnected(user.userId, CONNECT_WAIT_MS);
        return events;
      },
      resolve: (event: ExportCompletePayload) => ({
        exportId: event.exportId,
        fileName: event.fileName,
        contentType: event.contentType,
        content: event.content ?? null,
        error: event.error ?? null,
      }),
    },
  },
};

export const insightsModule = defineGatewayModule({
  name: 'insights',
  resolvers: insightsResolvers,
  dataSources: { insights: (config) => new InsightsAPI(config) },
});
