import { brandNotesContract, brandsContract, customAttributesContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0007 from '../../db/migrations/0007_brands.ts';
import * as m0025 from '../../db/migrations/0025_sealed_secrets.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { brandNotesHandlers, brandsHandlers, customAttributesHandlers } from './brands.routes.ts';

/** The brands domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'brands',
    contract: brandsContract,
    handlers: brandsHandlers,
    // 0025 also covers advertising_authorizations: one migration for every sealed column.
    migrations: { '0007_brands': m0007, '0025_sealed_secrets': m0025 as unknown as Migration },
  }),
  defineDomain({ name: 'brand-notes', contract: brandNotesContract, handlers: brandNotesHandlers }),
  defineDomain({
    name: 'custom-attributes',
    contract: customAttributesContract,
    handlers: customAttributesHandlers,
  }),
];
