import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The currency the marketplaces' sales facts are reported in, when they share one (null when they
 * differ or none has facts): the screens that sum money across marketplaces say which it is.
 */
export async function factsCurrency(
  db: Kysely<Database>,
  marketplaceIds: readonly string[],
): Promise<string | null> {
  const result = await sql<{ currency_code: string }>`
    select distinct currency_code from (
      select (select s.currency_code from sku_sales_traffic_daily s where s.marketplace_id = m limit 1) as currency_code
      from unnest(${[...marketplaceIds]}::text[]) m) c where currency_code is not null`.execute(db);
  return result.rows.length === 1 ? (result.rows[0]?.currency_code ?? null) : null;
}
