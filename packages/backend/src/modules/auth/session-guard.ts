import type { RequestHandler } from 'express';
import { unauthorized } from '../../http/http-error.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { bearerToken } from './auth.middleware.ts';
import type { SessionRegistry } from './session-registry.ts';
import type { SigningKeys } from './signing-keys.ts';

export const SESSION_ENDED_MESSAGE = 'Session has ended';

/**
 * Runs before every route: an access token whose session has ended is refused even while its
 * signature and expiry are still good. Other bearers (refresh, register and reset tokens) are
 * opaque, fail the access-token check and go on to their route untouched.
 */
export function sessionGuard(keys: SigningKeys, sessions: SessionRegistry): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    const principal = token ? await verifyAccessToken(keys, token) : null;
    if (principal && !(await sessions.isActive(principal.sessionId)))
      throw unauthorized(SESSION_ENDED_MESSAGE);
    next();
  };
}
