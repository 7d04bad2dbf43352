import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.ts';

/**
 * A connection to the shared Redis (REDIS_URL). Commands issued while it reconnects wait in
 * ioredis's queue rather than fail, so a Redis restart delays a login check instead of refusing it.
 */
export function openRedis(url: string, name: string, logger?: Logger): Redis {
  const client = new Redis(url, { connectionName: `portal-${name}`, maxRetriesPerRequest: 5 });
  client.on('error', (err) => logger?.error({ err }, `redis (${name}) connection error`));
  return client;
}

/** Closes a connection, waiting for its replies; a connection that never came up is dropped. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
