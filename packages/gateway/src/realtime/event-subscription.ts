import { EVENTS, type EventName, type EventPayload } from '@portal/schema/rest';
import { unauthenticatedError } from '../auth/auth-errors.ts';
import type { GatewayContext } from '../context.ts';

/** How long a new subscription waits for the upstream socket before it is handed back anyway. */
const CONNECT_WAIT_MS = 5000;

/**
 * The live stream of one declared event (packages/schema's EVENTS) for the signed-in user. Access
 * was checked by the field's `@auth`; the backend chose the rooms by the event's audience. A
 * payload that does not match its declaration is dropped, so a resolver only reads declared shapes.
 */
export async function subscribeToEvent<N extends EventName>(
  { user, token, realtime }: Pick<GatewayContext, 'user' | 'token' | 'realtime'>,
  name: N,
  accepts: (payload: EventPayload<N>) => boolean = () => true,
): Promise<AsyncIterableIterator<EventPayload<N>>> {
  if (!user || !token) throw unauthenticatedError();
  const declared = EVENTS[name].payload;
  const events = realtime.subscribe<EventPayload<N>>(
    { userId: user.userId, token, expiresAt: user.expiresAt },
    name,
    (payload) => declared.safeParse(payload).success && accepts(payload),
  );
  // Waiting for the handshake means an event sent right after subscribing reaches this stream.
  await realtime.whenConnected(user.userId, CONNECT_WAIT_MS);
  return events;
}
