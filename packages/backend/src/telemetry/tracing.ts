import { register } from 'node:module';

/**
 * OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (spans exported over OTLP/HTTP to
 * `<endpoint>/v1/traces`); nothing is loaded when it is not. Call before the server's modules are
 * imported: the instrumentations patch `http` and `pg` as those load, through the ESM loader hook
 * registered here.
 */
export async function startTracing(service: string): Promise<void> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const [{ registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // W3C trace context: the gateway's traceparent header carries the trace into this process.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    // Probes and readiness polls would drown the traces that matter.
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz)/.test(req.url ?? ''),
      }),
      new PgInstrumentation(),
    ],
  });
  // Spans still batched when the process stops are sent first.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void provider.shutdown());
}
