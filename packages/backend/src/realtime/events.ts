import { EVENTS, type EventName, type EventPayload } from '@portal/schema/rest';
import type { RealtimeEmitter } from '../app-context.ts';

/** Whom one emit reaches; it must be one of the event's declared audiences. */
export type EventTarget = { user: string } | { brand: string } | { staff: true };

const audienceOf = (target: EventTarget) =>
  'user' in target ? 'user' : 'brand' in target ? 'brand' : 'staff';

/**
 * Emits a declared event (packages/schema's EVENTS) and nothing else: the payload is checked
 * against the declared schema and the target against its audience, so the gateway's typed
 * subscriptions can trust what arrives.
 */
export function emitEvent<N extends EventName>(
  realtime: RealtimeEmitter,
  name: N,
  target: EventTarget,
  payload: EventPayload<N>,
): void {
  const declared = EVENTS[name];
  if (!declared.audience.includes(audienceOf(target)))
    throw new Error(`${name} is not an event for the ${audienceOf(target)} audience`);
  // TypeScript cannot narrow EVENTS[N]'s schema by N; the parse is what makes the payload EventPayload<N>.
  const checked = declared.payload.parse(payload) as EventPayload<N>;
  if ('user' in target) realtime.emitToUser(target.user, name, checked);
  else if ('brand' in target) realtime.emitToBrand(target.brand, name, checked);
  else realtime.emitToStaff(name, checked);
}
