import { trace } from '@opentelemetry/api';

/**
 * Names the request id on the span of the request being served (a no-op without tracing), so a
 * trace is found from the id a user or a log line gives.
 */
export function markRequestSpan(requestId: string): void {
  trace.getActiveSpan()?.setAttribute('portal.request_id', requestId);
}
