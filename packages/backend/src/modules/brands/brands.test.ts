import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('brands on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email], ...(body === undefined ? {} : { body }) });
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  describe('GET /brands', () => {
    it('answers the first 40 brands sorted by status name ascending, with custom attributes', async () => {
      const res = await call('admin@demo.test', 'GET', '/brands');

      expect(res.status).toBe(200);
      expect(res.body.rows).toHaveLength(40);
      expect(res.body.count).toBeGreaterThanOrEqual(40);
      const statuses = res.body.rows.map((r: { brand_status: string }) => r.brand_status);
      expect(statuses).toEqual([...statuses].sort());
      expect(res.body.rows[0].custom_attributes.Priority).toEqual({
        type: 'TEXT',
        value: expect.any(String),
      });
    });

    it('searches by brand name, case-insensitively', async () => {
      const res = await call('manager@demo.test', 'GET', '/brands?filterField=name&filterValue=summit');

      expect(res.body.rows.map((r: { brand_code: string }) => r.brand_code).sort()).toEqual([
        'MR100',
        'MR100-B',
        'MR100-K',
      ]);
      expect(res.body.count).toBe(3);
    });

    it('pages with zero-based pages and sorts by the asked field', async () => {
      const first = await call(
        'admin@demo.test',
        'GET',
        '/brands?sortField=brand_code&sortOrder=desc&pageSize=5',
      );
      const second = await call(
        'admin@demo.test',
        'GET',
        '/brands?sortField=brand_code&sortOrder=desc&pageSize=5&page=1',
      );
      const codes = [...first.body.rows, ...second.body.rows].map(
        (r: { brand_code: string }) => r.brand_code,
      );

      expect(codes).toHaveLength(10);
      expect(codes).toEqual([...codes].sort().reverse());
    });

    it('never answers a secret, only whether it is set', async () => {
      const res = await call('admin@demo.test', 'GET', '/brands/MC001');

      expect(res.body).not.toHaveProperty('seller_central_credentials');
      expect(res.body.has_seller_central_credentials).toBe(false);
    });
  });

  describe('brand scoping', () => {
    it('lets a brand user read its own brand', async () => {
      const res = await call('mr@demo.test', 'GET', '/brands/MR001');
      expect(res.status).toBe(200);
      expect(res.body.brand_code).toBe('MR001');
    });

    it('refuses a brand user another brand by URL, existing or not, with the same answer', async () => {
      const other = await call('mr@demo.test', 'GET', '/brands/MC001');
      const unknown = await call('mr@demo.test', 'GET', '/brands/NOPE');

      expect(other.status).toBe(403);
      expect(unknown.status).toBe(403);
      expect(other.body.message).toBe(unknown.body.message);
    });

    it('lets a brand user with sub brands list only its own sub brands', async () => {
      const res = await call('mr-sub@demo.test', 'GET', '/brands/sub-brands?brandCodes=MR100,MC001');

      expect(res.status).toBe(200);
      expect(res.body.map((b: { brand_code: string }) => b.brand_code)).toEqual(['MR100-B', 'MR100-K']);
    });

    it('refuses a brand user the brands grid', async () => {
      expect((await call('mr@demo.test', 'GET', '/brands')).status).toBe(403);
    });
  });

  describe('PATCH /brands/{brand_code}', () => {
    it('changes one field and answers the brand after the change', async () => {
      const res = await call('manager@demo.test', 'PATCH', '/brands/MR001', { brand_tier: 'Platinum' });

      expect(res.status).toBe(200);
      expect(res.body.brand_tier).toBe('Platinum');
      expect((await call('admin@demo.test', 'GET', '/brands/MR001')).body.brand_tier).toBe('Platinum');
    });

    it('refuses a negative Monthly Ad Budget with the range in words, and keeps the budget', async () => {
      const before = (await call('admin@demo.test', 'GET', '/brands/MR001')).body;

      const res = await call('admin@demo.test', 'PATCH', '/brands/MR001', { monthly_ad_budget: -500 });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Monthly Ad Budget must be a number with at most 2 decimals from 0 to 10,000,000',
      );
      const after = (await call('admin@demo.test', 'GET', '/brands/MR001')).body;
      expect(after.monthly_ad_budget).toBe(before.monthly_ad_budget);
    });

    // Issue 38 point 13: refusals name the field as the form labels it, not 'phone' or 'seller_id'.
    it('refuses a too-long or malformed text field in the form’s words, and keeps it', async () => {
      const before = (await call('admin@demo.test', 'GET', '/brands/MR001')).body;
      const phone = await call('admin@demo.test', 'PATCH', '/brands/MR001', { phone: '1'.repeat(501) });
      const seller = await call('admin@demo.test', 'PATCH', '/brands/MR001', { seller_id: 'A1 B2' });
      const email = await call('admin@demo.test', 'PATCH', '/brands/MR001', { email: 'not an address' });

      expect(phone.status).toBe(400);
      expect(phone.body.message).toBe('Phone must be at most 500 characters');
      expect(seller.body.message).toBe(
        'Seller ID: letters, digits, dots, dashes, underscores or bars; at most 200 characters',
      );
      expect(email.body.message).toBe('Email must be an e-mail address of at most 320 characters');
      const after = (await call('admin@demo.test', 'GET', '/brands/MR001')).body;
      expect([after.phone, after.seller_id, after.email]).toEqual([
        before.phone,
        before.seller_id,
        before.email,
      ]);
    });

    it('refuses two fields at once and an unknown field', async () => {
      expect(
        (await call('admin@demo.test', 'PATCH', '/brands/MR001', { phone: '1', email: 'a@b.c' })).status,
      ).toBe(400);
      expect((await call('admin@demo.test', 'PATCH', '/brands/MR001', { brand_code: 'X' })).status).toBe(400);
    });

    it('refuses a change the §5 rules refuse, with their text, and changes nothing', async () => {
      const before = (await call('admin@demo.test', 'GET', '/brands/MC001')).body;
      const res = await call('admin@demo.test', 'PATCH', '/brands/MC001', { type_id: 2 });
      const blank = await call('admin@demo.test', 'PATCH', '/brands/MC001', { name: '  ' });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Seller central account location is required for Max Results brands');
      expect(blank.body.message).toBe('Name is required');
      const after = (await call('admin@demo.test', 'GET', '/brands/MC001')).body;
      expect(after.type_id).toBe(before.type_id);
      expect(after.name).toBe(before.name);
    });

    it('refuses the plain user role, as the permission table does', async () => {
      const res = await call('user@demo.test', 'PATCH', '/brands/MR001', { phone: '555' });
      expect(res.status).toBe(403);
    });

    it('refuses a brand role given to a brand user', async () => {
      const brandUser = await api.login('mc@demo.test');
      const res = await call('admin@demo.test', 'PATCH', '/brands/MR001', {
        case_manager_id: brandUser.userId,
      });
      expect(res.status).toBe(400);
    });

    it('refuses an unknown status id without a server error', async () => {
      const res = await call('admin@demo.test', 'PATCH', '/brands/MR001', { status_id: 999 });
      expect(res.status).toBe(400);
    });
  });

  describe('PUT /brands/{id} and create', () => {
    it('creates a Max Results brand only with a seller central location', async () => {
      const body = { brand_code: 'NEW001', name: 'New Brand', status_id: 1, type_id: 2 };
      const refused = await call('admin@demo.test', 'POST', '/brands', body);
      const created = await call('admin@demo.test', 'POST', '/brands', {
        ...body,
        seller_central_account_location: 'DE',
      });

      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Seller central account location is required for Max Results brands');
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        brand_code: 'NEW001',
        brand_type_code: 'mr',
        type_name: 'Max Results',
      });
      expect(
        (await call('admin@demo.test', 'POST', '/brands', { ...body, seller_central_account_location: 'DE' }))
          .status,
      ).toBe(409);
    });

    it('refuses creation to a manager', async () => {
      const res = await call('manager@demo.test', 'POST', '/brands', {
        brand_code: 'X1',
        name: 'X',
        status_id: 1,
        type_id: 1,
      });
      expect(res.status).toBe(403);
    });

    it('saves the whole brand and keeps the body and address in agreement', async () => {
      const current = (await call('admin@demo.test', 'GET', '/brands/E3K001')).body;
      const body = {
        brand_code: 'E3K001',
        name: current.name,
        status_id: current.status_id,
        type_id: current.type_id,
        fba: true,
        contract_date: '2024-02-29',
      };
      const saved = await call('admin@demo.test', 'PUT', '/brands/E3K001', body);
      const mismatch = await call('admin@demo.test', 'PUT', '/brands/E3K001', {
        ...body,
        brand_code: 'MC001',
      });

      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ fba: true, contract_date: '2024-02-29' });
      expect(mismatch.status).toBe(400);
    });
  });

  describe('seller central credentials', () => {
    it('stores them encrypted and never answers them back', async () => {
      const res = await call('admin@demo.test', 'PUT', '/brands/MC001/seller-central-credentials', {
        email: 'seller@example.com',
        password: 'S3cret-pass!',
      });
      const row = await api.backend.db
        .selectFrom('brands')
        .select('seller_central_credentials')
        .where('brand_code', '=', 'MC001')
        .executeTakeFirstOrThrow();
      const brand = await call('admin@demo.test', 'GET', '/brands/MC001');

      expect(res.body).toEqual({ has_seller_central_credentials: true });
      expect(row.seller_central_credentials).toMatch(/^s1\.[\w-]+\./);
      expect(row.seller_central_credentials).not.toContain('S3cret');
      expect(JSON.stringify(brand.body)).not.toContain('S3cret');
      expect(brand.body.has_seller_central_credentials).toBe(true);
    });
  });

  describe('watchlist', () => {
    it('watches and unwatches a brand for the caller only', async () => {
      await call('mc@demo.test', 'POST', '/brands/watchlist/watch/MC001');
      const watched = await call('mc@demo.test', 'GET', '/brands/MC001');
      const otherUser = await call('admin@demo.test', 'GET', '/brands/MC001');
      await call('mc@demo.test', 'POST', '/brands/watchlist/unwatch/MC001');

      expect(watched.body.watched).toBe(true);
      expect(otherUser.body.watched).toBe(false);
      expect((await call('mc@demo.test', 'GET', '/brands/MC001')).body.watched).toBe(false);
    });
  });

  describe('PUT /brand-custom-attribute/bulk', () => {
    it('sets a value on many brands at once', async () => {
      const items = ['MR001', 'MR100', 'MC001'].map((brand_code) => ({
        brand_code,
        name: 'Priority',
        value: 'Urgent',
      }));
      const res = await call('manager@demo.test', 'PUT', '/brand-custom-attribute/bulk', items);
      const page = await call('manager@demo.test', 'GET', '/brands?filterField=brand_code&filterValue=MR001');

      expect(res.body).toEqual({ updated: 3 });
      expect(page.body.rows[0].custom_attributes.Priority.value).toBe('Urgent');
    });

    it('writes nothing when one value does not fit its type', async () => {
      const items = [
        { brand_code: 'MR001', name: 'Target ACoS', value: '11' },
        { brand_code: 'MR100', name: 'Target ACoS', value: 'lots' },
      ];
      const before = (await call('admin@demo.test', 'GET', '/brand-custom-attribute/MR001')).body;
      const res = await call('admin@demo.test', 'PUT', '/brand-custom-attribute/bulk', items);

      expect(res.status).toBe(400);
      expect((await call('admin@demo.test', 'GET', '/brand-custom-attribute/MR001')).body).toEqual(before);
    });

    // Issue 38 point 13: the grid's boxes show 2,000 characters and the server refuses in their words.
    it('writes nothing when one value is over 2,000 characters, and says so in the form’s words', async () => {
      const items = [
        { brand_code: 'MR001', name: 'Priority', value: 'Fits' },
        { brand_code: 'MR100', name: 'Priority', value: 'x'.repeat(2001) },
      ];
      const before = (await call('admin@demo.test', 'GET', '/brand-custom-attribute/MR001')).body;
      const res = await call('admin@demo.test', 'PUT', '/brand-custom-attribute/bulk', items);
      const one = await call('admin@demo.test', 'POST', '/brand-custom-attribute', {
        brand_code: 'MR001',
        name: 'Priority',
        value: 'x'.repeat(2001),
      });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The value must be at most 2,000 characters');
      expect(one.body.message).toBe('The value must be at most 2,000 characters');
      expect((await call('admin@demo.test', 'GET', '/brand-custom-attribute/MR001')).body).toEqual(before);
    });
  });

  describe('brands overview and stripe brands', () => {
    it('counts active brands per status, type and account manager', async () => {
      const res = await call('admin@demo.test', 'GET', '/brands/overview-data');
      const active = res.body['Status:Active'];

      expect(active).toMatchObject({ by: 'Status', tag: 'Active', percentage: 100 });
      expect(active.active).toBe(active.total);
    });

    it('lists subscription brands newest first, filtered as asked', async () => {
      const starts = await call(
        'admin@demo.test',
        'GET',
        '/brands/stripe/get?filterField=brand_code&filterOperator=startsWith&filterValue=ffp',
      );
      const equals = await call(
        'admin@demo.test',
        'GET',
        '/brands/stripe/get?filterField=brand_code&filterOperator=equals&filterValue=ffp001',
      );
      const created = starts.body.rows.map((r: { created_at: string }) => r.created_at);

      expect(starts.status).toBe(200);
      expect(starts.body.rows.length).toBeGreaterThan(1);
      expect(starts.body.rows.every((r: { brand_code: string }) => r.brand_code.startsWith('FFP'))).toBe(
        true,
      );
      expect(created).toEqual([...created].sort().reverse());
      expect(equals.body.rows.map((r: { brand_code: string }) => r.brand_code)).toEqual(['FFP001']);
      expect(equals.body.rows[0].data).toHaveProperty('status', 'active');
      expect((await call('manager@demo.test', 'GET', '/brands/stripe/get')).status).toBe(403);
    });
  });
});
