import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { heartbeatEvents } from '../../../realtime/heartbeat.ts';

const heartbeatIntervalMs = 5000;

/** Root fields of base.graphql that belong to no domain. */
export const platformResolvers: Resolvers = {
  Query: { health: () => 'ok' },
  Mutation: { noop: () => true },
  Subscription: {
    heartbeat: {
      subscribe: () => heartbeatEvents(heartbeatIntervalMs),
      resolve: (time: string) => time,
    },
  },
};
