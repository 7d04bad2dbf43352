import type { ExportCompletePayload } from '@portal/schema/rest';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { subscribeToEvent } from '../../realtime/event-subscription.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { InsightsAPI } from './insights-api.ts';

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
      subscribe: (_root, _args, context) => subscribeToEvent(context, 'export-complete'),
      resolve: (event: ExportCompletePayload) => ({
        exportId: event.exportId,
        jobId: event.jobId,
        fileName: event.fileName,
        contentType: event.contentType,
        downloadUrl: event.downloadUrl ?? null,
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
