import { insightsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0019 from '../../db/migrations/0019_order_lines.ts';
import * as m0176 from '../../db/migrations/0176_customer_returns_covering.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { insightsHandlers } from './insights.routes.ts';
import { insightsExportJob } from './insights-export.job.ts';

/** The insights domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'insights',
    contract: insightsContract,
    handlers: insightsHandlers,
    migrations: {
      '0019_order_lines': m0019 as unknown as Migration,
      '0176_customer_returns_covering': m0176 as unknown as Migration,
    },
    jobs: [insightsExportJob],
  }),
];
