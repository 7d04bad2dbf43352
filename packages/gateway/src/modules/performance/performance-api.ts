import { type PerformanceSkusQuery, performanceContract, salesContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  PerformanceFilter,
  PerformancePage,
  PerformanceRow,
  PerformanceSeries,
  PerformanceSummary,
  QueryPerformanceMetricArgs,
  QueryPerformanceSkusArgs,
  SalesPerformance,
  SalesPerformanceFilter,
} from '../../generated/resolvers-types.ts';
import { camelFields, toRestFilter } from './performance-mappers.ts';

/** The overall performance calls (spec 2 §7 Brand analytics). */
export class PerformanceAPI extends PortalRESTDataSource {
  async skus(args: QueryPerformanceSkusArgs): Promise<PerformancePage> {
    const answer = await this.call(performanceContract.skus, {
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
    return { count: answer.count, rows: answer.rows.map((row) => camelFields(row) as PerformanceRow) };
  }

  async summary(filter: PerformanceFilter): Promise<PerformanceSummary> {
    const answer = await this.call(performanceContract.summary, { body: toRestFilter(filter) });
    return camelFields(answer) as PerformanceSummary;
  }

  async metric(args: QueryPerformanceMetricArgs): Promise<PerformanceSeries[]> {
    const answer = await this.call(performanceContract.metric, {
      body: { ...toRestFilter(args.filter), metric: [...args.metrics], interval: args.interval ?? undefined },
    });
    return answer;
  }

  /** GET performance/sales: the sales view's totals, buckets and brand rows, GraphQL-named. */
  async sales(filter: SalesPerformanceFilter): Promise<SalesPerformance> {
    const list = (values: readonly string[] | null | undefined) =>
      values && values.length > 0 ? [...values] : undefined;
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
      totals: camelFields(answer.totals) as SalesPerformance['totals'],
      periods: answer.periods.map((p) => camelFields(p) as SalesPerformance['periods'][number]),
      rows: answer.rows.map((r) => camelFields(r) as SalesPerformance['rows'][number]),
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
