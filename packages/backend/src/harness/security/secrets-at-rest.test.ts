import { randomBytes } from 'node:crypto';
import { SECRET_MASK } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecretsAtRest } from '../../secrets/seal-at-rest.ts';
import { SecretsService } from '../../secrets/secrets-service.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// Issue 28 finding 8 (the MWS auth token stored in clear and answered to every reader of a brand)
// and issue 26 point 6 (one secrets service; key id in each value; rotation).
const TOKEN = 'amzn.mws.4ea38b7b-f563-7709-4bae-87aeaEXAMPLE';
const BRAND = 'MC001';

describe.each(databasesUnderTest())('secrets at rest on $name', (database) => {
  let api: TestApi;
  const currentKey = randomBytes(32).toString('base64');
  const tokens: Record<string, string> = {};
  const as = async (email: string) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return tokens[email];
  };
  const storedToken = async () =>
    (
      await api.backend.db
        .selectFrom('brands')
        .select('mws_auth_token')
        .where('brand_code', '=', BRAND)
        .executeTakeFirstOrThrow()
    ).mws_auth_token;

  beforeAll(async () => {
    api = await startTestBackend(database, { secretsKey: currentKey });
    const saved = await api.call('PATCH', `/brands/${BRAND}`, {
      token: await as('admin@demo.test'),
      body: { mws_auth_token: TOKEN },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('stores the MWS auth token sealed, never as written', async () => {
    const stored = await storedToken();

    expect(stored).not.toContain(TOKEN);
    expect(stored?.startsWith(`s1.${api.backend.ctx.secrets.currentKeyId}.`)).toBe(true);
    expect(api.backend.ctx.secrets.open('brands.mws_auth_token', stored as string)).toBe(TOKEN);
  });

  it.each(['admin@demo.test', 'mc@demo.test'])('answers %s only that a token is set', async (email) => {
    const res = await api.call('GET', `/brands/${BRAND}`, { token: await as(email) });

    expect(res.status).toBe(200);
    expect(res.body.mws_auth_token).toBe(SECRET_MASK);
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
  });

  it('keeps the token when a whole-brand save sends the mask back', async () => {
    const token = await as('admin@demo.test');
    const brand = (await api.call('GET', `/brands/${BRAND}`, { token })).body;
    const { logo: _l, product_image: _p, advertising_profiles: _a, ...fields } = brand;
    const writable = Object.fromEntries(
      Object.entries(fields).filter(([name]) =>
        ['brand_code', 'name', 'status_id', 'type_id', 'mws_auth_token', 'seller_id', 'website'].includes(
          name,
        ),
      ),
    );

    const saved = await api.call('PUT', `/brands/${BRAND}`, { token, body: writable });

    expect(saved.status).toBe(200);
    expect(api.backend.ctx.secrets.open('brands.mws_auth_token', (await storedToken()) as string)).toBe(
      TOKEN,
    );
  });

  it('refuses a secret written in clear by any path, at the database', async () => {
    const write = api.backend.db
      .updateTable('brands')
      .set({ mws_auth_token: TOKEN })
      .where('brand_code', '=', BRAND)
      .execute();

    await expect(write).rejects.toThrow(/mws_auth_token_sealed/);
  });

  it('seals a token an older version stored in clear (the data migration each start runs)', async () => {
    const db = api.backend.db;
    // As the portal before migration 0025 left it.
    await sql`alter table brands drop constraint mws_auth_token_sealed`.execute(db);
    await db
      .updateTable('brands')
      .set({ mws_auth_token: 'amzn.mws.older' })
      .where('brand_code', '=', 'MR001')
      .execute();
    await sql`alter table brands add constraint mws_auth_token_sealed
      check (mws_auth_token ~ '^(s1\\.[A-Za-z0-9_-]+\\.|v1\\.)[A-Za-z0-9_.-]+$') not valid`.execute(db);

    const report = await sealSecretsAtRest(db, api.backend.ctx.secrets);
    const stored = await db
      .selectFrom('brands')
      .select('mws_auth_token')
      .where('brand_code', '=', 'MR001')
      .executeTakeFirstOrThrow();

    expect(report.sealed).toBe(1);
    expect(stored.mws_auth_token).not.toContain('amzn');
    expect(api.backend.ctx.secrets.open('brands.mws_auth_token', stored.mws_auth_token as string)).toBe(
      'amzn.mws.older',
    );
  });

  it('moves every sealed value to a new key on rotation, and they still open', async () => {
    const token = await as('admin@demo.test');
    await api.call('PUT', `/brands/${BRAND}/seller-central-credentials`, {
      token,
      body: { email: 'seller@brand.test', password: 'Sekret!2026', merchant_id: 'A2EXAMPLE' },
    });
    const rotated = SecretsService.fromConfig({
      key: randomBytes(32).toString('base64'),
      previousKeys: [currentKey],
      keyDir: null,
    });

    await sealSecretsAtRest(api.backend.db, rotated);
    const row = await api.backend.db
      .selectFrom('brands')
      .select(['mws_auth_token', 'seller_central_credentials'])
      .where('brand_code', '=', BRAND)
      .executeTakeFirstOrThrow();

    expect(row.mws_auth_token?.split('.')[1]).toBe(rotated.currentKeyId);
    expect(row.seller_central_credentials?.split('.')[1]).toBe(rotated.currentKeyId);
    expect(rotated.open('brands.mws_auth_token', row.mws_auth_token as string)).toBe(TOKEN);
    expect(
      JSON.parse(rotated.open('brands.seller_central_credentials', row.seller_central_credentials as string)),
    ).toMatchObject({
      password: 'Sekret!2026',
    });
  });
});
