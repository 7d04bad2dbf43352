import { activityContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { activityHandlers } from './activity.routes.ts';

/** The activity domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'activity', contract: activityContract, handlers: activityHandlers }),
];
