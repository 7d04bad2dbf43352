import type { TrustProxy } from '@portal/schema';
import type { EventName, EventPayload } from '@portal/schema/rest';
import type { Kysely } from 'kysely';
import type { MailConnector } from './connectors/mail/mail-connector.ts';
import type { ConnectorRegistry } from './connectors/registry.ts';
import type { Database } from './db/schema.ts';
import type { FileStore } from './files/file-store.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logging/logger.ts';
import type { LoginLimiter } from './modules/auth/login-limiter.ts';
import type { SessionRegistry } from './modules/auth/session-registry.ts';
import type { SigningKeys } from './modules/auth/signing-keys.ts';
import type { SecretsService } from './secrets/secrets-service.ts';

/**
 * Emits socket.io events to rooms, by declared name only; code emits through `emitEvent`
 * (realtime/events.ts), which also checks the payload and the audience. A no-op stand-in is fine
 * where no socket server runs.
 */
export interface RealtimeEmitter {
  // Typed by packages/schema's EVENTS: an event goes out only with its declared payload.
  emitToUser<N extends EventName>(userId: string, event: N, payload: EventPayload<N>): void;
  emitToBrand<N extends EventName>(brandCode: string, event: N, payload: EventPayload<N>): void;
  /** Agency staff see every seller; they share one room. */
  emitToStaff<N extends EventName>(event: N, payload: EventPayload<N>): void;
}

/** Everything the routes and services need, built once by createBackend. */
export interface AppContext {
  db: Kysely<Database>;
  keys: SigningKeys;
  /** Every outside service (marketplace, advertising, billing, drive, mail, files), chosen by configuration. */
  connectors: ConnectorRegistry;
  /** `connectors.mail`, kept short for the many places that send mail. */
  mail: MailConnector;
  /** `connectors.files`: exports, generated PDFs and uploads; bytes live here, owners in `stored_files`. */
  files: FileStore;
  /** Durable jobs: enqueue here; workers run them in this process or in `npm run worker`. */
  jobs: JobQueue;
  loginLimiter: LoginLimiter;
  realtime: RealtimeEmitter;
  publicUrl: string;
  devTools: boolean;
  log: (message: string, detail?: unknown) => void;
  /** Structured logger for access lines; without it no access log is written (tests). */
  logger?: Logger;
  /** Which sessions are still active; built from `db` when absent. */
  sessions?: SessionRegistry;
  /** Seals and opens every secret at rest (Ads and Selling Partner tokens, credentials, MWS token). */
  secrets: SecretsService;
  /** Proxies allowed to name the client's address (TRUST_PROXY); the gateway on loopback by default. */
  trustProxy?: TrustProxy;
  /** GET /readyz: whether a load balancer should send this instance work (absent: a worker). */
  readiness?: { state: 'starting' | 'ready' | 'draining' };
}
