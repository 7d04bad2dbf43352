import { z } from 'zod';
import { MESSAGES, VALIDATION_MESSAGES } from '../constants/messages.ts';
import { ACCOUNT_FEATURES, BRAND_TYPES, ROLES } from '../constants/roles.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { messageShape, nullableString } from '../rest/shapes.ts';

// Missing reads as the spec's "required" text; a wrong type as `invalid` (a spec text, or a rule
// fragment such as 'must be a string' that the backend prefixes with the field's name).
const requiredOr = (invalid: string, required: string) => (iss: { input: unknown }) =>
  iss.input === undefined || iss.input === null ? required : invalid;

/** The signed-in user (spec 1 §3), brand facts read from the database. */
export const userShape = z
  .object({
    // A uuid here; the spec's original backend answers numeric ids, which the gateway also reads.
    userId: z.union([z.string(), z.number().int()]),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    brand_type: z.enum(BRAND_TYPES).nullable(),
    brand_admin: z.boolean(),
    active_brand_subscription: z.boolean(),
    brand_code: nullableString,
    brand_name: nullableString,
    sub_brand_codes: z.array(z.string()),
    viewed_articles: z.array(z.string()),
    // Not in the spec's user object (its original backend named the accounts in code): absent reads
    // as none, so that backend's answers still parse.
    account_features: z
      .array(z.enum(ACCOUNT_FEATURES))
      .default([])
      .meta({ description: 'Features granted to this account by name (ADR 0609).' }),
  })
  .meta({ id: 'User', description: 'The signed-in user (spec 1 §3).' });

export const sessionTokensShape = z
  .object({
    accessToken: z.string().meta({ description: 'EdDSA-signed JWT, 15 minutes.' }),
    refreshToken: z.string().meta({ description: 'Opaque, single use; a reused one revokes its family.' }),
    accessTokenExpiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SessionTokens' });

const email = z.string({
  error: requiredOr(VALIDATION_MESSAGES.emailInvalid, VALIDATION_MESSAGES.emailRequired),
});

/** Spec 1 §7.1 authentication calls. The spec's email and password rules run in the auth service. */
export const authContract = defineContract({
  login: defineRoute({
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Sign in with email and password',
    tag: 'auth',
    access: { public: true },
    body: z.object({
      email,
      password: z.string({ error: requiredOr('must be a string', VALIDATION_MESSAGES.passwordRequired) }),
    }),
    responses: {
      200: {
        description: 'The user object with tokens.',
        schema: userShape.extend(sessionTokensShape.shape),
      },
    },
    errors: { 401: `\`${MESSAGES.loginIncorrect}\``, 429: 'Too many attempts: slowed down.' },
  }),
  refresh: defineRoute({
    method: 'post',
    path: '/auth/refresh',
    operationId: 'refreshSession',
    summary: 'Trade a refresh token for new tokens',
    description: 'The refresh token is single use; presenting a spent one revokes its whole family.',
    tag: 'auth',
    access: { public: true, bearer: 'refreshToken' },
    responses: { 200: { description: 'New tokens.', schema: sessionTokensShape } },
    errors: { 401: 'Spent, expired or unknown refresh token.' },
  }),
  logout: defineRoute({
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    summary: 'End the session and revoke its refresh family',
    tag: 'auth',
    access: { permission: 'session' },
    responses: { 204: { description: 'Signed out.', empty: true } },
  }),
  checkSession: defineRoute({
    method: 'get',
    path: '/auth/session',
    operationId: 'checkSession',
    summary: "Whether the access token's session is still active (the gateway's session check)",
    tag: 'auth',
    access: { permission: 'session' },
    responses: { 204: { description: 'The session is active.', empty: true } },
  }),
  checkRegisterToken: defineRoute({
    method: 'get',
    path: '/auth/register',
    operationId: 'checkRegisterToken',
    summary: 'Check a register or reset token',
    tag: 'auth',
    access: { public: true, bearer: 'passwordToken' },
    responses: {
      200: {
        description: 'The token is valid for this email.',
        schema: z.object({ valid: z.literal(true), email: z.string() }),
      },
    },
    errors: { 401: `\`${MESSAGES.invalidToken}\`` },
  }),
  setPassword: defineRoute({
    method: 'post',
    path: '/auth/register',
    operationId: 'setPassword',
    summary: 'Set a password with a register or reset token (single use)',
    tag: 'auth',
    access: { public: true, bearer: 'passwordToken' },
    body: z.object({
      password: z.string({ error: requiredOr('must be a string', VALIDATION_MESSAGES.passwordRequired) }),
      // Compared with the password by the service, which answers the spec's 'Passwords must match'.
      passwordConfirmation: z.unknown().optional(),
    }),
    responses: { 200: { description: 'Password set.', schema: messageShape } },
    errors: { 401: `\`${MESSAGES.invalidToken}\`` },
  }),
  requestPasswordReset: defineRoute({
    method: 'post',
    path: '/auth/password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Mail a password reset link (same answer whether or not the email exists)',
    tag: 'auth',
    access: { public: true },
    body: z.object({ email }),
    responses: { 200: { description: 'The spec message.', schema: messageShape } },
  }),
  jwks: defineRoute({
    method: 'get',
    path: '/.well-known/jwks.json',
    operationId: 'jwks',
    summary: 'Public keys that verify access tokens',
    tag: 'auth',
    access: { public: true },
    responses: {
      200: {
        description: 'A JSON Web Key Set.',
        schema: z.object({ keys: z.array(z.looseObject({ kty: z.string() })) }),
      },
    },
  }),
});
