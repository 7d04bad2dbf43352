import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import { driveDeliveryShape, driveFileShape } from '@portal/schema/rest';
import { restFieldResolvers } from '../../datasources/rest-rows.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
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
};

export const driveDeliveryModule = defineGatewayModule({
  name: 'drive-delivery',
  resolvers: driveDeliveryResolvers,
  dataSources: { driveDelivery: (config) => new DriveDeliveryAPI(config) },
});
