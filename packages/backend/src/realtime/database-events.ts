import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';

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
  // The adapter holds a pool client for LISTEN until it is closed: closing it first lets the pool
  // end (a worker's server never listened, so socket.io's own close never closes its adapter).
  return async () => {
    io.of('/').adapter.close();
    await pool.end();
  };
}
