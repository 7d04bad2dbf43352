import { MESSAGES } from '@portal/schema';
import { productsContract, type RouteAnswerBody } from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { GridArgs } from '../../datasources/rest-rows.ts';
import type { ProductDetail, ProductErrorField, ProductErrorPage } from '../../generated/resolvers-types.ts';

type RestProduct = RouteAnswerBody<typeof productsContract.detail>;
type RestErrors = RouteAnswerBody<typeof productsContract.errors>;

const toProductDetail = (r: RestProduct): ProductDetail => ({
  sellerSku: r.seller_sku,
  marketplaceId: r.marketplace_id,
  title: r.title,
  brandName: r.brand_name,
  brandCode: r.brand_code,
  subBrandCode: r.sub_brand_code,
  asin: r.asin,
  fnsku: r.fnsku,
  averageDailySales: r.average_daily_sales,
  hazmat: r.hazmat,
  consumable: r.consumable,
  ignore: r.ignore,
  masterCarton: r.master_carton
    ? {
        caseQuantity: r.master_carton.case_quantity,
        x: r.master_carton.dimensions?.x ?? null,
        y: r.master_carton.dimensions?.y ?? null,
        z: r.master_carton.dimensions?.z ?? null,
        unit: r.master_carton.dimensions?.unit ?? null,
      }
    : null,
  subBrands: r.sub_brands.map((s) => ({ brandCode: s.brand_code, name: s.name })),
});

const toErrorPage = (answer: RestErrors): ProductErrorPage => ({
  count: answer.count,
  rows: answer.rows.map((r) => ({
    date: r.date,
    sellerSku: r.seller_sku,
    asin: r.asin,
    marketplaceId: r.marketplace_id,
    description: r.description,
    errorCode: r.error_code,
    brandCode: r.brand_code,
  })),
});

const isNotFound = (error: unknown) =>
  error instanceof GraphQLError && error.message === MESSAGES.productNotFound;

/** Products errors and product detail (spec 2 §7, spec 3 §7). */
export class ProductsAPI extends PortalRESTDataSource {
  async errors(args: GridArgs<ProductErrorField>): Promise<ProductErrorPage> {
    const sortField = args.sortField === 'description' ? undefined : (args.sortField ?? undefined);
    const filterField = args.filterField === 'date' ? undefined : (args.filterField ?? undefined);
    const answer = await this.call(productsContract.errors, {
      query: {
        ...(args.page != null ? { page: args.page } : {}),
        ...(args.pageSize != null ? { pageSize: args.pageSize } : {}),
        ...(sortField ? { sortField } : {}),
        ...(args.sortOrder ? { sortOrder: args.sortOrder === 'DESC' ? 'desc' : 'asc' } : {}),
        ...(filterField && args.filterValue ? { filterField, filterValue: args.filterValue } : {}),
      },
    });
    return toErrorPage(answer);
  }

  /** Null when the SKU does not exist or is not the caller's to see (the backend's 404). */
  async detail(sku: string): Promise<ProductDetail | null> {
    try {
      return toProductDetail(await this.call(productsContract.detail, { query: { sku } }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async changeIgnore(sku: string, ignore: boolean): Promise<ProductDetail> {
    return toProductDetail(
      await this.call(productsContract.changeIgnore, { params: { sku }, body: { ignore } }),
    );
  }

  async changeSubBrand(sku: string, subBrandCode: string | null): Promise<ProductDetail> {
    return toProductDetail(
      await this.call(productsContract.changeSubBrand, {
        params: { sku },
        body: { 'sub-brand-code': subBrandCode },
      }),
    );
  }
}
