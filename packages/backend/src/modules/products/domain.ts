import { productsContract } from '@portal/schema/rest';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { productsHandlers } from './products.routes.ts';

/** The products domain's manifest (products errors and product detail), collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({ name: 'products', contract: productsContract, handlers: productsHandlers }),
];
