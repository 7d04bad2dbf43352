import { listingEditorContract, listingsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0030 from '../../db/migrations/0030_listings.ts';
import * as m0060 from '../../db/migrations/0060_listing_counts.ts';
import * as m0070 from '../../db/migrations/0070_listing_versions.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { listingEditorHandlers } from './editor/editor.routes.ts';
import { listingSubmitJob } from './editor/listing-submit.job.ts';
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
  defineDomain({
    name: 'listing-editor',
    contract: listingEditorContract,
    handlers: listingEditorHandlers,
    migrations: { '0070_listing_versions': m0070 as unknown as Migration },
    jobs: [listingSubmitJob],
  }),
];
