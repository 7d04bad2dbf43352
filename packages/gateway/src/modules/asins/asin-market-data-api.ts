import { asinMarketDataContract, type RouteAnswerBody } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  AsinInventoryPage,
  AsinTablePaging,
  FeeEstimatePage,
  ProductOfferPage,
} from '../../generated/resolvers-types.ts';

type Offer = RouteAnswerBody<typeof asinMarketDataContract.offers>['rows'][number];
type Routes = typeof asinMarketDataContract;

/**
 * The paging query of spec 2 §7 from the GraphQL input. Field names pass as given: the backend's
 * contract accepts only the row's columns and answers 400 for any other.
 */
function queryOf(paging: AsinTablePaging | null | undefined) {
  const p = paging ?? {};
  return {
    ...(p.page != null ? { page: p.page } : {}),
    ...(p.pageSize != null ? { pageSize: p.pageSize } : {}),
    ...(p.sortField ? { sortField: p.sortField } : {}),
    ...(p.sortOrder ? { sortOrder: p.sortOrder === 'DESC' ? 'desc' : 'asc' } : {}),
    ...(p.filterField && p.filterValue != null
      ? { filterField: p.filterField, filterValue: p.filterValue }
      : {}),
  } as never;
}

const offerOf = (r: Offer) => ({
  listingAmount: r.listing_amount,
  listingCurrency: r.listing_currency,
  marketplaceId: r.marketplace_id,
  isBuyBoxWinner: r.is_buy_box_winner,
  isFeaturedMerchant: r.is_featured_merchant,
  isFulfilledByAmazon: r.is_fulfilled_by_amazon,
  availabilityType: r.availability_type,
  condition: r.condition,
  sellerFeedbackCount: r.seller_feedback_count,
  sellerPositiveFeedbackRating: r.seller_positive_feedback_rating,
  shippingAmount: r.shipping_amount,
  shippingCurrency: r.shipping_currency,
  shippingTimeMinimumHours: r.shipping_time_minimum_hours,
  shippingTimeMaximumHours: r.shipping_time_maximum_hours,
  shipsFromCountry: r.ships_from.Country,
  date: r.date,
});

/** The ASIN inventory, fees estimate and product offers endpoints (spec 2 §7 'ASIN analytics'). */
export class AsinMarketDataAPI extends PortalRESTDataSource {
  private page<K extends keyof Routes>(route: Routes[K], asin: string, paging?: AsinTablePaging | null) {
    return this.call(route, { params: { id: asin }, query: queryOf(paging) });
  }

  async inventory(asin: string, paging?: AsinTablePaging | null): Promise<AsinInventoryPage> {
    const answer = await this.page(asinMarketDataContract.inventory, asin, paging);
    const rows = (answer as RouteAnswerBody<Routes['inventory']>).rows;
    return {
      count: answer.count,
      rows: rows.map((r) => ({
        sellerSku: r.seller_sku,
        fnsku: r.fnsku,
        productName: r.product_name,
        country: r.country,
        fulfillmentCenterId: r.fulfillment_center_id,
        detailedDisposition: r.detailed_disposition,
        quantity: r.quantity,
        date: r.date,
      })),
    };
  }

  async fees(asin: string, paging?: AsinTablePaging | null): Promise<FeeEstimatePage> {
    const answer = (await this.page(asinMarketDataContract.fees, asin, paging)) as RouteAnswerBody<
      Routes['fees']
    >;
    return {
      count: answer.count,
      rows: answer.rows.map((r) => ({
        feesEstimateAmount: r.fees_estimate_amount,
        feesEstimateCurrency: r.fees_estimate_currency,
        marketplaceId: r.marketplace_id,
        date: r.date,
      })),
    };
  }

  async offers(asin: string, paging?: AsinTablePaging | null): Promise<ProductOfferPage> {
    const answer = (await this.page(asinMarketDataContract.offers, asin, paging)) as RouteAnswerBody<
      Routes['offers']
    >;
    return { count: answer.count, rows: answer.rows.map(offerOf) };
  }
}
