import { io } from 'socket.io-client';

/** What the bridge needs from one upstream socket, so tests can stand in for socket.io. */
export interface BridgeSocket {
  readonly connected: boolean;
  close(): void;
}

export interface BridgeSocketHandlers {
  onEvent(event: string, payload: unknown): void;
  onConnect(): void;
  /** The socket gave up for good: refused token or reconnection attempts spent. */
  onGiveUp(reason: 'unauthorized' | 'unreachable'): void;
}

export type BridgeSocketFactory = (
  upstreamUrl: string,
  currentToken: () => string,
  handlers: BridgeSocketHandlers,
) => BridgeSocket;

/** Socket options of spec 1 §4.6: websocket transport only, 5 reconnect attempts, 1 s apart. */
export const bridgeSocketOptions = {
  path: '/socket.io',
  transports: ['websocket'],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
} as const;

export const connectSocketIo: BridgeSocketFactory = (upstreamUrl, currentToken, handlers) => {
  const socket = io(upstreamUrl, {
    ...bridgeSocketOptions,
    transports: [...bridgeSocketOptions.transports],
    // A function, so every reconnect hands over the newest token a client has sent.
    auth: (send) => send({ token: currentToken() }),
  });
  socket.onAny((event: string, payload: unknown) => handlers.onEvent(event, payload));
  socket.on('connect', () => handlers.onConnect());
  socket.on('connect_error', (error) => {
    // A refused handshake is not retried by socket.io; the bridge must give up on it.
    if (!socket.active) handlers.onGiveUp(error.message === 'unauthorized' ? 'unauthorized' : 'unreachable');
  });
  socket.io.on('reconnect_failed', () => handlers.onGiveUp('unreachable'));
  socket.on('disconnect', (reason) => {
    // socket.io never reconnects on its own after the server dropped the socket (a restart, an
    // eviction): connect again with the newest token; a refused token ends in onGiveUp above.
    if (reason === 'io server disconnect') socket.connect();
  });
  return {
    get connected() {
      return socket.connected;
    },
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
};
