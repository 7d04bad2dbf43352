import type { BrandReport, BrandReportListRow, MonthlySales } from '../../generated/resolvers-types.ts';

/** REST shapes of docs/rest-contract.md "Monthly brand reports"; snake_case stays in this layer. */
export interface RestBrandReportRow {
  brand_code: string;
  month: string;
  sales_note: string | null;
  ad_note: string | null;
}

export interface RestMonthlySales {
  report_month: string;
  marketplace_id: string;
  countryCode: string;
  sales_total: number;
  ad_spend: number;
  sales_ppc: number;
  sales_organic: number;
  acos: number | null;
  tacos: number | null;
}

export interface RestBrandReport {
  brandInfo: {
    name: string;
    logo: string;
    product_image: string;
    brand_code: string;
    removed_suppression_ids: number[];
  };
  notes: { sales_note: string | null; ad_note: string | null };
  suppressions: Array<{
    id: number;
    asin: string;
    productName: string;
    marketplace: string;
    createdAt: string;
    liftedAt: string | null;
    alertLiftedId: string | null;
    diffHours: number;
  }>;
  sales_by_month: RestMonthlySales[];
}

export const toBrandReportListRow = (row: RestBrandReportRow): BrandReportListRow => ({
  brandCode: row.brand_code,
  month: row.month,
  salesNote: row.sales_note,
  adNote: row.ad_note,
});

const toMonthlySales = (row: RestMonthlySales): MonthlySales => ({
  reportMonth: row.report_month,
  marketplaceId: row.marketplace_id,
  countryCode: row.countryCode,
  salesTotal: Number(row.sales_total),
  adSpend: Number(row.ad_spend),
  salesPpc: Number(row.sales_ppc),
  salesOrganic: Number(row.sales_organic),
  acos: row.acos === null ? null : Number(row.acos),
  tacos: row.tacos === null ? null : Number(row.tacos),
});

export const toBrandReport = (month: string, report: RestBrandReport): BrandReport => ({
  month,
  brandInfo: {
    name: report.brandInfo.name,
    logo: report.brandInfo.logo,
    productImage: report.brandInfo.product_image,
    brandCode: report.brandInfo.brand_code,
    removedSuppressionIds: report.brandInfo.removed_suppression_ids ?? [],
  },
  notes: { salesNote: report.notes.sales_note, adNote: report.notes.ad_note },
  suppressions: report.suppressions.map((s) => ({ ...s })),
  salesByMonth: report.sales_by_month.map(toMonthlySales),
});
