import type { Request, RequestHandler, Response } from 'express';
import { unauthorized } from '../../http/http-error.ts';
import { verifyAccessToken } from './access-tokens.ts';
import type { Principal } from './principal.ts';
import type { SigningKeys } from './signing-keys.ts';

/** The raw bearer token of a request, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Rejects calls without a valid access token; stores the principal for principalOf(). */
export function requireAuth(keys: SigningKeys): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Missing bearer token');
    const principal = await verifyAccessToken(keys, token);
    if (!principal) throw unauthorized('Invalid or expired access token');
    res.locals.principal = principal;
    next();
  };
}

export function principalOf(res: Response): Principal {
  const principal = res.locals.principal as Principal | undefined;
  // Only reachable if a route forgot requireAuth: a programming error, so a 500 is right.
  if (!principal) throw new Error('principalOf called on an unauthenticated route');
  return principal;
}
