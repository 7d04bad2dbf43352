import { jobsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0024 from '../../db/migrations/0024_jobs.ts';
import * as m0027 from '../../db/migrations/0027_system_jobs.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { jobsHandlers } from './jobs.routes.ts';

/** The jobs domain's manifest: reading one's jobs and their files (the queue is src/jobs/). */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'jobs',
    contract: jobsContract,
    handlers: jobsHandlers,
    migrations: {
      '0024_jobs': m0024 as unknown as Migration,
      '0027_system_jobs': m0027 as unknown as Migration,
    },
  }),
];
