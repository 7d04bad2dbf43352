import {
  ADDITIONAL_AM_ALERT_SUB_TYPES,
  ADDITIONAL_AM_ALERT_TYPE,
  addIsoDays,
  BUY_BOX_ALERT_SUB_TYPES,
  BUY_BOX_ALERT_TYPE,
} from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingHistoryDocuments, pageMonitorDocuments } from '../../seed/demo-alert-sources.ts';
import { DEFAULT_DEMO_SEED } from '../../seed/demo-data.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { loadReportDocuments } from '../seller-data/pipeline/load-documents.ts';

import { planAccountCatalog } from '../seller-data/simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../seller-data/simulator/demo-marketplace.ts';
import { generateAlerts } from './generate-alerts.ts';

type Db = TestApi['backend']['db'];

/** Row counts and a checksum of every table the alert sources write. */
async function alertState(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from alerts)::text as alerts,
      (select md5(string_agg(id || message || full_payload::text || coalesce(sub_brand_code, ''), ',' order by id)) from alerts) as alerts_sum,
      (select count(*) from deleted_skus)::text as deleted,
      (select count(*) from missing_parents)::text as missing,
      (select count(*) from listing_snapshots)::text as snapshots,
      (select md5(string_agg(seller_sku || snapshot_day || coalesce(parent_asin, ''), ',' order by seller_id, snapshot_day, seller_sku)) from listing_snapshots) as snapshots_sum,
      (select count(*) from report_loads)::text as loads`.execute(db);
  return rows[0];
}

describe.each(databasesUnderTest())('alerts of the demo data on $name', (database) => {
  let api: TestApi;
  const call = async (path: string) => {
    const { accessToken } = await api.login('admin@demo.test');
    return (await api.call('GET', path, { token: accessToken })).body;
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('holds alerts of every alert type and every one of the 14 sub types', async () => {
    const { rows } = await sql<{ alert_type: string; alert_sub_type: string }>`
      select distinct alert_type, alert_sub_type from alerts`.execute(api.backend.db);
    const present = new Set(rows.map((r) => `${r.alert_type}|${r.alert_sub_type}`));

    for (const sub of ADDITIONAL_AM_ALERT_SUB_TYPES)
      expect(present, `no '${sub}' alert`).toContain(`${ADDITIONAL_AM_ALERT_TYPE}|${sub}`);
    for (const sub of BUY_BOX_ALERT_SUB_TYPES)
      expect(present, `no '${sub}' alert`).toContain(`${BUY_BOX_ALERT_TYPE}|${sub}`);
  });

  it('gives each monitored alert its product, ASIN, SKU, marketplace, time, message and payload', async () => {
    const body = await call(
      `/alerts?from=0&alertVisibleTypes=Visible,Hidden&pageSize=40&alertSubTypes=${encodeURIComponent('Star Rating Dropped')}`,
    );
    const [alert] = body.rows;

    expect(alert).toMatchObject({
      alertType: ADDITIONAL_AM_ALERT_TYPE,
      alertSubType: 'Star Rating Dropped',
      asin: expect.stringMatching(/^[A-Z0-9]{10}$/),
      sku: expect.any(String),
      marketplace: expect.any(String),
      productName: expect.any(String),
      message: expect.stringMatching(/^Star rating dropped from \d\.\d to \d\.\d$/),
    });
    expect(alert.fullPayload.starRating).toBeLessThan(alert.fullPayload.previousStarRating);
  });

  it('fills the Late FBM, Deleted SKUs and Parent Changes tabs with finished and open rows', async () => {
    const tab = async (path: string) => (await call(`/alerts/${path}?pageSize=1000&showAll=true`)).rows;
    const late = await tab('late-fbm-shipments');
    const deleted = await tab('deleted-skus');
    const parents = await tab('missing-parents');

    expect(late.length).toBeGreaterThan(0);
    expect(new Set(deleted.map((r: { finished: boolean }) => r.finished))).toEqual(new Set([true, false]));
    expect(new Set(parents.map((r: { finished: boolean }) => r.finished))).toEqual(new Set([true, false]));
    expect(new Set(parents.map((r: { status: string }) => r.status))).toEqual(
      new Set(['Missing', 'Changed']),
    );
  });

  it('finds each deleted SKU in the listings snapshot before its day and not in the one of its day', async () => {
    const { rows } = await sql<{ seller_sku: string; before: boolean; after: boolean }>`
      select d.seller_sku,
        exists (select 1 from listing_snapshots s where s.seller_id = d.seller_id and s.marketplace_id = d.marketplace_id
          and s.seller_sku = d.seller_sku and s.snapshot_day < d.date) as before,
        exists (select 1 from listing_snapshots s where s.seller_id = d.seller_id and s.marketplace_id = d.marketplace_id
          and s.seller_sku = d.seller_sku and s.snapshot_day = d.date) as after
      from deleted_skus d`.execute(api.backend.db);

    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.before || r.after)).toEqual([]);
  });

  it('adds nothing when an account’s listings and monitor documents are loaded again', async () => {
    const db = api.backend.db;
    const account = (
      await sql<{
        brand_code: string;
        name: string;
        seller_id: string;
        marketplace_id: string;
        today: string;
      }>`
        select a.brand_code, b.name, a.seller_id, a.marketplace_id,
          (select to_char(max(snapshot_day), 'YYYY-MM-DD') from listing_snapshots) as today
        from authorized_marketplaces a join brands b using (brand_code)
        where a.brand_code = 'MC001' and a.marketplace_id = 'ATVPDKIKX0DER'`.execute(db)
    ).rows[0];
    if (!account) throw new Error('MC001 has no US account');
    const plan = planAccountCatalog(DEFAULT_DEMO_SEED, {
      brandCode: account.brand_code,
      brandName: account.name,
      sellerId: account.seller_id,
      marketplaceId: account.marketplace_id,
      currencyCode: 'USD',
    });
    // The seed's moment: its latest listings snapshot is dated the day it ran.
    const marketplace = createDemoMarketplace({
      seed: DEFAULT_DEMO_SEED,
      now: new Date(`${account.today}T12:00:00Z`),
      accounts: [plan],
      dailyDemand: () => 0,
    });
    const key = { sellerId: plan.sellerId, marketplaceId: plan.marketplaceId };
    const documents = [
      ...(await listingHistoryDocuments(marketplace, key, account.today)),
      ...(await pageMonitorDocuments(marketplace, key, addIsoDays(account.today, -1))),
    ];
    const before = await alertState(db);

    const loaded = await loadReportDocuments(db, documents);
    const generated = await generateAlerts(db);

    expect(loaded).toMatchObject({ documents: documents.length, loaded: 0 });
    expect(generated).toMatchObject({ deletedSkus: 0, missingParents: 0 });
    expect(await alertState(db)).toEqual(before);
  });
});
