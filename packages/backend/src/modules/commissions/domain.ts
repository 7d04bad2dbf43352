import { commissionsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0018 from '../../db/migrations/0018_commissions.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { commissionsHandlers } from './commissions.routes.ts';

/** The commissions domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'commissions',
    contract: commissionsContract,
    handlers: commissionsHandlers,
    migrations: { '0018_commissions': m0018 as unknown as Migration },
  }),
];
