import {
  BRAND_INVITE_MESSAGES,
  BRAND_PENDING_INVITES_MAX,
  INVITE_EMAIL_MAX_LENGTH,
  INVITE_NAME_MAX_LENGTH,
  noteTooLongMessage,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const PASSWORD = { password: 'Invited!2027', passwordConfirmation: 'Invited!2027' };

/** Brand admins invite on /account/users through POST /users/invite (ADR 0598). */
describe.each(databasesUnderTest())('brand admins inviting on $name', (database) => {
  let api: TestApi;
  let ffpAdmin: string;
  beforeAll(async () => {
    api = await startTestBackend(database);
    ffpAdmin = (await api.login('ffp@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const invite = (body: Record<string, unknown>, token = ffpAdmin) =>
    api.call('POST', '/users/invite', { token, body });
  const userRow = (email: string) =>
    api.backend.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('invites a brand user of their own brand, who registers through the mail and sees only that brand', async () => {
    const res = await invite({ email: 'Own.Brand@Demo.test', role: 'brand-user', brand_code: 'FFP001' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Invitation email has been sent' });
    const mail = await api.call('GET', '/dev/outbox/last?to=own.brand%40demo.test');
    const token = /\/register\/(\S+)/.exec(mail.body.text)?.[1];
    expect(token).toBeTruthy();
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).toBe(200);
    const login = await api.login('own.brand@demo.test', PASSWORD.password);
    expect(login).toMatchObject({ role: 'brand-user', brand_code: 'FFP001', brand_admin: false });
  });

  it('may make the invitee a brand admin of the same brand', async () => {
    const res = await invite({
      email: 'co.admin@demo.test',
      role: 'brand-user',
      brand_code: 'FFP001',
      brand_admin: true,
    });
    expect(res.status).toBe(201);
    expect(await userRow('co.admin@demo.test')).toMatchObject({ brand_code: 'FFP001', brand_admin: true });
  });

  it('never invites into another brand, and says so; nothing is created or mailed', async () => {
    for (const brand_code of ['MC001', 'FFP001x', 'NOPE']) {
      const res = await invite({ email: `other.${brand_code}@demo.test`, role: 'brand-user', brand_code });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(BRAND_INVITE_MESSAGES.notYourBrand);
      expect(await userRow(`other.${brand_code.toLowerCase()}@demo.test`)).toBeUndefined();
    }
    const missing = await invite({ email: 'nobrand@demo.test', role: 'brand-user' });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe(BRAND_INVITE_MESSAGES.notYourBrand);
  });

  it('never gives a staff role', async () => {
    for (const role of ['admin', 'manager', 'user', 'standard_agency_user']) {
      const res = await invite({ email: `staff.${role}@demo.test`, role, brand_code: 'FFP001' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(BRAND_INVITE_MESSAGES.brandUsersOnly);
      expect(await userRow(`staff.${role}@demo.test`)).toBeUndefined();
    }
  });

  it('refuses a brand user who is not a brand admin (403) and says when the e-mail is taken (409)', async () => {
    const plain = (await api.login('own.brand@demo.test', PASSWORD.password)).accessToken;
    const res = await invite(
      { email: 'by.plain@demo.test', role: 'brand-user', brand_code: 'FFP001' },
      plain,
    );
    expect(res.status).toBe(403);
    const taken = await invite({ email: 'mc@demo.test', role: 'brand-user', brand_code: 'FFP001' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A user with this email already exists');
  });

  it('refuses a name, an e-mail or an address over its limit in the form’s words', async () => {
    const base = { email: 'limits@demo.test', role: 'brand-user', brand_code: 'FFP001' };
    const longName = await invite({ ...base, name: 'x'.repeat(INVITE_NAME_MAX_LENGTH + 1) });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe(noteTooLongMessage('The name', INVITE_NAME_MAX_LENGTH));
    const longEmail = await invite({ ...base, email: `${'x'.repeat(INVITE_EMAIL_MAX_LENGTH)}@demo.test` });
    expect(longEmail.status).toBe(400);
    expect(longEmail.body.message).toBe(noteTooLongMessage('The email', INVITE_EMAIL_MAX_LENGTH));
    const notEmail = await invite({ ...base, email: 'not-an-email' });
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.message).toBe(VALIDATION_MESSAGES.emailNotValid);
    expect(await userRow('limits@demo.test')).toBeUndefined();
  });

  it(`keeps at most ${BRAND_PENDING_INVITES_MAX} pending invitations per brand`, async () => {
    const pending = async () =>
      Number(
        (
          await api.backend.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('brand_code', '=', 'FFP001')
            .where('password_hash', 'is', null)
            .where('deactivated_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    let i = 0;
    while ((await pending()) < BRAND_PENDING_INVITES_MAX) {
      expect(
        (await invite({ email: `bulk${i++}@demo.test`, role: 'brand-user', brand_code: 'FFP001' })).status,
      ).toBe(201);
    }
    const over = await invite({ email: 'one.more@demo.test', role: 'brand-user', brand_code: 'FFP001' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(BRAND_INVITE_MESSAGES.pendingLimit);
    // The agency is not bound by the brand's limit.
    const admin = (await api.login('admin@demo.test')).accessToken;
    expect(
      (await invite({ email: 'one.more@demo.test', role: 'brand-user', brand_code: 'FFP001' }, admin)).status,
    ).toBe(201);
  });
});
