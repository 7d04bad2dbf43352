import type { brandInventoryRowShape } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { brandVisible } from '../../db/brand-scope.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { accountHealthOfBrand, brandExists, inventoryOfBrand } from './brand-health.repository.ts';
import { toBrandPerformance } from './brand-performance-shape.ts';

export const BRAND_HEALTH_FORBIDDEN = 'You do not have access to this brand';
export const BRAND_NOT_FOUND = 'Brand not found';

/**
 * Brand scoping (the permission was checked by the route): a brand user opens only its brand and
 * sub brands, and learns nothing about other codes (403 before the lookup); staff get 404 for a
 * brand that does not exist.
 */
async function checkBrand(ctx: AppContext, principal: Principal, brandCode: string): Promise<void> {
  const visible = visibleBrandCodes(principal);
  if (!brandVisible(visible, brandCode)) throw forbidden(BRAND_HEALTH_FORBIDDEN);
  if (!(await brandExists(ctx.db, brandCode))) throw notFound(BRAND_NOT_FOUND);
}

/** GET /brand-performance/{brandId}: every monthly snapshot of the brand's accounts, oldest first. */
export async function brandPerformance(ctx: AppContext, principal: Principal, brandCode: string) {
  await checkBrand(ctx, principal, brandCode);
  return (await accountHealthOfBrand(ctx.db, brandCode)).map(toBrandPerformance);
}

type InventoryRow = z.output<typeof brandInventoryRowShape>;

/** GET /brand-inventory/{brandId}: the brand's FBA SKUs at each account's latest snapshot. */
export async function brandInventory(ctx: AppContext, principal: Principal, brandCode: string) {
  await checkBrand(ctx, principal, brandCode);
  const rows = await inventoryOfBrand(ctx.db, brandCode);
  return rows.map(
    (r): InventoryRow => ({
      seller_sku: r.seller_sku,
      asin: r.asin,
      product_name: r.product_name,
      marketplace_id: r.marketplace_id,
      date: r.date,
      doi: r.doi,
      average_daily_sales: r.average_daily_sales,
      sales_last_30_days: r.sales_last_30_days,
      currency_code: r.currency_code ?? 'USD',
      units_sold_last_30_days: r.units_sold_last_30_days,
      total_units: r.total_units,
      inbound: r.inbound,
      available: r.available,
      fc_transfer: r.fc_transfer,
      fc_processing: r.fc_processing,
      customer_order: r.customer_order,
      unfulfillable: r.unfulfillable,
      recommended_replenishment_qty: r.recommended_replenishment_qty,
      recommended_ship_date: r.recommended_ship_date,
    }),
  );
}
