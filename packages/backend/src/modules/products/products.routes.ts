import type { productsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  changeIgnoreStatus,
  changeSubBrandCode,
  getProductDetail,
  listProductErrorsPage,
} from './products.service.ts';

/** Products errors (spec 2 §7) and product detail (spec 3 §7); contract: schema products.rest.ts. */
export const productsHandlers = (ctx: AppContext): ContractHandlers<typeof productsContract> => ({
  errors: ({ query }) => listProductErrorsPage(ctx, query),
  detail: ({ principal, query }) => getProductDetail(ctx, principal, query.sku),
  changeIgnore: ({ principal, params, body }) => changeIgnoreStatus(ctx, principal, params.sku, body.ignore),
  changeSubBrand: ({ principal, params, body }) =>
    changeSubBrandCode(ctx, principal, params.sku, body['sub-brand-code']),
});
