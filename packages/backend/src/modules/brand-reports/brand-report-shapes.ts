import { REPORT_PERCENT_DECIMALS } from '@portal/schema';
import type { brandReportShape } from '@portal/schema/rest';
import type { z } from 'zod';

/** The brand report response of spec 1 §3, as the contract declares it. */
export type RestBrandReport = z.output<typeof brandReportShape>;
type RestMonthlySales = RestBrandReport['sales_by_month'][number];
type RestSuppression = RestBrandReport['suppressions'][number];

const percent = (part: number, whole: number): number | null => {
  if (whole <= 0) return null;
  const factor = 10 ** REPORT_PERCENT_DECIMALS;
  return Math.round((part / whole) * 100 * factor) / factor;
};

const money = (value: string | number): number => Math.round(Number(value) * 100) / 100;

export function toMonthlySales(row: {
  report_month: string;
  marketplace_id: string;
  country_code: string;
  sales_total: string;
  ad_spend: string;
  sales_ppc: string;
}): RestMonthlySales {
  const salesTotal = money(row.sales_total);
  const adSpend = money(row.ad_spend);
  const salesPpc = money(row.sales_ppc);
  return {
    report_month: row.report_month,
    marketplace_id: row.marketplace_id,
    countryCode: row.country_code,
    sales_total: salesTotal,
    ad_spend: adSpend,
    sales_ppc: salesPpc,
    sales_organic: money(Math.max(salesTotal - salesPpc, 0)),
    acos: percent(adSpend, salesPpc),
    tacos: percent(adSpend, salesTotal),
  };
}

const HOUR_MS = 3_600_000;

export function toSuppression(
  row: {
    id: number;
    asin: string;
    product_name: string;
    marketplace: string;
    created_at: Date;
    lifted_at: Date | null;
    alert_lifted_id: string | null;
  },
  /** Where a suppression not yet lifted stops counting (see suppressionCountedUntil). */
  countedUntil: Date,
): RestSuppression {
  const until = row.lifted_at ?? countedUntil;
  return {
    id: row.id,
    asin: row.asin,
    productName: row.product_name,
    marketplace: row.marketplace,
    createdAt: new Date(row.created_at).toISOString(),
    liftedAt: row.lifted_at ? new Date(row.lifted_at).toISOString() : null,
    alertLiftedId: row.alert_lifted_id,
    diffHours: Math.max(0, Math.round((until.getTime() - new Date(row.created_at).getTime()) / HOUR_MS)),
  };
}
