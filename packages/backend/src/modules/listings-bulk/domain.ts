import { listingsBulkContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0080 from '../../db/migrations/0080_listings_bulk.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { bulkUpdateJob } from './bulk-update.job.ts';
import { csvProcessJob } from './csv-process.job.ts';
import { listingsBulkHandlers } from './listings-bulk.routes.ts';
import { listingsExportJob } from './listings-export.job.ts';

/** Bulk edit, CSV upload and exports of listings (issue 32; ADR 0440). */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'listings-bulk',
    contract: listingsBulkContract,
    handlers: listingsBulkHandlers,
    migrations: { '0080_listings_bulk': m0080 as unknown as Migration },
    jobs: [csvProcessJob, bulkUpdateJob, listingsExportJob],
  }),
];
