import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { HTTP_KEEP_ALIVE_TIMEOUT_MS, type TrustProxy } from '@portal/schema';
import { parseCookie } from 'cookie';
import express from 'express';
import { Redis } from 'ioredis';
import { apiKeyExchange } from './auth/api-key-exchange.ts';
import { SESSION_CHECK_TTL_MS, SessionChecker, sessionBoundVerifier } from './auth/session-check.ts';
import { REFRESH_COOKIE, sessionCookies } from './auth/session-cookies.ts';
import { cachedTokenVerifier } from './auth/token-cache.ts';
import { bearerToken, createTokenVerifier } from './auth/verify-token.ts';
import { listenForEndedSessions } from './cluster/session-bus.ts';
import { accessTokenOf, type ContextDeps, createContext, type GatewayContext } from './context.ts';
import { createErrorFormatter } from './errors/format-error.ts';
import { MAX_ANSWER_BYTES } from './http/answer-size.ts';
import { clientAddress, compileTrust } from './http/client-address.ts';
import { GRAPHIQL_PAGE, graphiqlPage } from './http/graphiql-page.ts';
import { graphqlHttpHandler, isGraphQLPost, type Middleware } from './http/graphql-http.ts';
import { healthHandler, readinessHandler } from './http/health.ts';
import { createOriginCheck } from './http/origin-check.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticWebRouter } from './http/static-web.ts';
import { type KeyRateLimits, keyRateLimit } from './limits/key-rate-limit.ts';
import { limitValidationRules, operationLimits } from './limits.ts';
import { httpLogger, requestIdOf } from './logging/http-logger.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { advertisingDownloadRouter } from './modules/advertising/download-proxy.ts';
import { brandAssetsProxy } from './modules/brand-reports/brand-assets-proxy.ts';
import { fileDownloadRouter } from './modules/jobs/file-download-proxy.ts';
import { listingImageRouter } from './modules/listing-editor/listing-image-proxy.ts';
import { csvUploadRouter } from './modules/listings-bulk/csv-upload-proxy.ts';
import { SocketBridge } from './realtime/socket-bridge.ts';
import { attachWsServer } from './realtime/ws-server.ts';
import { analyticsBudget } from './schema/analytics-budget-plugin.ts';
import { anonymousGate } from './schema/anonymous-gate.ts';
import { buildGatewaySchema } from './schema/build-schema.ts';
import { compiledExecution } from './schema/compiled-execution.ts';
import { introspectionView } from './schema/introspection-view.ts';
import { readTrustedDocuments, TrustedDocumentCache } from './schema/trusted-documents.ts';

export interface GatewayOptions {
  upstreamUrl: string;
  webDist?: string;
  /** Development mode: IDE, anonymous introspection, stack traces. Off unless asked for. */
  development?: boolean;
  /** The address browsers use; websocket upgrades from other origins are refused. */
  publicUrl?: string;
  /** Access lines and errors; silent when omitted (tests). */
  logger?: Logger;
  /** The web's operations by hash (codegen's manifest); served by hash alone. */
  trustedDocumentsFile?: string;
  /** Staleness bound of the session check (docs/security.md); shorter in tests. */
  /** Per-key operation and cost budgets a minute (docs/decisions/0471). */
  keyRateLimits?: KeyRateLimits;
  sessionCheckTtlMs?: number;
  /** Largest answer over HTTP (answer-size.ts); smaller in tests. */
  maxAnswerBytes?: number;
  /** Proxies allowed to name the client's address (TRUST_PROXY); none unless configured. */
  trustProxy?: TrustProxy;
  /** The Redis the instances share (REDIS_URL): sessions ended anywhere are refused here at once. */
  redisUrl?: string;
}

export interface Gateway {
  listen(port: number, host?: string): Promise<string>;
  /** Readiness goes false, so the balancer stops sending work before close(). */
  drain(): void;
  close(): Promise<void>;
}

const graphqlPath = '/graphql';
// Same body cap as the backend (docs/rest-contract.md): bigger bodies are refused before parsing.
const bodyLimit = '100kb';

function landingPage(development: boolean): ApolloServerPlugin {
  return development
    ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
    : ApolloServerPluginLandingPageDisabled();
}

function listenOn(httpServer: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      const { port: bound } = httpServer.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve(`http://${shownHost}:${bound}`);
    });
  });
}

