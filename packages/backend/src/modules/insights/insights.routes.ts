import { insightsPdfFileName } from '@portal/schema';
import type { InsightsBody, InsightsSkuQuery, insightsContract } from '@portal/schema/rest';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import type { ContractHandlers } from '../manifest.ts';
import { InsightsService, type Periods } from './insights.service.ts';
import { type InsightScope, returnLines, scopeSellers } from './insights.sql.ts';
import { insightsExportJob } from './insights-export.job.ts';

type Filter = Pick<
  InsightsBody,
  'from' | 'to' | 'compareFrom' | 'compareTo' | 'marketplace' | 'accountManagers'
>;

const periodsOf = (filter: Filter): Periods => ({
  current: { from: filter.from, to: filter.to },
  previous:
    filter.compareFrom && filter.compareTo ? { from: filter.compareFrom, to: filter.compareTo } : null,
});

/**
 * The brands a call reads. A brand user reads its brand and sub brands only: asking for another
 * brand is refused (403), whether or not it exists; staff read what they ask for, or everything.
 */
async function scopeOf(
  ctx: AppContext,
  principal: Principal,
  filter: Filter,
  requested: readonly string[] | undefined,
  sellerSku?: string,
): Promise<InsightScope> {
  const visible = visibleBrandCodes(principal);
  const asked = requested && requested.length > 0 ? [...new Set(requested)] : null;
  if (visible && asked?.some((code) => !visible.includes(code))) throw forbidden();
  let codes = asked ?? visible;
  // Staff may narrow to account managers' brands; brand users have no such filter (it is hidden).
  if (!visible && filter.accountManagers && filter.accountManagers.length > 0) {
    const managed = await brandsManagedBy(ctx, filter.accountManagers);
    codes = codes === null ? managed : codes.filter((code) => managed.includes(code));
  }
  const sellers = codes === null ? null : await scopeSellers(ctx.db, filter.marketplace, codes);
  return { marketplace: filter.marketplace, codes, sellers, ...(sellerSku ? { sellerSku } : {}) };
}

/** The brands whose account manager is one of these users. */
async function brandsManagedBy(ctx: AppContext, managers: readonly string[]): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('brands')
    .select('brand_code')
    .where(sql<boolean>`account_manager_id::text = any(${[...managers]}::text[])`)
    .execute();
  return rows.map((r) => r.brand_code);
}

/** A brand or sub brand code the portal knows (sub brands exist as their SKUs' sub brand). */
async function brandExists(ctx: AppContext, code: string): Promise<boolean> {
  const found = await sql<{ found: boolean }>`
    select exists (select 1 from brands where brand_code = ${code})
      or exists (select 1 from catalog_items where sub_brand_code = ${code}) as found`.execute(ctx.db);
  return found.rows[0]?.found === true;
}

/** The brands of a SKU-level call: the drilled brand, else the listed brands. */
const skuBrands = (query: InsightsSkuQuery) => (query.brand ? [query.brand] : query.brands);

