import { SESSION_ENDED_CHANNEL } from '@portal/schema';
import type { Logger } from '../logging/logger.ts';
import type { SessionRegistry } from '../modules/auth/session-registry.ts';
import { closeRedis, openRedis } from './redis.ts';

/**
 * Every instance hears of a session ended anywhere at once, instead of after its cache's TTL: the
 * registry announces its own ends on the channel and takes the others' from it. (A message this
 * instance sent comes back to it too; remembering an ended session twice is harmless.)
 */
export async function joinSessionBus(
  redisUrl: string,
  sessions: SessionRegistry,
  logger?: Logger,
): Promise<() => Promise<void>> {
  const publisher = openRedis(redisUrl, 'session-publisher', logger);
  const subscriber = openRedis(redisUrl, 'session-subscriber', logger);
  subscriber.on('message', (channel: string, sessionId: string) => {
    if (channel === SESSION_ENDED_CHANNEL && sessionId) sessions.endedElsewhere(sessionId);
  });
  await subscriber.subscribe(SESSION_ENDED_CHANNEL);
  sessions.announce = (sessionId) => {
    publisher.publish(SESSION_ENDED_CHANNEL, sessionId).catch((err: unknown) => {
      logger?.error({ err, sessionId }, 'session end not announced to the other instances');
    });
  };
  return async () => {
    sessions.announce = () => {};
    await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
  };
}
