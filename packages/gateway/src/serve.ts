import { DRAIN_GRACE_MS } from '@portal/schema';
import { ConfigurationError, readGatewayEnv } from './config/env.ts';
import { createGateway } from './index.ts';
import { createProcessLogger } from './logging/logger.ts';

// Process entry point: configuration read once from the environment, graceful stop on signals.
let env: ReturnType<typeof readGatewayEnv>;
try {
  env = readGatewayEnv();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createProcessLogger('gateway', env.LOG_LEVEL);
const development = env.NODE_ENV === 'development';

const gateway = await createGateway({
  upstreamUrl: env.UPSTREAM_URL,
  webDist: env.WEB_DIST,
  development,
  publicUrl: env.PUBLIC_URL,
  trustProxy: env.TRUST_PROXY,
  redisUrl: env.REDIS_URL,
  logger,
});
const url = await gateway.listen(env.PORT, env.HOST);
logger.info({ url: `${url}/graphql`, upstream: env.UPSTREAM_URL, development }, 'gateway ready');
// Written now rather than with the next batch: process managers and tests wait for this line.
logger.flush();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Readiness answers 503 first so the balancer moves new work elsewhere; then Apollo's drain
    // finishes requests in flight and the websockets close (clients reconnect to another gateway).
    gateway.drain();
    new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS))
      .then(() => gateway.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
