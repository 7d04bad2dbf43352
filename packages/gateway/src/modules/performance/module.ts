import { camelKeys, GRAPHQL_ENUM_VALUES } from '@portal/schema';
import {
  type PerformanceFilterInput,
  type PerformanceSkusQuery,
  performanceContract,
  performanceRowShape,
  performanceSummaryShape,
  type PerformanceRow as RestRow,
  type PerformanceSummary as RestSummary,
  salesContract,
} from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import { restFieldResolvers } from '../../datasources/rest-rows.ts';
import type {
  PerformanceFilter,
  PerformanceSeries,
  QueryPerformanceMetricArgs,
  QueryPerformanceSkusArgs,
  Resolvers,
  SalesPerformance,
  SalesPerformanceFilter,
} from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';

// The codegen mappers of PerformanceRow and PerformanceSummary (codegen.ts): their resolvers
// receive the REST answers as they are and read them by the case rule.
export type RestPerformanceRow = RestRow;
export type RestPerformanceSummary = RestSummary;

const list = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? [...values] : undefined;

/** The GraphQL filter as the REST contract names it (spec 2 §7 query and body fields). */
function toRestFilter(filter: PerformanceFilter): PerformanceFilterInput {
  return {
    from: filter.from,
    to: filter.to,
    compareFrom: filter.compareFrom ?? undefined,
    compareTo: filter.compareTo ?? undefined,
    marketplace: list(filter.marketplaces),
    skus: list(filter.skus),
    filterBrands: list(filter.brands),
    filterProductGroups: list(filter.productGroups),
    filterAccountManagers: list(filter.accountManagers),
    filterAsins: list(filter.asins),
  };
}

/** The overall performance calls (spec 2 §7 Brand analytics). */
class PerformanceAPI extends PortalRESTDataSource {
  skus(args: QueryPerformanceSkusArgs) {
    return this.call(performanceContract.skus, {
      query: {
        ...toRestFilter(args.filter),
        groupBy: args.groupBy ?? undefined,
        // The backend answers 400 for a column it does not know.
        sortBy: (args.sortBy ?? undefined) as PerformanceSkusQuery['sortBy'],
        sortDirection: args.sortDirection ?? undefined,
        page: args.page ?? undefined,
        pageSize: args.pageSize ?? undefined,
      },
    });
  }

  summary(filter: PerformanceFilter) {
    return this.call(performanceContract.summary, { body: toRestFilter(filter) });
  }

  async metric(args: QueryPerformanceMetricArgs): Promise<PerformanceSeries[]> {
    const answer = await this.call(performanceContract.metric, {
      body: { ...toRestFilter(args.filter), metric: [...args.metrics], interval: args.interval ?? undefined },
    });
    return answer;
  }

  /** GET performance/sales: the sales view's totals, buckets and brand rows, GraphQL-named. */
  async sales(filter: SalesPerformanceFilter): Promise<SalesPerformance> {
    const answer = await this.call(salesContract.sales, {
      query: {
        from: filter.from,
        to: filter.to,
        interval: filter.interval ?? undefined,
        marketplace: list(filter.marketplaces),
        filterBrands: list(filter.brands),
      },
    });
    return {
      interval: answer.interval,
      currencyCode: answer.currency_code,
      totals: camelKeys(answer.totals) as SalesPerformance['totals'],
      periods: answer.periods.map((p) => camelKeys(p) as SalesPerformance['periods'][number]),
      rows: answer.rows.map((r) => camelKeys(r) as SalesPerformance['rows'][number]),
    };
  }

  productGroups(): Promise<string[]> {
    return this.call(performanceContract.productGroups, {});
  }

  async recordPageView(path: string): Promise<boolean> {
    await this.call(performanceContract.pageView, { body: { path } });
    return true;
  }
}

const resolvers: Resolvers = {
  PerformanceMetric: GRAPHQL_ENUM_VALUES.PerformanceMetric,
  PerformanceGroupBy: GRAPHQL_ENUM_VALUES.PerformanceGroupBy,
  PerformanceInterval: GRAPHQL_ENUM_VALUES.PerformanceInterval,
  PerformanceSeriesType: GRAPHQL_ENUM_VALUES.PerformanceSeriesType,
  PerformanceSortDirection: GRAPHQL_ENUM_VALUES.PerformanceSortDirection,
  SalesInterval: GRAPHQL_ENUM_VALUES.SalesInterval,
  // seller_sku → sellerSku, old_buy_box → oldBuyBox: no genuine renames.
  PerformanceRow: restFieldResolvers(performanceRowShape),
  PerformanceSummary: restFieldResolvers(performanceSummaryShape),
  Query: {
    performanceSkus: (_root, args, { dataSources }) => dataSources.performance.skus(args),
    performanceSummary: (_root, { filter }, { dataSources }) => dataSources.performance.summary(filter),
    performanceMetric: (_root, args, { dataSources }) => dataSources.performance.metric(args),
    performanceProductGroups: (_root, _args, { dataSources }) => dataSources.performance.productGroups(),
    salesPerformance: (_root, { filter }, { dataSources }) => dataSources.performance.sales(filter),
  },
  Mutation: {
    recordPageView: (_root, { path }, { dataSources }) => dataSources.performance.recordPageView(path),
  },
};

export const performanceModule = defineGatewayModule({
  name: 'performance',
  resolvers,
  dataSources: { performance: (config) => new PerformanceAPI(config) },
});
