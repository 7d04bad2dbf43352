import { platformContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0001 from '../../db/migrations/0001_platform.ts';
import * as m0002 from '../../db/migrations/0002_reference_data.ts';
import * as m0005 from '../../db/migrations/0005_marketplace_timezones.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { mountDocsAssets, platformHandlers } from './platform.routes.ts';

/** The platform domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'platform',
    contract: platformContract,
    handlers: platformHandlers,
    mount: mountDocsAssets,
    // The platform tables (users, brands, sessions, marketplaces) and the reference lists.
    migrations: {
      '0001_platform': m0001,
      '0002_reference_data': m0002 as unknown as Migration,
      '0005_marketplace_timezones': m0005 as unknown as Migration,
    },
  }),
];
