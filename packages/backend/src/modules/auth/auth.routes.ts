import type { authContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { clientAddress } from '../../http/client-address.ts';
import { badRequest, unauthorized } from '../../http/http-error.ts';
import type { ContractHandlers } from '../manifest.ts';
import { bearerToken } from './auth.middleware.ts';
import { LOGIN_FAILED_MESSAGE, login, logout, refresh } from './auth.service.ts';
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

/** Spec 1 §7.1 authentication calls (contract: packages/schema/src/auth/auth.rest.ts). */
export const authHandlers = (ctx: AppContext): ContractHandlers<typeof authContract> => ({
  login: async ({ body, req }) => {
    const email = parseEmail(body.email);
    const { password } = body;
    if (password === '') throw badRequest(PASSWORD_MESSAGES.required);
    if (password.length > 256) throw unauthorized(LOGIN_FAILED_MESSAGE);
    return login(ctx, email, password, clientAddress(req));
  },

  refresh: async ({ req }) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Missing refresh token');
    return refresh(ctx, token);
  },

  logout: async ({ principal }) => {
    await logout(ctx, principal.sessionId);
  },

  // The session guard has already refused an ended session; reaching here means it is active.
  checkSession: async () => {},

  checkRegisterToken: async ({ req }) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized(INVALID_TOKEN_MESSAGE);
    return checkUserToken(ctx, token);
  },

  setPassword: async ({ req, body }) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized(INVALID_TOKEN_MESSAGE);
    const password = validateNewPassword(body.password, body.passwordConfirmation);
    await setPasswordWithToken(ctx, token, password);
    return { message: PASSWORD_SET_MESSAGE };
  },

  requestPasswordReset: async ({ body, req }) => {
    const email = parseEmail(body.email);
    await ctx.loginLimiter.consumeResetRequest(email.toLowerCase(), clientAddress(req));
    await requestPasswordReset(ctx, email);
    return { message: PASSWORD_RESET_SENT_MESSAGE };
  },

  jwks: ({ res }) => {
    res.set('Cache-Control', 'public, max-age=300');
    return { keys: [{ ...ctx.keys.publicJwk, kty: String(ctx.keys.publicJwk.kty) }] };
  },
});
