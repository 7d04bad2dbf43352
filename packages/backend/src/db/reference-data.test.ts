import { AD_PART_IDS, MARKETPLACES } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '../config/paths.ts';
import { type DatabaseConnection, openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

// The migrations hold their reference data as frozen literals; this guards that the migrated
// database still agrees with the marketplaces every package reads from packages/schema.
describe('reference data after every migration', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openDatabase({ pgliteDataDir: MEMORY_DATA_DIR });
    await migrateToLatest(connection.db);
  });
  afterAll(async () => {
    await connection?.db.destroy();
  });

  it('stores the marketplaces of packages/schema, in the spec order', async () => {
    const rows = await connection.db
      .selectFrom('marketplaces')
      .select(['marketplace_id', 'name', 'country_code', 'region', 'timezone', 'site_url'])
      .orderBy('sort_order')
      .execute();
    expect(rows).toEqual(
      MARKETPLACES.map((m) => ({
        marketplace_id: m.marketplaceId,
        name: m.name,
        country_code: m.countryCode,
        region: m.region,
        timezone: m.timezone,
        site_url: m.siteUrl,
      })),
    );
  });

  it("keeps Canada's reporting day in Pacific time", async () => {
    const canada = await connection.db
      .selectFrom('marketplaces')
      .select('timezone')
      .where('country_code', '=', 'CA')
      .executeTakeFirstOrThrow();
    expect(canada.timezone).toBe('America/Los_Angeles');
  });

  it('stores a numeric column per summed part of the advertising metric table', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_name = 'ad_performance_daily'`.execute(connection.db);
    const types = new Map(rows.map((r) => [r.column_name, r.data_type]));
    for (const part of AD_PART_IDS)
      expect([part, types.get(part)]).toEqual([part, expect.stringMatching(/numeric|bigint|integer/)]);
  });
});
