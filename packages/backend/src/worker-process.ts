import { dirname, join, resolve } from 'node:path';
import type { AppContext } from './app-context.ts';
import { clusterEmitter } from './cluster/socket-adapter.ts';
import { REPO_ROOT } from './config/paths.ts';
import { type ConnectorConfig, LOCAL_CONNECTORS } from './connectors/connector-config.ts';
import { createOutbox } from './connectors/mail/outbox.ts';
import { type Connectors, createConnectors, createFileStore } from './connectors/registry.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { AnyJobKind } from './jobs/job-kind.ts';
import { queueFor } from './jobs/queue-for.ts';
import type { Logger } from './logging/logger.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { SessionRegistry } from './modules/auth/session-registry.ts';
import { keyFileFor, loadSigningKeys } from './modules/auth/signing-keys.ts';
import { keyDirFor, type SecretsOptions, secretsFor } from './secrets/secrets-for.ts';

export interface WorkerOptions extends SecretsOptions {
  databaseUrl: string;
  /** The shared Redis (REDIS_URL): events travel over it instead of PostgreSQL NOTIFY. */
  redisUrl?: string;
  filesDir?: string;
  /** The same connector configuration as the API's (the workers make the connector calls). */
  connectors?: ConnectorConfig;
  connectorOverrides?: Partial<Connectors>;
  /** The API's signing key (JWT_PRIVATE_KEY), so file links the worker signs open at the API. */
  jwtPrivateKey?: string;
  publicUrl?: string;
  logger?: Logger;
  jobKinds?: readonly AnyJobKind[];
  jobTimings?: { pollingIntervalSeconds?: number; maintenanceIntervalSeconds?: number };
}

/**
 * A process that only runs jobs (`npm run worker`, with `WORKERS=0` on the API): heavy work off the
 * request path. It shares the database, the file store and the signing key with the API, and its
 * events reach the API's sockets through the database.
 */
export async function createWorker(
  opts: WorkerOptions,
): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const connection = await openDatabase({ databaseUrl: opts.databaseUrl });
  const logger = opts.logger;
  const filesDir = opts.filesDir ?? join(REPO_ROOT, '.data', 'files');
  const connectorConfig = opts.connectors ?? LOCAL_CONNECTORS;
  // Built before migrating: a migration moves bytes still in table rows into it (0160).
  const files = opts.connectorOverrides?.files ?? createFileStore(connectorConfig, { filesDir, logger });
  await migrateToLatest(connection.db, { files });
  const events = await clusterEmitter(
    { redisUrl: opts.redisUrl, databaseUrl: opts.databaseUrl },
    opts.logger,
  );
  const jobs = queueFor(connection, { extraKinds: opts.jobKinds ?? [], ...opts.jobTimings });
  const publicUrl = (opts.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '');
  const connectors = createConnectors(
    connectorConfig,
    {
      db: connection.db,
      // Workers run no billing calls that change anything; events come from the API process.
      billingWebhook: async () => {},
      publicUrl,
      filesDir,
      driveDir: join(dirname(resolve(filesDir)), 'drive'),
      outbox: createOutbox(null),
      logger,
    },
    { ...opts.connectorOverrides, files },
  );
  const ctx: AppContext = {
    db: connection.db,
    keys: await loadSigningKeys(opts.jwtPrivateKey, keyFileFor(null, join(REPO_ROOT, '.data'))),
    connectors,
    mail: connectors.mail,
    files: connectors.files,
    jobs,
    // Sign-in is not served here; the context's type asks for these.
    loginLimiter: new LoginLimiter(),
    sessions: new SessionRegistry(connection.db),
    realtime: events.emitter,
    publicUrl,
    devTools: false,
    // The API's key file (the same folder) or the same configured keys: jobs open what the API sealed.
    secrets: secretsFor(opts, keyDirFor(null)),
    log: (message, detail) => logger?.error({ err: detail }, message),
    logger,
  };
  await jobs.start((err) => logger?.error({ err }, 'job queue error'));
  await jobs.work(ctx);
  return {
    ctx,
    async close() {
      await jobs.stop();
      await events.close();
      await connectors.close();
      await connection.db.destroy();
    },
  };
}
