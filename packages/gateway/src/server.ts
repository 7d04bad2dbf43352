import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerToken, createTokenVerifier } from './auth/verify-token.ts';
import { type ContextDeps, createContext, type GatewayContext } from './context.ts';
import { createErrorFormatter } from './errors/format-error.ts';
import { maskExecutionResult } from './errors/mask-result.ts';
import { healthHandler } from './http/health.ts';
import { staticWebRouter } from './http/static-web.ts';
import { limitValidationRules, validateWithLimits } from './limits.ts';
import { advertisingDownloadRouter } from './modules/advertising/download-proxy.ts';
import { brandAssetsProxy } from './modules/brand-reports/brand-assets-proxy.ts';
import { SocketBridge } from './realtime/socket-bridge.ts';
import { buildGatewaySchema } from './schema/build-schema.ts';

export interface GatewayOptions {
  upstreamUrl: string;
  webDist?: string;
  development?: boolean;
}

export interface Gateway {
  listen(port: number, host?: string): Promise<string>;
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
  const development = opts.development ?? process.env.NODE_ENV !== 'production';
  const schema = buildGatewaySchema();
  const realtime = new SocketBridge(opts.upstreamUrl);
  const deps: ContextDeps = {
    upstreamUrl: opts.upstreamUrl,
    verifyToken: createTokenVerifier(opts.upstreamUrl),
    realtime,
  };
  const formatError = createErrorFormatter(development);

  const app = express();
  app.disable('x-powered-by');
  // Behind the compose nginx (a private address) req.ip must be the browser's, for login limits.
  app.set('trust proxy', 'loopback, uniquelocal');
  const httpServer = createServer(app);
  const wsServer = new WebSocketServer({ server: httpServer, path: graphqlPath });
  const wsCleanup = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      validate: validateWithLimits,
      context: (ctx): Promise<GatewayContext> => {
        const params = ctx.connectionParams ?? {};
        return createContext(deps, bearerToken(params.authorization ?? params.token));
      },
      onNext: (_ctx, _id, _payload, _args, result) => maskExecutionResult(result, formatError),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: development,
    includeStacktraceInErrorResponses: development,
    validationRules: limitValidationRules,
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => wsCleanup.dispose() }) },
      landingPage(development),
    ],
  });
  await apollo.start();

  app.get('/healthz', healthHandler(opts.upstreamUrl));
  app.get('/brand-assets/:brandCode/:kind', brandAssetsProxy(opts.upstreamUrl));
  app.use(
    graphqlPath,
    express.json({ limit: bodyLimit }),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(deps, bearerToken(req.headers.authorization), req.ip),
    }),
  );
  app.use(advertisingDownloadRouter(opts.upstreamUrl));
  if (opts.webDist) app.use(staticWebRouter(opts.webDist));

  let listening = false;
  return {
    async listen(port, host = '127.0.0.1') {
      const url = await listenOn(httpServer, port, host);
      listening = true;
      return url;
    },
    async close() {
      realtime.close();
      if (listening) {
        await apollo.stop();
      } else {
        await wsCleanup.dispose();
        await apollo.stop().catch(() => {});
      }
    },
  };
}
