import type { Server as HttpServer } from 'node:http';
import { hasPermission } from '@portal/schema';
import { Server } from 'socket.io';
import type { RealtimeEmitter } from '../app-context.ts';
import { accessSubjectOf } from '../http/contract-route.ts';
import { verifyAccessToken } from '../modules/auth/access-tokens.ts';
import { isBrandUser, isStaff, type Principal } from '../modules/auth/principal.ts';
import type { SessionRegistry } from '../modules/auth/session-registry.ts';
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
): { io: Server; emitter: RealtimeEmitter } {
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
    next();
  });

  io.on('connection', (socket) => {
    const principal = socket.data.principal as Principal;
    void socket.join(roomsOf(principal));
  });

  const emitter: RealtimeEmitter = {
    emitToUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    emitToBrand: (brandCode, event, payload) => io.to(brandRoom(brandCode)).emit(event, payload),
    emitToStaff: (event, payload) => io.to(STAFF_ROOM).emit(event, payload),
  };
  return { io, emitter };
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
