import { driveDeliveryContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0155 from '../../db/migrations/0155_drive_deliveries.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { driveDeliveryJob } from './drive-delivery.job.ts';
import { driveDeliveryHandlers } from './drive-delivery.routes.ts';

/** Drive delivery (ADR 0535): Send now, the deliveries and the folder's files. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'drive-delivery',
    contract: driveDeliveryContract,
    handlers: driveDeliveryHandlers,
    migrations: { '0155_drive_deliveries': m0155 as unknown as Migration },
    jobs: [driveDeliveryJob],
  }),
];
