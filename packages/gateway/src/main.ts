import { startTracing } from '@portal/schema/tracing';

// Tracing first (when configured): its instrumentations patch http as the server loads it.
await startTracing('portal-gateway');
await import('./serve.ts');
