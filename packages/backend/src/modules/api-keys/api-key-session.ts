/**
 * An API key's access tokens carry `k.<key id>` as their session id, so the session machinery that
 * ends a signed-in session (the backend's guard, the gateway's check, graphql-ws closing 4401,
 * backend sockets cut) ends a revoked key the same way (docs/decisions/0470).
 */
export const KEY_SESSION_PREFIX = 'k.';

export const keySessionId = (keyId: string): string => `${KEY_SESSION_PREFIX}${keyId}`;

/** The key id of a key's session id, or null for a refresh family. */
export const keyIdOfSession = (sessionId: string): string | null =>
  sessionId.startsWith(KEY_SESSION_PREFIX) ? sessionId.slice(KEY_SESSION_PREFIX.length) : null;
