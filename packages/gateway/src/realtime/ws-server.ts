import type { IncomingMessage, Server } from 'node:http';
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AuthUser } from '../auth/auth-user.ts';
import { bearerToken } from '../auth/verify-token.ts';
import { accessTokenOf, type ContextDeps, createContext, type GatewayContext } from '../context.ts';
import { maskExecutionResult } from '../errors/mask-result.ts';
import { operationLimits, validateWithLimits } from '../limits.ts';
import { analyticsBudgetRefusal } from '../schema/analytics-cost.ts';
import { anonymousRefusal, publicRootFields } from '../schema/anonymous-gate.ts';
import { hideSchemaDetails } from '../schema/hide-schema-details.ts';
import { watchSession } from './session-watch.ts';
import { WS_CONNECTION_INIT_TIMEOUT_MS, WS_MAX_PAYLOAD_BYTES } from './ws-limits.ts';

export interface WsServerOptions {
  httpServer: Server;
  path: string;
  schema: GraphQLSchema;
  deps: ContextDeps;
  development: boolean;
  isAllowedOrigin: (origin: string | undefined, host: string | undefined) => boolean;
  isSessionActive: (user: AuthUser, token: string) => Promise<boolean>;
  sessionCheckIntervalMs: number;
  /** The client's address from the upgrade request, by the same proxy rule as HTTP. */
  clientAddress: (req: IncomingMessage) => string | undefined;
  formatError: Parameters<typeof maskExecutionResult>[1];
}

type ConnectionParams = Record<string, unknown> | undefined;

/**
 * graphql-ws on the HTTP server's port and path, with the HTTP transport's limits: message size,
 * token count, depth/aliases/cost, the same origin rule as the portal, and sessions that end.
 */
export function attachWsServer(opts: WsServerOptions) {
  const wsServer = new WebSocketServer({
    server: opts.httpServer,
    path: opts.path,
    // ws refuses a bigger frame from its header, before buffering it (close 1009).
    maxPayload: WS_MAX_PAYLOAD_BYTES,
    verifyClient: ({ origin, req }: { origin?: string; req: { headers: { host?: string } } }) =>
      opts.isAllowedOrigin(origin || undefined, req.headers.host),
  });
  const tokenOf = (params: ConnectionParams) => bearerToken(params?.authorization ?? params?.token);
  const open = publicRootFields(opts.schema);
  const cleanup = useServer<ConnectionParams>(
    {
      schema: opts.schema,
      connectionInitWaitTimeout: WS_CONNECTION_INIT_TIMEOUT_MS,
      // Parsed here rather than by graphql-ws, so the token limit stops the parser itself and its
      // refusal reaches the client as an ordinary error message, not a closed socket.
      onSubscribe: async (ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: operationLimits.maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        // The HTTP transport's anonymous gate (an Apollo plugin, which graphql-ws never runs).
        const accessToken = await accessTokenOf(opts.deps, tokenOf(ctx.connectionParams));
        if (!opts.development && !(await opts.deps.verifyToken(accessToken))) {
          const refusal = anonymousRefusal(document, open);
          if (refusal) return [refusal];
        }
        const errors = validateWithLimits(opts.schema, document);
        if (errors.length > 0) return opts.development ? errors : errors.map(hideSchemaDetails);
        const overBudget = analyticsBudgetRefusal(
          opts.schema,
          document,
          payload.operationName,
          payload.variables,
        );
        if (overBudget) return [overBudget];
        return {
          schema: opts.schema,
          document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
        };
      },
      onConnect: async (ctx) => {
        const { user, token } = await createContext(opts.deps, tokenOf(ctx.connectionParams));
        if (user && token) {
          watchSession(ctx.extra.socket, user, {
            isActive: (u) => opts.isSessionActive(u, token),
            intervalMs: opts.sessionCheckIntervalMs,
          });
        }
        return true;
      },
      // The client's address travels to the backend, so websocket logins are limited per client
      // rather than all sharing the gateway's own address.
      context: (ctx): Promise<GatewayContext> =>
        createContext(opts.deps, tokenOf(ctx.connectionParams), opts.clientAddress(ctx.extra.request)),
      onNext: (_ctx, _id, _payload, _args, result) => maskExecutionResult(result, opts.formatError),
    },
    wsServer,
  );
  return { wsServer, dispose: () => cleanup.dispose() };
}
