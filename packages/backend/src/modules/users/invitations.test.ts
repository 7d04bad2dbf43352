import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const PASSWORD = { password: 'Invited!2027', passwordConfirmation: 'Invited!2027' };

describe.each(databasesUnderTest())('invitations and sub brands on $name', (database) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = (await api.login('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** The register token in the newest mail to the address, read from the local outbox. */
  async function mailedToken(to: string): Promise<string> {
    const mail = await api.call('GET', `/dev/outbox/last?to=${encodeURIComponent(to)}`);
    expect(mail.status).toBe(200);
    const match = /http:\/\/portal\.test\/register\/(\S+)/.exec(mail.body.text);
    if (!match?.[1]) throw new Error(`no register link in ${mail.body.text}`);
    return match[1];
  }

  const invite = (body: Record<string, unknown>, token = admin) =>
    api.call('POST', '/users/invite', { token, body });

  it('invites a brand user who accepts through the mailed link and signs in; the link works once', async () => {
    const res = await invite({ email: 'New.Person@Demo.test', role: 'brand-user', brand_code: 'FFP001' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Invitation email has been sent' });

    const token = await mailedToken('new.person@demo.test');
    // Only the hash is kept at rest.
    const rows = await api.backend.db.selectFrom('user_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);

    expect((await api.call('GET', '/auth/register', { token })).body).toEqual({
      valid: true,
      email: 'new.person@demo.test',
    });
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).toBe(200);

    const login = await api.login('new.person@demo.test', PASSWORD.password);
    expect(login).toMatchObject({ role: 'brand-user', brand_code: 'FFP001', brand_admin: false });

    const reused = await api.call('POST', '/auth/register', {
      token,
      body: { password: 'Hijack!2027', passwordConfirmation: 'Hijack!2027' },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Invalid token');
  });

  it('refuses an expired invitation link', async () => {
    expect((await invite({ email: 'late@demo.test', role: 'user' })).status).toBe(201);
    const token = await mailedToken('late@demo.test');
    const user = await api.backend.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'late@demo.test')
      .executeTakeFirstOrThrow();
    await api.backend.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();

    expect((await api.call('GET', '/auth/register', { token })).status).toBe(401);
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).toBe(401);
  });

  it('refuses a taken email, a brand user without a brand, and a non-admin caller', async () => {
    expect((await invite({ email: 'mc@demo.test', role: 'user' })).status).toBe(409);
    expect((await invite({ email: 'nobrand@demo.test', role: 'brand-user' })).status).toBe(400);
    const manager = (await api.login('manager@demo.test')).accessToken;
    expect((await invite({ email: 'x@demo.test', role: 'user' }, manager)).status).toBe(403);
  });

  it('creates and renames a sub brand of the ffp brand admin’s brand, and refuses another brand', async () => {
    const ffp = (await api.login('ffp@demo.test')).accessToken;
    const empty = await api.call('POST', '/brands/FFP001/sub-brands', { token: ffp, body: { name: ' ' } });
    expect(empty.status).toBe(400);

    const created = await api.call('POST', '/brands/FFP001/sub-brands', {
      token: ffp,
      body: { name: 'Kids' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Kids', parent_brand_code: 'FFP001' });
    const code = created.body.brand_code as string;

    const renamed = await api.call('PUT', `/brands/FFP001/sub-brands/${code}`, {
      token: ffp,
      body: { name: 'Kids & Teens' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Kids & Teens');

    // The access token names the sub brands it was issued with: a new session sees the new one.
    const fresh = (await api.login('ffp@demo.test')).accessToken;
    expect((await api.login('ffp@demo.test')).sub_brand_codes).toContain(code);
    const listed = await api.call('GET', '/brands/sub-brands?brandCodes=FFP001', { token: fresh });
    expect(listed.body).toContainEqual({
      brand_code: code,
      name: 'Kids & Teens',
      parent_brand_code: 'FFP001',
    });

    const foreign = await api.call('POST', '/brands/FFP002/sub-brands', { token: ffp, body: { name: 'X' } });
    expect(foreign.status).toBe(403);
    const missing = await api.call('PUT', '/brands/FFP001/sub-brands/NOPE', {
      token: ffp,
      body: { name: 'X' },
    });
    expect(missing.status).toBe(404);
  });
});
