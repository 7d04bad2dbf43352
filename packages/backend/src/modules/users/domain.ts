import { usersContract } from '@portal/schema/rest';
import * as m0161 from '../../db/migrations/0161_user_status.ts';
import * as m0175 from '../../db/migrations/0175_user_account_features.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { usersHandlers } from './users.routes.ts';

/** The users domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'users',
    contract: usersContract,
    handlers: usersHandlers,
    migrations: { '0161_user_status': m0161, '0175_user_account_features': m0175 },
  }),
];
