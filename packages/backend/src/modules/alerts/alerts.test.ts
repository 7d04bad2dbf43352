import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingHistoryDocuments } from '../../seed/demo-alert-sources.ts';
import { DEFAULT_DEMO_SEED } from '../../seed/demo-data.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { loadReportDocuments } from '../seller-data/pipeline/load-documents.ts';
import { planAccountCatalog } from '../seller-data/simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../seller-data/simulator/demo-marketplace.ts';
import { generateAlerts } from './generate-alerts.ts';

interface RestAlert {
  _id: string;
  collection: string;
  alertType: string;
  alertSubType: string;
  brand: string;
  dateTime: string;
  hiddenFromTabs: string[];
}

describe.each(databasesUnderTest())('alerts on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email], ...(body === undefined ? {} : { body }) });
  };
  const everything = 'from=0&alertVisibleTypes=Visible,Hidden&pageSize=1000';
  const alertsOf = async (email: string, query: string) =>
    (await call(email, 'GET', `/alerts?${query}`)).body.rows as RestAlert[];

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('lists the classifications and the 14 fixed Additional AM AlertType sub types', async () => {
    const classifications = await call('admin@demo.test', 'GET', '/classifications');
    const types = await call('admin@demo.test', 'GET', '/alerts/alert-types');

    expect(classifications.status).toBe(200);
    expect(classifications.body).toContainEqual({
      department: 'Inventory',
      alerts: ['Additional AM AlertType'],
    });
    const am = types.body.find((t: { _id: string }) => t._id === 'Additional AM AlertType');
    expect(am.subTypes).toHaveLength(14);
    expect(am.subTypes[0]).toEqual({ value: 'Lost Best Seller Badge' });
  });

  it('raises every stock alert from an inventory fact: zero fulfillable after a day with units', async () => {
    const rows = await alertsOf('admin@demo.test', `${everything}&alertSubTypes=Out of Stock`);
    const facts = await sql<{ n: string }>`
      select count(*) as n from (
        select afn_fulfillable_quantity as q,
          lag(afn_fulfillable_quantity) over (partition by seller_id, marketplace_id, seller_sku order by snapshot_day) as p
        from inventory_snapshots) s where q = 0 and p > 0`.execute(api.backend.db);

    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(Number(facts.rows[0]?.n));
  });

  it('sorts newest first by default and filters by brand, sub type and marketplace', async () => {
    const all = await alertsOf('admin@demo.test', everything);
    const brand = all[0]?.brand as string;
    const filtered = await alertsOf(
      'admin@demo.test',
      `${everything}&brands=${brand}&alertSubTypes=${encodeURIComponent(all[0]?.alertSubType as string)}`,
    );

    const times = all.map((a) => a.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(filtered.length).toBeGreaterThan(0);
    expect(new Set(filtered.map((a) => `${a.brand}|${a.alertSubType}`))).toEqual(
      new Set([`${brand}|${all[0]?.alertSubType}`]),
    );
  });

  it('hides an alert on one tab only: hidden on Inventory, still visible on All', async () => {
    const [alert] = await alertsOf('admin@demo.test', `${everything}&classification=Inventory`);
    if (!alert) throw new Error('no inventory alert seeded');

    const hidden = await call('manager@demo.test', 'POST', '/alerts/hide-alert', {
      alertId: alert._id,
      alertCollection: alert.collection,
      tabName: 'Inventory',
    });
    const onInventory = await alertsOf('admin@demo.test', 'from=0&pageSize=1000&classification=Inventory');
    const onAll = await alertsOf('admin@demo.test', 'from=0&pageSize=1000&classification=All');
    const hiddenOnInventory = await alertsOf(
      'admin@demo.test',
      'from=0&pageSize=1000&classification=Inventory&alertVisibleTypes=Hidden',
    );

    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ _id: alert._id, hiddenFromTabs: ['Inventory'] });
    expect(onInventory.map((a) => a._id)).not.toContain(alert._id);
    expect(onAll.map((a) => a._id)).toContain(alert._id);
    expect(hiddenOnInventory.map((a) => a._id)).toContain(alert._id);
  });

  it('shows a hidden alert again with the same call', async () => {
    const [alert] = await alertsOf('admin@demo.test', `${everything}&classification=Sales`);
    if (!alert) throw new Error('no sales alert seeded');
    const body = { alertId: alert._id, alertCollection: alert.collection, tabName: 'Sales' };

    await call('admin@demo.test', 'POST', '/alerts/hide-alert', body);
    const shown = await call('admin@demo.test', 'POST', '/alerts/hide-alert', body);

    expect(shown.body.hiddenFromTabs).toEqual([]);
  });

  it('hides many on a tab and answers the changed ids; shows them back with hidden false', async () => {
    const rows = (await alertsOf('admin@demo.test', 'from=0&pageSize=3&classification=All')).slice(0, 3);
    const alerts = rows.map((a) => ({ id: a._id, collectionName: a.collection }));

    const hide = await call('admin@demo.test', 'POST', '/alerts/hide-alerts', { alerts, tabName: 'All' });
    const again = await call('admin@demo.test', 'POST', '/alerts/hide-alerts', {
      alerts,
      tabName: 'All',
      hidden: true,
    });
    const show = await call('admin@demo.test', 'POST', '/alerts/hide-alerts', {
      alerts,
      tabName: 'All',
      hidden: false,
    });

    const ids = rows.map((a) => a._id).sort((a, b) => Number(a) - Number(b));
    expect(hide.status).toBe(200);
    expect(hide.body).toEqual(ids);
    expect(again.body).toEqual([]);
    expect(show.body).toEqual(ids);
  });

  it('applies a bulk hide all or nothing: one unknown alert and none is hidden', async () => {
    const [first] = await alertsOf('admin@demo.test', 'from=0&pageSize=1&classification=All');
    if (!first) throw new Error('no alert seeded');

    const res = await call('admin@demo.test', 'POST', '/alerts/hide-alerts', {
      alerts: [
        { id: first._id, collectionName: first.collection },
        { id: '999999999', collectionName: first.collection },
      ],
      tabName: 'All',
    });
    const after = await alertsOf('admin@demo.test', `${everything}&classification=All`);

    expect(res.status).toBe(404);
    expect(after.find((a) => a._id === first._id)?.hiddenFromTabs).not.toContain('All');
  });

  it('shows a brand user only its brand’s alerts and refuses it hiding or the extra tabs', async () => {
    const mine = await alertsOf('mr@demo.test', everything);
    const [foreign] = await alertsOf('admin@demo.test', `${everything}&brands=MC001`);

    const hide = await call('mr@demo.test', 'POST', '/alerts/hide-alert', {
      alertId: foreign?._id,
      alertCollection: foreign?.collection,
      tabName: 'All',
    });
    const lateFbm = await call('mr@demo.test', 'GET', '/alerts/late-fbm-shipments');

    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((a) => a.brand))).toEqual(new Set(['MR001']));
    expect(hide.status).toBe(403);
    expect(lateFbm.status).toBe(403);
  });

  it('filters by account manager email for the admin only', async () => {
    const managed = await alertsOf('admin@demo.test', `${everything}&am_email=manager@demo.test`);
    const brands = await sql<{ brand_code: string }>`
      select b.brand_code from brands b join users u on u.id = b.account_manager_id
      where u.email = 'manager@demo.test'`.execute(api.backend.db);

    expect(managed.length).toBeGreaterThan(0);
    const codes = new Set(brands.rows.map((r) => r.brand_code));
    expect(managed.every((a) => codes.has(a.brand))).toBe(true);
  });

  it('lists late FBM shipments from unshipped merchant orders and toggles finished all or nothing', async () => {
    const late = await call('admin@demo.test', 'GET', '/alerts/late-fbm-shipments');
    const [row] = late.body.rows;
    if (!row) throw new Error('no late FBM shipment seeded');

    const refused = await call(
      'admin@demo.test',
      'POST',
      '/alerts/toggle-alert-finish-status/late-fbm-shipments',
      {
        alertIds: [row._id, '999999999'],
      },
    );
    const toggled = await call(
      'admin@demo.test',
      'POST',
      '/alerts/toggle-alert-finish-status/late-fbm-shipments',
      {
        alertIds: [row._id],
      },
    );
    const open = await call('admin@demo.test', 'GET', '/alerts/late-fbm-shipments?pageSize=1000');
    const all = await call('admin@demo.test', 'GET', '/alerts/late-fbm-shipments?pageSize=1000&showAll=true');

    expect(row).toMatchObject({ status: 'Unshipped', finished: false });
    expect(row.daysPastPromise).toBeGreaterThan(0);
    expect(refused.status).toBe(404);
    expect(toggled.body).toEqual([row._id]);
    expect(open.body.rows.map((r: { _id: string }) => r._id)).not.toContain(row._id);
    expect(all.body.rows.find((r: { _id: string }) => r._id === row._id)?.finished).toBe(true);
  });

  it('finds a deleted SKU and a missing parent when a later listing drops them', async () => {
    const db = api.backend.db;
    const account = (
      await sql<{ name: string; seller_id: string; day: string }>`
        select b.name, a.seller_id, (select to_char(max(snapshot_day) + 1, 'YYYY-MM-DD') from listing_snapshots) as day
        from authorized_marketplaces a join brands b using (brand_code)
        where a.brand_code = 'MC001' and a.marketplace_id = 'ATVPDKIKX0DER'`.execute(db)
    ).rows[0];
    if (!account) throw new Error('MC001 has no US account');
    const plan = planAccountCatalog(DEFAULT_DEMO_SEED, {
      brandCode: 'MC001',
      brandName: account.name,
      sellerId: account.seller_id,
      marketplaceId: 'ATVPDKIKX0DER',
      currencyCode: 'USD',
    });
    const children = plan.skus.filter((s) => s.asin !== s.parentAsin);
    const [gone, orphan] = children;
    if (!gone || !orphan) throw new Error('no variation children planned');
    // The next day's listings documents: one SKU gone, one child without its parent.
    const marketplace = createDemoMarketplace({
      seed: DEFAULT_DEMO_SEED,
      now: new Date(`${account.day}T08:00:00Z`),
      accounts: [plan],
      dailyDemand: () => 0,
    });
    const key = { sellerId: plan.sellerId, marketplaceId: plan.marketplaceId };
    const [listings, catalog] = [...(await listingHistoryDocuments(marketplace, key, account.day))].slice(-2);
    if (!listings || !catalog) throw new Error('no listings documents');
    const answer = JSON.parse(catalog.body) as { items: { asin: string; relationships: unknown[] }[] };
    for (const item of answer.items) if (item.asin === orphan.asin) item.relationships = [];
    await loadReportDocuments(db, [
      { ...listings, body: listings.body.replace(new RegExp(`^.*\\t${gone.sellerSku}\\t.*\\n`, 'm'), '') },
      { ...catalog, body: JSON.stringify(answer) },
    ]);

    const generated = await generateAlerts(db);
    const deleted = await call(
      'admin@demo.test',
      'GET',
      `/alerts/deleted-skus?pageSize=1000&from=${Date.parse(account.day)}`,
    );
    const missing = await call(
      'admin@demo.test',
      'GET',
      `/alerts/missing-parents?pageSize=1000&from=${Date.parse(account.day)}`,
    );
    const hidden = await call('admin@demo.test', 'POST', '/alerts/missing-parents/hide-alert', {
      alertIds: [missing.body.rows[0]?._id],
    });

    expect(generated).toMatchObject({ deletedSkus: 1, missingParents: 1 });
    expect(deleted.body.rows).toEqual([expect.objectContaining({ sku: gone.sellerSku, status: 'Deleted' })]);
    expect(missing.body.rows).toEqual([
      expect.objectContaining({
        sku: orphan.sellerSku,
        isChild: false,
        parentAsin: null,
        prevParentAsin: orphan.parentAsin,
        status: 'Missing',
      }),
    ]);
    expect(hidden.body).toEqual([missing.body.rows[0]?._id]);
  });

  it('raises nothing twice when the generator runs again', async () => {
    const again = await generateAlerts(api.backend.db);

    expect(again).toMatchObject({
      outOfStock: 0,
      lowOnStock: 0,
      buyBox: 0,
      deletedSkus: 0,
      missingParents: 0,
    });
  });
});
