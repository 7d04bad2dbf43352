import { activityContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0017 from '../../db/migrations/0017_activity_users.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { activityHandlers } from './activity.routes.ts';

/** The activity domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'activity',
    contract: activityContract,
    handlers: activityHandlers,
    migrations: { '0017_activity_users': m0017 as unknown as Migration },
  }),
];
