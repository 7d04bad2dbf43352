import { camelKeys } from '@portal/schema';
import {
  insightsContract,
  type InsightExportCard as RestExportCard,
  type InsightRow as RestInsightRow,
} from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import { pageOf } from '../../datasources/rest-rows.ts';
import type {
  InsightCard,
  InsightExportCard,
  InsightReturnPage,
  InsightRow,
  InsightSkuCard,
  InsightsFilter,
  ReturnBy,
} from '../../generated/resolvers-types.ts';

// The POST call of each card; the per-SKU GET call of each drill-down.
const CARD_ROUTES = {
  SUMMARY: insightsContract.summary,
  SUMMARY_BRAND: insightsContract.summaryBrand,
  AVERAGE_ORDER: insightsContract.averageOrder,
  AVERAGE_ORDER_BRAND: insightsContract.averageOrderBrand,
  PURCHASERS: insightsContract.purchasers,
  PURCHASERS_BRAND: insightsContract.purchasersBrand,
  RETURN_RATE: insightsContract.returnRate,
  RETURN_RATE_BRAND: insightsContract.returnRateBrand,
  HEATMAP: insightsContract.heatmap,
  HEATMAP_BRAND: insightsContract.heatmapBrand,
  SUB_AND_SAVE: insightsContract.subAndSave,
  SUB_AND_SAVE_BRAND: insightsContract.subAndSaveBrand,
  PROMO_CODES: insightsContract.promoCodes,
  PROMO_CODES_BRAND: insightsContract.promoCodesBrand,
} as const satisfies Record<InsightCard, unknown>;

const SKU_ROUTES = {
  SUMMARY: insightsContract.summarySku,
  AVERAGE_ORDER: insightsContract.averageOrderSku,
  PURCHASERS: insightsContract.purchasersSku,
  RETURN_RATE: insightsContract.returnRateSku,
  HEATMAP: insightsContract.heatmapSku,
  SUB_AND_SAVE: insightsContract.subAndSaveSku,
} as const satisfies Record<Exclude<InsightSkuCard, 'PROMO_CODES'>, unknown>;

const EXPORT_CARDS = {
  SUMMARY: 'summary',
  AVERAGE_ORDER: 'average-order',
  PURCHASERS: 'purchasers',
  RETURN_RATE: 'return-rate',
  SUB_AND_SAVE: 'sub-and-save',
  PROMO_CODES: 'promo-codes',
} as const satisfies Record<InsightExportCard, RestExportCard>;

const RETURN_BY = { REASON: 'reason', DISPOSITION: 'disposition' } as const satisfies Record<
  ReturnBy,
  string
>;

/** The REST payload of a filter: absent fields stay absent (the backend applies its defaults). */
const bodyOf = (filter: InsightsFilter) => ({
  from: filter.from,
  to: filter.to,
  ...(filter.compareFrom ? { compareFrom: filter.compareFrom } : {}),
  ...(filter.compareTo ? { compareTo: filter.compareTo } : {}),
  ...(filter.marketplace ? { marketplace: filter.marketplace } : {}),
  ...(filter.brands ? { brands: filter.brands } : {}),
  ...(filter.accountManagers && filter.accountManagers.length > 0
    ? { accountManagers: filter.accountManagers }
    : {}),
});
const queryOf = (filter: InsightsFilter) => {
  const { brands, accountManagers, ...rest } = bodyOf(filter);
  return {
    ...rest,
    ...(brands && brands.length > 0 ? { brands: brands.join(',') } : {}),
    ...(accountManagers ? { accountManagers: accountManagers.join(',') } : {}),
  };
};

const toRow = (r: RestInsightRow): InsightRow => ({
  brandCode: r.brand_code ?? null,
  brandName: r.brand_name ?? null,
  sellerSku: r.seller_sku ?? null,
  metric: r.metric ?? null,
  label: r.label ?? null,
  value: r.value ?? null,
  oldValue: r.old_value ?? null,
  count: r.count ?? null,
  oldCount: r.old_count ?? null,
  averageOrder: r.average_order ?? null,
  oldAverageOrder: r.old_average_order ?? null,
  repeatingPercentage: r.repeating_percentage ?? null,
  oldRepeatingPercentage: r.old_repeating_percentage ?? null,
  percentage: r.percentage ?? null,
  oldPercentage: r.old_percentage ?? null,
  unitsReturned: r.units_returned ?? null,
  oldUnitsReturned: r.old_units_returned ?? null,
  values: r.values ?? null,
});

/** The insight calls (contract: packages/schema/src/insights/insights.rest.ts). */
export class InsightsAPI extends PortalRESTDataSource {
  async card(card: InsightCard, filter: InsightsFilter): Promise<InsightRow[]> {
    const rows = await this.call(CARD_ROUTES[card], { body: bodyOf(filter) });
    return rows.map(toRow);
  }

  async sku(card: InsightSkuCard, filter: InsightsFilter, brand: string, sellerSku?: string | null) {
    if (card === 'PROMO_CODES') {
      const rows = await this.call(insightsContract.promoCodesSku, { body: { ...bodyOf(filter), brand } });
      return rows.map(toRow);
    }
    const rows = await this.call(SKU_ROUTES[card], {
      query: { ...queryOf(filter), brand, ...(sellerSku ? { seller_sku: sellerSku } : {}) },
    });
    return rows.map(toRow);
  }

  /** Starts the server-built PDF of a brand's SKU list; the file arrives by export-complete. */
  async exportSku(args: {
    card: InsightExportCard;
    filter: InsightsFilter;
    brandCode: string;
    title: string;
  }) {
    return this.call(insightsContract.exportSku, {
      body: {
        ...bodyOf(args.filter),
        card: EXPORT_CARDS[args.card],
        brand: args.brandCode,
        title: args.title,
      },
    });
  }

  async returns(filter: InsightsFilter, returnBy: ReturnBy, value?: string | null): Promise<InsightRow[]> {
    const rows = await this.call(insightsContract.fbaReturns, {
      body: { ...bodyOf(filter), returnBy: RETURN_BY[returnBy], ...(value ? { value } : {}) },
    });
    return rows.map(toRow);
  }

  async returnLines(args: {
    filter: InsightsFilter;
    sku: string;
    brandCode?: string | null;
    returnBy?: ReturnBy | null;
    value?: string | null;
    page: number;
    pageSize: number;
  }): Promise<InsightReturnPage> {
    const page = await this.call(insightsContract.fbaReturnsSku, {
      query: {
        ...queryOf(args.filter),
        seller_sku: args.sku,
        ...(args.brandCode ? { brand: args.brandCode } : {}),
        ...(args.returnBy && args.value ? { returnBy: RETURN_BY[args.returnBy], value: args.value } : {}),
        page: args.page,
        pageSize: args.pageSize,
      },
    });
    return pageOf(page, camelKeys);
  }
}
