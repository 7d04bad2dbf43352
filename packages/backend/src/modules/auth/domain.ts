import { authContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { authHandlers } from './auth.routes.ts';

/** The auth domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'auth', contract: authContract, handlers: authHandlers }),
];
