import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { subscribeToEvent } from './event-subscription.ts';
import { SocketBridge } from './socket-bridge.ts';
import type { BridgeSocketFactory, BridgeSocketHandlers } from './socket-io-connection.ts';

/** A bridge whose one upstream socket the test plays, already connected. */
function bridge(): { realtime: SocketBridge; send: (event: string, payload: unknown) => void } {
  let handlers: BridgeSocketHandlers | undefined;
  const factory: BridgeSocketFactory = (_url, _token, h) => {
    handlers = h;
    queueMicrotask(() => h.onConnect());
    return { connected: true, close: () => {} };
  };
  return {
    realtime: new SocketBridge('http://upstream', factory),
    send: (event, payload) => handlers?.onEvent(event, payload),
  };
}

const context = (realtime: SocketBridge) =>
  ({
    user: { userId: 'u1', expiresAt: Date.now() / 1000 + 600 },
    token: 'token-1',
    realtime,
  }) as unknown as Pick<GatewayContext, 'user' | 'token' | 'realtime'>;

const activity = (id: number) => ({
  sellerId: 'A1',
  marketplaceId: 'ATVPDKIKX0DER',
  entry: { id, sku: 'S', type: 'price', comment: null, created_at: '2026-03-01T00:00:00.000Z', user: null },
});

describe('subscribing to a declared event', () => {
  it('drops a payload that does not match the declaration for every subscription of the user', async () => {
    const { realtime, send } = bridge();
    const first = await subscribeToEvent(context(realtime), 'new-activity');
    const second = await subscribeToEvent(context(realtime), 'new-activity');

    const malformed = { ...activity(1), entry: { id: 'not a number' } };
    send('new-activity', malformed);
    send('new-activity', activity(2));

    expect((await first.next()).value).toEqual(activity(2));
    expect((await second.next()).value).toEqual(activity(2));
  });
});
