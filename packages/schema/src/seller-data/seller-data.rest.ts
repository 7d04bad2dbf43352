import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';

const isoDay = z.iso.date();

export const dataFreshnessShape = z
  .object({
    fact: z.string().meta({ description: 'Which fact: salesAndTraffic, …' }),
    brand_code: z.string(),
    marketplace_id: z.string(),
    seller_id: z.string(),
    first_day: isoDay.meta({ description: 'The earliest day loaded.' }),
    last_day: isoDay.meta({ description: 'The last day loaded.' }),
    final_through: isoDay
      .nullable()
      .meta({ description: 'Days up to this one are final; later ones may still be revised by Amazon.' }),
    updated_at: z.string(),
    history_loading: z.boolean().meta({
      description: 'A sync of this account is queued or running: days are still being loaded.',
    }),
    next_sync_at: z
      .string()
      .nullable()
      .meta({ description: 'When the scheduled sync next asks the marketplace for new days (ISO time).' }),
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
      fact: z.string().min(1).max(40).optional(),
    }),
    responses: {
      200: {
        description: 'One row per fact and account the caller may see.',
        schema: z.array(dataFreshnessShape),
      },
    },
  }),
});
