import type { AgencyReportType } from '@portal/schema';
import { advertisingByBrand } from './advertising-by-brand.ts';
import { alertsSummary } from './alerts-summary.ts';
import { commissionsByBrandMonth } from './commissions-by-brand-month.ts';
import { inventoryHealth } from './inventory-health.ts';
import { monthlyBrandSummary } from './monthly-brand-summary.ts';
import type { ReportBuilder } from './report-table.ts';

/** Each report type's builder (the types and their labels: packages/schema constants). */
export const REPORT_BUILDERS: Record<AgencyReportType, ReportBuilder> = {
  'monthly-brand-summary': monthlyBrandSummary,
  'advertising-by-brand': advertisingByBrand,
  'commissions-by-brand-month': commissionsByBrandMonth,
  'inventory-health': inventoryHealth,
  'alerts-summary': alertsSummary,
};