/** Apollo Server (HTTP) and graphql-ws (websocket) on one port and path, over the REST backend. */
export async function createGateway(opts: GatewayOptions): Promise<Gateway> {
  const development = opts.development ?? false;
  const logger = opts.logger ?? createLogger('gateway', 'silent');
  const schema = buildGatewaySchema();
  const realtime = new SocketBridge(opts.upstreamUrl);
  const sessionCheckTtlMs = opts.sessionCheckTtlMs ?? SESSION_CHECK_TTL_MS;
  const sessions = new SessionChecker(opts.upstreamUrl, { ttlMs: sessionCheckTtlMs });
  const deps: ContextDeps = {
    upstreamUrl: opts.upstreamUrl,
    verifyToken: sessionBoundVerifier(cachedTokenVerifier(createTokenVerifier(opts.upstreamUrl)), sessions),
    realtime,
    onSessionEnded: (sid) => sessions.ended(sid),
    resolveBearer: apiKeyExchange(opts.upstreamUrl),
  };
  const stopSessionBus = opts.redisUrl
    ? await listenForEndedSessions(opts.redisUrl, (sid) => sessions.ended(sid), logger)
    : async () => {};
  // Per-key budgets shared by every instance when there is a Redis (ADR 0480); in memory otherwise.
  const limitsStore = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectionName: 'portal-gateway-limits', enableOfflineQueue: true })
    : undefined;
  limitsStore?.on('error', (err) => logger.error({ err }, 'redis (key limits) connection error'));
  let draining = false;
  const formatError = createErrorFormatter(development, logger);

  const app = express();
  app.disable('x-powered-by');
  // Only configured proxies name the client's address: it keys the login limits (client-address.ts).
  const trustProxy = compileTrust(opts.trustProxy ?? false);
  app.set('trust proxy', trustProxy);
  const accessLog = httpLogger(logger);
  const headers = securityHeaders(development);
  app.use(accessLog);
  app.use(headers);
  let graphqlPost: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  // POST /graphql (nearly every call) skips express; the rest of the routes keep it.
  const httpServer = createServer({ keepAliveTimeout: HTTP_KEEP_ALIVE_TIMEOUT_MS }, (req, res) => {
    if (graphqlPost && isGraphQLPost(req, graphqlPath)) void graphqlPost(req, res);
    else app(req, res);
  });
  const ws = attachWsServer({
    httpServer,
    path: graphqlPath,
    schema,
    deps,
    development,
    isAllowedOrigin: createOriginCheck(opts.publicUrl ?? 'http://localhost:4000', development),
    isSessionActive: sessions.isActive,
    clientAddress: (req) => clientAddress(req, trustProxy),
    sessionCheckIntervalMs: sessionCheckTtlMs,
    formatError,
  });

  const apollo = new ApolloServer<GatewayContext>({
    // The schema, executed by compiled operations (schema/compiled-execution.ts, docs/decisions/0639).
    gateway: compiledExecution(schema),
    csrfPrevention: true,
    // Signed-in callers may introspect in production too (within introspection-limits.ts); the
    // anonymous gate refuses signed-out callers everything but the @public fields.
    introspection: true,
    includeStacktraceInErrorResponses: development,
    hideSchemaDetailsFromClientErrors: !development,
    parseOptions: { maxTokens: operationLimits.maxTokens },
    validationRules: limitValidationRules,
    persistedQueries: { cache: new TrustedDocumentCache(readTrustedDocuments(opts.trustedDocumentsFile)) },
    formatError,
    plugins: [
      // Apollo's cache-control plugin, on by default, computes a cache policy for every field it
      // resolves (a wrapper and a hook per field). No field carries a cache hint and every answer is
      // sent `no-store` (graphql-http.ts), so the work bought nothing: an insights page's per-brand
      // cards resolve ~100,000 fields (docs/decisions/0639).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => ws.dispose() }) },
      landingPage(development),
      anonymousGate(schema, development),
      introspectionView(schema, development),
      analyticsBudget(),
      keyRateLimit(opts.keyRateLimits, limitsStore),
    ],
  });
  await apollo.start();

  app.get('/healthz', healthHandler(opts.upstreamUrl));
  app.get(
    '/readyz',
    readinessHandler(opts.upstreamUrl, () => draining),
  );
  app.get('/brand-assets/:brandCode/:kind', brandAssetsProxy(opts.upstreamUrl));
  graphqlPost = graphqlHttpHandler({
    apollo,
    before: [accessLog, headers as Middleware],
    bodyLimit,
    maxAnswerBytes: opts.maxAnswerBytes ?? MAX_ANSWER_BYTES,
    trustProxy,
    context: async (req, res, clientIp) => ({
      ...(await createContext(deps, bearerToken(req.headers.authorization), clientIp, requestIdOf(req))),
      sessionCookies: sessionCookies(req, res),
    }),
  });
  // GET /graphql from a browser: GraphiQL for callers (production; development keeps Apollo's IDE).
  if (opts.webDist && !development) {
    // The page's file is reached through the gate only, never as a static file.
    app.get(`/${GRAPHIQL_PAGE}`, (_req, res) => res.redirect(302, graphqlPath));
    app.get(
      graphqlPath,
      graphiqlPage({
        webDist: opts.webDist,
        // A signed-in browser holds the refresh cookie (sent on this path only); anything else must
        // carry a valid token or key. The page is code only: its queries are authorised one by one.
        async isCaller(req) {
          if (parseCookie(req.headers.cookie ?? '')[REFRESH_COOKIE]) return true;
          const bearer = bearerToken(req.headers.authorization);
          return bearer !== null && (await deps.verifyToken(await accessTokenOf(deps, bearer))) !== null;
        },
      }),
    );
  }
  // GET /graphql (and anything else on the path) through express, as before.
  app.use(
    graphqlPath,
    express.json({ limit: bodyLimit }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        ...(await createContext(
          deps,
          bearerToken(req.headers.authorization),
          clientAddress(req, trustProxy),
          requestIdOf(req),
        )),
        sessionCookies: sessionCookies(req, res),
      }),
    }),
  );
  app.use(advertisingDownloadRouter(opts.upstreamUrl));
  app.use(fileDownloadRouter(opts.upstreamUrl));
  app.use(csvUploadRouter(opts.upstreamUrl));
  app.use(listingImageRouter(opts.upstreamUrl));
  if (opts.webDist) app.use(staticWebRouter(opts.webDist, { serveSourceMaps: development }));

  let listening = false;
  return {
    async listen(port, host = '127.0.0.1') {
      const url = await listenOn(httpServer, port, host);
      listening = true;
      return url;
    },
    drain() {
      draining = true;
    },
    async close() {
      realtime.close();
      await stopSessionBus();
      if (limitsStore?.status === 'ready') await limitsStore.quit();
      else limitsStore?.disconnect();
      if (listening) {
        await apollo.stop();
      } else {
        await ws.dispose();
        await apollo.stop().catch(() => {});
      }
    },
  };
}
