import { SESSION_ENDED_CHANNEL } from '@portal/schema';
import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.ts';

/**
 * Hears every session ended on any instance (the backends publish on the shared Redis), so this
 * gateway refuses its tokens at once instead of after its session-check cache's TTL.
 */
export async function listenForEndedSessions(
  redisUrl: string,
  onEnded: (sessionId: string) => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  const subscriber = new Redis(redisUrl, { connectionName: 'portal-gateway-sessions' });
  subscriber.on('error', (err) => logger.error({ err }, 'redis (session bus) connection error'));
  subscriber.on('message', (channel: string, sessionId: string) => {
    if (channel === SESSION_ENDED_CHANNEL && sessionId) onEnded(sessionId);
  });
  await subscriber.subscribe(SESSION_ENDED_CHANNEL);
  return async () => {
    if (subscriber.status === 'ready') await subscriber.quit();
    else subscriber.disconnect();
  };
}
