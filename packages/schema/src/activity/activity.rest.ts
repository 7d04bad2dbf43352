import { z } from 'zod';
import { LISTINGS_ACTIVITY_PAGE_SIZE } from '../constants/ui.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { integerParam, nullableString, pageShape } from '../rest/shapes.ts';

const sellerKeyQuery = {
  seller_id: z.string().trim().min(1, 'is required').max(1000).meta({ description: 'Selling partner id.' }),
  marketplace_id: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(1000)
    .meta({ description: 'Amazon marketplace id.' }),
};
const sellerKeyBody = {
  sellerId: z.string().trim().min(1, 'is required').max(1000),
  marketplaceId: z.string().trim().min(1, 'is required').max(1000),
};

export const activityEntryShape = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    type: z.string(),
    comment: nullableString,
    created_at: z.iso.datetime({ offset: true }),
    user: z.object({ email: z.string() }).nullable().meta({
      description:
        "Who made the change: present only when it is the caller (spec 3 §3), so no other user's address leaves the service.",
    }),
  })
  .meta({ id: 'ActivityEntry' });

/** Spec 1 §7.3 listing-activity notifications (scoped to the caller's sellers by the service). */
export const activityContract = defineContract({
  unreadCount: defineRoute({
    method: 'get',
    path: '/amazon-listings/activity-unread-count',
    operationId: 'activityUnreadCount',
    summary: 'Unread listing activity for one seller and marketplace',
    tag: 'activity',
    access: { permission: 'activity.read' },
    query: z.object(sellerKeyQuery),
    responses: {
      200: { description: 'The unread count.', schema: z.object({ count: z.number().int().min(0) }) },
    },
  }),
  unreadEntries: defineRoute({
    method: 'get',
    path: '/amazon-listings/activity-unread-entries',
    operationId: 'activityUnreadEntries',
    summary: 'A page of unread listing activity, newest first',
    tag: 'activity',
    access: { permission: 'activity.read' },
    query: z.object({
      ...sellerKeyQuery,
      page: integerParam(0, 100_000).default(0).meta({ description: 'Page number from 0.' }),
      pageSize: integerParam(1, 100).default(15),
    }),
    responses: {
      200: {
        description: 'One page and the total.',
        schema: z.object({ entries: z.array(activityEntryShape), count: z.number().int() }),
      },
    },
  }),
  activity: defineRoute({
    method: 'get',
    path: '/amazon-listings/activity',
    operationId: 'listingActivity',
    summary: 'Every listing activity entry of a seller and marketplace, read or not, newest first',
    tag: 'activity',
    access: { permission: 'activity.read' },
    query: z.object({
      ...sellerKeyQuery,
      sku: z.string().trim().min(1).max(200).optional().meta({ description: 'Only this SKU.' }),
      searchValue: z.string().trim().max(200).optional().meta({ description: 'Part of a SKU, any case.' }),
      page: integerParam(0, 100_000).default(0).meta({ description: 'Page number from 0.' }),
      pageSize: integerParam(1, 100).default(LISTINGS_ACTIVITY_PAGE_SIZE),
    }),
    responses: {
      200: {
        description: 'One page and the number of matching entries.',
        schema: pageShape(activityEntryShape),
      },
    },
  }),
  resetUnread: defineRoute({
    method: 'post',
    path: '/amazon-listings/activity-unread-reset',
    operationId: 'resetActivityUnread',
    summary: 'Mark all activity of one seller and marketplace as read',
    tag: 'activity',
    access: { permission: 'activity.update' },
    body: z.object(sellerKeyBody),
    responses: { 204: { description: 'Marked read.', empty: true } },
  }),
  devRecordActivity: defineRoute({
    method: 'post',
    path: '/dev/activity',
    operationId: 'devRecordActivity',
    summary: 'Store an activity entry and emit new-activity (development tools only)',
    tag: 'development',
    access: { permission: 'activity.update' },
    devOnly: true,
    body: z.object({
      ...sellerKeyBody,
      sku: z.string().max(200).optional(),
      type: z.string().max(200).optional(),
      comment: z.string().max(2000).optional(),
    }),
    responses: { 201: { description: 'The stored entry.', schema: z.object({ entry: activityEntryShape }) } },
    errors: { 404: 'No brand has authorized this seller here.' },
  }),
});
