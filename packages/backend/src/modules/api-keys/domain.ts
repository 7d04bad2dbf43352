import { apiKeysContract } from '@portal/schema/rest';
import * as m0105 from '../../db/migrations/0105_api_keys.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { apiKeysHandlers } from './api-keys.routes.ts';

/** API keys for scripts and partner integrations (issue 36, docs/decisions/0470). */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'api-keys',
    contract: apiKeysContract,
    handlers: apiKeysHandlers,
    migrations: { '0105_api_keys': m0105 },
  }),
];
