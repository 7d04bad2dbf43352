import { DRAIN_GRACE_MS } from '@portal/schema';
import { createBackend } from './backend.ts';
import { ConfigurationError, readBackendEnv } from './config/env.ts';
import { OWNER_ONLY_UMASK } from './config/owner-only.ts';
import { connectorConfigFrom } from './connectors/connector-config.ts';
import { createLogger } from './logging/logger.ts';
import { formatDemoAccounts } from './seed/demo-accounts.ts';
import { reportToParent } from './start-progress.ts';

// Standalone start: `pnpm --filter @portal/backend start`. The environment is read here, once.
// Every file this process creates (keys, mails, database files that honour it) is the owner's alone.
process.umask(OWNER_ONLY_UMASK);
let env: ReturnType<typeof readBackendEnv>;
try {
  env = readBackendEnv();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger('backend', env.LOG_LEVEL);
const backend = await createBackend({
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  pgliteDataDir: env.PGLITE_DATA_DIR,
  seed: env.SEED_DEMO ? 'demo' : 'none',
  demoHistory: env.DEMO_HISTORY,
  devTools: env.PORTAL_DEV_TOOLS,
  publicUrl: env.PUBLIC_URL,
  jwtPrivateKey: env.JWT_PRIVATE_KEY,
  secretsKey: env.SECRETS_KEY,
  secretsPreviousKeys: env.SECRETS_PREVIOUS_KEYS,
  adsTokenKey: env.ADS_TOKEN_KEY,
  trustProxy: env.TRUST_PROXY,
  workers: env.WORKERS,
  jobTimings: { pollingIntervalSeconds: env.JOB_POLL_SECONDS },
  filesDir: env.FILES_DIR,
  connectors: connectorConfigFrom(env),
  logger,
  onProgress: reportToParent,
});
const url = await backend.listen(env.PORT, env.HOST);
logger.info({ url, devTools: env.PORTAL_DEV_TOOLS, workers: env.WORKERS }, 'backend listening');
reportToParent({ phase: 'ready', message: `listening at ${url}` });
if (env.PORTAL_DEV_TOOLS)
  logger.warn('development tools are on: /dev/outbox serves sent mails without sign-in');
if (env.SEED_DEMO) console.log(formatDemoAccounts());

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'draining backend');
  // Readiness answers 503 first, so the balancer moves new work elsewhere before the doors close;
  // then close stops the workers (a running job finishes or is released), the sockets and HTTP.
  backend.drain();
  await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
  logger.info({ signal }, 'closing backend');
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
