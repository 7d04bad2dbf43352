import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';
import { bulkUpdateTimings } from './bulk-update.job.ts';
import { submissionTimings } from './submission-outcome.ts';

const US = 'ATVPDKIKX0DER';
const FAILED = 'There were some problems with your changes.';

describe.each(databasesUnderTest())('bulk edit v1 on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let ffpUser: LoginAnswer;
  let sellerId: string;

  beforeAll(async () => {
    api = await startTestBackend(database, {
      jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    });
    bulkUpdateTimings.feedPollMs = 200;
    submissionTimings.pollMs = 100;
    ffp = await api.login('ffp@demo.test');
    ffpUser = await api.login('ffp-user@demo.test');
    const markets = await api.call('GET', '/brands/get-authorized-marketplaces', { token: ffp.accessToken });
    sellerId = markets.body.sp_api_authorized_marketplaces.find(
      (m: { marketplace_id: string }) => m.marketplace_id === US,
    ).selling_partner_id;
  }, 600_000);
  afterAll(async () => {
    await api?.stop();
  });

  /** Listings of the seller's most common product type, parents left out, from the n-th on. */
  async function sameType(count: number, from = 0) {
    const rows = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'product_type', 'brand_code', 'attributes'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .where((eb) => eb.or([eb('parentage_level', 'is', null), eb('parentage_level', '!=', 'PARENT')]))
      .orderBy('sku')
      .execute();
    const byType = new Map<string, typeof rows>();
    for (const r of rows) byType.set(r.product_type, [...(byType.get(r.product_type) ?? []), r]);
    const largest = [...byType.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    return largest.slice(from, from + count);
  }

  const title = (value: string) => [{ value, marketplace_id: US, language_tag: 'en_US' }];
  const item = (l: { sku: string; product_type: string; brand_code: string }, values: unknown[]) => ({
    seller_sku: l.sku,
    seller_id: sellerId,
    brand_code: l.brand_code,
    marketplace_id: US,
    productType: l.product_type,
    updatedValues: values,
    attributeKeyToUpdate: 'item_name',
  });
  const bulkEdit = (token: string, listingsData: unknown[]) =>
    api.call('POST', '/amazon-listings/bulk-edit', { token, body: { listingsData } });
  const submissions = async () =>
    (await api.backend.db.selectFrom('bulk_updates').select('id').execute()).length;

  it('sets one attribute of several listings through the feed and answers ACCEPTED', async () => {
    const listings = await sameType(3);
    expect(listings).toHaveLength(3);
    const answer = await bulkEdit(
      ffp.accessToken,
      listings.map((l) => item(l, title('Bulk v1 title'))),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 'ACCEPTED',
        submissionResponses: [],
        message: 'Listings updated in bulk successfully.',
      },
    });
    const items = await api.backend.db
      .selectFrom('bulk_update_items')
      .select(['sku', 'status', 'patches'])
      .where('bulk_update_id', '=', answer.body.bulkUpdateId)
      .orderBy('sku')
      .execute();
    expect(items.map((i) => i.sku)).toEqual(listings.map((l) => l.sku));
    for (const i of items) {
      expect(i.status).toBe('accepted');
      expect(i.patches).toEqual([
        { op: 'replace', path: '/attributes/item_name', value: title('Bulk v1 title') },
      ]);
    }
  }, 60_000);

  it('answers INVALID with the SKUs Amazon refused; the others of the feed were accepted', async () => {
    const [a, b] = await sameType(2, 3);
    if (!a || !b) throw new Error('too few listings of one type');
    // Valid for the definition, refused by the marketplace's title standards (reserved characters).
    const answer = await bulkEdit(ffp.accessToken, [
      item(a, title('A plain title')),
      item(b, title('A title {on sale!}')),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'INVALID', message: FAILED });
    expect(answer.body.submissionResponses).toEqual([
      { sku: b.sku, issues: [expect.objectContaining({ code: '90003', severity: 'ERROR' })] },
    ]);
  }, 60_000);

  it('refuses values the definition does not accept per SKU, sending nothing', async () => {
    const [a, b] = await sameType(2, 5);
    if (!a || !b) throw new Error('too few listings of one type');
    const before = await submissions();
    const answer = await bulkEdit(ffp.accessToken, [item(a, title('x'.repeat(201))), item(b, [])]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'INVALID', message: FAILED, bulkUpdateId: null });
    const bySku = Object.fromEntries(
      answer.body.submissionResponses.map((r: { sku: string; issues: { message: string }[] }) => [
        r.sku,
        r.issues.map((i) => i.message),
      ]),
    );
    expect(bySku[a.sku]).toContain("'Item Name' is longer than 200 characters.");
    // Emptying a required attribute deletes it: its absence is named.
    expect(bySku[b.sku]).toContain("'Item Name' is required but not supplied.");
    expect(await submissions()).toBe(before);
  });

  it('refuses fewer than 2 listings, mixed product types, mixed sellers and unknown SKUs', async () => {
    const [a, b] = await sameType(2);
    if (!a || !b) throw new Error('too few listings of one type');
    const before = await submissions();
    const one = await bulkEdit(ffp.accessToken, [item(a, title('One'))]);
    expect(one.status).toBe(400);
    expect(one.body.message).toContain('Select at least 2 listings to bulk edit.');
    // The same SKU twice is one listing.
    const twice = await bulkEdit(ffp.accessToken, [item(a, title('One')), item(a, title('Two'))]);
    expect(twice).toMatchObject({
      status: 400,
      body: { message: 'Select at least 2 listings to bulk edit.' },
    });

    const other = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'product_type', 'brand_code'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .where('product_type', '!=', a.product_type)
      .executeTakeFirstOrThrow();
    const mixed = await bulkEdit(ffp.accessToken, [item(a, title('T')), item(other, title('T'))]);
    expect(mixed).toMatchObject({
      status: 400,
      body: { message: 'Cannot bulk edit listings with different product types.' },
    });
    // The item's own word for the product type is not believed over the portal's record.
    const claimed = await bulkEdit(ffp.accessToken, [
      item(a, title('T')),
      { ...item(other, title('T')), productType: a.product_type },
    ]);
    expect(claimed.body.message).toBe('Cannot bulk edit listings with different product types.');

    const sellers = await bulkEdit(ffp.accessToken, [
      item(a, title('T')),
      { ...item(b, title('T')), seller_id: 'ANOTHERSELLER' },
    ]);
    expect(sellers).toMatchObject({
      status: 400,
      body: { message: 'Bulk edit listings of one seller and marketplace at a time.' },
    });
    const unknown = await bulkEdit(ffp.accessToken, [
      item(a, title('T')),
      { ...item(b, title('T')), seller_sku: 'NO-SUCH-SKU' },
    ]);
    expect(unknown.status).toBe(404);
    expect(await submissions()).toBe(before);
  });

  it('is only for accounts granted it, whatever their role', async () => {
    const [a, b] = await sameType(2);
    if (!a || !b) throw new Error('too few listings of one type');
    const before = await submissions();
    expect(ffp.account_features).toEqual(['bulkEditV1']);
    // Same brand, same role, without the feature: refused by the permission.
    expect(ffpUser.account_features).toEqual([]);
    const user = await bulkEdit(ffpUser.accessToken, [item(a, title('T')), item(b, title('T'))]);
    expect(user.status).toBe(403);
    // Staff too need it; once granted (a new sign-in carries it), the call is answered.
    const tooLong = [item(a, title('x'.repeat(201))), item(b, title('x'.repeat(201)))];
    const admin = await api.login('admin@demo.test');
    expect((await bulkEdit(admin.accessToken, tooLong)).status).toBe(403);
    await api.backend.db
      .updateTable('users')
      .set({ account_features: ['bulkEditV1'] })
      .where('email', '=', 'admin@demo.test')
      .execute();
    const granted = await api.login('admin@demo.test');
    expect(granted.account_features).toEqual(['bulkEditV1']);
    expect(await bulkEdit(granted.accessToken, tooLong)).toMatchObject({
      status: 200,
      body: { status: 'INVALID', bulkUpdateId: null },
    });
    expect(await submissions()).toBe(before);
  });

  it('answers PENDING when Amazon is slow', async () => {
    const listings = await sameType(2, 7);
    submissionTimings.waitMs = 0;
    try {
      const answer = await bulkEdit(
        ffp.accessToken,
        listings.map((l) => item(l, title('Slow title'))),
      );
      expect(answer.body).toMatchObject({
        status: 'PENDING',
        message: 'Sorry, Amazon is taking longer than usual to process this bulk edit, please try later.',
      });
      expect(answer.body.bulkUpdateId).toEqual(expect.any(String));
    } finally {
      submissionTimings.waitMs = 25_000;
    }
  });
});
