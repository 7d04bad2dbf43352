import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { RealtimeEmitter } from '../app-context.ts';
import type { Logger } from '../logging/logger.ts';
import { listenForDatabaseEvents } from '../realtime/database-events.ts';
import { brandRoom, STAFF_ROOM, userRoom } from '../realtime/socket-server.ts';
import { closeRedis, openRedis } from './redis.ts';

export interface ClusterEndpoints {
  redisUrl?: string;
  databaseUrl?: string;
}

/**
 * Joins this socket.io server to the other instances', so an event emitted anywhere (another
 * backend, a worker) reaches the sockets held here: over Redis when configured, else over the
 * shared PostgreSQL. The embedded database belongs to one process: nothing to join.
 */
export async function joinSocketCluster(
  io: Server,
  where: ClusterEndpoints,
  logger?: Logger,
): Promise<() => Promise<void>> {
  if (where.redisUrl) {
    const publisher = openRedis(where.redisUrl, 'events-publisher', logger);
    const subscriber = openRedis(where.redisUrl, 'events-subscriber', logger);
    io.adapter(createAdapter(publisher, subscriber));
    return async () => {
      io.of('/').adapter.close();
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    };
  }
  if (where.databaseUrl) return listenForDatabaseEvents(io, where.databaseUrl);
  return async () => {};
}

/**
 * The emitter of a worker process: the same rooms as the API's socket server, over the same
 * adapter. The worker runs a socket.io server of its own that never listens, so both ends speak
 * the adapter's one message format. (`@socket.io/postgres-emitter` 0.1 predates the PostgreSQL
 * adapter's cluster format: its messages carry no namespace, and the adapter 0.5 drops them unread.)
 */
export async function clusterEmitter(
  where: ClusterEndpoints,
  logger?: Logger,
): Promise<{ emitter: RealtimeEmitter; close: () => Promise<void> }> {
  const io = new Server({ serveClient: false });
  const leave = await joinSocketCluster(io, where, logger);
  return {
    emitter: {
      emitToUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
      emitToBrand: (brandCode, event, payload) => io.to(brandRoom(brandCode)).emit(event, payload),
      emitToStaff: (event, payload) => io.to(STAFF_ROOM).emit(event, payload),
    },
    // The server never listened, so socket.io's own close (which closes its engine) does not apply.
    close: leave,
  };
}
