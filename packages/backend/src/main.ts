import { startTracing } from '@portal/schema/tracing';

// Tracing first (when configured): its instrumentations patch http and pg as the server loads them.
await startTracing('portal-backend', async () => {
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
  return [new PgInstrumentation()];
});
await import('./serve.ts');
