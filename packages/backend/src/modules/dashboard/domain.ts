import { dashboardContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { dashboardHandlers } from './dashboard.routes.ts';

/** The dashboard domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'dashboard', contract: dashboardContract, handlers: dashboardHandlers }),
];
