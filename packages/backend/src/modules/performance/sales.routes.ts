import type { salesContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { salesPerformance } from './sales.service.ts';

/** /performance-sales's call (contract: packages/schema/src/performance/sales.rest.ts). */
export const salesHandlers = (ctx: AppContext): ContractHandlers<typeof salesContract> => ({
  sales: ({ principal, query }) => salesPerformance(ctx, principal, query),
});
