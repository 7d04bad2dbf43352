import type { DataSourceConfig } from '@apollo/datasource-rest';
import type { AuthUser } from './auth/auth-user.ts';
import type { SessionCookies } from './auth/session-cookies.ts';
import type { TokenVerifier } from './auth/verify-token.ts';
import { sharedHttpCache, upstreamFetch } from './datasources/upstream-fetch.ts';
import type { DataSourceFactory, GatewayModule } from './modules/gateway-module.ts';
import { GATEWAY_MODULES } from './modules/index.ts';
import type { SocketBridge } from './realtime/socket-bridge.ts';

type KeyValueCache = NonNullable<DataSourceConfig['cache']>;

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
  cache?: KeyValueCache;
  /** Called with the session id of a session that ended through this gateway. */
  onSessionEnded?: (sid: string | null) => void;
}

/**
 * The data sources of one operation. Each is built on first use: most operations read one or two
 * domains, so building all of them per request would be wasted work.
 */
export function createDataSources(
  upstreamUrl: string,
  token: string | null,
  cache?: KeyValueCache,
  clientIp?: string,
  requestId?: string,
): DataSources {
  const config = {
    baseURL: upstreamUrl,
    token,
    cache: cache ?? sharedHttpCache,
    fetch: upstreamFetch,
    clientIp,
    requestId,
  };
  const sources: Record<string, unknown> = {};
  for (const [name, factory] of FACTORIES) {
    let built: unknown;
    Object.defineProperty(sources, name, {
      enumerable: true,
      get: () => {
        built ??= factory(config);
        return built;
      },
    });
  }
  return sources as DataSources;
}

/** Builds the context of one HTTP request or one websocket connection from its raw token. */
export async function createContext(
  deps: ContextDeps,
  rawToken: string | null,
  clientIp?: string,
  requestId?: string,
): Promise<GatewayContext> {
  const user = await deps.verifyToken(rawToken);
  const token = user ? rawToken : null;
  return {
    user,
    token,
    dataSources: createDataSources(deps.upstreamUrl, token, deps.cache, clientIp, requestId),
    realtime: deps.realtime,
    endSession: () => deps.onSessionEnded?.(user?.sid ?? null),
  };
}
