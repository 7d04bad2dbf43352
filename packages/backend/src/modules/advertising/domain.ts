import { advertisingContract } from '@portal/schema/rest';
import * as m0003 from '../../db/migrations/0003_advertising.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { advertisingHandlers } from './advertising.routes.ts';

/** The advertising domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'advertising',
    contract: advertisingContract,
    handlers: advertisingHandlers,
    migrations: { '0003_advertising': m0003 },
  }),
];
