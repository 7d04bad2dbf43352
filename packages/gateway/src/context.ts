import type { AuthUser } from './auth/auth-user.ts';
import type { SessionCookies } from './auth/session-cookies.ts';
import type { TokenVerifier } from './auth/verify-token.ts';
import type { PortalApiConfig } from './datasources/portal-rest-api.ts';
import type { DataSourceFactory, GatewayModule } from './modules/gateway-module.ts';
import { GATEWAY_MODULES } from './modules/index.ts';
import type { SocketBridge } from './realtime/socket-bridge.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type SourcesOf<M> = M extends GatewayModule<infer S> ? S : never;
type AllSources = UnionToIntersection<SourcesOf<(typeof GATEWAY_MODULES)[number]>>;

/**
 * The REST data sources of one GraphQL operation (they memoize per request), named and typed by
 * the modules that declare them.
 */
export type DataSources = { readonly [K in keyof AllSources]: AllSources[K] };

/** Every module's data source factories by name; two modules may not claim one name. */
const FACTORIES: ReadonlyMap<string, DataSourceFactory> = (() => {
  const factories = new Map<string, DataSourceFactory>();
  for (const module of GATEWAY_MODULES) {
    for (const [name, factory] of Object.entries(module.dataSources as Record<string, DataSourceFactory>)) {
      if (factories.has(name)) throw new Error(`Data source '${name}' is declared by two gateway modules`);
      factories.set(name, factory);
    }
  }
  return factories;
})();

/** What every resolver receives. */
export interface GatewayContext {
  /** The caller from a verified access token; null when not signed in or the token is bad. */
  user: AuthUser | null;
  /** The verified access token, passed through to the backend. */
  token: string | null;
  dataSources: DataSources;
  realtime: SocketBridge;
  /** Marks the caller's session ended in this gateway's session cache (after logout). */
  endSession?: () => void;
  /** The browser session's cookies (HTTP only; a websocket has none). */
  sessionCookies?: SessionCookies;
}

export interface ContextDeps {
  upstreamUrl: string;
  verifyToken: TokenVerifier;
  realtime: SocketBridge;
  /** Called with the session id of a session that ended through this gateway. */
  onSessionEnded?: (sid: string | null) => void;
  /** Turns an API key into the access token it trades for; other bearers pass unchanged. */
  resolveBearer?: (raw: string | null) => Promise<string | null>;
}

/** The access token a request's bearer stands for: itself, or an API key's traded token. */
export async function accessTokenOf(deps: ContextDeps, rawBearer: string | null): Promise<string | null> {
  return deps.resolveBearer ? deps.resolveBearer(rawBearer) : rawBearer;
}

const CONFIG = Symbol('config');

/**
 * One getter per data source, declared once on a shared prototype: the first read builds the data
 * source and keeps it on the operation's own object, so an operation pays only for the one or two
 * domains it reads, and nothing is declared per request.
 */
const SOURCES_PROTOTYPE: object = (() => {
  const prototype = {};
  for (const [name, factory] of FACTORIES) {
    Object.defineProperty(prototype, name, {
      enumerable: true,
      get(this: { [CONFIG]: PortalApiConfig }) {
        const built = factory(this[CONFIG]);
        Object.defineProperty(this, name, { value: built, enumerable: true });
        return built;
      },
    });
  }
  return prototype;
})();

/** The data sources of one operation, each built on first use. */
export function createDataSources(
  upstreamUrl: string,
  token: string | null,
  clientIp?: string,
  requestId?: string,
): DataSources {
  const sources = Object.create(SOURCES_PROTOTYPE) as { [CONFIG]: PortalApiConfig };
  sources[CONFIG] = { baseURL: upstreamUrl, token, clientIp, requestId };
  return sources as unknown as DataSources;
}

/** Builds the context of one HTTP request or one websocket connection from its raw token. */
export async function createContext(
  deps: ContextDeps,
  rawToken: string | null,
  clientIp?: string,
  requestId?: string,
): Promise<GatewayContext> {
  const accessToken = await accessTokenOf(deps, rawToken);
  const user = await deps.verifyToken(accessToken);
  const token = user ? accessToken : null;
  return {
    user,
    token,
    dataSources: createDataSources(deps.upstreamUrl, token, clientIp, requestId),
    realtime: deps.realtime,
    endSession: () => deps.onSessionEnded?.(user?.sid ?? null),
  };
}
