import { insightsContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { insightsHandlers } from './insights.routes.ts';

/** The insights domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'insights', contract: insightsContract, handlers: insightsHandlers }),
];