/** The insight calls (contract: packages/schema/src/insights/insights.rest.ts). */
export const insightsHandlers = (ctx: AppContext): ContractHandlers<typeof insightsContract> => {
  const service = new InsightsService(ctx.db);
  const bodyScope = (principal: Principal, body: InsightsBody) => scopeOf(ctx, principal, body, body.brands);
  const skuScope = (principal: Principal, query: InsightsSkuQuery) =>
    scopeOf(ctx, principal, query, skuBrands(query), query.seller_sku);
  return {
    summary: async ({ principal, body }) =>
      service.summary(await bodyScope(principal, body), periodsOf(body)),
    summaryBrand: async ({ principal, body }) =>
      service.summaryBy(await bodyScope(principal, body), periodsOf(body), 'brand'),
    fbaReturns: async ({ principal, body }) =>
      service.fbaReturns(await bodyScope(principal, body), periodsOf(body), body.returnBy, body.value),
    averageOrder: async ({ principal, body }) =>
      service.averageOrder(await bodyScope(principal, body), periodsOf(body), 'total'),
    averageOrderBrand: async ({ principal, body }) =>
      service.averageOrder(await bodyScope(principal, body), periodsOf(body), 'brand'),
    purchasers: async ({ principal, body }) =>
      service.purchasers(await bodyScope(principal, body), periodsOf(body), 'total'),
    purchasersBrand: async ({ principal, body }) =>
      service.purchasers(await bodyScope(principal, body), periodsOf(body), 'brand'),
    returnRate: async ({ principal, body }) =>
      service.returnRate(await bodyScope(principal, body), periodsOf(body), 'total'),
    returnRateBrand: async ({ principal, body }) =>
      service.returnRate(await bodyScope(principal, body), periodsOf(body), 'brand'),
    heatmap: async ({ principal, body }) =>
      service.heatmap(await bodyScope(principal, body), periodsOf(body).current, 'total'),
    heatmapBrand: async ({ principal, body }) =>
      service.heatmap(await bodyScope(principal, body), periodsOf(body).current, 'brand'),
    subAndSave: async ({ principal, body }) =>
      service.subAndSave(await bodyScope(principal, body), periodsOf(body), 'total'),
    subAndSaveBrand: async ({ principal, body }) =>
      service.subAndSave(await bodyScope(principal, body), periodsOf(body), 'brand'),
    promoCodes: async ({ principal, body }) =>
      service.promoCodes(await bodyScope(principal, body), periodsOf(body), 'code'),
    promoCodesBrand: async ({ principal, body }) =>
      service.promoCodes(await bodyScope(principal, body), periodsOf(body), 'brand'),
    promoCodesSku: async ({ principal, body }) =>
      service.promoCodes(await scopeOf(ctx, principal, body, [body.brand]), periodsOf(body), 'sku'),
    fbaReturnsCount: async ({ principal, query }) => {
      const picked =
        query.returnBy && query.value ? { returnBy: query.returnBy, value: query.value } : undefined;
      const page = await returnLines(
        ctx.db,
        await skuScope(principal, query),
        periodsOf(query).current,
        picked,
        {
          page: 0,
          pageSize: 1,
        },
      );
      return { count: page.count };
    },
    fbaReturnsSku: async ({ principal, query }) => {
      const picked =
        query.returnBy && query.value ? { returnBy: query.returnBy, value: query.value } : undefined;
      return returnLines(ctx.db, await skuScope(principal, query), periodsOf(query).current, picked, query);
    },
    // Access and the brand are checked here, before answering 202: a refused or unknown brand
    // never starts an export (an export of nothing would only arrive later as an empty file).
    exportSku: async ({ principal, body }) => {
      const scope = await scopeOf(ctx, principal, body, [body.brand]);
      if (!(await brandExists(ctx, body.brand))) throw notFound('Brand not found');
      const fileName = insightsPdfFileName(`${body.title} ${body.brand}`, body.from, body.to);
      const job = await ctx.jobs.enqueue(
        ctx,
        insightsExportJob.kind,
        { userId: principal.userId, brandCode: principal.brandCode ?? null },
        { body, fileName, scope, periods: periodsOf(body) },
      );
      return { exportId: job.id, jobId: job.id, fileName };
    },
    summarySku: async ({ principal, query }) =>
      service.summaryBy(await skuScope(principal, query), periodsOf(query), 'sku'),
    averageOrderSku: async ({ principal, query }) =>
      service.averageOrder(await skuScope(principal, query), periodsOf(query), 'sku'),
    purchasersSku: async ({ principal, query }) =>
      service.purchasers(await skuScope(principal, query), periodsOf(query), 'sku'),
    returnRateSku: async ({ principal, query }) =>
      service.returnRate(await skuScope(principal, query), periodsOf(query), 'sku'),
    heatmapSku: async ({ principal, query }) =>
      service.heatmap(await skuScope(principal, query), periodsOf(query).current, 'sku'),
    subAndSaveSku: async ({ principal, query }) =>
      service.subAndSave(await skuScope(principal, query), periodsOf(query), 'sku'),
  };
};
