/** What the portal needs from the Amazon Ads API's OAuth (Login with Amazon) flow. */
export interface AdsGrant {
  refreshToken: string;
  scope: string;
}

export interface AdsConnector {
  /** The consent page a user opens to grant advertising access; it returns to the portal with code, state, scope. */
  authorizationLink(state: string): string;
  /** Trades the code the consent page returned for a refresh token. Throws when the code is not valid. */
  exchangeCode(code: string, state: string, scope: string): Promise<AdsGrant>;
  /** Tells Amazon to forget a refresh token (best effort). */
  revoke(refreshToken: string): Promise<void>;
}

export class AdsAuthorizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdsAuthorizationError';
  }
}
