import { DEFAULT_MARKETPLACE_ID, type PerformanceMetric } from '@portal/schema';
import type { asinPerformanceContract, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { factsCurrency } from '../seller-data/facts-currency.ts';
import {
  asinSkus,
  type FactScope,
  type Parts,
  partsByDay,
  partsBySku,
  partsTotal,
} from './asin-performance.repository.ts';
import { scopedAsin } from './asins.service.ts';

type Range = { from: string; to: string; compareFrom?: string; compareTo?: string; marketplace?: string };

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const ratio = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : null);

/** Every metric of spec 2 §3 from summed parts: buy box % and conversion are ratios of sums. */
export function metricsOf(p: Parts | undefined): Record<PerformanceMetric, number | null> {
  if (!p) return { buy_box: null, session: null, conversion: null, revenue: null, units: null };
  return {
    buy_box: ratio(p.buy_box_sessions, p.sessions),
    session: p.sessions,
    conversion: ratio(p.units, p.sessions),
    revenue: round(p.revenue),
    units: p.units,
  };
}

const old = (m: Record<PerformanceMetric, number | null>) => ({
  old_buy_box: m.buy_box,
  old_session: m.session,
  old_conversion: m.conversion,
  old_revenue: m.revenue,
  old_units: m.units,
});
const NO_OLD = old(metricsOf(undefined));

function checkRange(q: Range) {
  if (q.from > q.to) throw badRequest('from must not be after to');
  if ((q.compareFrom === undefined) !== (q.compareTo === undefined))
    throw badRequest('compareFrom and compareTo go together');
  if (q.compareFrom && q.compareTo && q.compareFrom > q.compareTo)
    throw badRequest('compareFrom must not be after compareTo');
}

async function scopeOf(ctx: AppContext, principal: Principal, asin: string, q: Range, skus: string[] = []) {
  checkRange(q);
  await scopedAsin(ctx, principal, asin);
  const marketplaceId = q.marketplace ?? DEFAULT_MARKETPLACE_ID;
  const scope: FactScope = { asin, marketplaceId, visible: visibleBrandCodes(principal), skus };
  const currency = (await factsCurrency(ctx.db, [marketplaceId])) ?? 'USD';
  return { scope, currency };
}

export async function asinPerformanceSkus(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<typeof asinPerformanceContract.skus>,
) {
  const { scope, currency } = await scopeOf(ctx, principal, asin, q);
  const [listed, current, previous] = await Promise.all([
    asinSkus(ctx.db, scope),
    partsBySku(ctx.db, scope, q.from, q.to),
    q.compareFrom && q.compareTo ? partsBySku(ctx.db, scope, q.compareFrom, q.compareTo) : null,
  ]);
  const skus = [...new Set([...listed, ...current.keys()])].sort();
  const views = (m: Map<string, Parts>) => [...m.values()].reduce((sum, p) => sum + p.page_views, 0);
  const [allViews, allOldViews] = [views(current), previous ? views(previous) : 0];
  return {
    currency,
    rows: skus.map((seller_sku) => {
      const now = current.get(seller_sku);
      const before = previous?.get(seller_sku);
      return {
        seller_sku,
        ...metricsOf(now ?? { revenue: 0, units: 0, sessions: 0, page_views: 0, buy_box_sessions: 0 }),
        page_views_percentage: ratio(now?.page_views ?? 0, allViews),
        ...(previous ? old(metricsOf(before)) : NO_OLD),
        old_page_views_percentage: previous ? ratio(before?.page_views ?? 0, allOldViews) : null,
      };
    }),
  };
}

export async function asinPerformanceSummary(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<typeof asinPerformanceContract.summary>,
) {
  const { scope, currency } = await scopeOf(ctx, principal, asin, q, q.skus ?? []);
  const [current, previous] = await Promise.all([
    partsTotal(ctx.db, scope, q.from, q.to),
    q.compareFrom && q.compareTo ? partsTotal(ctx.db, scope, q.compareFrom, q.compareTo) : null,
  ]);
  return { currency, ...metricsOf(current), ...(previous ? old(metricsOf(previous)) : NO_OLD) };
}

export async function asinPerformanceMetric(
  ctx: AppContext,
  principal: Principal,
  asin: string,
  q: RouteQuery<typeof asinPerformanceContract.metric>,
) {
  const { scope, currency } = await scopeOf(ctx, principal, asin, q, q.skus ?? []);
  const [current, previous] = await Promise.all([
    partsByDay(ctx.db, scope, q.from, q.to),
    q.compareFrom && q.compareTo ? partsByDay(ctx.db, scope, q.compareFrom, q.compareTo) : null,
  ]);
  const series = (days: (Parts & { day: string })[], type: 'current' | 'previous') =>
    q.metric.map((metric) => ({
      metric,
      type,
      data: days.map((d) => ({ date: d.day, value: metricsOf(d)[metric] })),
    }));
  return {
    currency,
    // The Sales and Traffic facts are daily: no finer grain exists to answer hour or minute with.
    interval: 'day' as const,
    series: [...series(current, 'current'), ...(previous ? series(previous, 'previous') : [])],
  };
}
