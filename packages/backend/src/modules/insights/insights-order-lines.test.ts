import { addIsoDays, todayUtc } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { updateProduct } from '../products/product-detail.repository.ts';
import {
  heatmapCells,
  type InsightGroup,
  type InsightScope,
  orderMetrics,
  type Period,
  promoMetrics,
  scopeSellers,
} from './insights.sql.ts';
import {
  heatmapCellsFromFacts,
  orderMetricsFromFacts,
  promoMetricsFromFacts,
} from './insights-facts.reference.ts';

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const MARKETPLACE = 'ATVPDKIKX0DER';
// A recent month, and a period longer than the seeded orders (every order line at once).
const PERIODS: Period[] = [
  { from: dayBefore(28), to: dayBefore(1) },
  { from: dayBefore(200), to: dayBefore(0) },
];
const GROUPS: InsightGroup[] = ['total', 'brand', 'sku'];
const sorted = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
const sortedCells = (cells: { key: string; weekday: number; hour: number; orders: number }[]) =>
  [...cells].sort((a, b) =>
    `${a.key}|${a.weekday}|${a.hour}`.localeCompare(`${b.key}|${b.weekday}|${b.hour}`),
  );

// Every figure of the insights cards that reads orders must be the same from the order lines as
// from the order items joined to their orders and catalog brand (the reading before the lines).
describe.each(databasesUnderTest())('insight cards from the order lines on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  const scopes: { name: string; scope: InsightScope }[] = [];

  const scopeOf = async (codes: string[], sellerSku?: string): Promise<InsightScope> => ({
    marketplace: MARKETPLACE,
    codes,
    sellers: await scopeSellers(db, MARKETPLACE, codes),
    ...(sellerSku ? { sellerSku } : {}),
  });

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    // A parent brand whose sub brands own some of its SKUs, one of those sub brands, and a SKU.
    const parent = await sql<{ parent: string; sub: string; sku: string }>`
      select c.brand_code as parent, c.sub_brand_code as sub, min(c.seller_sku) as sku
      from catalog_items c
      where c.marketplace_id = ${MARKETPLACE} and c.sub_brand_code is not null
      group by 1, 2 order by 1, 2 limit 1`.execute(db);
    const found = parent.rows[0];
    if (!found) throw new Error('the demo seed has no sub brand SKUs');
    scopes.push(
      { name: 'every brand', scope: { marketplace: MARKETPLACE, codes: null, sellers: null } },
      { name: `parent brand ${found.parent}`, scope: await scopeOf([found.parent]) },
      { name: `sub brand ${found.sub}`, scope: await scopeOf([found.sub]) },
      { name: `SKU ${found.sku}`, scope: await scopeOf([found.parent], found.sku) },
      { name: 'two brands', scope: await scopeOf([found.parent, 'MR001']) },
    );
  });
  it("moves a SKU's order lines with it when product detail gives it another sub brand", async () => {
    const picked = await sql<{ sku: string; brand: string; sub: string | null; other: string }>`
      select c.seller_sku as sku, c.brand_code as brand, c.sub_brand_code as sub, s.brand_code as other
      from catalog_items c
      join brands s on s.parent_brand_code = c.brand_code and s.brand_code is distinct from c.sub_brand_code
      where c.marketplace_id = ${MARKETPLACE}
        and exists (select 1 from order_items i where i.seller_sku = c.seller_sku and i.seller_id = c.seller_id)
      order by 1 limit 1`.execute(db);
    const sku = picked.rows[0];
    if (!sku) throw new Error('the demo seed has no SKU another sub brand could take');
    const subScope = await scopeOf([sku.other]);
    const period = PERIODS[1] as Period;
    const before = await orderMetrics(db, subScope, period, 'sku');
    expect(before.has(sku.sku)).toBe(false);
    await updateProduct(
      db,
      null,
      { seller_sku: sku.sku, brand_code: sku.brand },
      { sub_brand_code: sku.other },
    );
    const after = await orderMetrics(db, await scopeOf([sku.other]), period, 'sku');
    expect(after.get(sku.sku)?.orders).toBeGreaterThan(0);
    expect(sorted(after)).toEqual(
      sorted(await orderMetricsFromFacts(db, await scopeOf([sku.other]), period, 'sku')),
    );
    await updateProduct(
      db,
      null,
      { seller_sku: sku.sku, brand_code: sku.brand },
      { sub_brand_code: sku.sub },
    );
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('gives each scope, period and group the same revenue, units, orders, S&S and buyers', async () => {
    let compared = 0;
    for (const { name, scope } of scopes)
      for (const period of PERIODS)
        for (const group of GROUPS) {
          const expected = await orderMetricsFromFacts(db, scope, period, group);
          const actual = await orderMetrics(db, scope, period, group);
          expect(sorted(actual), `${name} ${period.from}..${period.to} by ${group}`).toEqual(
            sorted(expected),
          );
          compared += expected.size;
        }
    expect(compared).toBeGreaterThan(100);
    // 18 to 30 s on a quiet machine (every scope, period and group, against the reference): sized for
    // one four times slower.
  }, 120_000);

  it('gives each scope, period and group the same heatmap cells', async () => {
    for (const { name, scope } of scopes)
      for (const period of PERIODS)
        for (const group of GROUPS) {
          const expected = await heatmapCellsFromFacts(db, scope, period, group);
          const actual = await heatmapCells(db, scope, period, group);
          expect(expected.length, name).toBeGreaterThan(0);
          expect(sortedCells(actual), `${name} ${period.from}..${period.to} by ${group}`).toEqual(
            sortedCells(expected),
          );
        }
  });

  it('gives each scope and period the same promotion code orders, units and discounts', async () => {
    for (const { name, scope } of scopes)
      for (const period of PERIODS)
        for (const by of ['code', 'brand', 'sku'] as const) {
          const expected = await promoMetricsFromFacts(db, scope, period, by);
          const actual = await promoMetrics(db, scope, period, by);
          expect(sorted(actual), `${name} ${period.from}..${period.to} by ${by}`).toEqual(sorted(expected));
        }
    const all = await promoMetricsFromFacts(
      db,
      scopes[0]?.scope as InsightScope,
      PERIODS[1] as Period,
      'code',
    );
    expect(all.size).toBeGreaterThan(0);
  });

  it('leaves out the order lines no brand owns, so every brand’s rows sum to the total', async () => {
    const period = PERIODS[1] as Period;
    const scope = scopes[0]?.scope as InsightScope;
    const before = await orderMetrics(db, scope, period, 'total');
    // A line loaded after its seller was disconnected, of a SKU no listing names: no brand.
    await sql`
      insert into order_lines (seller_id, marketplace_id, purchase_day, amazon_order_id, seller_sku, brand_code,
        sub_brand_code, purchase_weekday, purchase_hour, buyer_key, subscribe_and_save, quantity, item_price,
        item_promotion_discount, promotion_ids)
      select seller_id, marketplace_id, purchase_day, 'ORPHAN-ORDER-1', 'ORPHAN-SKU', null, null,
        purchase_weekday, purchase_hour, buyer_key, subscribe_and_save, quantity, item_price,
        item_promotion_discount, promotion_ids
      from order_lines where marketplace_id = ${MARKETPLACE} and purchase_day >= ${period.from}::date limit 1`.execute(
      db,
    );

    const byBrand = await orderMetrics(db, scope, period, 'brand');
    expect([...byBrand.keys()].every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    const total = await orderMetrics(db, scope, period, 'total');
    expect(sorted(total)).toEqual(sorted(before));
    const revenue = [...byBrand.values()].reduce((sum, m) => sum + m.revenue, 0);
    expect(revenue).toBeCloseTo([...total.values()][0]?.revenue ?? Number.NaN, 2);
    await sql`delete from order_lines where amazon_order_id = 'ORPHAN-ORDER-1'`.execute(db);
  });
});
