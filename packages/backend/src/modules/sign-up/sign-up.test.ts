import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe.each(databasesUnderTest())('sign-up on $name', (database) => {
  let api: TestApi;
  const solved = async () => {
    const { body } = await api.call('GET', '/captcha');
    const [, a, b] = /^What is (\w+) plus (\w+)\?$/.exec(body.question) ?? [];
    return {
      recatpchaToken: body.token,
      captchaAnswer: String(WORDS.indexOf(a ?? '') + WORDS.indexOf(b ?? '')),
    };
  };

  beforeAll(async () => {
    api = await startTestBackend(database, { workers: false });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('finds the local ledger’s promotion code, trimmed and lower-cased, and names an unknown one', async () => {
    const found = await api.call('GET', '/stripe/get-promotion-code-id?promotionCode=%20WELCOME%20');
    const unknown = await api.call('GET', '/stripe/get-promotion-code-id?promotionCode=nope');

    expect(found.body).toEqual({ promotionCodeId: 'promo_local_welcome', trialDays: 30 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid promotion code nope.');
  });

  it('creates an ffp brand admin in trial who can sign in, lower-casing the email', async () => {
    const res = await api.call('POST', '/ffp/sign-up', {
      body: {
        email: 'New.Seller@Example.test',
        password: 'Welcome!2026',
        promotionCodeId: 'promo_local_welcome',
        ...(await solved()),
      },
    });

    expect(res.status).toBe(201);
    const login = await api.login('new.seller@example.test', 'Welcome!2026');
    expect(login).toMatchObject({ role: 'brand-user', brand_type: 'ffp', brand_admin: true });
    const brand = await api.backend.db
      .selectFrom('brands')
      .select(['brand_type', 'subscription_status'])
      .where('brand_code', '=', login.brand_code as string)
      .executeTakeFirstOrThrow();
    expect(brand).toEqual({ brand_type: 'ffp', subscription_status: 'trialing' });
    const again = await api.call('POST', '/ffp/sign-up', {
      body: { email: 'new.seller@example.test', password: 'Welcome!2026', ...(await solved()) },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Error creating account, that email may already be taken.');
  });

  it('refuses a wrong captcha and a weak password with the spec’s words', async () => {
    const captcha = await solved();
    const wrong = await api.call('POST', '/ffp/sign-up', {
      body: { email: 'a@example.test', password: 'Welcome!2026', ...captcha, captchaAnswer: '999' },
    });
    const weak = await api.call('POST', '/ffp/sign-up', {
      body: { email: 'a@example.test', password: 'weakpass', ...(await solved()) },
    });

    expect(wrong.body.message).toBe('Wrong captcha');
    expect(weak.body.message).toBe(
      'Password must contain at least 8 characters, one uppercase, one number and one special case character',
    );
  });
});
