import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import { analyzeFacts, FACT_TABLES } from './analyze-facts.ts';

// The tables the one statement named before ADR 0615: the split must analyze exactly these.
const BEFORE = `catalog_items, sku_sales_traffic_daily, sku_sales_traffic_weekly, brand_daily_sales,
  asin_daily_sales, orders, order_items, order_lines, customer_returns, brand_hourly_orders,
  inventory_snapshots, reserved_inventory_snapshots, brand_inventory, account_health_monthly,
  fc_inventory_snapshots, fee_estimates, product_offers, product_errors, asin_keywords,
  keyword_rank_daily, listing_snapshots, alerts`
  .split(',')
  .map((t) => t.trim());

describe.each(databasesUnderTest())('the facts analyze on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  beforeAll(async () => {
    api = await startTestBackend(database, { seed: 'none' });
    db = api.backend.db;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('analyzes one table per statement and gives the event loop a turn after each (ADR 0615)', async () => {
    // What reaches the database, in order, beside each turn given back to the event loop.
    const steps: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        steps.push(db.getExecutor().compileQuery(args.node, args.queryId).sql.trim());
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await analyzeFacts(db.withPlugin(recorder), {
      pause: async () => {
        steps.push('(pause)');
      },
    });

    const statements = steps.filter((s) => s !== '(pause)');
    expect(statements).toEqual(FACT_TABLES.map((t) => `analyze "${t}"`));
    // No two statements run back to back: the event loop has a turn between every pair.
    expect(steps).toEqual(FACT_TABLES.flatMap((t) => [`analyze "${t}"`, '(pause)']));
    // And the rollups added since: SKU-month (ADR 0625), SKU month-to-date (0627), ASIN month-to-date (0628).
    expect([...FACT_TABLES].sort()).toEqual(
      [
        ...BEFORE,
        'sku_sales_traffic_monthly',
        'sku_sales_traffic_month_to_date',
        'asin_daily_sales_month_to_date',
      ].sort(),
    );
  });
});
