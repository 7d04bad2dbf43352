import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

/** Follows a consent link as the simulated Seller Central would return to the callback. */
const callbackOf = (link: string) => {
  const query = new URL(link).searchParams;
  return {
    state: query.get('state') ?? '',
    selling_partner_id: query.get('selling_partner_id') ?? '',
    spapi_oauth_code: query.get('spapi_oauth_code') ?? '',
  };
};

// Workers off: the sync a grant queues stays queued, so what a deauthorization does to it is seen.
describe.each(databasesUnderTest())('Selling Partner authorization on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let ecom3k: LoginAnswer;
  let admin: LoginAnswer;
  let ffpUser: LoginAnswer;
  const link = async (session: LoginAnswer, brand: string, marketplace: string) => {
    const res = await api.call('GET', `/sp-api/authorization-link/${brand}/${marketplace}`, {
      token: session.accessToken,
    });
    expect(res.status).toBe(200);
    return res.body.link as string;
  };
  const authorize = (session: LoginAnswer, body: unknown) =>
    api.call('POST', '/sp-api/authorize', { token: session.accessToken, body });

  beforeAll(async () => {
    api = await startTestBackend(database, { workers: false });
    ffp = await api.login('ffp@demo.test');
    ecom3k = await api.login('ecom3k@demo.test');
    admin = await api.login('admin@demo.test');
    ffpUser = await api.login('ffp-user@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('opens the simulated consent page with a state, and lands the grant on the brand', async () => {
    const consent = await link(ffp, 'FFP001', US);
    expect(consent.startsWith('http://portal.test/local-amazon-consent?')).toBe(true);
    const res = await authorize(ffp, callbackOf(consent));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      brandCode: 'FFP001',
      brandTypeAlias: 'ffp',
      marketplaceId: US,
    });
    const listed = await api.call('GET', '/sp-api/connections/FFP001', { token: ffp.accessToken });
    expect(listed.body).toContainEqual(
      expect.objectContaining({
        selling_partner_id: res.body.sellerId,
        marketplace_id: US,
        has_refresh_token: true,
      }),
    );
  });

  it('keeps the refresh token sealed at rest (read from the table)', async () => {
    const consent = await link(ecom3k, 'E3K001', DE);
    const callback = callbackOf(consent);
    const res = await authorize(ecom3k, callback);
    expect(res.status).toBe(200);
    const row = await api.backend.db
      .selectFrom('authorized_marketplaces')
      .select('refresh_token_sealed')
      .where('brand_code', '=', 'E3K001')
      .where('seller_id', '=', callback.selling_partner_id)
      .executeTakeFirstOrThrow();
    const sealed = row.refresh_token_sealed ?? '';
    expect(sealed.startsWith(`s1.${api.backend.ctx.secrets.currentKeyId}.`)).toBe(true);
    const plain = api.backend.ctx.secrets.open('selling_partner.refresh_token', sealed);
    expect(plain.startsWith('Atzr|')).toBe(true);
    expect(sealed).not.toContain(plain);
    // The column itself refuses a token in clear.
    await expect(
      api.backend.db
        .updateTable('authorized_marketplaces')
        .set({ refresh_token_sealed: plain })
        .where('brand_code', '=', 'E3K001')
        .execute(),
    ).rejects.toThrow();
    // And no answer carries it.
    const listed = await api.call('GET', '/sp-api/connections/E3K001', { token: ecom3k.accessToken });
    expect(JSON.stringify(listed.body)).not.toContain(plain);
  });

  it('refuses a replayed state', async () => {
    const callback = callbackOf(await link(ffp, 'FFP001', DE));
    expect((await authorize(ffp, callback)).status).toBe(200);
    const replay = await authorize(ffp, callback);

    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(
      'This authorization link is no longer valid. Please start the connection again.',
    );
  });

  it('refuses a state another user started, and spends nothing of it', async () => {
    const callback = callbackOf(await link(ffp, 'FFP001', US));
    const foreign = await authorize(admin, callback);

    expect(foreign.status).toBe(403);
    // The owner can still finish it.
    expect((await authorize(ffp, callback)).status).toBe(200);
  });

  it('refuses an expired state, an unknown one and a code forged for another seller', async () => {
    const expired = callbackOf(await link(ffp, 'FFP001', US));
    await api.backend.db
      .updateTable('selling_partner_oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('state', '=', expired.state)
      .execute();
    expect((await authorize(ffp, expired)).status).toBe(400);
    expect((await authorize(ffp, { ...expired, state: 'never-issued' })).status).toBe(400);
    const forged = callbackOf(await link(ffp, 'FFP001', US));
    expect((await authorize(ffp, { ...forged, selling_partner_id: 'A2OTHERSELLER1' })).status).toBe(400);
  });

  it('answers the spec’s message when a parameter is missing', async () => {
    const res = await authorize(ffp, { state: 'x', spapi_oauth_code: 'y' });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No information for seller partner id, state, auth_code');
  });

  it('lets only a brand admin of the brand ask for a link', async () => {
    const other = await api.call('GET', `/sp-api/authorization-link/MC001/${US}`, { token: ffp.accessToken });
    const notAdmin = await api.call('GET', `/sp-api/authorization-link/FFP001/${US}`, {
      token: ffpUser.accessToken,
    });

    expect(other.status).toBe(403);
    expect(notAdmin.status).toBe(403);
  });

  it('answers each connection’s last finished sync, none before the first', async () => {
    const consent = await link(ffp, 'FFP001', 'A2EUQ1WTGCTBG2');
    const res = await authorize(ffp, callbackOf(consent));
    expect(res.status).toBe(200);
    const row = async () => {
      const listed = await api.call('GET', '/sp-api/connections/FFP001', { token: ffp.accessToken });
      return (listed.body as { selling_partner_id: string; marketplace_id: string }[]).find(
        (r) => r.selling_partner_id === res.body.sellerId && r.marketplace_id === 'A2EUQ1WTGCTBG2',
      );
    };
    // Workers are off: the first sync is still queued.
    expect(await row()).toMatchObject({ last_synced_at: null });
    const finished = new Date('2026-03-04T05:06:07.000Z');
    await api.backend.db
      .updateTable('jobs')
      .set({ status: 'succeeded', finished_at: finished })
      .where('id', '=', res.body.jobId)
      .execute();
    expect(await row()).toMatchObject({ last_synced_at: finished.toISOString() });
  });

  it('renames a seller', async () => {
    const { body } = await authorize(ffp, callbackOf(await link(ffp, 'FFP001', US)));
    const res = await api.call('POST', '/brands/FFP001/update-seller-name', {
      token: ffp.accessToken,
      body: { sellerId: body.sellerId, sellerName: 'Acme EU' },
    });

    expect(res.status).toBe(200);
    const listed = await api.call('GET', '/sp-api/connections/FFP001', { token: ffp.accessToken });
    expect(
      listed.body.find((c: { selling_partner_id: string }) => c.selling_partner_id === body.sellerId),
    ).toMatchObject({ seller_name: 'Acme EU' });
  });

  it('deauthorizing stops the seller’s sync jobs and forgets the token', async () => {
    const { body } = await authorize(ffp, callbackOf(await link(ffp, 'FFP001', US)));
    const queued = await api.call('GET', `/jobs/${body.jobId}`, { token: ffp.accessToken });
    expect(queued.body.status).toBe('queued');

    const res = await api.call('POST', `/sp-api/deauthorize/brand-user/${US}/${body.sellerId}`, {
      token: ffp.accessToken,
    });

    expect(res.status).toBe(200);
    const job = await api.call('GET', `/jobs/${body.jobId}`, { token: ffp.accessToken });
    expect(job.body.status).toBe('cancelled');
    const left = await api.backend.db
      .selectFrom('authorized_marketplaces')
      .select('id')
      .where('seller_id', '=', body.sellerId)
      .execute();
    expect(left).toHaveLength(0);
    // A second disconnect finds nothing.
    const again = await api.call('POST', `/sp-api/deauthorize/FFP001/${US}/${body.sellerId}`, {
      token: ffp.accessToken,
    });
    expect(again.status).toBe(404);
  });

  it('disconnects a whole marketplace from the channels tab (staff)', async () => {
    const { body } = await authorize(ecom3k, callbackOf(await link(ecom3k, 'E3K001', US)));
    const res = await api.call('POST', `/sp-api/deauthorize/E3K001/${US}`, { token: admin.accessToken });

    expect(res.status).toBe(200);
    const job = await api.call('GET', `/jobs/${body.jobId}`, { token: ecom3k.accessToken });
    expect(job.body.status).toBe('cancelled');
  });
});
