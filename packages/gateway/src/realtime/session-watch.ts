import type { AuthUser } from '../auth/auth-user.ts';

export const CLOSE_SESSION_ENDED = { code: 4401, reason: 'Session ended' } as const;
// 4403 is one graphql-ws clients retry: the web reconnects with its renewed token, if it has one.
export const CLOSE_TOKEN_EXPIRED = { code: 4403, reason: 'Token expired' } as const;

export interface WatchedSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export interface SessionWatchDeps {
  /** False once the token's session has ended (logout, reuse, password reset). */
  isActive(user: AuthUser): Promise<boolean>;
  /** How often a connection re-checks its session; also its staleness bound. */
  intervalMs: number;
  now?: () => number;
}

/**
 * Ends a signed-in websocket when its session ends or its access token expires, so a subscription
 * never outlives the rights it was opened with. A token cannot be renewed on an open graphql-ws
 * connection; the client renews by reconnecting with its new token.
 */
export function watchSession(socket: WatchedSocket, user: AuthUser, deps: SessionWatchDeps): () => void {
  const now = deps.now ?? Date.now;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(interval);
    clearTimeout(expiry);
  };
  const close = (how: { code: number; reason: string }) => {
    if (stopped) return;
    stop();
    socket.close(how.code, how.reason);
  };
  const interval = setInterval(() => {
    deps.isActive(user).then(
      (active) => {
        if (!active) close(CLOSE_SESSION_ENDED);
      },
      () => undefined, // the backend is unreachable: keep the socket, ask again next time
    );
  }, deps.intervalMs);
  const expiry = setTimeout(() => close(CLOSE_TOKEN_EXPIRED), Math.max(0, user.expiresAt * 1000 - now()));
  interval.unref();
  expiry.unref();
  socket.once('close', stop);
  return stop;
}
