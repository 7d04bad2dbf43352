import type { brandReportShape, brandReportsContract, RouteAnswerBody } from '@portal/schema/rest';
import type { z } from 'zod';
import type { BrandReport, BrandReportListRow, MonthlySales } from '../../generated/resolvers-types.ts';

/** The REST answers, as the contract (packages/schema/src/brand-reports/brand-reports.rest.ts) declares them. */
export type RestBrandReport = z.output<typeof brandReportShape>;
export type RestBrandReportRow = RouteAnswerBody<typeof brandReportsContract.list>['rows'][number];
type RestMonthlySales = RestBrandReport['sales_by_month'][number];

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
