import { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import { bodyOf } from '../../http/validate.ts';
import { bearerToken, principalOf, requireAuth } from './auth.middleware.ts';
import { login, logout, refresh } from './auth.service.ts';
import { parseEmail } from './email-address.ts';
import {
  checkUserToken,
  INVALID_TOKEN_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_SET_MESSAGE,
  requestPasswordReset,
  setPasswordWithToken,
} from './password-tokens.service.ts';
import { PASSWORD_MESSAGES, validateNewPassword } from './passwords.ts';

/** Spec 1 §7.1 authentication calls, paths exactly as the contract writes them. */
export function authRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post('/auth/login', async (req, res) => {
    const body = bodyOf(req.body);
    const email = parseEmail(body.email);
    const password = body.password;
    if (password === undefined || password === null || password === '')
      throw badRequest(PASSWORD_MESSAGES.required);
    if (typeof password !== 'string') throw badRequest('password must be a string');
    if (password.length > 256) throw unauthorized('Email or password is incorrect');
    res.json(await login(ctx, email, password, req.ip ?? 'unknown'));
  });

  router.post('/auth/refresh', async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Missing refresh token');
    res.json(await refresh(ctx, token));
  });

  router.post('/auth/logout', requireAuth(ctx.keys), async (_req, res) => {
    await logout(ctx, principalOf(res).sessionId);
    res.status(204).end();
  });

  // The session guard has already refused an ended session; reaching here means it is active.
  router.get('/auth/session', requireAuth(ctx.keys), (_req, res) => {
    res.status(204).end();
  });

  router.get('/auth/register', async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized(INVALID_TOKEN_MESSAGE);
    res.json(await checkUserToken(ctx, token));
  });

  router.post('/auth/register', async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized(INVALID_TOKEN_MESSAGE);
    const body = bodyOf(req.body);
    const password = validateNewPassword(body.password, body.passwordConfirmation);
    await setPasswordWithToken(ctx, token, password);
    res.json({ message: PASSWORD_SET_MESSAGE });
  });

  router.post('/auth/password-reset', async (req, res) => {
    const email = parseEmail(bodyOf(req.body).email);
    await ctx.loginLimiter.consumeResetRequest(email.toLowerCase(), req.ip ?? 'unknown');
    await requestPasswordReset(ctx, email);
    res.json({ message: PASSWORD_RESET_SENT_MESSAGE });
  });

  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ keys: [ctx.keys.publicJwk] });
  });

  return router;
}
