import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const PASSWORD = { password: 'Audited!2027', passwordConfirmation: 'Audited!2027' };
const ANSWER = (email: string) =>
  `Thank you. We have sent an email to ${email} with a link to set your password; then connect your Amazon account for the audit.`;

describe.each(databasesUnderTest())('Amazon audit registration on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  const solved = async () => {
    const { body } = await api.call('GET', '/captcha');
    const [, a, b] = /^What is (\w+) plus (\w+)\?$/.exec(body.question) ?? [];
    return { captcha: body.token, captchaAnswer: String(WORDS.indexOf(a ?? '') + WORDS.indexOf(b ?? '')) };
  };
  const register = async (email: string, captcha?: { captcha: string; captchaAnswer: string }) =>
    api.call('POST', '/users/amazonAudit', { body: { email, ...(captcha ?? (await solved())) } });
  const lastMail = async (to: string) =>
    (await api.call('GET', `/dev/outbox/last?to=${encodeURIComponent(to)}`)).body as { text: string };
  const count = async (table: 'brands' | 'users') =>
    Number(
      (
        await api.backend.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates an audit brand whose admin sets a password through the mailed link and signs in', async () => {
    const res = await register(' Audit.Me@Example.test ');

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: ANSWER('audit.me@example.test') });
    const token = /\/register\/(\S+)/.exec((await lastMail('audit.me@example.test')).text)?.[1];
    expect(token).toBeTruthy();
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).toBe(200);
    const login = await api.login('audit.me@example.test', PASSWORD.password);
    expect(login).toMatchObject({ role: 'brand-user', brand_type: 'aa', brand_admin: true });
    const brand = await api.backend.db
      .selectFrom('brands')
      .innerJoin('brand_statuses', 'brand_statuses.id', 'brands.status_id')
      .select(['brands.brand_type', 'brand_statuses.name as status'])
      .where('brand_code', '=', login.brand_code as string)
      .executeTakeFirstOrThrow();
    expect(brand).toEqual({ brand_type: 'aa', status: 'Onboarding' });
  });

  it('answers a known address the same, creates nothing and mails it a way to sign in', async () => {
    const [brands, users] = [await count('brands'), await count('users')];

    const res = await register('ADMIN@demo.test');

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: ANSWER('admin@demo.test') });
    expect([await count('brands'), await count('users')]).toEqual([brands, users]);
    const mail = await lastMail('admin@demo.test');
    expect(mail.text).toContain('already has a portal account');
    expect(mail.text).not.toContain('/register/');
  });

  it('refuses a missing or invalid email and a wrong captcha in the spec’s words, creating nothing', async () => {
    const [brands, users] = [await count('brands'), await count('users')];
    const captcha = await solved();

    const empty = await register('');
    const invalid = await register('not-an-email');
    const wrong = await register('wrong.captcha@example.test', { ...captcha, captchaAnswer: '99' });

    expect([empty.status, invalid.status, wrong.status]).toEqual([400, 400, 400]);
    expect([empty.body.message, invalid.body.message, wrong.body.message]).toEqual([
      'Email is required',
      'Email is invalid',
      'Wrong captcha',
    ]);
    expect([await count('brands'), await count('users')]).toEqual([brands, users]);
  });

  it('limits the mails one address may cause, in words', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register('flood@example.test')).status);
    const refused = await register('flood@example.test');

    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many registration requests. Please try again later.');
  });
});
