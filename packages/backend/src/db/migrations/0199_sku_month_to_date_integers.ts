import { type Kysely, sql } from 'kysely';

// The SKU month-to-date rollup's two `numeric` sums as whole numbers of their smallest unit
// (docs/decisions/0637): sales in hundredths (the facts' numeric(14, 2)) and buy box sessions in
// ten-thousandths (sessions × a numeric(6, 2) percentage / 100 has at most four decimals). Exact
// either way; the grid adds ~37,000 of these rows per call over every brand at 16× demo data, and a
// bigint sum is a machine add where a numeric one is not (the grid's rank statement: −17 %).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sku_sales_traffic_month_to_date
      alter column ordered_product_sales type bigint using (ordered_product_sales * 100)::bigint,
      alter column buy_box_sessions type bigint using (buy_box_sessions * 10000)::bigint`.execute(db);
  await sql`alter table sku_sales_traffic_month_to_date
    rename column ordered_product_sales to ordered_product_sales_hundredths`.execute(db);
  await sql`alter table sku_sales_traffic_month_to_date
    rename column buy_box_sessions to buy_box_sessions_ten_thousandths`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sku_sales_traffic_month_to_date
    rename column ordered_product_sales_hundredths to ordered_product_sales`.execute(db);
  await sql`alter table sku_sales_traffic_month_to_date
    rename column buy_box_sessions_ten_thousandths to buy_box_sessions`.execute(db);
  await sql`
    alter table sku_sales_traffic_month_to_date
      alter column ordered_product_sales type numeric(16, 2) using ordered_product_sales / 100.0,
      alter column buy_box_sessions type numeric using buy_box_sessions / 10000.0`.execute(db);
}
