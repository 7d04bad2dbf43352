import { createEventQueue } from './event-queue.ts';

/** Server time now and then every `intervalMs`, until the subscriber stops listening. */
export function heartbeatEvents(intervalMs: number): AsyncIterableIterator<string> {
  const timer = setInterval(() => queue.push(new Date().toISOString()), intervalMs);
  const queue = createEventQueue<string>(() => clearInterval(timer));
  queue.push(new Date().toISOString());
  return queue;
}
