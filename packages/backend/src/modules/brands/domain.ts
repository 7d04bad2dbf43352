import { brandNotesContract, brandsContract, customAttributesContract } from '@portal/schema/rest';
import * as m0007 from '../../db/migrations/0007_brands.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { brandNotesHandlers, brandsHandlers, customAttributesHandlers } from './brands.routes.ts';

/** The brands domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'brands',
    contract: brandsContract,
    handlers: brandsHandlers,
    migrations: { '0007_brands': m0007 },
  }),
  defineDomain({ name: 'brand-notes', contract: brandNotesContract, handlers: brandNotesHandlers }),
  defineDomain({
    name: 'custom-attributes',
    contract: customAttributesContract,
    handlers: customAttributesHandlers,
  }),
];
