import { performanceContract, salesContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0010 from '../../db/migrations/0010_page_view_events.ts';
import * as m0021 from '../../db/migrations/0021_sku_fact_read_indexes.ts';
import * as m0026 from '../../db/migrations/0026_user_quota_indexes.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import * as performance from './performance.service.ts';
import { salesPerformance } from './sales.service.ts';

/** The performance domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'performance',
    contract: performanceContract,
    // Spec 2 §7 Brand analytics: each route answered by the service function of its name.
    handlers: (ctx) => ({
      skus: ({ principal, query }) => performance.performanceSkus(ctx, principal, query),
      summary: ({ principal, body }) => performance.performanceSummary(ctx, principal, body),
      metric: ({ principal, body }) => performance.performanceMetric(ctx, principal, body),
      productGroups: ({ principal }) => performance.performanceProductGroups(ctx, principal),
      pageView: ({ principal, body }) => performance.recordPageView(ctx, principal, body.path),
    }),
    migrations: {
      '0010_page_view_events': m0010 as unknown as Migration,
      '0021_sku_fact_read_indexes': m0021 as unknown as Migration,
      '0026_user_quota_indexes': m0026 as unknown as Migration,
    },
  }),
  // /performance-sales's call (docs/decisions/0122).
  defineDomain({
    name: 'sales-performance',
    contract: salesContract,
    handlers: (ctx) => ({ sales: ({ principal, query }) => salesPerformance(ctx, principal, query) }),
  }),
];
