import { createAdapter } from '@socket.io/postgres-adapter';
import { Emitter } from '@socket.io/postgres-emitter';
import pg from 'pg';
import type { Server } from 'socket.io';
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

/** The emitter of a worker process: the same rooms as the API's socket server, over the database. */
export async function databaseEmitter(
  databaseUrl: string,
): Promise<{ emitter: RealtimeEmitter; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (error) => console.error(`[worker] event connection lost: ${error.message}`));
  await pool.query(ATTACHMENTS);
  const io = new Emitter(pool);
  return {
    emitter: {
      emitToUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
      emitToBrand: (brandCode, event, payload) => io.to(brandRoom(brandCode)).emit(event, payload),
      emitToStaff: (event, payload) => io.to(STAFF_ROOM).emit(event, payload),
    },
    close: () => pool.end(),
  };
}
