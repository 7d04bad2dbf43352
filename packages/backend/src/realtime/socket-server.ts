import type { Server as HttpServer } from 'node:http';
import { hasPermission } from '@portal/schema';
import { decodeJwt } from 'jose';
import { Server } from 'socket.io';
import type { RealtimeEmitter } from '../app-context.ts';
import { accessSubjectOf } from '../http/contract-route.ts';
import { verifyAccessToken } from '../modules/auth/access-tokens.ts';
import { isBrandUser, isStaff, type Principal } from '../modules/auth/principal.ts';
import { SESSION_CHECK_TTL_MS, type SessionRegistry } from '../modules/auth/session-registry.ts';
import type { SigningKeys } from '../modules/auth/signing-keys.ts';

export const STAFF_ROOM = 'staff';
export const userRoom = (userId: string) => `user:${userId}`;
export const brandRoom = (brandCode: string) => `brand:${brandCode}`;

/**
 * socket.io on the API's HTTP server. A socket must present a valid access token in
 * `auth.token`; it joins its user room, its brand room (brand users) or the staff room.
 */
export function attachSocketServer(
  httpServer: HttpServer,
  keys: SigningKeys,
  sessions?: SessionRegistry,
): { io: Server; emitter: RealtimeEmitter; stopWatching: () => void } {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, cors: { origin: false } });

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : '';
    const principal = token ? await verifyAccessToken(keys, token) : null;
    // A token of an ended session opens no new socket (the gateway closes the running ones).
    if (!principal || (sessions && !(await sessions.isActive(principal.sessionId)))) {
      next(new Error('unauthorized'));
      return;
    }
    socket.data.principal = principal;
    // Verified just above, so its expiry can be read as is (seconds since the epoch).
    socket.data.expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
    next();
  });

  io.on('connection', (socket) => {
    const principal = socket.data.principal as Principal;
    void socket.join(roomsOf(principal));
  });

  const stopWatching = sessions ? watchSessions(io, sessions) : () => {};

  const emitter: RealtimeEmitter = {
    emitToUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    emitToBrand: (brandCode, event, payload) => io.to(brandRoom(brandCode)).emit(event, payload),
    emitToStaff: (event, payload) => io.to(STAFF_ROOM).emit(event, payload),
  };
  return { io, emitter, stopWatching };
}

/**
 * A socket lives no longer than its session, within the staleness bound of the HTTP side
 * (docs/security.md): every SESSION_CHECK_TTL_MS, sockets whose access token expired or whose session
 * ended are dropped. The gateway's bridge then reconnects with the newest token it holds, or gives
 * up on a refusal. One timer for the server; one query a round for the sessions not cached.
 */
export function watchSessions(io: Server, sessions: SessionRegistry, intervalMs = SESSION_CHECK_TTL_MS) {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return; // a slow database: never two rounds at once
    checking = true;
    void sweep(io, sessions)
      .catch(() => {}) // a failed check leaves sockets as they are until the next round
      .finally(() => {
        checking = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function sweep(io: Server, sessions: SessionRegistry): Promise<void> {
  const now = Date.now();
  // A copy: sockets leave the map as they are dropped.
  const sockets = [...io.of('/').sockets.values()];
  const live = sockets.filter((socket) => {
    const expiresAt = socket.data.expiresAt as number | undefined;
    if (socket.data.principal && expiresAt !== undefined && expiresAt > now) return true;
    socket.disconnect(true);
    return false;
  });
  // One query for every session of the round (answers younger than the cache's TTL are reused).
  const active = await sessions.activeAmong(live.map((s) => (s.data.principal as Principal).sessionId));
  for (const socket of live) {
    if (!active.has((socket.data.principal as Principal).sessionId)) socket.disconnect(true);
  }
}

/**
 * The staff room carries every brand's listing activity: only staff who may read activity join it
 * (not `user`, whose role has no activity permission, nor `api`, which is not staff).
 */
export function roomsOf(principal: Principal): string[] {
  const rooms = [userRoom(principal.userId)];
  if (isStaff(principal)) {
    if (hasPermission(accessSubjectOf(principal), 'activity.read')) rooms.push(STAFF_ROOM);
  } else if (isBrandUser(principal) && principal.brandCode) rooms.push(brandRoom(principal.brandCode));
  return rooms;
}
