import { listingsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0030 from '../../db/migrations/0030_listings.ts';
import * as m0060 from '../../db/migrations/0060_listing_counts.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { listingsHandlers } from './listings.routes.ts';
import { listingsSyncJob } from './sync/listings-sync.job.ts';

/** The listings domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'listings',
    contract: listingsContract,
    handlers: listingsHandlers,
    migrations: {
      '0030_listings': m0030 as unknown as Migration,
      '0060_listing_counts': m0060 as unknown as Migration,
    },
    jobs: [listingsSyncJob],
  }),
];
