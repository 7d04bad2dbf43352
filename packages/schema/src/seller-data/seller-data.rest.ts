import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';

const isoDay = z.iso.date();

export const dataFreshnessShape = z
  .object({
    fact: z.string().meta({ description: 'Which fact: salesAndTraffic, …' }),
    brand_code: z.string(),
    marketplace_id: z.string(),
    seller_id: z.string(),
    last_day: isoDay.meta({ description: 'The last day loaded.' }),
    final_through: isoDay
      .nullable()
      .meta({ description: 'Days up to this one are final; later ones may still be revised by Amazon.' }),
    updated_at: z.string(),
  })
  .meta({ id: 'DataFreshness' });

/** How far the seller's marketplace facts are loaded, so screens can say 'data through {date}'. */
export const sellerDataContract = defineContract({
  freshness: defineRoute({
    method: 'get',
    path: '/seller-data/freshness',
    operationId: 'dataFreshness',
    summary: 'How far each fact is loaded, per brand, marketplace and seller account',
    tag: 'seller data',
    access: { permission: 'sellerData.freshness' },
    query: z.object({
      brandCode: z.string().min(1).optional(),
      marketplaceId: z.string().min(1).optional(),
    }),
    responses: {
      200: {
        description: 'One row per fact and account the caller may see.',
        schema: z.array(dataFreshnessShape),
      },
    },
  }),
});
