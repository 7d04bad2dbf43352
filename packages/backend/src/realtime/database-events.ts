import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server } from 'socket.io';
import type { RealtimeEmitter } from '../app-context.ts';
import { brandRoom, STAFF_ROOM, userRoom } from './socket-server.ts';

// Payloads over NOTIFY's 8000 bytes go through this table (the adapter's documented one).
const ATTACHMENTS = `create table if not exists socket_io_attachments (
  id bigserial unique, created_at timestamptz default now(), payload bytea)`;

/**
 * Events from worker processes (`npm run worker`) reach the API's sockets through PostgreSQL
 * NOTIFY: socket.io's own PostgreSQL adapter listens here, its emitter sends from the worker.
 */
export async function listenForDatabaseEvents(io: Server, databaseUrl: string): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (error) => console.error(`[backend] event listener connection lost: ${error.message}`));
  await pool.query(ATTACHMENTS);
  io.adapter(createAdapter(pool));
  return () => pool.end();
}

/**
 * The emitter of a worker process: the same rooms as the API's socket server, over the database.
 * The worker runs a socket.io server of its own that never listens, on the same PostgreSQL adapter
 * as the API, so both ends speak the adapter's one message format. (`@socket.io/postgres-emitter`
 * 0.1 predates the adapter's cluster format: its messages carry no namespace, and the adapter 0.5
 * drops them unread.)
 */
export async function databaseEmitter(
  databaseUrl: string,
): Promise<{ emitter: RealtimeEmitter; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (error) => console.error(`[worker] event connection lost: ${error.message}`));
  await pool.query(ATTACHMENTS);
  const io = new Server({ serveClient: false });
  io.adapter(createAdapter(pool));
  return {
    emitter: {
      emitToUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
      emitToBrand: (brandCode, event, payload) => io.to(brandRoom(brandCode)).emit(event, payload),
      emitToStaff: (event, payload) => io.to(STAFF_ROOM).emit(event, payload),
    },
    close: async () => {
      // The server never listened, so socket.io's own close (which closes its engine) does not
      // apply: closing the adapter stops its heartbeat and hands its listening client back.
      io.of('/').adapter.close();
      await pool.end();
    },
  };
}
