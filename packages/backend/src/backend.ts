import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { HTTP_KEEP_ALIVE_TIMEOUT_MS, type TrustProxy } from '@portal/schema';
import type { EventName } from '@portal/schema/rest';
import { type Kysely, sql } from 'kysely';
import type { AppContext, RealtimeEmitter } from './app-context.ts';
import { closeRedis, openRedis } from './cluster/redis.ts';
import { joinSessionBus } from './cluster/session-bus.ts';
import { joinSocketCluster } from './cluster/socket-adapter.ts';
import { ownerOnlyTree } from './config/owner-only.ts';
import { DEFAULT_OUTBOX_DIR, MEMORY_DATA_DIR, REPO_ROOT } from './config/paths.ts';
import type { BillingEventDelivery } from './connectors/billing/stripe-events.ts';
import { type ConnectorConfig, LOCAL_CONNECTORS } from './connectors/connector-config.ts';
import type { MailOutbox } from './connectors/mail/mail-connector.ts';
import { createOutbox } from './connectors/mail/outbox.ts';
import { type Connectors, createConnectors, createFileStore } from './connectors/registry.ts';
import { type DatabaseConnection, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { createApp } from './http/app.ts';
import type { AnyJobKind } from './jobs/job-kind.ts';
import { queueFor } from './jobs/queue-for.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { SessionRegistry } from './modules/auth/session-registry.ts';
import { keyFileFor, loadSigningKeys } from './modules/auth/signing-keys.ts';
import { receiveBillingWebhook } from './modules/billing/billing-webhook.ts';
import type { MarketplaceDataConnector } from './modules/seller-data/connector.ts';
import { demoMarketplaceReports } from './modules/seller-data/simulator/demo-marketplace-reports.ts';
import { attachSocketServer } from './realtime/socket-server.ts';
import { sealSecretsAtRest } from './secrets/seal-at-rest.ts';
import { keyDirFor, secretsFor } from './secrets/secrets-for.ts';
import { type DemoHistory, seedDemoData } from './seed/apply-demo-seed.ts';
import { DEFAULT_DEMO_SEED } from './seed/demo-data.ts';
import { demoSnapshotFor } from './seed/demo-snapshot.ts';
import { startDemoHistory } from './seed/queue-demo-history.ts';
import type { ReportStartProgress } from './start-progress.ts';

export interface BackendOptions {
  databaseUrl?: string;
  /** The Redis several instances share (REDIS_URL): login throttles, session ends, socket events. */
  redisUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  pgliteDataDir?: string;
  seed?: 'demo' | 'none';
  /** The demo's older seller history before the backend answers, or after it as sync jobs. */
  demoHistory?: DemoHistory;
  scale?: number;
  devTools?: boolean;
  publicUrl?: string;
  /** A pino logger, or false for none (tests); by default JSON lines on stdout at level info. */
  logger?: boolean | Logger;
  /** PKCS#8 PEM of the token-signing key (JWT_PRIVATE_KEY); a key file under the data folder otherwise. */
  jwtPrivateKey?: string;
  /** The secrets key (SECRETS_KEY) and older keys still to open (SECRETS_PREVIOUS_KEYS). */
  secretsKey?: string;
  secretsPreviousKeys?: readonly string[];
  /** The former token cipher's key (ADS_TOKEN_KEY): the secrets key when SECRETS_KEY is not set. */
  adsTokenKey?: string;
  /** Proxies allowed to name the client's address (TRUST_PROXY); the gateway on loopback by default. */
  trustProxy?: TrustProxy;
  /** Keep the signing key and sent mails in memory only, even on a persistent database (tests). */
  ephemeral?: boolean;
  /** An in-memory database starts from this PGlite tarball (a seeded snapshot, see test-support). */
  pgliteSnapshot?: Blob;
  /** Called with each SQL statement run (tests and the bench count statements per request). */
  onQuery?: (sql: string) => void;
  /** Told of each start phase (migrating, seeding account k of n), so a slow start is seen moving. */
  onProgress?: ReportStartProgress;
  /** Run job workers in this process (WORKERS); false leaves them to `npm run worker`. */
  workers?: boolean;
  /** Job kinds beyond the domains' own (tests declare theirs). */
  jobKinds?: readonly AnyJobKind[];
  /** How often idle workers poll and lost attempts are looked for, seconds (tests shorten them). */
  jobTimings?: { pollingIntervalSeconds?: number; maintenanceIntervalSeconds?: number; concurrency?: number };
  /** The file store's folder (FILES_DIR); a throw-away folder for an in-memory database. */
  filesDir?: string;
  /** Which connector implementations run (from the environment); all local by default. */
  connectors?: ConnectorConfig;
  /** Connectors to use instead of the configured ones (tests swap any of them). */
  connectorOverrides?: Partial<Connectors>;
  /** The local billing ledger's clock (tests move it to test prorations and renewals). */
  billingNow?: () => Date;
  /** The local marketplace simulator's report documents (the demo marketplace). */
  marketplaceReports?: MarketplaceDataConnector;
}

export interface Backend {
  /** Base URL, set by listen(). */
  url: string;
  listen(port: number, host?: string): Promise<string>;
  /** Closes everything; `abandonJobs` drops running attempts as a crash would (restart tests). */
  close(options?: { abandonJobs?: boolean }): Promise<void>;
  /** The context routes and workers share (tests enqueue through it). */
  ctx: AppContext;
  /** The database connection (tests start a second queue on it, as another worker process would). */
  connection: DatabaseConnection;
  db: Kysely<Database>;
  /** Mails sent by this backend (read them in tests and locally). */
  outbox: MailOutbox;
  emitToUser(userId: string, event: EventName, payload: unknown): void;
  emitToBrand(brandCode: string, event: EventName, payload: unknown): void;
  /** Drops every socket.io connection from the server side (the gateway must reconnect on its own). */
  disconnectSockets(): void;
  /** Readiness goes false (load balancers stop sending work) while requests in flight finish. */
  drain(): void;
}

/** Opens and migrates the database, seeds demo data when asked and empty, and builds the servers. */
export async function createBackend(opts: BackendOptions = {}): Promise<Backend> {
  const connection = await openDatabase({
    databaseUrl: opts.databaseUrl,
    pgliteDataDir: opts.pgliteDataDir,
    pgliteSnapshot: opts.pgliteSnapshot ?? (await demoSnapshotFor(opts)),
    onQuery: opts.onQuery,
  });
  const { db } = connection;
  const inMemory = opts.ephemeral === true || (!opts.databaseUrl && opts.pgliteDataDir === MEMORY_DATA_DIR);
  const logger =
    opts.logger === false
      ? undefined
      : opts.logger === true || opts.logger === undefined
        ? createLogger('backend', 'info')
        : opts.logger;
  // An in-memory database keeps its files only as long as it lives.
  const scratchFiles = !opts.filesDir && inMemory ? await mkdtemp(join(tmpdir(), 'portal-files-')) : null;
  const filesDir =
    opts.filesDir ?? (scratchFiles ? join(scratchFiles, 'files') : join(REPO_ROOT, '.data', 'files'));
  const connectorConfig = opts.connectors ?? LOCAL_CONNECTORS;
  // Built before migrating: a migration moves bytes still in table rows into it (0160).
  const files = opts.connectorOverrides?.files ?? createFileStore(connectorConfig, { filesDir, logger });
  opts.onProgress?.({ phase: 'migrate', message: 'database migrations' });
  await migrateToLatest(db, { files });
  const secrets = secretsFor(opts, inMemory ? null : keyDirFor(connection.dataDir));
  // Before anything else writes: rows with a clear MWS token refuse updates until sealed (0025).
  const sealing = await sealSecretsAtRest(db, secrets);
  const seeded =
    opts.seed === 'demo' &&
    (await seedDemoData(db, {
      scale: opts.scale ?? 1,
      onProgress: opts.onProgress,
      history: opts.demoHistory ?? 'inline',
    }));
  // PGlite has no checkpointer process: the seed's ~800 MB of WAL stayed in the folder until the
  // next close. A checkpoint now leaves the folder at its rows (~530 MB) while the portal runs.
  if (seeded && connection.kind === 'pglite') await sql`checkpoint`.execute(db);

  const keyFile = inMemory ? null : keyFileFor(connection.dataDir, join(REPO_ROOT, '.data'));
  const keys = await loadSigningKeys(opts.jwtPrivateKey, keyFile);
  const outbox = createOutbox(inMemory ? null : DEFAULT_OUTBOX_DIR);
  const log = (message: string, detail?: unknown) => logger?.error({ err: detail }, message);
  if (sealing.sealed + sealing.resealed > 0 || sealing.unreadable.length > 0)
    logger?.warn(
      { ...sealing },
      'secrets at rest: sealed with the current key (unreadable: no key opens them)',
    );
  const sessions = new SessionRegistry(db);
  const shared = opts.redisUrl ? openRedis(opts.redisUrl, 'limits', logger) : null;
  const leaveSessionBus = opts.redisUrl ? await joinSessionBus(opts.redisUrl, sessions, logger) : null;
  // The local drive sits beside the file store (under the same data or scratch folder).
  const driveDir = join(dirname(resolve(filesDir)), 'drive');
  const jobs = queueFor(connection, {
    extraKinds: opts.jobKinds ?? [],
    ...opts.jobTimings,
  });

  // Routes need the emitter before the socket server exists; it is wired right after.
  let emitter: RealtimeEmitter | null = null;
  const realtime: RealtimeEmitter = {
    emitToUser: (...args) => emitter?.emitToUser(...args),
    emitToBrand: (...args) => emitter?.emitToBrand(...args),
    emitToStaff: (...args) => emitter?.emitToStaff(...args),
  };
  // The local billing ledger posts its signed events into the webhook route, which needs the context.
  let billingWebhook: BillingEventDelivery = async () => {};
  const connectors = createConnectors(
    connectorConfig,
    {
      db,
      billingWebhook: (event) => billingWebhook(event),
      billingNow: opts.billingNow,
      publicUrl: (opts.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
      filesDir,
      driveDir,
      outbox,
      logger,
      // Without a source of its own the local marketplace serves the demo sellers' documents.
      marketplaceReports: opts.marketplaceReports ?? demoMarketplaceReports(db, DEFAULT_DEMO_SEED),
    },
    { ...opts.connectorOverrides, files },
  );
  const ctx: AppContext = {
    db,
    keys,
    connectors,
    mail: connectors.mail,
    files: connectors.files,
    jobs,
    loginLimiter: new LoginLimiter(undefined, shared ?? undefined),
    realtime,
    publicUrl: (opts.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    devTools: opts.devTools === true,
    log,
    logger,
    sessions,
    secrets,
    trustProxy: opts.trustProxy,
    readiness: { state: 'starting' },
  };
  billingWebhook = (event) => receiveBillingWebhook(ctx, event);
  const httpServer = createServer({ keepAliveTimeout: HTTP_KEEP_ALIVE_TIMEOUT_MS }, createApp(ctx));
  const socket = attachSocketServer(httpServer, keys, sessions);
  emitter = socket.emitter;
  // Events emitted by the other backends and the workers reach this one's sockets.
  const stopListening = await joinSocketCluster(
    socket.io,
    { redisUrl: opts.redisUrl, databaseUrl: opts.databaseUrl },
    logger,
  );
  await jobs.start((err) => logger?.error({ err }, 'job queue error'));
  // The demo's older history, one sync job per seller account, after the recent days it serves.
  // Queued before the workers start: a running sync holds the embedded database's one connection.
  if (opts.workers !== false) await jobs.work(ctx);
  // The demo's older history is queued once the backend is up, not before it answers: a worker
  // that found the syncs waiting took the embedded database's one connection for them.
  const history = startDemoHistory(ctx, seeded ? seeded.backfill : [], opts.onProgress);
  ctx.readiness = { state: 'ready' };

  const backend: Backend = {
    url: '',
    db,
    ctx,
    connection,
    outbox,
    emitToUser: realtime.emitToUser,
    emitToBrand: realtime.emitToBrand,
    disconnectSockets: () => socket.io.disconnectSockets(true),
    drain: () => {
      ctx.readiness = { state: 'draining' };
    },
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          backend.url = `http://${shownHost}:${address.port}`;
          resolve(backend.url);
        });
      });
    },
    async close(options = {}) {
      history.stop();
      // Workers first, so no attempt writes to a closed database; then the servers; then the database.
      await jobs.stop(!options.abandonJobs);
      socket.stopWatching();
      // socket.io's close also closes the HTTP server; then the database goes.
      await new Promise<void>((resolve) => {
        socket.io.close(() => resolve());
      });
      httpServer.closeAllConnections();
      await stopListening();
      await leaveSessionBus?.();
      if (shared) await closeRedis(shared);
      await connectors.close();
      await db.destroy();
      // What PGlite wrote since start (new WAL segments) leaves owner-only too.
      if (connection.dataDir) ownerOnlyTree(connection.dataDir);
      if (scratchFiles) await rm(scratchFiles, { recursive: true, force: true });
    },
  };
  return backend;
}
