import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import { alertShape, deletedSkuShape, lateFbmShipmentShape, missingParentShape } from '@portal/schema/rest';
import { restFieldResolvers } from '../../datasources/rest-rows.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { AlertsAPI } from './alerts-api.ts';

// The only renames between the REST rows and the GraphQL types: both names are contract (spec 2 §7,
// the SDL); every other field follows the case rule (_id → id, productImageURL → productImageUrl).
const brandAndMarketplace = { brandCode: 'brand', marketplaceId: 'marketplace' } as const;

/** Thin on purpose: the backend scopes alerts to the caller's brands and applies bulk changes all or nothing. */
const resolvers: Resolvers = {
  AlertField: GRAPHQL_ENUM_VALUES.AlertField,
  AlertFilterOperator: GRAPHQL_ENUM_VALUES.AlertFilterOperator,
  AlertVisibleType: GRAPHQL_ENUM_VALUES.AlertVisibleType,
  Alert: restFieldResolvers(alertShape, brandAndMarketplace),
  LateFbmShipment: restFieldResolvers(lateFbmShipmentShape, brandAndMarketplace),
  DeletedSku: restFieldResolvers(deletedSkuShape, brandAndMarketplace),
  MissingParent: restFieldResolvers(missingParentShape, brandAndMarketplace),
  Query: {
    alertClassifications: (_root, _args, { dataSources }) => dataSources.alerts.classifications(),
    alertTypes: (_root, _args, { dataSources }) => dataSources.alerts.alertTypes(),
    alerts: (_root, args, { dataSources }) => dataSources.alerts.page(args),
    lateFbmShipments: (_root, { input }, { dataSources }) => dataSources.alerts.lateFbmShipments(input),
    deletedSkus: (_root, { input }, { dataSources }) => dataSources.alerts.deletedSkus(input),
    missingParents: (_root, { input }, { dataSources }) => dataSources.alerts.missingParents(input),
  },
  Mutation: {
    toggleAlertHidden: (_root, { alert, tabName }, { dataSources }) =>
      dataSources.alerts.toggleHidden(alert, tabName),
    setAlertsHidden: (_root, { alerts, tabName, hidden }, { dataSources }) =>
      dataSources.alerts.setHidden(alerts, tabName, hidden),
    toggleLateFbmShipmentsFinished: (_root, { ids }, { dataSources }) =>
      dataSources.alerts.toggleFinished('toggleLateFbmFinished', ids),
    toggleDeletedSkusHidden: (_root, { ids }, { dataSources }) =>
      dataSources.alerts.toggleFinished('hideDeletedSkus', ids),
    toggleMissingParentsHidden: (_root, { ids }, { dataSources }) =>
      dataSources.alerts.toggleFinished('hideMissingParents', ids),
  },
};

export const alertsModule = defineGatewayModule({
  name: 'alerts',
  resolvers,
  dataSources: { alerts: (config) => new AlertsAPI(config) },
});
