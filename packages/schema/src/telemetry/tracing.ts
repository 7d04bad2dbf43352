import { register } from 'node:module';
import { trace } from '@opentelemetry/api';
import type { Instrumentation } from '@opentelemetry/instrumentation';

/**
 * OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (spans exported over OTLP/HTTP to
 * `<endpoint>/v1/traces`); nothing is loaded when it is not. Call before the server's modules are
 * imported: the instrumentations patch `http` (and whatever `more` adds, e.g. the backend's `pg`) as
 * those load, through the ESM loader hook registered here. One copy for the gateway and the backend
 * (issue 29): they differed only in the PostgreSQL instrumentation, now the backend's `more`.
 */
export async function startTracing(
  service: string,
  more: () => Promise<Instrumentation[]> = async () => [],
): Promise<void> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const [{ registerInstrumentations }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // W3C trace context: the gateway's calls carry the trace to the backend in their traceparent header.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    // Probes and readiness polls would drown the traces that matter.
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz)/.test(req.url ?? ''),
      }),
      ...(await more()),
    ],
  });
  // Spans still batched when the process stops are sent first.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void provider.shutdown());
}

/**
 * Names the request id on the span of the request being served (a no-op without tracing), so a
 * trace is found from the id a user or a log line gives.
 */
export function markRequestSpan(requestId: string): void {
  trace.getActiveSpan()?.setAttribute('portal.request_id', requestId);
}
