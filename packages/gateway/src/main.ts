import { createGateway } from './index.ts';

// Process entry point: configuration from the environment, graceful stop on signals.
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';
const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4001';

const gateway = await createGateway({
  upstreamUrl,
  webDist: process.env.WEB_DIST || undefined,
  development: process.env.NODE_ENV !== 'production',
});
const url = await gateway.listen(port, host);
console.log(`gateway ready at ${url}/graphql (upstream ${upstreamUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
