import { listingsContract, type RouteAnswerBody } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  Listing,
  ListingFieldGroupMatches,
  ListingSortField,
  ListingsFilter,
  SortOrder,
} from '../../generated/resolvers-types.ts';

export interface SellerMarketplace {
  sellerId: string;
  marketplaceId: string;
}

type RestRow = RouteAnswerBody<typeof listingsContract.items>['rows'][number];
type RestMatches = RouteAnswerBody<typeof listingsContract.reflectionData>['rows'][number]['matches'];

const SORT_FIELDS = {
  SKU: 'sku',
  ASIN: 'asin',
  ITEM_NAME: 'itemName',
  PRODUCT_TYPE: 'productType',
  STATUS: 'status',
  LAST_UPDATED_DATE: 'lastUpdatedDate',
} as const satisfies Record<ListingSortField, string>;

const keyOf = ({ sellerId, marketplaceId }: SellerMarketplace) => ({
  seller_id: sellerId,
  marketplace_id: marketplaceId,
});

export const toListing = (r: RestRow): Listing => ({
  sku: r.sku,
  asin: r.asin,
  marketplaceId: r.marketplace_id,
  sellerId: r.seller_id,
  brandCode: r.brand_code,
  brandName: r.brand_name,
  itemName: r.itemName,
  productType: r.productType,
  status: r.status,
  archived: r.archived,
  issues: r.issues,
  mainImage: r.mainImage,
  lastUpdatedDate: r.lastUpdatedDate,
  version: r.version,
  isParent: r.isParent,
  isChild: r.isChild,
  parentAsin: r.parent_asin,
  childAsins: r.child_asins,
  parentSku: r.parent_sku,
  parentageLevel: r.parentage_level,
  variationTheme: r.variation_theme,
  reflectingState: r.reflectingState,
  childCount: r.childCount,
});

const toMatches = (m: RestMatches): ListingFieldGroupMatches => ({
  productIdentity: m.product_identity,
  productDetails: m.product_details,
  offer: m.offer,
  shipping: m.shipping,
  safetyAndCompliance: m.safety_and_compliance,
  variations: m.variations,
  images: m.images,
});

const flag = (value: boolean | null | undefined) => (value ? 'true' : 'false') as 'true' | 'false';

/** The filters as the list and its count send them. */
const filterQuery = (seller: SellerMarketplace, filter: ListingsFilter | null | undefined) => ({
  ...keyOf(seller),
  ...(filter?.search?.trim() ? { search: filter.search.trim() } : {}),
  ...(filter?.statuses?.length ? { statuses: filter.statuses.join(',') } : {}),
  archived: filter?.archived ? ('ARCHIVED' as const) : ('NOT ARCHIVED' as const),
  variation: filter?.onlyVariations ? ('ONLY VARIATIONS' as const) : ('ALL LISTINGS' as const),
  atRisk: flag(filter?.atRisk),
  groupBy: flag(filter?.groupBy),
  ...(filter?.parentSku ? { parentSku: filter.parentSku } : {}),
});

/** Spec 3 §7 'Listings' calls. */
export class ListingsAPI extends PortalRESTDataSource {
  async page(
    seller: SellerMarketplace,
    filter: ListingsFilter | null | undefined,
    paging: { page: number; pageSize: number; sortField: ListingSortField; sortOrder: SortOrder },
  ) {
    const answer = await this.call(listingsContract.items, {
      query: {
        ...filterQuery(seller, filter),
        page: paging.page,
        pageSize: paging.pageSize,
        sortField: SORT_FIELDS[paging.sortField],
        sortOrder: paging.sortOrder === 'DESC' ? 'desc' : 'asc',
      },
    });
    return {
      rows: answer.rows.map(toListing),
      countIssues: {
        error: answer.countIssues.ERROR,
        warning: answer.countIssues.WARNING,
        info: answer.countIssues.INFO,
      },
      countStatuses: {
        buyable: answer.countStatuses.BUYABLE,
        discoverable: answer.countStatuses.DISCOVERABLE,
        error: answer.countStatuses.ERROR,
        warning: answer.countStatuses.WARNING,
      },
      allIssuesTotal: answer.allIssuesTotal,
    };
  }

  async count(seller: SellerMarketplace, filter: ListingsFilter | null | undefined): Promise<number> {
    return (await this.call(listingsContract.totalCount, { query: filterQuery(seller, filter) })).count;
  }

  async one(seller: SellerMarketplace, sku: string): Promise<Listing> {
    return toListing(await this.call(listingsContract.itemDetail, { query: { ...keyOf(seller), sku } }));
  }

  async differences(seller: SellerMarketplace, sku: string) {
    const answer = await this.call(listingsContract.checkIfReflected, {
      query: { ...keyOf(seller), seller_sku: sku },
    });
    return {
      reflectingState: answer.reflectingState,
      differences: answer.filteredDifferences,
      submittedAt: answer.submittedAt,
      history: answer.history,
    };
  }

  async recentlyReflected(seller: SellerMarketplace) {
    return (await this.call(listingsContract.recentlyReflected, { query: keyOf(seller) })).rows;
  }

  async clearRecentlyReflected(seller: SellerMarketplace): Promise<boolean> {
    await this.call(listingsContract.clearRecentlyReflected, { query: keyOf(seller) });
    return true;
  }

  async dashboard(seller: SellerMarketplace) {
    const answer = await this.call(listingsContract.reflectionDashboard, { query: keyOf(seller) });
    return answer.rows.map((r) => ({ ...r, matches: toMatches(r.matches) }));
  }

  async reflectionRecords(seller: SellerMarketplace, page: number, pageSize: number) {
    const answer = await this.call(listingsContract.reflectionData, {
      query: { ...keyOf(seller), page, pageSize },
    });
    return {
      count: answer.count,
      rows: answer.rows.map((r) => ({
        sku: r.seller_sku,
        marketplaceId: r.marketplace_id,
        sellerId: r.seller_id,
        reflectingState: r.reflectingState,
        matches: toMatches(r.matches),
      })),
    };
  }

  async deprecatedThemes(
    seller: SellerMarketplace,
    search: string | null | undefined,
    page: number,
    pageSize: number,
  ) {
    return this.call(listingsContract.deprecatedVariationThemes, {
      query: { ...keyOf(seller), ...(search?.trim() ? { search: search.trim() } : {}), page, pageSize },
    });
  }

  async remove(seller: SellerMarketplace, sku: string) {
    return this.call(listingsContract.deleteItem, { query: { ...keyOf(seller), seller_sku: sku } });
  }

  async refetch(seller: SellerMarketplace) {
    return this.call(listingsContract.fetch, { body: seller });
  }
}
