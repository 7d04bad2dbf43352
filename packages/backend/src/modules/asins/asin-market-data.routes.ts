import type { asinMarketDataContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { asinMarketDataPage, toOfferRow } from './asin-market-data.service.ts';

// The repository answers rows whose fields are the contract's; the route's answer schema checks them.
type Answer<K extends keyof typeof asinMarketDataContract> = ReturnType<
  ContractHandlers<typeof asinMarketDataContract>[K]
>;

/** Spec 2 §7 'ASIN analytics': inventory, fees estimate and product offers of one ASIN. */
export const asinMarketDataHandlers = (ctx: AppContext): ContractHandlers<typeof asinMarketDataContract> => ({
  inventory: async ({ principal, params, query }) =>
    (await asinMarketDataPage(ctx, principal, 'inventory', params.id, query)) as Awaited<Answer<'inventory'>>,
  fees: async ({ principal, params, query }) =>
    (await asinMarketDataPage(ctx, principal, 'fees', params.id, query)) as Awaited<Answer<'fees'>>,
  offers: async ({ principal, params, query }) => {
    const page = await asinMarketDataPage(ctx, principal, 'offers', params.id, query);
    return { count: page.count, rows: page.rows.map(toOfferRow) } as Awaited<Answer<'offers'>>;
  },
});
