import { startTracing } from './telemetry/tracing.ts';

// Tracing first (when configured): its instrumentations patch http and pg as the server loads them.
await startTracing('portal-backend');
await import('./serve.ts');
