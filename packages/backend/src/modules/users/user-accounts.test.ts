import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const PASSWORD = { password: 'Invited!2027', passwordConfirmation: 'Invited!2027' };

interface Listed {
  id: string;
  email: string;
  status: string;
  brand_code: string | null;
  brand_name: string | null;
  last_sign_in_at: string | null;
  account_features: string[];
}

describe.each(databasesUnderTest())('users administration on $name', (database) => {
  let api: TestApi;
  let admin: string;
  let ffpAdmin: string;
  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = (await api.login('admin@demo.test')).accessToken;
    ffpAdmin = (await api.login('ffp@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function mailedToken(to: string): Promise<string> {
    const mail = await api.call('GET', `/dev/outbox/last?to=${encodeURIComponent(to)}`);
    expect(mail.status).toBe(200);
    const match = /http:\/\/portal\.test\/register\/(\S+)/.exec(mail.body.text);
    if (!match?.[1]) throw new Error(`no register link in ${mail.body.text}`);
    return match[1];
  }

  async function listed(token: string): Promise<Listed[]> {
    const res = await api.call('GET', '/users', { token });
    expect(res.status).toBe(200);
    return res.body.users;
  }

  async function inviteFfpUser(email: string): Promise<Listed> {
    const res = await api.call('POST', '/users/invite', {
      token: admin,
      body: { email, role: 'brand-user', brand_code: 'FFP001' },
    });
    expect(res.status).toBe(201);
    const found = (await listed(admin)).find((u) => u.email === email);
    if (!found) throw new Error(`${email} not listed`);
    return found;
  }

  it('lists every user for an admin, with status, brand and last sign-in', async () => {
    const users = await listed(admin);
    const self = users.find((u) => u.email === 'admin@demo.test');
    expect(self).toMatchObject({ status: 'active', brand_code: null });
    expect(self?.last_sign_in_at).not.toBeNull();
    expect(users.find((u) => u.email === 'ffp@demo.test')).toMatchObject({
      brand_code: 'FFP001',
      brand_name: expect.any(String),
    });
    expect(users.some((u) => u.email === 'mc@demo.test')).toBe(true);
  });

  it("shows a brand admin only their brand's users", async () => {
    const users = await listed(ffpAdmin);
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.brand_code === 'FFP001')).toBe(true);
    expect(users.map((u) => u.email)).toContain('ffp-user@demo.test');
  });

  it("answers another brand's user, or staff, as missing to a brand admin", async () => {
    const users = await listed(admin);
    const mcUser = users.find((u) => u.email === 'mc@demo.test');
    const staff = users.find((u) => u.email === 'manager@demo.test');
    for (const target of [mcUser, staff]) {
      for (const action of ['deactivate', 'reactivate', 'invitation']) {
        const res = await api.call('POST', `/users/${target?.id}/${action}`, { token: ffpAdmin });
        expect(res.status, `${target?.email} ${action}`).toBe(404);
      }
    }
    // Nothing changed for the user the brand admin could not see.
    expect((await listed(admin)).find((u) => u.email === 'mc@demo.test')?.status).toBe('active');
  });

  it('resends an invitation: the new link works and the earlier one no longer does', async () => {
    const invited = await inviteFfpUser('resend.me@demo.test');
    expect(invited.status).toBe('invited');
    const first = await mailedToken('resend.me@demo.test');

    const res = await api.call('POST', `/users/${invited.id}/invitation`, { token: ffpAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Invitation email has been sent' });
    const second = await mailedToken('resend.me@demo.test');
    expect(second).not.toBe(first);

    expect((await api.call('POST', '/auth/register', { token: first, body: PASSWORD })).status).toBe(401);
    expect((await api.call('POST', '/auth/register', { token: second, body: PASSWORD })).status).toBe(200);
    // Accepted: no more invitations to resend.
    const again = await api.call('POST', `/users/${invited.id}/invitation`, { token: admin });
    expect(again.status).toBe(409);
    expect((await listed(admin)).find((u) => u.id === invited.id)?.status).toBe('active');
  });

  it('deactivates a user: sign-in refused, sessions end; reactivation lets them back in', async () => {
    const invited = await inviteFfpUser('leaver@demo.test');
    const token = await mailedToken('leaver@demo.test');
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).toBe(200);
    const session = await api.login('leaver@demo.test', PASSWORD.password);
    expect((await api.call('GET', '/users/me', { token: session.accessToken })).status).toBe(200);

    const res = await api.call('POST', `/users/${invited.id}/deactivate`, { token: ffpAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deactivated' });

    // The open session ends at once: its access token and its refresh token are refused.
    expect((await api.call('GET', '/users/me', { token: session.accessToken })).status).toBe(401);
    const refreshed = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
    expect(refreshed.status).toBe(401);
    const signIn = await api.call('POST', '/auth/login', {
      body: { email: 'leaver@demo.test', password: PASSWORD.password },
    });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('Email or password is incorrect');
    expect((await listed(admin)).find((u) => u.id === invited.id)?.status).toBe('deactivated');
    // A deactivated user is not re-invited.
    expect((await api.call('POST', `/users/${invited.id}/invitation`, { token: admin })).status).toBe(409);

    const back = await api.call('POST', `/users/${invited.id}/reactivate`, { token: ffpAdmin });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ message: 'User reactivated' });
    const again = await api.login('leaver@demo.test', PASSWORD.password);
    expect((await api.call('GET', '/users/me', { token: again.accessToken })).status).toBe(200);
    expect((await listed(admin)).find((u) => u.id === invited.id)?.status).toBe('active');
  });

  it("revokes an invitation: the invitee's link stops working", async () => {
    const invited = await inviteFfpUser('never@demo.test');
    const token = await mailedToken('never@demo.test');
    const res = await api.call('POST', `/users/${invited.id}/deactivate`, { token: ffpAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Invitation revoked' });
    expect((await listed(admin)).find((u) => u.id === invited.id)?.status).toBe('deactivated');
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).not.toBe(200);
    // Reactivated, the old link stays spent: only a new invitation lets them in.
    expect((await api.call('POST', `/users/${invited.id}/reactivate`, { token: ffpAdmin })).status).toBe(200);
    expect((await api.call('POST', '/auth/register', { token, body: PASSWORD })).status).not.toBe(200);
    expect((await api.call('POST', `/users/${invited.id}/invitation`, { token: admin })).status).toBe(200);
    const fresh = await mailedToken('never@demo.test');
    expect(fresh).not.toBe(token);
    expect((await api.call('POST', '/auth/register', { token: fresh, body: PASSWORD })).status).toBe(200);
  });

  it('refuses deactivating oneself', async () => {
    const self = (await listed(admin)).find((u) => u.email === 'admin@demo.test');
    const res = await api.call('POST', `/users/${self?.id}/deactivate`, { token: admin });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot deactivate yourself');
  });

  it('refuses staff other than admins and brand users who are not brand admins', async () => {
    for (const email of ['manager@demo.test', 'ffp-user@demo.test', 'mr@demo.test']) {
      const { accessToken } = await api.login(email);
      expect((await api.call('GET', '/users', { token: accessToken })).status, email).toBe(403);
    }
  });

  it('lets an agency admin grant and withdraw bulk edit v1; the next session carries it', async () => {
    const target = (await listed(admin)).find((u) => u.email === 'ffp-user@demo.test');
    if (!target) throw new Error('ffp-user not listed');
    expect(target.account_features).toEqual([]);
    const path = `/users/${target.id}/account-features`;
    // The brand's own admin may not pick who sees it: the agency decides (ADR 0609).
    expect(
      (await api.call('PUT', path, { token: ffpAdmin, body: { account_features: ['bulkEditV1'] } })).status,
    ).toBe(403);
    const unknown = await api.call('PUT', path, { token: admin, body: { account_features: ['everything'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('must name known account features');
    const granted = await api.call('PUT', path, { token: admin, body: { account_features: ['bulkEditV1'] } });
    expect(granted).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining('Features saved') },
    });
    expect((await listed(admin)).find((u) => u.id === target.id)?.account_features).toEqual(['bulkEditV1']);
    const session = await api.login('ffp-user@demo.test');
    expect(session.account_features).toEqual(['bulkEditV1']);
    // The session's token carries it: the permission admits the call (404: no such listing).
    const markets = await api.call('GET', '/brands/get-authorized-marketplaces', {
      token: session.accessToken,
    });
    const [market] = markets.body.sp_api_authorized_marketplaces as {
      selling_partner_id: string;
      marketplace_id: string;
    }[];
    if (!market) throw new Error('ffp has no authorized marketplace');
    const edit = await api.call('POST', '/amazon-listings/bulk-edit', {
      token: session.accessToken,
      body: {
        listingsData: ['NO-SUCH-1', 'NO-SUCH-2'].map((sku) => ({
          seller_sku: sku,
          seller_id: market.selling_partner_id,
          marketplace_id: market.marketplace_id,
          productType: 'SHIRT',
          updatedValues: [{ value: 'T' }],
          attributeKeyToUpdate: 'item_name',
        })),
      },
    });
    expect(edit.status).toBe(404);
    expect((await api.call('PUT', path, { token: admin, body: { account_features: [] } })).status).toBe(200);
    expect((await api.login('ffp-user@demo.test')).account_features).toEqual([]);
    const missing = await api.call('PUT', '/users/00000000-0000-4000-8000-000000000000/account-features', {
      token: admin,
      body: { account_features: [] },
    });
    expect(missing.status).toBe(404);
  });
});
