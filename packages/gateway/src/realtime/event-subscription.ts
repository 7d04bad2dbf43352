import { EVENTS, type EventName, type EventPayload } from '@portal/schema/rest';
import { unauthenticatedError } from '../auth/auth-errors.ts';
import type { GatewayContext } from '../context.ts';

/** How long a new subscription waits for the upstream socket before it is handed back anyway. */
const CONNECT_WAIT_MS = 5000;

// One upstream event reaches every subscription of its user as the same object: it is checked
// against its declaration once, not once per subscription (bench/events.ts: ten per user).
const checkedPayloads = new Map<EventName, WeakMap<object, boolean>>();
function matchesDeclaration(name: EventName, payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return EVENTS[name].payload.safeParse(payload).success;
  const memo = checkedPayloads.get(name) ?? new WeakMap<object, boolean>();
  checkedPayloads.set(name, memo);
  const known = memo.get(payload);
  if (known !== undefined) return known;
  const valid = EVENTS[name].payload.safeParse(payload).success;
  memo.set(payload, valid);
  return valid;
}

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
  const events = realtime.subscribe<EventPayload<N>>(
    { userId: user.userId, token, expiresAt: user.expiresAt },
    name,
    (payload) => matchesDeclaration(name, payload) && accepts(payload),
  );
  // Waiting for the handshake means an event sent right after subscribing reaches this stream.
  await realtime.whenConnected(user.userId, CONNECT_WAIT_MS);
  return events;
}
