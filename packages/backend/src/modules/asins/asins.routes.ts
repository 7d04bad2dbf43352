import type { asinsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { getAsin, listAsinPage, updateAsin, watchAsin } from './asins.service.ts';

/** Spec 2 §7 ASIN calls (contract: packages/schema/src/asins/asins.rest.ts). */
export const asinsHandlers = (ctx: AppContext): ContractHandlers<typeof asinsContract> => ({
  list: ({ principal, query }) => listAsinPage(ctx, principal, query),
  watch: ({ principal, params }) => watchAsin(ctx, principal, params.asin, true),
  unwatch: ({ principal, params }) => watchAsin(ctx, principal, params.asin, false),
  get: ({ principal, params }) => getAsin(ctx, principal, params.asin),
  update: ({ principal, params, body }) => updateAsin(ctx, principal, params.asin, body),
});
