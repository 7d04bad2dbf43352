import type { lookupsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { authorizedMarketplacesFor, brandIdsFor } from '../marketplaces/marketplaces.service.ts';
import { listAccountManagers, listBrandRoleAssignees, listLookup } from './lookups.repository.ts';

/**
 * Spec 1 §7.2 lookups and the marketplaces and brands the caller may pick (contract:
 * packages/schema/src/lookups/lookups.rest.ts). Who may read each list is the permission table's.
 */
export const lookupsHandlers = (ctx: AppContext): ContractHandlers<typeof lookupsContract> => ({
  brandStatuses: () => listLookup(ctx.db, 'brand_statuses'),
  brandTypes: () => listLookup(ctx.db, 'brand_types'),
  orderMethods: () => listLookup(ctx.db, 'order_methods'),
  agreementTypes: () => listLookup(ctx.db, 'agreement_types'),
  brandMaxControl: () => listLookup(ctx.db, 'brand_max_control'),
  brandRoleAssignees: () => listBrandRoleAssignees(ctx.db),
  accountManagers: () => listAccountManagers(ctx.db),
  authorizedMarketplaces: async ({ principal }) => ({
    sp_api_authorized_marketplaces: await authorizedMarketplacesFor(ctx, principal),
  }),
  brandIds: ({ principal, query }) => brandIdsFor(ctx, principal, query.ad_type),
});
