import { addIsoDays, todayUtc } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { HISTORY_DAYS } from '../../../seed/demo-advertising-plan.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import { hash, type PlannedAccount, planAccountCatalog } from './demo-catalog-plan.ts';
import { createDemoMarketplace } from './demo-marketplace.ts';

// The currency each demo marketplace reports in (the simulator writes it into every amount).
const CURRENCY: Record<string, string> = {
  ATVPDKIKX0DER: 'USD',
  A2EUQ1WTGCTBG2: 'CAD',
  A1AM78C64UM0Y8: 'MXN',
  A2Q3Y263D00KWC: 'BRL',
  A1F83G8C2ARO7P: 'GBP',
  A1PA6795UKMFR9: 'EUR',
  A13V1IB3VIYZZH: 'EUR',
  APJ6JRA9NG5V4: 'EUR',
  A1RKKUPIHCS9HS: 'EUR',
  A1805IZSGTT6HS: 'EUR',
  A2NODRKZP88ZB9: 'SEK',
  A1C3SOZRARQ6R3: 'PLN',
  A1VC38T7YXB528: 'JPY',
  A39IBJ37TRP1C6: 'AUD',
  A19VAU5U5O7RUS: 'SGD',
};
const SEASON = [0.82, 0.8, 0.9, 0.92, 0.97, 1.0, 1.22, 0.98, 1.0, 1.12, 1.45, 1.7];

/** A demo seller account as the portal knows it (authorized_marketplaces and the brand's name). */
export interface DemoAccountRow {
  brandCode: string;
  brandName: string;
  sellerId: string;
  marketplaceId: string;
}

export interface DemoMarketplace {
  marketplace: MarketplaceDataConnector;
  accounts: PlannedAccount[];
}

/**
 * The local marketplace of the demo sellers: the same planned catalogs and demand whoever asks —
 * the demo seed's first load, a background sync of the older history or the daily sync. A brand's
 * daily demand follows its advertising (ad revenue is part of its sales, so TACoS stays below ACoS)
 * or, without ads, a seasonal baseline.
 */
export async function demoMarketplaceFor(
  db: Kysely<Database>,
  /** `only`: just this seller account (one sync job needs no other account's plan or ads). */
  opts: { seed: number; now: Date; only?: { sellerId: string; marketplaceId: string } },
): Promise<DemoMarketplace> {
  const rows = await demoAccountRows(db, opts.only);
  const yesterday = addIsoDays(todayUtc(opts.now), -1);
  const adRevenue = await advertisingRevenue(
    db,
    addIsoDays(yesterday, -(HISTORY_DAYS - 1)),
    opts.only ? opts.only.marketplaceId : null,
  );
  const accounts = rows.map((a) =>
    planAccountCatalog(opts.seed, { ...a, currencyCode: CURRENCY[a.marketplaceId] ?? 'USD' }),
  );
  const dailyDemand = (account: PlannedAccount, day: string) => {
    const noise =
      (hash(`${opts.seed}:${account.brandCode}:${account.marketplaceId}:${day}`) % 10_000) / 10_000;
    const ads = adRevenue.get(`${account.brandCode}|${account.marketplaceId}|${day}`);
    if (ads !== undefined) return ads * (1.8 + 1.4 * noise) + 40;
    const month = Number(day.slice(5, 7)) - 1;
    const base = 150 + (hash(`${account.brandCode}:${account.marketplaceId}`) % 900);
    return base * (SEASON[month] ?? 1) * (0.8 + 0.4 * noise);
  };
  return {
    marketplace: createDemoMarketplace({ seed: opts.seed, now: opts.now, accounts, dailyDemand }),
    accounts,
  };
}

async function demoAccountRows(
  db: Kysely<Database>,
  only: { sellerId: string; marketplaceId: string } | undefined,
): Promise<DemoAccountRow[]> {
  let query = db
    .selectFrom('authorized_marketplaces as a')
    .innerJoin('brands as b', 'b.brand_code', 'a.brand_code')
    .select(['a.brand_code', 'b.name', 'a.seller_id', 'a.marketplace_id']);
  if (only)
    query = query.where('a.seller_id', '=', only.sellerId).where('a.marketplace_id', '=', only.marketplaceId);
  const rows = await query
    // In the order the accounts were authorized: the seed loads them in that order too.
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    brandCode: r.brand_code,
    brandName: r.name,
    sellerId: r.seller_id,
    marketplaceId: r.marketplace_id,
  }));
}

async function advertisingRevenue(
  db: Kysely<Database>,
  from: string,
  marketplaceId: string | null,
): Promise<Map<string, number>> {
  const rows = await sql<{ brand_code: string; marketplace_id: string; day: string; revenue: number }>`
    select brand_code, marketplace_id, to_char(report_date, 'YYYY-MM-DD') as day,
      sum(advertising_revenue)::float8 as revenue
    from ad_performance_daily
    where ad_type in ('sp', 'sb') and report_date >= ${from}::date
      and (${marketplaceId}::text is null or marketplace_id = ${marketplaceId})
    group by 1, 2, 3`.execute(db);
  return new Map(rows.rows.map((r) => [`${r.brand_code}|${r.marketplace_id}|${r.day}`, r.revenue]));
}
