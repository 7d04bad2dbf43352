import { unauthenticatedError } from '../../../auth/auth-errors.ts';
import type { SubscriptionResolvers } from '../../../generated/resolvers-types.ts';
import { type NewActivityEvent, toActivityEntry } from '../activity-mappers.ts';

/** How long a new subscription waits for the upstream socket before it is handed back anyway. */
const connectWaitMs = 5000;

export const activitySubscriptions: SubscriptionResolvers = {
  activityAdded: {
    subscribe: async (_root, { sellerId, marketplaceId }, { user, token, realtime }) => {
      if (!user || !token) throw unauthenticatedError();
      const events = realtime.subscribe<NewActivityEvent>(
        { userId: user.userId, token, expiresAt: user.expiresAt },
        'new-activity',
        (event) => event.sellerId === sellerId && event.marketplaceId === marketplaceId,
      );
      // Waiting for the handshake means events sent right after subscribing reach this stream.
      await realtime.whenConnected(user.userId, connectWaitMs);
      return events;
    },
    resolve: (event: NewActivityEvent) => toActivityEntry(event.entry),
  },
};
