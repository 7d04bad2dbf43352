import type { DataSourceConfig } from '@apollo/datasource-rest';
import type { AuthUser } from './auth/auth-user.ts';
import type { SessionCookies } from './auth/session-cookies.ts';
import type { TokenVerifier } from './auth/verify-token.ts';
import { ActivityAPI } from './modules/activity/activity-api.ts';
import { AdvertisingAPI } from './modules/advertising/advertising-api.ts';
import { AuthAPI } from './modules/auth/auth-api.ts';
import { BrandReportsAPI } from './modules/brand-reports/brand-reports-api.ts';
import { LookupsAPI } from './modules/lookups/lookups-api.ts';
import { UsersAPI } from './modules/users/users-api.ts';
import type { SocketBridge } from './realtime/socket-bridge.ts';

type KeyValueCache = NonNullable<DataSourceConfig['cache']>;

/** One instance of each REST data source per GraphQL operation (they memoize per request). */
export interface DataSources {
  auth: AuthAPI;
  users: UsersAPI;
  lookups: LookupsAPI;
  activity: ActivityAPI;
  advertising: AdvertisingAPI;
  brandReports: BrandReportsAPI;
}

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

export function createDataSources(
  upstreamUrl: string,
  token: string | null,
  cache?: KeyValueCache,
  clientIp?: string,
  requestId?: string,
): DataSources {
  const config = { baseURL: upstreamUrl, token, cache, clientIp, requestId };
  return {
    auth: new AuthAPI(config),
    users: new UsersAPI(config),
    lookups: new LookupsAPI(config),
    activity: new ActivityAPI(config),
    advertising: new AdvertisingAPI(config),
    brandReports: new BrandReportsAPI(config),
  };
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
