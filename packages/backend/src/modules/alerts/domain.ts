import { alertsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0012 from '../../db/migrations/0012_alerts.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { alertsHandlers } from './alerts.routes.ts';

/** The alerts domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'alerts',
    contract: alertsContract,
    handlers: alertsHandlers,
    migrations: { '0012_alerts': m0012 as unknown as Migration },
  }),
];
