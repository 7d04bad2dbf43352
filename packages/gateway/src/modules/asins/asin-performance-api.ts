import { camelKeys, PERFORMANCE_METRICS } from '@portal/schema';
import { asinPerformanceContract, type RouteAnswerBody } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  AsinPerformance,
  AsinPerformanceFigures,
  ChartInterval,
  PerformanceMetric,
} from '../../generated/resolvers-types.ts';
import { rangeOf } from './asin-range.ts';

type Summary = RouteAnswerBody<typeof asinPerformanceContract.summary>;
type Figures = Omit<Summary, 'currency'>;

/** Each metric of the table and its compare value, under the SDL's names (old_buy_box → oldBuyBox). */
const figures = (r: Figures): AsinPerformanceFigures =>
  camelKeys(
    Object.fromEntries(
      PERFORMANCE_METRICS.flatMap((m) => [
        [m, r[m]],
        [`old_${m}`, r[`old_${m}`]],
      ]),
    ) as Figures,
  );

export interface AsinPerformanceArgs {
  asin: string;
  from: string;
  to: string;
  compareFrom?: string | null;
  compareTo?: string | null;
  skus?: string[] | null;
  metrics?: PerformanceMetric[] | null;
  interval?: ChartInterval | null;
  marketplaceId?: string | null;
}

/** The ASIN performance endpoints (spec 2 §7 'ASIN analytics'), asked together for one screen. */
export class AsinPerformanceAPI extends PortalRESTDataSource {
  async performance(args: AsinPerformanceArgs): Promise<AsinPerformance> {
    const params = { asin: args.asin };
    const range = rangeOf(args);
    const skus = args.skus?.length ? { skus: args.skus } : {};
    const metrics = args.metrics ?? [];
    const [skuRows, summary, metric] = await Promise.all([
      this.call(asinPerformanceContract.skus, { params, query: range }),
      this.call(asinPerformanceContract.summary, { params, query: { ...range, ...skus } }),
      // Spec 2 §5: with no metric selected the chart is not requested.
      metrics.length
        ? this.call(asinPerformanceContract.metric, {
            params,
            query: {
              ...range,
              ...skus,
              metric: metrics,
              ...(args.interval ? { interval: args.interval } : {}),
            },
          })
        : null,
    ]);
    return {
      currency: summary.currency,
      summary: figures(summary),
      skus: skuRows.rows.map((r) => ({
        sellerSku: r.seller_sku,
        figures: figures(r),
        pageViewsPercentage: r.page_views_percentage,
        oldPageViewsPercentage: r.old_page_views_percentage,
      })),
      series: metric?.series ?? [],
      interval: metric?.interval ?? 'day',
    };
  }
}
