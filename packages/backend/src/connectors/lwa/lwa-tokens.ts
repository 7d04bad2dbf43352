import { createHash } from 'node:crypto';
import type { ConnectorHttp } from '../http/connector-http.ts';

export interface LwaClient {
  /** Login with Amazon's token endpoint; configurable so a local fake can stand in. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

/** An access token is used until this long (ms) before it expires, so none expires in flight. */
const EARLY_MS = 60_000;

/**
 * Login with Amazon tokens, shared by the Selling Partner and Ads adapters: refresh tokens are
 * traded for access tokens (cached per refresh token until a minute before `expires_in`), and a
 * consent page's code for a refresh token.
 */
export function createLwaTokens(http: ConnectorHttp, client: LwaClient) {
  const cache = new Map<string, { token: string; until: number }>();
  const grant = (operation: string, form: Record<string, string>) =>
    http.json<TokenAnswer>(client.tokenUrl, {
      operation,
      method: 'post',
      // A token grant changes nothing on Amazon's side until it answers: safe to repeat on a 5xx.
      idempotent: true,
      body: new URLSearchParams({ ...form, client_id: client.clientId, client_secret: client.clientSecret }),
    });
  return {
    async accessToken(refreshToken: string): Promise<string> {
      // Keyed by a hash: the cache holds no second copy of a refresh token.
      const key = createHash('sha256').update(refreshToken).digest('base64url');
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.token;
      const answer = await grant('lwa.refreshToken', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      cache.set(key, { token: answer.access_token, until: Date.now() + answer.expires_in * 1000 - EARLY_MS });
      return answer.access_token;
    },
    async exchangeCode(code: string, redirectUri: string): Promise<{ refreshToken: string }> {
      const answer = await grant('lwa.authorizationCode', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      if (!answer.refresh_token) throw new Error('Login with Amazon answered no refresh token');
      return { refreshToken: answer.refresh_token };
    },
  };
}

export type LwaTokens = ReturnType<typeof createLwaTokens>;
