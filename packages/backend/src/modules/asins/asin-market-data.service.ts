import type { asinMarketDataContract, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { MARKET_TABLES, marketDataPage } from './asin-market-data.repository.ts';
import { scopedAsin } from './asins.service.ts';

type Query = RouteQuery<typeof asinMarketDataContract.inventory>;
type Table = keyof typeof MARKET_TABLES;

/** Spec 2 §4 pages these tables like the others: 10 rows unless the screen asks for more. */
const DEFAULT_PAGE_SIZE = 10;

/**
 * One page of an ASIN's inventory, fee estimates or offers, newest day first unless sorted. An
 * ASIN the caller may not see is not found (404), exactly as on the ASIN's other pages.
 */
export async function asinMarketDataPage(
  ctx: AppContext,
  principal: Principal,
  table: Table,
  asin: string,
  q: Pick<Query, 'page' | 'pageSize' | 'sortOrder' | 'filterValue'> & {
    sortField?: string;
    filterField?: string;
  },
) {
  await scopedAsin(ctx, principal, asin);
  const page = await marketDataPage(ctx.db, MARKET_TABLES[table], {
    asin,
    visible: visibleBrandCodes(principal),
    filter:
      q.filterField && q.filterValue !== undefined
        ? { field: q.filterField, value: q.filterValue }
        : undefined,
    sort: { field: q.sortField ?? 'date', order: q.sortOrder ?? (q.sortField ? 'asc' : 'desc') },
    page: q.page ?? 0,
    pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  return page;
}

/** The offer row of spec 2 §3 writes its origin as `ships_from: { Country }`. */
export function toOfferRow(row: Record<string, unknown>) {
  const { ships_from_country, ...rest } = row;
  return { ...rest, ships_from: { Country: (ships_from_country as string | null) ?? null } };
}
