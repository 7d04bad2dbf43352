import { lookupsContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { lookupsHandlers } from './lookups.routes.ts';

/** The lookups domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'lookups', contract: lookupsContract, handlers: lookupsHandlers }),
];
