import type { SubscriptionResolvers } from '../../../generated/resolvers-types.ts';
import { subscribeToEvent } from '../../../realtime/event-subscription.ts';
import { type NewActivityEvent, toActivityEntry } from '../activity-mappers.ts';

export const activitySubscriptions: SubscriptionResolvers = {
  activityAdded: {
    subscribe: (_root, { sellerId, marketplaceId }, context) =>
      subscribeToEvent(
        context,
        'new-activity',
        (event) => event.sellerId === sellerId && event.marketplaceId === marketplaceId,
      ),
    resolve: (event: NewActivityEvent) => toActivityEntry(event.entry),
  },
};
