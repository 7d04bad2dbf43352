import { usersContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { usersHandlers } from './users.routes.ts';

/** The users domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'users', contract: usersContract, handlers: usersHandlers }),
];
