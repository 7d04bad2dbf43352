import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import { driveDeliveryShape, driveFileShape, type EventPayload } from '@portal/schema/rest';
import { restFieldResolvers } from '../../datasources/rest-rows.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { subscribeToEvent } from '../../realtime/event-subscription.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { DriveDeliveryAPI } from './drive-delivery-api.ts';

const driveDeliveryResolvers: Resolvers = {
  DriveDeliveryStatus: GRAPHQL_ENUM_VALUES.DriveDeliveryStatus,
  DriveDelivery: restFieldResolvers(driveDeliveryShape),
  DriveFile: restFieldResolvers(driveFileShape),
  Query: {
    driveDeliveries: (_root, { brandCode }, { dataSources }) =>
      dataSources.driveDelivery.deliveries(brandCode),
    driveFiles: (_root, { brandCode, reportType }, { dataSources }) =>
      dataSources.driveDelivery.files(brandCode, reportType),
  },
  Mutation: {
    sendReportNow: (_root, { brandCode, reportType, from, to }, { dataSources }) =>
      dataSources.driveDelivery.sendNow(brandCode, reportType, from, to),
    saveDriveFolders: (_root, { brandCode, folders }, { dataSources }) =>
      dataSources.driveDelivery.saveFolders(brandCode, folders as Record<string, string>),
  },
  // report-delivered goes to the brand's room (and staff): a brand user's socket hears only its
  // own brands'; the argument narrows it to the card's brand.
  Subscription: {
    reportDelivered: {
      subscribe: (_root, { brandCode }, context) =>
        subscribeToEvent(context, 'report-delivered', (event) => event.brandCode === brandCode),
      resolve: (event: EventPayload<'report-delivered'>) => ({
        ...event,
        link: event.link ?? null,
        deliveredAt: event.deliveredAt ?? null,
        error: event.error ?? null,
      }),
    },
  },
};

export const driveDeliveryModule = defineGatewayModule({
  name: 'drive-delivery',
  resolvers: driveDeliveryResolvers,
  dataSources: { driveDelivery: (config) => new DriveDeliveryAPI(config) },
});
