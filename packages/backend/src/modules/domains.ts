import type { RestContract, RestRoute } from '@portal/schema/rest';
import { DISCOVERED_DOMAINS } from '../generated/domains.ts';
import type { AnyDomainManifest } from './manifest.ts';

/**
 * Every backend domain, once: each folder's `domain.ts`, collected by the generated index (no hand
 * list to edit). The app's routes, the OpenAPI document and the migration list all read this.
 * Order carries no meaning: routes are bound most specific first (http/route-order.ts) and
 * migrations run by id.
 */
export const DOMAINS: readonly AnyDomainManifest[] = DISCOVERED_DOMAINS;

/** Every contract route of the service, in domain order. */
export const CONTRACT_ROUTES: readonly RestRoute[] = DOMAINS.flatMap((domain) =>
  Object.values(domain.contract as RestContract),
);
