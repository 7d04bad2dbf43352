import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.ts';

describe.each(databasesUnderTest())('auth calls on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  describe('POST /auth/login', () => {
    it('answers the user object with tokens for a demo account', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'ffp@demo.test', password: 'Portal!2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email: 'ffp@demo.test',
        role: 'brand-user',
        brand_type: 'ffp',
        brand_admin: true,
        active_brand_subscription: true,
        brand_code: 'FFP001',
        brand_name: 'Fresh Fields Pantry',
        sub_brand_codes: [],
        viewed_articles: [],
      });
      expect(res.body.accessToken).toEqual(expect.any(String));
      expect(res.body.refreshToken).toEqual(expect.any(String));
      expect(Date.parse(res.body.accessTokenExpiresAt)).toBeGreaterThan(0);
    });

    it('accepts the email in another case', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'Admin@Demo.Test', password: 'Portal!2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email: 'admin@demo.test',
        role: 'admin',
        brand_type: null,
        brand_code: null,
      });
    });

    it('refuses a wrong password with the spec message', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'user@demo.test', password: 'Wrong!2026' },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Email or password is incorrect' });
    });

    it('refuses an unknown email with the same message', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'nobody@demo.test', password: 'Portal!2026' },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Email or password is incorrect');
    });

    it.each([
      [{ password: 'Portal!2026' }, 'Email is required'],
      [{ email: 'not-an-email', password: 'Portal!2026' }, 'Email is invalid'],
      [{ email: 42, password: 'Portal!2026' }, 'Email is invalid'],
      [{ email: 'user@demo.test' }, 'Password is required'],
      [{ email: 'user@demo.test', password: ['x'] }, 'password must be a string'],
    ])('answers 400 for %j', async (body, message) => {
      const res = await api.call('POST', '/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it('answers 400 for a body that is not an object', async () => {
      const res = await api.call('POST', '/auth/login', { body: ['user@demo.test'] });
      expect(res.status).toBe(400);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await api.call('POST', '/auth/login', { rawBody: '{"email": ' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
    });

    it('answers 413 for a body over 100 kB', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'user@demo.test', password: 'x'.repeat(120_000) },
      });
      expect(res.status).toBe(413);
      expect(res.body.statusCode).toBe(413);
    });

    it('accepts the bracketed address form', async () => {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'Demo User <user@demo.test>', password: 'Portal!2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe('user@demo.test');
    });
  });

  describe('login slowdown', () => {
    // Since the lockout fix (docs/security.md, finding 4) the wait is per email and address, grows,
    // and is named in the message.
    it('makes one address wait after five failures for one email, even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await api.call('POST', '/auth/login', {
          body: { email: 'aa@demo.test', password: `Wrong!${i}aa` },
        });
        expect(res.status).toBe(401);
      }
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'aa@demo.test', password: 'Portal!2026' },
      });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        statusCode: 429,
        message: expect.stringMatching(
          /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/,
        ),
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('resets the email counter after a success', async () => {
      for (let i = 0; i < 4; i++) {
        await api.call('POST', '/auth/login', { body: { email: 'mc@demo.test', password: 'Wrong!1mc' } });
      }
      await api.login('mc@demo.test');
      for (let i = 0; i < 4; i++) {
        const res = await api.call('POST', '/auth/login', {
          body: { email: 'mc@demo.test', password: 'Wrong!1mc' },
        });
        expect(res.status).toBe(401);
      }
    });
  });

  describe('POST /auth/refresh', () => {
    it('rotates: new tokens, and the spent refresh token no longer works once its successor is used', async () => {
      const session = await api.login('user@demo.test');
      const first = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'accessTokenExpiresAt', 'refreshToken']);
      expect(first.body.refreshToken).not.toBe(session.refreshToken);
      const me = await api.call('GET', '/users/me', { token: first.body.accessToken });
      expect(me.body.email).toBe('user@demo.test');
      expect((await api.call('POST', '/auth/refresh', { token: first.body.refreshToken })).status).toBe(200);

      const reused = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
      expect(reused.status).toBe(401);
    });

    it('revokes the whole family when a spent token comes back after the family moved on', async () => {
      const session = await api.login('agency@demo.test');
      const rotated = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
      const latest = await api.call('POST', '/auth/refresh', { token: rotated.body.refreshToken });
      expect((await api.call('POST', '/auth/refresh', { token: session.refreshToken })).status).toBe(401);
      const afterTheft = await api.call('POST', '/auth/refresh', { token: latest.body.refreshToken });
      expect(afterTheft.status).toBe(401);
    });

    it('keeps other sessions of the same user working', async () => {
      const a = await api.login('api@demo.test');
      const b = await api.login('api@demo.test');
      const a1 = await api.call('POST', '/auth/refresh', { token: a.refreshToken });
      await api.call('POST', '/auth/refresh', { token: a1.body.refreshToken });
      await api.call('POST', '/auth/refresh', { token: a.refreshToken });
      const other = await api.call('POST', '/auth/refresh', { token: b.refreshToken });
      expect(other.status).toBe(200);
    });

    describe('a reload that interrupted a refresh (the reuse grace window)', () => {
      it('answers the just-spent token again while its successor is unused, and retires that successor', async () => {
        const session = await api.login('user@demo.test');
        const lost = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
        const again = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
        expect(again.status).toBe(200);
        expect(again.body.refreshToken).not.toBe(lost.body.refreshToken);
        expect((await api.call('POST', '/auth/refresh', { token: again.body.refreshToken })).status).toBe(
          200,
        );
      });

      it('ends the session when the retired successor is presented while the family lives on', async () => {
        const session = await api.login('user@demo.test');
        const first = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
        const second = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
        // Two holders of one family: one of them is not the user, so both lose it.
        expect((await api.call('POST', '/auth/refresh', { token: first.body.refreshToken })).status).toBe(
          401,
        );
        expect((await api.call('POST', '/auth/refresh', { token: second.body.refreshToken })).status).toBe(
          401,
        );
        expect((await api.call('GET', '/users/me', { token: second.body.accessToken })).status).toBe(401);
      });

      it('treats a replay after the window as reuse', async () => {
        const session = await api.login('user@demo.test');
        const rotated = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
        await api.backend.db
          .updateTable('refresh_tokens')
          .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 5_000) })
          .where('used_at', 'is not', null)
          .where('user_id', '=', session.userId)
          .execute();
        expect((await api.call('POST', '/auth/refresh', { token: session.refreshToken })).status).toBe(401);
        expect((await api.call('POST', '/auth/refresh', { token: rotated.body.refreshToken })).status).toBe(
          401,
        );
      });
    });

    it.each([undefined, 'not-a-token'])('answers 401 for refresh token %s', async (token) => {
      const res = await api.call('POST', '/auth/refresh', { token });
      expect(res.status).toBe(401);
      expect(res.body.statusCode).toBe(401);
    });
  });

  describe('POST /auth/logout', () => {
    it('answers 204 and revokes the session refresh token', async () => {
      const session = await api.login('manager@demo.test');
      const res = await api.call('POST', '/auth/logout', { token: session.accessToken });
      expect(res.status).toBe(204);
      const refresh = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
      expect(refresh.status).toBe(401);
    });

    it('answers 401 without an access token', async () => {
      const res = await api.call('POST', '/auth/logout');
      expect(res.status).toBe(401);
    });

    it('answers 401 when given a refresh token instead of an access token', async () => {
      const session = await api.login('manager@demo.test');
      const res = await api.call('POST', '/auth/logout', { token: session.refreshToken });
      expect(res.status).toBe(401);
    });
  });

  describe('GET /.well-known/jwks.json', () => {
    it('serves the Ed25519 public key that verifies access tokens', async () => {
      const { jwtVerify, createLocalJWKSet } = await import('jose');
      const jwks = await api.call('GET', '/.well-known/jwks.json');
      expect(jwks.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
      expect(jwks.body.keys[0].d).toBeUndefined();
      const session = await api.login('mr-sub@demo.test');
      const { payload } = await jwtVerify(session.accessToken, createLocalJWKSet(jwks.body));
      expect(payload).toMatchObject({
        sub: session.userId,
        email: 'mr-sub@demo.test',
        role: 'brand-user',
        brand_type: 'mr',
        brand_code: 'MR100',
        sub_brand_codes: ['MR100-B', 'MR100-K'],
      });
      expect(Number(payload.exp) - Number(payload.iat)).toBe(15 * 60);
      expect(payload.sid).toEqual(expect.any(String));
    });
  });
});
