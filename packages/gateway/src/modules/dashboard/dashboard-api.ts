import { dashboardContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  BrandRevenueTrend,
  Movers,
  MoversDirection,
  MoversWindow,
  NewBrand,
  Watchlist,
} from '../../generated/resolvers-types.ts';

const marketplaceQuery = (marketplaceId: string | null | undefined) =>
  marketplaceId ? { marketplace: marketplaceId } : {};

const windowRevenue = (r: { revenue_1d: number; revenue_7d: number; revenue_30d: number }) => ({
  revenue1d: r.revenue_1d,
  revenue7d: r.revenue_7d,
  revenue30d: r.revenue_30d,
});

/** The home dashboard's endpoints: watchlists, new brands, movers and the brand trend. */
export class DashboardAPI extends PortalRESTDataSource {
  async watchlist(marketplaceId?: string | null): Promise<Watchlist> {
    const query = marketplaceQuery(marketplaceId);
    const [brands, asins] = await Promise.all([
      this.call(dashboardContract.brandWatchlist, { query }),
      this.call(dashboardContract.asinWatchlist, { query }),
    ]);
    return {
      currency: brands.currency,
      through: brands.through,
      brands: brands.rows.map((r) => ({ brandCode: r.brand_code, name: r.name, ...windowRevenue(r) })),
      asins: asins.rows.map((r) => ({ asin: r.asin, brandCode: r.brand_code, ...windowRevenue(r) })),
    };
  }

  async brandMovers(
    direction: MoversDirection,
    window: MoversWindow,
    marketplaceId?: string | null,
  ): Promise<Movers> {
    const route = direction === 'GAINERS' ? dashboardContract.brandGainers : dashboardContract.brandLosers;
    const answer = await this.call(route, { params: { window }, query: marketplaceQuery(marketplaceId) });
    return {
      currency: answer.currency,
      through: answer.through,
      rows: answer.rows.map((r) => ({
        brandCode: r.brand_code,
        brandName: r.brand_name,
        asin: null,
        revenueAmount: r.revenue_amount,
      })),
    };
  }

  async asinMovers(
    direction: MoversDirection,
    window: MoversWindow,
    marketplaceId?: string | null,
  ): Promise<Movers> {
    const route = direction === 'GAINERS' ? dashboardContract.asinGainers : dashboardContract.asinLosers;
    const answer = await this.call(route, { params: { window }, query: marketplaceQuery(marketplaceId) });
    return {
      currency: answer.currency,
      through: answer.through,
      rows: answer.rows.map((r) => ({
        brandCode: null,
        brandName: null,
        asin: r.asin,
        revenueAmount: r.revenue_amount,
      })),
    };
  }

  /** GET brands/new/get, then their revenue change (GET brand-revenue/new/revenue) in one answer. */
  async newBrands(marketplaceId?: string | null): Promise<NewBrand[]> {
    const brands = await this.call(dashboardContract.newBrands);
    if (brands.length === 0) return [];
    const revenue = await this.call(dashboardContract.newBrandRevenue, {
      query: { brands: brands.map((b) => b.brand_code), ...marketplaceQuery(marketplaceId) },
    });
    const byBrand = new Map(revenue.items.map((i) => [i.brand_code, i]));
    return brands.map((b) => {
      const r = byBrand.get(b.brand_code);
      return {
        brandCode: b.brand_code,
        name: b.name,
        createdAt: b.created_at,
        revenue1d: r?.revenue_1d ?? null,
        revenue7d: r?.revenue_7d ?? null,
        revenue30d: r?.revenue_30d ?? null,
      };
    });
  }

  async brandRevenueTrend(
    brandCode?: string | null,
    marketplaceId?: string | null,
  ): Promise<BrandRevenueTrend> {
    const answer = await this.call(dashboardContract.brandRevenueTrend, {
      query: { ...(brandCode ? { brand: brandCode } : {}), ...marketplaceQuery(marketplaceId) },
    });
    return {
      brandCode: answer.brand_code,
      currency: answer.currency,
      through: answer.through,
      days: answer.rows,
    };
  }
}
