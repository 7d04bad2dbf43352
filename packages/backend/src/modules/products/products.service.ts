import { MESSAGES, PRODUCTS_ERRORS_PAGE_SIZE } from '@portal/schema';
import type { productsContract, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { findProduct, type ProductRecord, subBrandsOf, updateProduct } from './product-detail.repository.ts';
import { listProductErrors } from './products-errors.repository.ts';

export async function listProductErrorsPage(
  ctx: AppContext,
  query: RouteQuery<typeof productsContract.errors>,
) {
  return listProductErrors(ctx.db, {
    filter:
      query.filterField && query.filterValue?.trim()
        ? { field: query.filterField, value: query.filterValue }
        : undefined,
    sort: { field: query.sortField ?? 'date', order: query.sortOrder ?? 'desc' },
    page: query.page ?? 0,
    pageSize: query.pageSize ?? PRODUCTS_ERRORS_PAGE_SIZE,
  });
}

/** A SKU of a brand the caller may not see is 'Product not found', as one that does not exist. */
async function scopedProduct(ctx: AppContext, principal: Principal, sku: string): Promise<ProductRecord> {
  const record = await findProduct(ctx.db, visibleBrandCodes(principal), sku);
  if (!record) throw notFound(MESSAGES.productNotFound);
  return record;
}

async function toRestProduct(ctx: AppContext, r: ProductRecord) {
  const hasCarton = r.master_carton_units !== null || r.master_carton_length !== null;
  return {
    seller_sku: r.seller_sku,
    marketplace_id: r.marketplace_id,
    title: r.title,
    brand_name: r.brand_name,
    brand_code: r.brand_code,
    sub_brand_code: r.sub_brand_code,
    asin: r.asin,
    fnsku: r.fnsku,
    average_daily_sales: r.average_daily_sales,
    hazmat: r.hazmat,
    consumable: r.consumable,
    ignore: r.ignore,
    master_carton: hasCarton
      ? {
          case_quantity: r.master_carton_units,
          dimensions:
            r.master_carton_length !== null &&
            r.master_carton_width !== null &&
            r.master_carton_height !== null
              ? {
                  x: r.master_carton_length,
                  y: r.master_carton_width,
                  z: r.master_carton_height,
                  unit: r.master_carton_unit === 'CM' ? ('CM' as const) : ('IN' as const),
                }
              : null,
        }
      : null,
    sub_brands: await subBrandsOf(ctx.db, r.brand_code),
  };
}

export async function getProductDetail(ctx: AppContext, principal: Principal, sku: string) {
  return toRestProduct(ctx, await scopedProduct(ctx, principal, sku));
}

export async function changeIgnoreStatus(
  ctx: AppContext,
  principal: Principal,
  sku: string,
  ignore: boolean,
) {
  const product = await scopedProduct(ctx, principal, sku);
  await updateProduct(ctx.db, visibleBrandCodes(principal), product, { ignore });
  return getProductDetail(ctx, principal, sku);
}

/** Only one of the product's brand's own sub brands, or none; anything else changes nothing. */
export async function changeSubBrandCode(
  ctx: AppContext,
  principal: Principal,
  sku: string,
  subBrandCode: string | null,
) {
  const product = await scopedProduct(ctx, principal, sku);
  const code = subBrandCode?.trim() || null;
  if (code !== null) {
    const own = await subBrandsOf(ctx.db, product.brand_code);
    if (!own.some((s) => s.brand_code === code)) throw badRequest(MESSAGES.subBrandNotOfBrand);
  }
  await updateProduct(ctx.db, visibleBrandCodes(principal), product, { sub_brand_code: code });
  return toRestProduct(ctx, (await findProduct(ctx.db, null, sku)) ?? product);
}
