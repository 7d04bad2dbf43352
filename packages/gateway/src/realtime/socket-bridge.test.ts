import { describe, expect, it } from 'vitest';
import { type BridgeSubscriber, SocketBridge } from './socket-bridge.ts';
import type { BridgeSocketFactory, BridgeSocketHandlers } from './socket-io-connection.ts';

interface FakeSocket {
  handlers: BridgeSocketHandlers;
  currentToken: () => string;
  closed: boolean;
}

/** A socket.io stand-in: the test plays the backend by calling the handlers. */
function fakeFactory(): { factory: BridgeSocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const factory: BridgeSocketFactory = (_url, currentToken, handlers) => {
    const socket: FakeSocket = { handlers, currentToken, closed: false };
    sockets.push(socket);
    return {
      connected: false,
      close: () => {
        socket.closed = true;
      },
    };
  };
  return { factory, sockets };
}

const ffp: BridgeSubscriber = { userId: 'u1', token: 'token-1', expiresAt: 1000 };

interface ActivityPayload {
  sellerId: string;
  sku: string;
}

describe('SocketBridge', () => {
  it('opens one upstream socket per user however many subscriptions they have', () => {
    const { factory, sockets } = fakeFactory();
    const bridge = new SocketBridge('http://upstream', factory);

    bridge.subscribe(ffp, 'new-activity');
    bridge.subscribe(ffp, 'export-complete');
    bridge.subscribe({ userId: 'u2', token: 't', expiresAt: 1 }, 'new-activity');

    expect(sockets).toHaveLength(2);
  });

  it("hands an event only to the user's subscriptions for that event that accept it", async () => {
    const { factory, sockets } = fakeFactory();
    const bridge = new SocketBridge('http://upstream', factory);
    const sellerA = bridge.subscribe<ActivityPayload>(ffp, 'new-activity', (event) => event.sellerId === 'A');
    const exports = bridge.subscribe(ffp, 'export-complete');

    sockets[0]?.handlers.onEvent('new-activity', { sellerId: 'B', sku: 'skip' });
    sockets[0]?.handlers.onEvent('new-activity', { sellerId: 'A', sku: 'keep' });
    sockets[0]?.handlers.onEvent('export-complete', { file: 'x.csv' });

    expect((await sellerA.next()).value).toEqual({ sellerId: 'A', sku: 'keep' });
    expect((await exports.next()).value).toEqual({ file: 'x.csv' });
  });

  it("closes the user's socket when their last subscription ends", async () => {
    const { factory, sockets } = fakeFactory();
    const bridge = new SocketBridge('http://upstream', factory);
    const first = bridge.subscribe(ffp, 'new-activity');
    const second = bridge.subscribe(ffp, 'new-activity');

    await first.return?.();
    expect(sockets[0]?.closed).toBe(false);
    await second.return?.();

    expect(sockets[0]?.closed).toBe(true);
    expect(bridge.openUserIds()).toEqual([]);
  });

  it('reconnects with the newest token a client has sent', () => {
    const { factory, sockets } = fakeFactory();
    const bridge = new SocketBridge('http://upstream', factory);
    bridge.subscribe(ffp, 'new-activity');

    bridge.subscribe({ ...ffp, token: 'token-2', expiresAt: 2000 }, 'new-activity');
    bridge.subscribe({ ...ffp, token: 'older', expiresAt: 1500 }, 'new-activity');

    expect(sockets[0]?.currentToken()).toBe('token-2');
  });

  it('ends the subscriptions with UNAUTHENTICATED when the backend refuses the token', async () => {
    const { factory, sockets } = fakeFactory();
    const bridge = new SocketBridge('http://upstream', factory);
    const events = bridge.subscribe(ffp, 'new-activity');

    sockets[0]?.handlers.onGiveUp('unauthorized');

    await expect(events.next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(sockets[0]?.closed).toBe(true);
  });

  it('tells whether the socket connected in time', async () => {
    const { factory, sockets } = fakeFactory();
    const bridge = new SocketBridge('http://upstream', factory);
    bridge.subscribe(ffp, 'new-activity');

    expect(await bridge.whenConnected('u1', 10)).toBe(false);
    sockets[0]?.handlers.onConnect();
    expect(await bridge.whenConnected('u1', 10)).toBe(true);
  });
});
