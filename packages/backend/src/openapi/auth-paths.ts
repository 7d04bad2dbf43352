import type * as oas from 'openapi3-ts/oas31';
import { authed, errors, json, jsonBody, ref } from './components.ts';

/** Spec 1 §7.1 authentication calls. */
export const authPaths: oas.PathsObject = {
  '/auth/login': {
    post: {
      operationId: 'login',
      tags: ['auth'],
      summary: 'Sign in with email and password',
      requestBody: jsonBody({
        type: 'object',
        required: ['email', 'password'],
        properties: {
          email: { type: 'string', format: 'email' },
          password: { type: 'string', maxLength: 256 },
        },
      }),
      responses: {
        200: json('The user object with tokens.', ref('Session')),
        400: errors[400],
        401: { ...errors[401], description: '`Email or password is incorrect`' },
        429: errors[429],
      },
    },
  },
  '/auth/session': {
    get: authed({
      operationId: 'checkSession',
      tags: ['auth'],
      summary: "Whether the access token's session is still active (the gateway's session check)",
      responses: {
        204: { description: 'The session is active.' },
      },
    }),
  },
  '/auth/refresh': {
    post: {
      operationId: 'refreshSession',
      tags: ['auth'],
      summary: 'Trade a refresh token for new tokens',
      description: 'The refresh token is single use; presenting a spent one revokes its whole family.',
      security: [{ refreshToken: [] }],
      responses: {
        200: json('New tokens.', ref('SessionTokens')),
        401: { ...errors[401], description: 'Spent, expired or unknown refresh token.' },
      },
    },
  },
  '/auth/logout': {
    post: authed({
      operationId: 'logout',
      tags: ['auth'],
      summary: 'End the session and revoke its refresh family',
      responses: { 204: { description: 'Signed out.' } },
    }),
  },
  '/auth/register': {
    get: {
      operationId: 'checkRegisterToken',
      tags: ['auth'],
      summary: 'Check a register or reset token',
      security: [{ passwordToken: [] }],
      responses: {
        200: json('The token is valid for this email.', ref('TokenCheck')),
        401: { ...errors[401], description: '`Invalid token`' },
      },
    },
    post: {
      operationId: 'setPassword',
      tags: ['auth'],
      summary: 'Set a password with a register or reset token (single use)',
      security: [{ passwordToken: [] }],
      requestBody: jsonBody({
        type: 'object',
        required: ['password', 'passwordConfirmation'],
        properties: { password: { type: 'string' }, passwordConfirmation: { type: 'string' } },
      }),
      responses: {
        200: json('Password set.', ref('Message')),
        400: errors[400],
        401: { ...errors[401], description: '`Invalid token`' },
      },
    },
  },
  '/auth/password-reset': {
    post: {
      operationId: 'requestPasswordReset',
      tags: ['auth'],
      summary: 'Mail a password reset link (same answer whether or not the email exists)',
      requestBody: jsonBody({
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email' } },
      }),
      responses: { 200: json('The spec message.', ref('Message')), 400: errors[400] },
    },
  },
  '/.well-known/jwks.json': {
    get: {
      operationId: 'jwks',
      tags: ['auth'],
      summary: 'Public keys that verify access tokens',
      responses: { 200: json('A JSON Web Key Set.', ref('Jwks')) },
    },
  },
};
