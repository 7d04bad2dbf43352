import { advertisingContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0003 from '../../db/migrations/0003_advertising.ts';
import * as m0023 from '../../db/migrations/0023_brand_daily_sales_brand_index.ts';
import * as m0177 from '../../db/migrations/0177_ad_performance_weekly.ts';
import * as m0178 from '../../db/migrations/0178_ad_performance_brand_daily.ts';
import * as m0197 from '../../db/migrations/0197_ad_performance_month_to_date.ts';
import * as m0198 from '../../db/migrations/0198_brand_daily_sales_brand_covering.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { advertisingHandlers } from './advertising.routes.ts';

/** The advertising domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'advertising',
    contract: advertisingContract,
    handlers: advertisingHandlers,
    migrations: {
      '0003_advertising': m0003,
      '0023_brand_daily_sales_brand_index': m0023 as unknown as Migration,
      '0177_ad_performance_weekly': m0177,
      '0178_ad_performance_brand_daily': m0178,
      '0197_ad_performance_month_to_date': m0197 as unknown as Migration,
      '0198_brand_daily_sales_brand_covering': m0198 as unknown as Migration,
    },
  }),
];
