import { BRAND_HEALTH_START_DATE, PERFORMANCE_CHECKLIST_ITEMS } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

type Performance = {
  month: string;
  marketplace_id: string;
  performance_checklist: Record<string, { status: string | null }>;
  customer_experience: {
    customerExperienceMetrics: { lateShipment: { rate: number | null }; orderCount: number };
  };
};
type InventoryRow = Record<string, unknown> & { seller_sku: string; marketplace_id: string };

describe.each(databasesUnderTest())('brand health and brand inventory on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const get = async (email: string, path: string) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call('GET', path, { token: tokens[email] });
  };

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  describe('GET /brand-performance/{brandId}', () => {
    it('answers one snapshot per month from the month list’s start, oldest first', async () => {
      const res = await get('mr@demo.test', '/brand-performance/MR001');

      expect(res.status).toBe(200);
      const months = (res.body as Performance[]).map((r) => r.month);
      expect(months[0]).toBe(BRAND_HEALTH_START_DATE);
      expect(months).toEqual([...months].sort());
      expect(new Set(months).size).toBe(months.length); // MR001 sells in one marketplace
    });

    it('shows the seeded brand failing exactly its late shipment rate in the latest month', async () => {
      const rows = (await get('admin@demo.test', '/brand-performance/MR001')).body as Performance[];
      const latest = rows.at(-1);

      const checklist = latest?.performance_checklist ?? {};
      expect(Object.keys(checklist).sort()).toEqual([...PERFORMANCE_CHECKLIST_ITEMS].sort());
      const failing = Object.entries(checklist).filter(([, item]) => item.status !== 'Good');
      expect(failing.map(([name]) => name)).toEqual(['lateShipmentRate']);
      expect(latest?.customer_experience.customerExperienceMetrics.lateShipment.rate).toBeGreaterThan(0.04);
    });

    it('answers an empty list for a brand without account health', async () => {
      const res = await get('admin@demo.test', '/brand-performance/MR100-K');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('computes each rate from the stored counts', async () => {
      const rows = (await get('admin@demo.test', '/brand-performance/MC001')).body as Performance[];
      const stored = await sql<{ month: string; marketplace_id: string; late: number }>`
        select h.month::text, h.marketplace_id, h.late_shipment_count::float8 / h.order_count as late
        from account_health_monthly h join authorized_marketplaces a using (seller_id, marketplace_id)
        where a.brand_code = 'MC001'`.execute(api.backend.db);

      expect(rows).toHaveLength(stored.rows.length);
      for (const s of stored.rows) {
        const row = rows.find((r) => r.month === s.month && r.marketplace_id === s.marketplace_id);
        expect(row?.customer_experience.customerExperienceMetrics.lateShipment.rate).toBeCloseTo(s.late, 10);
      }
    });

    it("refuses a brand user another brand's health", async () => {
      const res = await get('mr@demo.test', '/brand-performance/MC001');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have access to this brand');
    });

    it('answers 404 to staff for an unknown brand', async () => {
      const res = await get('manager@demo.test', '/brand-performance/NOPE');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Brand not found');
    });

    it('refuses brand types the table leaves out', async () => {
      expect((await get('ffp@demo.test', '/brand-performance/FFP001')).status).toBe(403);
    });
  });

  describe('GET /brand-inventory/{brandId}', () => {
    it('answers every brand inventory field of spec 2 §3 for each FBA SKU', async () => {
      const res = await get('mc@demo.test', '/brand-inventory/MC001');

      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const field of [
        'seller_sku',
        'date',
        'doi',
        'average_daily_sales',
        'sales_last_30_days',
        'units_sold_last_30_days',
        'total_units',
        'inbound',
        'available',
        'fc_transfer',
        'fc_processing',
        'customer_order',
        'unfulfillable',
        'recommended_replenishment_qty',
        'recommended_ship_date',
      ])
        expect(res.body[0]).toHaveProperty(field);
    });

    it('reconciles with the latest inventory snapshot of each account', async () => {
      const rows = (await get('admin@demo.test', '/brand-inventory/MC001')).body as InventoryRow[];
      const latest = await sql<Record<string, unknown>>`
        select s.seller_sku, s.marketplace_id, s.snapshot_day::text as date,
          s.afn_fulfillable_quantity as available, s.afn_total_quantity as total_units,
          s.afn_unsellable_quantity as unfulfillable,
          s.afn_inbound_working_quantity + s.afn_inbound_shipped_quantity + s.afn_inbound_receiving_quantity as inbound,
          r.reserved_fc_transfers as fc_transfer, r.reserved_fc_processing as fc_processing,
          r.reserved_customer_orders as customer_order
        from inventory_snapshots s
        join authorized_marketplaces a on a.seller_id = s.seller_id and a.marketplace_id = s.marketplace_id
        left join reserved_inventory_snapshots r on r.seller_id = s.seller_id
          and r.marketplace_id = s.marketplace_id and r.snapshot_day = s.snapshot_day and r.seller_sku = s.seller_sku
        where a.brand_code = 'MC001' and s.afn_listing_exists
          and s.snapshot_day = (select max(snapshot_day) from inventory_snapshots l
            where l.seller_id = s.seller_id and l.marketplace_id = s.marketplace_id)`.execute(api.backend.db);

      expect(latest.rows.length).toBeGreaterThan(0);
      const picked = rows.map((r) => ({
        seller_sku: r.seller_sku,
        marketplace_id: r.marketplace_id,
        date: r.date,
        available: r.available,
        total_units: r.total_units,
        unfulfillable: r.unfulfillable,
        inbound: r.inbound,
        fc_transfer: r.fc_transfer,
        fc_processing: r.fc_processing,
        customer_order: r.customer_order,
      }));
      const key = (r: Record<string, unknown>) => `${r.marketplace_id}|${r.seller_sku}`;
      const sorted = (list: Record<string, unknown>[]) =>
        [...list].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sorted(picked)).toEqual(sorted(latest.rows));
    });

    it("refuses a brand user another brand's inventory", async () => {
      expect((await get('mr@demo.test', '/brand-inventory/MC001')).status).toBe(403);
    });

    it('answers 404 to staff for an unknown brand', async () => {
      expect((await get('admin@demo.test', '/brand-inventory/NOPE')).status).toBe(404);
    });
  });
});
