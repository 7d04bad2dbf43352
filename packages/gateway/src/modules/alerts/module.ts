import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import {
  alertShape,
  alertsContract,
  deletedSkuShape,
  lateFbmShipmentShape,
  missingParentShape,
} from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import { restFieldResolvers } from '../../datasources/rest-rows.ts';
import type {
  AlertField,
  AlertFilterInput,
  AlertRefInput,
  AlertTabInput,
  Resolvers,
  SortOrder,
} from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';

// The codegen mappers of these GraphQL types (codegen.ts): resolvers receive the REST rows as they are.
export type RestAlert = z.output<typeof alertShape>;
export type RestLateFbmShipment = z.output<typeof lateFbmShipmentShape>;
export type RestDeletedSku = z.output<typeof deletedSkuShape>;
export type RestMissingParent = z.output<typeof missingParentShape>;

/** A DateTime argument as the epoch milliseconds the REST query takes. */
function epochMs(value: string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new GraphQLError('from and to must be dates', { extensions: { code: 'BAD_USER_INPUT' } });
  return ms;
}

const order = (sortOrder: SortOrder | null | undefined) =>
  sortOrder ? (sortOrder === 'DESC' ? ('desc' as const) : ('asc' as const)) : undefined;

/** Drops the absent keys so the query string carries only what was asked. */
const defined = <T extends Record<string, unknown>>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) as T;

const list = (values: readonly string[] | null | undefined) => (values?.length ? [...values] : undefined);

/** The from/to of a dated tab (deleted SKUs, missing parents) in epoch milliseconds. */
const rangeOf = (input: AlertTabInput | null | undefined) => ({
  from: epochMs(input?.from),
  to: epochMs(input?.to),
});

/** The alert endpoints (spec 2 §7 'Alerts'). */
class AlertsAPI extends PortalRESTDataSource {
  async classifications() {
    return this.call(alertsContract.classifications, {});
  }

  async alertTypes() {
    const types = await this.call(alertsContract.alertTypes, {});
    return types.map((t) => ({ id: t._id, subTypes: t.subTypes.map((s) => s.value) }));
  }

  async page(args: {
    filter?: AlertFilterInput | null;
    page?: number | null;
    pageSize?: number | null;
    sortBy?: AlertField | null;
    sortOrder?: SortOrder | null;
  }) {
    const f = args.filter ?? {};
    const answer = await this.call(alertsContract.list, {
      query: defined({
        am_email: f.amEmail?.trim() || undefined,
        from: epochMs(f.from),
        to: epochMs(f.to),
        page: args.page ?? undefined,
        pageSize: args.pageSize ?? undefined,
        classification: f.classification ?? undefined,
        alertVisibleTypes: list(f.visibleTypes),
        sortBy: args.sortBy ?? undefined,
        sortOrder: order(args.sortOrder),
        filterField: f.filterValue?.trim() ? (f.filterField ?? undefined) : undefined,
        filterValue: f.filterValue?.trim() ? f.filterValue : undefined,
        filterOperator: f.filterValue?.trim() ? (f.filterOperator ?? undefined) : undefined,
        brands: list(f.brands),
        alertTypes: list(f.alertTypes),
        alertSubTypes: list(f.alertSubTypes),
        subBrands: list(f.subBrands),
        marketplaces: list(f.marketplaces),
      }),
    });
    return answer;
  }

  async toggleHidden(alert: AlertRefInput, tabName: string): Promise<string[]> {
    const answer = await this.call(alertsContract.hideOne, {
      body: { alertId: alert.id, alertCollection: alert.collection, tabName },
    });
    return answer.hiddenFromTabs;
  }

  async setHidden(alerts: readonly AlertRefInput[], tabName: string, hidden: boolean): Promise<string[]> {
    return this.call(alertsContract.hideMany, {
      body: { alerts: alerts.map((a) => ({ id: a.id, collectionName: a.collection })), tabName, hidden },
    });
  }

  private tabQuery(input: AlertTabInput | null | undefined) {
    const i = input ?? {};
    return defined({
      page: i.page ?? undefined,
      pageSize: i.pageSize ?? undefined,
      showAll: i.showAll == null ? undefined : i.showAll ? ('true' as const) : ('false' as const),
      sortOrder: order(i.sortOrder),
      accountManagerId: i.accountManagerId ?? undefined,
    });
  }

  async lateFbmShipments(input: AlertTabInput | null | undefined) {
    const answer = await this.call(alertsContract.lateFbmShipments, {
      query: { ...this.tabQuery(input), ...defined({ sortBy: input?.sortBy as never }) },
    });
    return answer;
  }

  async deletedSkus(input: AlertTabInput | null | undefined) {
    const answer = await this.call(alertsContract.deletedSkus, {
      query: { ...this.tabQuery(input), ...defined({ sortBy: input?.sortBy as never, ...rangeOf(input) }) },
    });
    return answer;
  }

  async missingParents(input: AlertTabInput | null | undefined) {
    const answer = await this.call(alertsContract.missingParents, {
      query: { ...this.tabQuery(input), ...defined({ sortBy: input?.sortBy as never, ...rangeOf(input) }) },
    });
    return answer;
  }

  async toggleFinished(
    tab: 'toggleLateFbmFinished' | 'hideDeletedSkus' | 'hideMissingParents',
    ids: readonly string[],
  ): Promise<string[]> {
    return this.call(alertsContract[tab], { body: { alertIds: [...ids] } });
  }
}

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
