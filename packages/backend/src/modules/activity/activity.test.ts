import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';

const US = 'ATVPDKIKX0DER';

describe.each(databasesUnderTest())('listing activity calls on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let ecom: LoginAnswer;
  let ffpSeller: string;
  let ecomSeller: string;

  async function usSellerOf(session: LoginAnswer): Promise<string> {
    const res = await api.call('GET', '/brands/get-authorized-marketplaces', { token: session.accessToken });
    const us = res.body.sp_api_authorized_marketplaces.find(
      (m: { marketplace_id: string }) => m.marketplace_id === US,
    );
    return us.selling_partner_id;
  }
  const query = (seller: string, extra = '') => `?seller_id=${seller}&marketplace_id=${US}${extra}`;

  beforeAll(async () => {
    api = await startTestBackend(database);
    ffp = await api.login('ffp@demo.test');
    ecom = await api.login('ecom3k@demo.test');
    ffpSeller = await usSellerOf(ffp);
    ecomSeller = await usSellerOf(ecom);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('the seeded demo brand has unread activity', async () => {
    const res = await api.call('GET', `/amazon-listings/activity-unread-count${query(ffpSeller)}`, {
      token: ffp.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(3);
  });

  it('entries come newest first in pages, with the total count', async () => {
    const path = `/amazon-listings/activity-unread-entries${query(ffpSeller, '&page=0&pageSize=2')}`;
    const res = await api.call('GET', path, { token: ffp.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.entries).toHaveLength(2);
    expect(Object.keys(res.body.entries[0]).sort()).toEqual([
      'comment',
      'created_at',
      'id',
      'sku',
      'type',
      'user',
    ]);
    const [a, b] = res.body.entries;
    expect(Date.parse(a.created_at)).toBeGreaterThanOrEqual(Date.parse(b.created_at));
    const count = await api.call('GET', `/amazon-listings/activity-unread-count${query(ffpSeller)}`, {
      token: ffp.accessToken,
    });
    expect(res.body.count).toBe(count.body.count);
    const page1 = await api.call(
      'GET',
      `/amazon-listings/activity-unread-entries${query(ffpSeller, '&page=1&pageSize=2')}`,
      { token: ffp.accessToken },
    );
    expect(page1.body.entries[0].id).not.toBe(a.id);
  });

  it("another brand's seller answers 403 and reveals nothing", async () => {
    const count = await api.call('GET', `/amazon-listings/activity-unread-count${query(ffpSeller)}`, {
      token: ecom.accessToken,
    });
    expect(count.status).toBe(403);
    expect(count.body.count).toBeUndefined();
    const entries = await api.call('GET', `/amazon-listings/activity-unread-entries${query(ffpSeller)}`, {
      token: ecom.accessToken,
    });
    expect(entries.status).toBe(403);
    const reset = await api.call('POST', '/amazon-listings/activity-unread-reset', {
      token: ecom.accessToken,
      body: { sellerId: ffpSeller, marketplaceId: US },
    });
    expect(reset.status).toBe(403);
    const still = await api.call('GET', `/amazon-listings/activity-unread-count${query(ffpSeller)}`, {
      token: ffp.accessToken,
    });
    expect(still.body.count).toBeGreaterThan(0);
  });

  it.each([
    ['?marketplace_id=ATVPDKIKX0DER', 'seller_id is required'],
    ['?seller_id=A1', 'marketplace_id is required'],
    ['?seller_id=A1&seller_id=A2&marketplace_id=ATVPDKIKX0DER', 'seller_id must be a string'],
  ])('count answers 400 for %s', async (qs, message) => {
    const res = await api.call('GET', `/amazon-listings/activity-unread-count${qs}`, {
      token: ffp.accessToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it.each(['&page=-1', '&pageSize=0', '&pageSize=abc', '&pageSize=1000'])(
    'entries answer 400 for %s',
    async (extra) => {
      const res = await api.call(
        'GET',
        `/amazon-listings/activity-unread-entries${query(ffpSeller, extra)}`,
        { token: ffp.accessToken },
      );
      expect(res.status).toBe(400);
    },
  );

  it('reset answers 400 for missing or wrongly typed fields', async () => {
    const missing = await api.call('POST', '/amazon-listings/activity-unread-reset', {
      token: ecom.accessToken,
      body: { sellerId: ecomSeller },
    });
    expect(missing.body).toEqual({ statusCode: 400, message: 'marketplaceId is required' });
    const wrong = await api.call('POST', '/amazon-listings/activity-unread-reset', {
      token: ecom.accessToken,
      body: { sellerId: 5, marketplaceId: US },
    });
    expect(wrong.body).toEqual({ statusCode: 400, message: 'sellerId must be a string' });
  });

  it('reset answers 204 and the unread count drops to zero; staff may reset too', async () => {
    const before = await api.call('GET', `/amazon-listings/activity-unread-count${query(ecomSeller)}`, {
      token: ecom.accessToken,
    });
    expect(before.body.count).toBeGreaterThan(0);
    const res = await api.call('POST', '/amazon-listings/activity-unread-reset', {
      token: ecom.accessToken,
      body: { sellerId: ecomSeller, marketplaceId: US },
    });
    expect(res.status).toBe(204);
    const after = await api.call('GET', `/amazon-listings/activity-unread-count${query(ecomSeller)}`, {
      token: ecom.accessToken,
    });
    expect(after.body).toEqual({ count: 0 });
    const entries = await api.call('GET', `/amazon-listings/activity-unread-entries${query(ecomSeller)}`, {
      token: ecom.accessToken,
    });
    expect(entries.body).toEqual({ entries: [], count: 0 });
  });

  it('POST /dev/activity stores an unread entry the brand then sees', async () => {
    const res = await api.call('POST', '/dev/activity', {
      token: ecom.accessToken,
      body: {
        sellerId: ecomSeller,
        marketplaceId: US,
        sku: 'VOLT-9',
        type: 'listing update failed',
        comment: 'bad title',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.entry).toMatchObject({
      sku: 'VOLT-9',
      type: 'listing update failed',
      comment: 'bad title',
    });
    const entries = await api.call('GET', `/amazon-listings/activity-unread-entries${query(ecomSeller)}`, {
      token: ecom.accessToken,
    });
    expect(entries.body.entries[0]).toEqual(res.body.entry);
  });

  it('POST /dev/activity refuses another brand seller and an unknown seller', async () => {
    const other = await api.call('POST', '/dev/activity', {
      token: ecom.accessToken,
      body: { sellerId: ffpSeller, marketplaceId: US },
    });
    expect(other.status).toBe(403);
    const admin = await api.login('admin@demo.test');
    const unknown = await api.call('POST', '/dev/activity', {
      token: admin.accessToken,
      body: { sellerId: 'ANOSUCHSELLER1', marketplaceId: 'XX' },
    });
    expect(unknown.status).toBe(404);
  });

  describe('the activity page call (GET amazon-listings/activity)', () => {
    const activity = (extra = '') => `/amazon-listings/activity${query(ffpSeller, extra)}`;

    it('lists every entry, read ones too, newest first, 40 to a page by default', async () => {
      await api.call('POST', '/amazon-listings/activity-unread-reset', {
        token: ffp.accessToken,
        body: { sellerId: ffpSeller, marketplaceId: US },
      });
      const res = await api.call('GET', activity(), { token: ffp.accessToken });

      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThanOrEqual(3);
      expect(res.body.rows.length).toBe(Math.min(40, res.body.count));
      const times = res.body.rows.map((r: { created_at: string }) => Date.parse(r.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('pages without overlap and counts all matches', async () => {
      const first = await api.call('GET', activity('&page=0&pageSize=2'), { token: ffp.accessToken });
      const second = await api.call('GET', activity('&page=1&pageSize=2'), { token: ffp.accessToken });

      expect(second.body.count).toBe(first.body.count);
      const ids = [...first.body.rows, ...second.body.rows].map((r: { id: number }) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('searches by part of the SKU in any case, and narrows to one SKU', async () => {
      const all = await api.call('GET', activity('&pageSize=100'), { token: ffp.accessToken });
      const sku: string = all.body.rows[0].sku;
      const part = sku.slice(1, -1).toLowerCase();

      const searched = await api.call('GET', activity(`&searchValue=${encodeURIComponent(part)}`), {
        token: ffp.accessToken,
      });
      const one = await api.call('GET', activity(`&sku=${encodeURIComponent(sku)}`), {
        token: ffp.accessToken,
      });

      expect(searched.body.rows.length).toBeGreaterThan(0);
      expect(searched.body.rows.every((r: { sku: string }) => r.sku.toLowerCase().includes(part))).toBe(true);
      expect(one.body.rows.every((r: { sku: string }) => r.sku === sku)).toBe(true);
      expect(one.body.count).toBeGreaterThan(0);
    });

    it('treats % and _ in a search as characters of a SKU, not wildcards', async () => {
      const res = await api.call('GET', activity('&searchValue=%25'), { token: ffp.accessToken });
      expect(res.body).toEqual({ rows: [], count: 0 });
    });

    it("names the user of an entry only to that user: the viewer's own email, nobody else's", async () => {
      const pageAs = async (session: LoginAnswer) =>
        (await api.call('GET', activity('&pageSize=100'), { token: session.accessToken })).body
          .rows as Array<{
          id: number;
          user: { email: string } | null;
        }>;
      const stored = await api.backend.db
        .selectFrom('activity_entries')
        .leftJoin('users', 'users.id', 'activity_entries.user_id')
        .select(['activity_entries.id', 'users.email'])
        .where('seller_id', '=', ffpSeller)
        .where('marketplace_id', '=', US)
        .execute();
      const authorOf = new Map(stored.map((r) => [r.id, r.email]));
      const admin = await api.login('admin@demo.test');
      for (const [session, email] of [
        [ffp, 'ffp@demo.test'],
        [admin, 'admin@demo.test'],
      ] as const) {
        const rows = await pageAs(session);
        for (const row of rows) expect(row.user).toEqual(authorOf.get(row.id) === email ? { email } : null);
        // The demo has entries by this user and by others, so both branches are exercised.
        expect(rows.some((r) => r.user !== null)).toBe(true);
        expect(rows.some((r) => r.user === null && authorOf.get(r.id) !== null)).toBe(true);
      }
    });

    it("refuses another brand's seller and a junk page", async () => {
      const other = await api.call('GET', `/amazon-listings/activity${query(ecomSeller)}`, {
        token: ffp.accessToken,
      });
      const junk = await api.call('GET', activity('&page=-1'), { token: ffp.accessToken });

      expect(other.status).toBe(403);
      expect(junk.status).toBe(400);
    });
  });
});
