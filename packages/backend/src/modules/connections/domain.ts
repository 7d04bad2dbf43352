import { connectionsContract } from '@portal/schema/rest';
import * as m0106 from '../../db/migrations/0106_connections.ts';
import * as m0169 from '../../db/migrations/0169_seller_sync_last_finished.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { connectionsHandlers } from './connections.routes.ts';

/** Connections (issue 33): Selling Partner authorization, connected sellers and their names. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'connections',
    contract: connectionsContract,
    handlers: connectionsHandlers,
    migrations: { '0106_connections': m0106, '0169_seller_sync_last_finished': m0169 },
  }),
];
