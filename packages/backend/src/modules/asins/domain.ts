import {
  asinKeywordsContract,
  asinMarketDataContract,
  asinPerformanceContract,
  asinsContract,
} from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0009 from '../../db/migrations/0009_asins.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { asinKeywordsHandlers } from './asin-keywords.routes.ts';
import { asinMarketDataHandlers } from './asin-market-data.routes.ts';
import { asinPerformanceHandlers } from './asin-performance.routes.ts';
import { asinsHandlers } from './asins.routes.ts';

/** The asins domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'asins',
    contract: asinsContract,
    handlers: asinsHandlers,
    migrations: { '0009_asins': m0009 as unknown as Migration },
  }),
  defineDomain({
    name: 'asin-performance',
    contract: asinPerformanceContract,
    handlers: asinPerformanceHandlers,
  }),
  defineDomain({
    name: 'asin-market-data',
    contract: asinMarketDataContract,
    handlers: asinMarketDataHandlers,
  }),
  defineDomain({
    name: 'asin-keywords',
    contract: asinKeywordsContract,
    handlers: asinKeywordsHandlers,
  }),
];
