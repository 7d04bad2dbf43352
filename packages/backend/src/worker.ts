import { ConfigurationError, readBackendEnv } from './config/env.ts';
import { connectorConfigFrom } from './connectors/connector-config.ts';
import { createLogger } from './logging/logger.ts';
import { createWorker } from './worker-process.ts';

// `npm run worker`: job workers on their own (the API runs with WORKERS=0). Same environment as the
// backend; DATABASE_URL is required, as the embedded database belongs to one process.
let env: ReturnType<typeof readBackendEnv>;
try {
  env = readBackendEnv();
  if (!env.DATABASE_URL)
    throw new ConfigurationError(
      'npm run worker needs DATABASE_URL: the embedded database is the backend’s own',
    );
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger('worker', env.LOG_LEVEL);
const worker = await createWorker({
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  filesDir: env.FILES_DIR,
  connectors: connectorConfigFrom(env),
  jwtPrivateKey: env.JWT_PRIVATE_KEY,
  secretsKey: env.SECRETS_KEY,
  secretsPreviousKeys: env.SECRETS_PREVIOUS_KEYS,
  adsTokenKey: env.ADS_TOKEN_KEY,
  publicUrl: env.PUBLIC_URL,
  logger,
  jobTimings: { pollingIntervalSeconds: env.JOB_POLL_SECONDS },
});
logger.info('job worker running');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'closing worker');
  await worker.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
