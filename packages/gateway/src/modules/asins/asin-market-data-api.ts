import { camelKeys } from '@portal/schema';
import { asinMarketDataContract, type RouteAnswerBody } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import { pageOf } from '../../datasources/rest-rows.ts';
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

/** An offer row: its columns in camelCase, the ships-from object flattened to its country. */
const offerOf = ({ ships_from, ...r }: Offer) => ({ ...camelKeys(r), shipsFromCountry: ships_from.Country });

/** The ASIN inventory, fees estimate and product offers endpoints (spec 2 §7 'ASIN analytics'). */
export class AsinMarketDataAPI extends PortalRESTDataSource {
  private page<R extends Routes[keyof Routes]>(route: R, asin: string, paging?: AsinTablePaging | null) {
    return this.call(route, { params: { id: asin }, query: queryOf(paging) });
  }

  async inventory(asin: string, paging?: AsinTablePaging | null): Promise<AsinInventoryPage> {
    return pageOf(await this.page(asinMarketDataContract.inventory, asin, paging), camelKeys);
  }

  async fees(asin: string, paging?: AsinTablePaging | null): Promise<FeeEstimatePage> {
    return pageOf(await this.page(asinMarketDataContract.fees, asin, paging), camelKeys);
  }

  async offers(asin: string, paging?: AsinTablePaging | null): Promise<ProductOfferPage> {
    return pageOf(await this.page(asinMarketDataContract.offers, asin, paging), offerOf);
  }
}
