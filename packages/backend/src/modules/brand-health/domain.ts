import { brandHealthContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { brandHealthHandlers } from './brand-health.routes.ts';

/** The brand-health domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'brand-health', contract: brandHealthContract, handlers: brandHealthHandlers }),
];
