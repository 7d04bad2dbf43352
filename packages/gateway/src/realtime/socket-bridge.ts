import { unauthenticatedError } from '../auth/auth-errors.ts';
import { serviceUnavailableError } from '../errors/upstream-errors.ts';
import { createEventQueue, type EventQueue } from './event-queue.ts';
import { type BridgeSocket, type BridgeSocketFactory, connectSocketIo } from './socket-io-connection.ts';

/** The signed-in user behind a subscription and the token they subscribed with. */
export interface BridgeSubscriber {
  userId: string;
  token: string;
  /** Expiry of `token`, seconds since the epoch; the newest token wins on reconnect. */
  expiresAt: number;
}

interface Listener {
  event: string;
  accepts: (payload: unknown) => boolean;
  queue: EventQueue<unknown>;
}

interface UserBridge {
  token: string;
  expiresAt: number;
  socket: BridgeSocket;
  listeners: Set<Listener>;
  connected: Promise<void>;
}

/**
 * One socket.io connection per signed-in user with live subscriptions (DESIGN §4): opened by the
 * user's first subscription, shared by the rest, closed when the last one ends. Each upstream
 * event is handed to that user's subscriptions listening for it.
 */
export class SocketBridge {
  private readonly users = new Map<string, UserBridge>();

  constructor(
    private readonly upstreamUrl: string,
    private readonly connect: BridgeSocketFactory = connectSocketIo,
  ) {}

  /** Live events of `event` for this user; the stream ends when the consumer returns it. */
  subscribe<T>(
    subscriber: BridgeSubscriber,
    event: string,
    accepts: (payload: T) => boolean = () => true,
  ): AsyncIterableIterator<T> {
    const bridge = this.bridgeFor(subscriber);
    const listener: Listener = {
      event,
      accepts: accepts as (payload: unknown) => boolean,
      queue: createEventQueue<unknown>(() => this.removeListener(subscriber.userId, listener)),
    };
    bridge.listeners.add(listener);
    return listener.queue as EventQueue<T>;
  }

  /** Resolves once the user's socket is connected (false when it did not within `timeoutMs`). */
  async whenConnected(userId: string, timeoutMs: number): Promise<boolean> {
    const bridge = this.users.get(userId);
    if (!bridge) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([bridge.connected.then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Users with an open upstream socket (for health and tests). */
  openUserIds(): string[] {
    return [...this.users.keys()];
  }

  close(): void {
    for (const [userId, bridge] of this.users) {
      this.users.delete(userId);
      bridge.socket.close();
      for (const listener of bridge.listeners) listener.queue.return?.();
    }
  }

  private bridgeFor(subscriber: BridgeSubscriber): UserBridge {
    const existing = this.users.get(subscriber.userId);
    if (existing) {
      if (subscriber.expiresAt > existing.expiresAt) {
        existing.token = subscriber.token;
        existing.expiresAt = subscriber.expiresAt;
      }
      return existing;
    }
    let markConnected: () => void = () => {};
    const connected = new Promise<void>((resolve) => {
      markConnected = resolve;
    });
    const bridge: UserBridge = {
      token: subscriber.token,
      expiresAt: subscriber.expiresAt,
      listeners: new Set(),
      connected,
      socket: { connected: false, close: () => {} },
    };
    this.users.set(subscriber.userId, bridge);
    bridge.socket = this.connect(this.upstreamUrl, () => bridge.token, {
      onConnect: markConnected,
      onEvent: (event, payload) => this.publish(bridge, event, payload),
      onGiveUp: (reason) => this.giveUp(subscriber.userId, bridge, reason),
    });
    return bridge;
  }

  private publish(bridge: UserBridge, event: string, payload: unknown): void {
    for (const listener of bridge.listeners) {
      if (listener.event === event && listener.accepts(payload)) listener.queue.push(payload);
    }
  }

  private giveUp(userId: string, bridge: UserBridge, reason: 'unauthorized' | 'unreachable'): void {
    if (this.users.get(userId) !== bridge) return;
    this.users.delete(userId);
    bridge.socket.close();
    const error = reason === 'unauthorized' ? unauthenticatedError() : serviceUnavailableError();
    for (const listener of bridge.listeners) listener.queue.fail(error);
  }

  private removeListener(userId: string, listener: Listener): void {
    const bridge = this.users.get(userId);
    if (!bridge?.listeners.delete(listener)) return;
    if (bridge.listeners.size === 0) {
      this.users.delete(userId);
      bridge.socket.close();
    }
  }
}
