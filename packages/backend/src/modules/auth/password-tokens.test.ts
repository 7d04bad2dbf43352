import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { issueUserToken } from './password-tokens.service.ts';

const RULE_MESSAGE =
  'Password must contain at least 8 characters, one uppercase, one number and one special case character';
const RESET_MESSAGE =
  'An email has been sent. Please follow the link in the email to complete your password reset request.';

describe.each(databasesUnderTest())('register and password reset on $name', (database) => {
  let api: TestApi;
  /** The pieces of the context issueUserToken touches: only the database. */
  let ctx: AppContext;
  beforeAll(async () => {
    api = await startTestBackend(database);
    ctx = { db: api.backend.db } as AppContext;
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function registerTokenFor(email: string): Promise<string> {
    const user = await findUserByEmail(api.backend.db, email);
    if (!user) throw new Error(`no user ${email}`);
    return issueUserToken(ctx, user.id, 'register');
  }

  describe('GET /auth/register', () => {
    it('answers valid with the email for a fresh register token', async () => {
      const token = await registerTokenFor('user@demo.test');
      const res = await api.call('GET', '/auth/register', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true, email: 'user@demo.test' });
    });

    it.each([undefined, 'made-up-token'])('answers 401 Invalid token for %s', async (token) => {
      const res = await api.call('GET', '/auth/register', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid token' });
    });
  });

  describe('POST /auth/register', () => {
    it.each([
      [{}, 'Password is required'],
      [{ password: 'Sh0rt!a', passwordConfirmation: 'Sh0rt!a' }, RULE_MESSAGE],
      [{ password: 'alllowercase1!', passwordConfirmation: 'alllowercase1!' }, RULE_MESSAGE],
      [{ password: 'NoDigits!!', passwordConfirmation: 'NoDigits!!' }, RULE_MESSAGE],
      [{ password: 'NoSpecial12', passwordConfirmation: 'NoSpecial12' }, RULE_MESSAGE],
      [{ password: 'Valid!Pass1', passwordConfirmation: 'Valid!Pass2' }, 'Passwords must match'],
      [{ password: 12345678 }, 'password must be a string'],
    ])('answers 400 for %j and keeps the token usable', async (body, message) => {
      const token = await registerTokenFor('agency@demo.test');
      const res = await api.call('POST', '/auth/register', { token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
      expect((await api.call('GET', '/auth/register', { token })).status).toBe(200);
    });

    it('sets the password once; the user logs in with it and the token is spent', async () => {
      const token = await registerTokenFor('api@demo.test');
      const body = { password: 'NewPass!2027', passwordConfirmation: 'NewPass!2027' };
      const res = await api.call('POST', '/auth/register', { token, body });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));

      const login = await api.call('POST', '/auth/login', {
        body: { email: 'api@demo.test', password: 'NewPass!2027' },
      });
      expect(login.status).toBe(200);
      const old = await api.call('POST', '/auth/login', {
        body: { email: 'api@demo.test', password: 'Portal!2026' },
      });
      expect(old.status).toBe(401);

      const again = await api.call('POST', '/auth/register', {
        token,
        body: { password: 'Other!2028x', passwordConfirmation: 'Other!2028x' },
      });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe('Invalid token');
      expect((await api.call('GET', '/auth/register', { token })).status).toBe(401);
    });

    it('answers 401 for an unknown token', async () => {
      const res = await api.call('POST', '/auth/register', {
        token: 'unknown',
        body: { password: 'Valid!Pass1', passwordConfirmation: 'Valid!Pass1' },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /auth/password-reset', () => {
    it('mails a single-use /reset/{token} link that sets a new password', async () => {
      const res = await api.call('POST', '/auth/password-reset', { body: { email: 'mr@demo.test' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: RESET_MESSAGE });

      const mail = api.backend.outbox.last('mr@demo.test');
      const token = /http:\/\/portal\.test\/reset\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      expect((await api.call('GET', '/auth/register', { token })).body).toEqual({
        valid: true,
        email: 'mr@demo.test',
      });

      const body = { password: 'Reset!Pass9', passwordConfirmation: 'Reset!Pass9' };
      expect((await api.call('POST', '/auth/register', { token, body })).status).toBe(200);
      expect((await api.call('POST', '/auth/register', { token, body })).status).toBe(401);
      await expect(api.login('mr@demo.test', 'Reset!Pass9')).resolves.toMatchObject({
        email: 'mr@demo.test',
      });
    });

    it('answers the same message for an unknown email and sends nothing', async () => {
      const before = api.backend.outbox.list().length;
      const res = await api.call('POST', '/auth/password-reset', { body: { email: 'ghost@demo.test' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: RESET_MESSAGE });
      expect(api.backend.outbox.list().length).toBe(before);
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: 'nope' }, 'Email is invalid'],
      [{ email: { $ne: '' } }, 'Email is invalid'],
    ])('answers 400 for %j', async (body, message) => {
      const res = await api.call('POST', '/auth/password-reset', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });
  });
});
