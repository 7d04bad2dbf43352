import { performanceContract, salesContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0010 from '../../db/migrations/0010_page_view_events.ts';
import * as m0021 from '../../db/migrations/0021_sku_fact_read_indexes.ts';
import * as m0026 from '../../db/migrations/0026_user_quota_indexes.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { performanceHandlers } from './performance.routes.ts';
import { salesHandlers } from './sales.routes.ts';

/** The performance domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'performance',
    contract: performanceContract,
    handlers: performanceHandlers,
    migrations: {
      '0010_page_view_events': m0010 as unknown as Migration,
      '0021_sku_fact_read_indexes': m0021 as unknown as Migration,
      '0026_user_quota_indexes': m0026 as unknown as Migration,
    },
  }),
  defineDomain({ name: 'sales-performance', contract: salesContract, handlers: salesHandlers }),
];
