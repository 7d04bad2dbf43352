import type { brandHealthContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { brandInventory, brandPerformance } from './brand-health.service.ts';

/** Spec 2 §7 'Brand analytics' (contract: packages/schema/src/brand-health/brand-health.rest.ts). */
export const brandHealthHandlers = (ctx: AppContext): ContractHandlers<typeof brandHealthContract> => ({
  performance: ({ principal, params }) => brandPerformance(ctx, principal, params.brandCode),
  inventory: ({ principal, params }) => brandInventory(ctx, principal, params.brandCode),
});
