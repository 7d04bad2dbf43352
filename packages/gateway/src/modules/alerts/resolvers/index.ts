import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend scopes alerts to the caller's brands and applies bulk changes all or nothing. */
export const alertsResolvers: Resolvers = {
  AlertField: GRAPHQL_ENUM_VALUES.AlertField,
  AlertFilterOperator: GRAPHQL_ENUM_VALUES.AlertFilterOperator,
  AlertVisibleType: GRAPHQL_ENUM_VALUES.AlertVisibleType,
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
