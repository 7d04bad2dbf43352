import {
  addIsoDays,
  DEFAULT_MARKETPLACE_ID,
  type MoversWindow,
  percentChange,
  todayUtc,
} from '@portal/schema';
import { subDays } from 'date-fns';
import type { AppContext } from '../../app-context.ts';
import { brandVisible, ofCheckedBrands } from '../../db/brand-scope.ts';
import { badRequest } from '../../http/http-error.ts';
import { isBrandUser, type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { scopedBrand } from '../brands/brand-scope.ts';
import { factsCurrency } from '../seller-data/facts-currency.ts';
import {
  asinMoversFromMonthToDate,
  asinWindowRevenuesFromMonthToDate,
} from './asin-month-to-date.repository.ts';
import {
  dailyBrandRevenue,
  type Grain,
  lastLoadedDay,
  moversFromDays,
  type WindowRevenue,
  type WindowScope,
  windowRevenuesFromDays,
} from './revenue-windows.repository.ts';
import { newBrandsSince, watchedAsins, watchedBrands } from './watchlist.repository.ts';

/** Movers lists are short: the widgets page through at most this many, four at a time. */
export const MOVERS_LIMIT = 20;
/** A brand is new for 90 days after it was created. */
export const NEW_BRAND_DAYS = 90;
const TREND_DAYS = 30;

const money = (value: number) => Math.round(value * 100) / 100;

// The ASINs' windows read the ASIN month-to-date rollup (ADR 0628: a few rows per ASIN instead of
// each day's); the brands' read their 640-odd brand-days as they did.
const windowRevenues = (db: AppContext['db'], grain: Grain, scope: WindowScope, keys?: string[]) =>
  grain === 'asin'
    ? asinWindowRevenuesFromMonthToDate(db, scope, keys)
    : windowRevenuesFromDays(db, grain, scope, keys);
const movers = (
  db: AppContext['db'],
  grain: Grain,
  scope: WindowScope,
  window: MoversWindow,
  direction: 'gainers' | 'losers',
  limit: number,
) =>
  grain === 'asin'
    ? asinMoversFromMonthToDate(db, scope, window, direction, limit)
    : moversFromDays(db, grain, scope, window, direction, limit);

/** No window ends after yesterday (UTC): today's sales are not reported yet. */
export const yesterdayUtc = (now = new Date()) => addIsoDays(todayUtc(now), -1);

async function scopeOf(ctx: AppContext, principal: Principal, marketplace: string | undefined) {
  const marketplaceId = marketplace ?? DEFAULT_MARKETPLACE_ID;
  const visible = visibleBrandCodes(principal);
  const through = await lastLoadedDay(ctx.db, marketplaceId, yesterdayUtc(), visible);
  const scope: WindowScope = { marketplaceId, through, visible };
  const currency = (await factsCurrency(ctx.db, [marketplaceId])) ?? 'USD';
  return { scope, frame: { currency, through: scope.through } };
}

const windowFields = (r: WindowRevenue | undefined) => ({
  revenue_1d: money(r?.current['1d'] ?? 0),
  revenue_7d: money(r?.current['7d'] ?? 0),
  revenue_30d: money(r?.current['30d'] ?? 0),
});

/** Watched rows, each with its revenue over the 1, 7 and 30 day windows. */
async function withWindows<T>(
  ctx: AppContext,
  by: 'brand' | 'asin',
  scope: WindowScope,
  rows: T[],
  keyOf: (row: T) => string,
) {
  const sums = new Map((await windowRevenues(ctx.db, by, scope, rows.map(keyOf))).map((r) => [r.key, r]));
  return rows.map((row) => ({ ...row, ...windowFields(sums.get(keyOf(row))) }));
}

export async function brandWatchlist(ctx: AppContext, principal: Principal, marketplace?: string) {
  const { scope, frame } = await scopeOf(ctx, principal, marketplace);
  const brands = await watchedBrands(ctx.db, principal.userId, scope.visible);
  return { ...frame, rows: await withWindows(ctx, 'brand', scope, brands, (b) => b.brand_code) };
}

export async function asinWatchlist(ctx: AppContext, principal: Principal, marketplace?: string) {
  const { scope, frame } = await scopeOf(ctx, principal, marketplace);
  const asins = await watchedAsins(ctx.db, principal.userId, scope.visible);
  return { ...frame, rows: await withWindows(ctx, 'asin', scope, asins, (a) => a.asin) };
}

export async function brandMovers(
  ctx: AppContext,
  principal: Principal,
  window: MoversWindow,
  direction: 'gainers' | 'losers',
  marketplace?: string,
) {
  const { scope, frame } = await scopeOf(ctx, principal, marketplace);
  const rows = await movers(ctx.db, 'brand', scope, window, direction, MOVERS_LIMIT);
  const names = await ctx.db
    .selectFrom('brands')
    .select(['brand_code', 'name'])
    // The movers' own codes: the movers read was scoped to the caller.
    .where(
      ofCheckedBrands(
        rows.map((r) => r.key),
        'brand_code',
      ),
    )
    .execute();
  const nameOf = new Map(names.map((n) => [n.brand_code, n.name]));
  return {
    ...frame,
    rows: rows.map((r) => ({
      brand_code: r.key,
      brand_name: nameOf.get(r.key) ?? r.key,
      revenue_amount: money(r.change),
    })),
  };
}

export async function asinMovers(
  ctx: AppContext,
  principal: Principal,
  window: MoversWindow,
  direction: 'gainers' | 'losers',
  marketplace?: string,
) {
  const { scope, frame } = await scopeOf(ctx, principal, marketplace);
  const rows = await movers(ctx.db, 'asin', scope, window, direction, MOVERS_LIMIT);
  return { ...frame, rows: rows.map((r) => ({ asin: r.key, revenue_amount: money(r.change) })) };
}

export async function newBrands(ctx: AppContext, principal: Principal) {
  const since = subDays(new Date(), NEW_BRAND_DAYS);
  return newBrandsSince(ctx.db, since, visibleBrandCodes(principal));
}

/** Percent change per window against the window before (spec 2 §5's rule). */
export async function newBrandRevenue(
  ctx: AppContext,
  principal: Principal,
  brands: string[],
  marketplace?: string,
) {
  const { scope } = await scopeOf(ctx, principal, marketplace);
  const visible = scope.visible;
  const asked = brands.filter((b) => brandVisible(visible, b));
  const sums = await windowRevenues(ctx.db, 'brand', scope, asked);
  const byBrand = new Map(sums.map((r) => [r.key, r]));
  return {
    through: scope.through,
    items: asked.map((brand_code) => {
      const r = byBrand.get(brand_code);
      const change = (w: MoversWindow) => (r ? percentChange(r.current[w], r.previous[w]) : null);
      return { brand_code, revenue_1d: change('1d'), revenue_7d: change('7d'), revenue_30d: change('30d') };
    }),
  };
}

export async function brandRevenueTrend(
  ctx: AppContext,
  principal: Principal,
  brand: string | undefined,
  marketplace?: string,
) {
  const brandCode = brand ?? (isBrandUser(principal) ? principal.brandCode : null);
  if (!brandCode) throw badRequest('brand is required');
  await scopedBrand(ctx, principal, brandCode);
  const { scope, frame } = await scopeOf(ctx, principal, marketplace);
  const rows = await dailyBrandRevenue(ctx.db, scope, brandCode, TREND_DAYS);
  return { ...frame, brand_code: brandCode, rows: rows.map((r) => ({ ...r, revenue: money(r.revenue) })) };
}
