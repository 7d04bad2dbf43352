import { sellerDataContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0006 from '../../db/migrations/0006_seller_data.ts';
import * as m0008 from '../../db/migrations/0008_seller_orders.ts';
import * as m0011 from '../../db/migrations/0011_inventory.ts';
import * as m0013 from '../../db/migrations/0013_account_health.ts';
import * as m0014 from '../../db/migrations/0014_asin_market_data.ts';
import * as m0015 from '../../db/migrations/0015_asin_keywords.ts';
import * as m0016 from '../../db/migrations/0016_product_errors.ts';
import * as m0020 from '../../db/migrations/0020_listing_history.ts';
import * as m0022 from '../../db/migrations/0022_sku_weekly_sales.ts';
import * as m0028 from '../../db/migrations/0028_freshness_first_day.ts';
import * as m0140 from '../../db/migrations/0140_brand_daily_sales_unrounded.ts';
import * as m0141 from '../../db/migrations/0141_brand_daily_orders.ts';
import * as m0165 from '../../db/migrations/0165_brand_daily_buyers.ts';
import * as m0166 from '../../db/migrations/0166_brand_daily_order_hours.ts';
import * as m0167 from '../../db/migrations/0167_brand_daily_promotions.ts';
import * as m0168 from '../../db/migrations/0168_marketplace_daily_order_hours.ts';
import * as m0171 from '../../db/migrations/0171_buyer_first_days.ts';
import * as m0185 from '../../db/migrations/0185_sku_monthly_sales.ts';
import * as m0186 from '../../db/migrations/0186_brand_weekly_sales.ts';
import * as m0187 from '../../db/migrations/0187_brand_day_rollups_brand_index.ts';
import * as m0188 from '../../db/migrations/0188_sku_month_to_date.ts';
import * as m0189 from '../../db/migrations/0189_asin_daily_sales_month_to_date.ts';
import * as m0191 from '../../db/migrations/0191_brand_daily_return_reasons.ts';
import * as m0192 from '../../db/migrations/0192_brand_buyer_counts_covering_key.ts';
import * as m0196 from '../../db/migrations/0196_catalog_items_sub_brand_index.ts';
import * as m0199 from '../../db/migrations/0199_sku_month_to_date_integers.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { sellerDataHandlers } from './seller-data.routes.ts';
import { sellerDataSyncJob } from './sync/seller-data-sync.job.ts';

/** The seller-data domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'seller-data',
    contract: sellerDataContract,
    handlers: sellerDataHandlers,
    migrations: {
      '0006_seller_data': m0006 as unknown as Migration,
      '0008_seller_orders': m0008 as unknown as Migration,
      '0011_inventory': m0011 as unknown as Migration,
      '0013_account_health': m0013 as unknown as Migration,
      '0014_asin_market_data': m0014 as unknown as Migration,
      '0016_product_errors': m0016 as unknown as Migration,
      '0015_asin_keywords': m0015 as unknown as Migration,
      '0020_listing_history': m0020 as unknown as Migration,
      '0022_sku_weekly_sales': m0022 as unknown as Migration,
      '0028_freshness_first_day': m0028 as unknown as Migration,
      '0140_brand_daily_sales_unrounded': m0140 as unknown as Migration,
      '0141_brand_daily_orders': m0141 as unknown as Migration,
      '0166_brand_daily_order_hours': m0166 as unknown as Migration,
      '0167_brand_daily_promotions': m0167 as unknown as Migration,
      '0168_marketplace_daily_order_hours': m0168 as unknown as Migration,
      '0165_brand_daily_buyers': m0165 as unknown as Migration,
      '0171_buyer_first_days': m0171 as unknown as Migration,
      '0185_sku_monthly_sales': m0185 as unknown as Migration,
      '0186_brand_weekly_sales': m0186 as unknown as Migration,
      '0187_brand_day_rollups_brand_index': m0187 as unknown as Migration,
      '0188_sku_month_to_date': m0188 as unknown as Migration,
      '0189_asin_daily_sales_month_to_date': m0189 as unknown as Migration,
      '0191_brand_daily_return_reasons': m0191 as unknown as Migration,
      '0196_catalog_items_sub_brand_index': m0196 as unknown as Migration,
      '0199_sku_month_to_date_integers': m0199 as unknown as Migration,
      '0192_brand_buyer_counts_covering_key': m0192 as unknown as Migration,
    },
    jobs: [sellerDataSyncJob],
  }),
];
