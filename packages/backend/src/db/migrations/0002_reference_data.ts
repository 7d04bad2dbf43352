import type { Kysely } from 'kysely';
import { LOOKUP_LISTS } from '../../config/lookups.ts';
import { MARKETPLACES } from '../../config/marketplaces.ts';

// Reference data every install needs (not demo data): the 20 marketplaces and the lookup lists.
// Typed loosely on purpose: migrations must not depend on the evolving Database interface.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db
    .insertInto('marketplaces')
    .values(
      MARKETPLACES.map((m, index) => ({
        marketplace_id: m.marketplaceId,
        name: m.name,
        country_code: m.countryCode,
        region: m.region,
        timezone: m.timezone,
        site_url: m.siteUrl,
        sort_order: index,
      })),
    )
    .execute();
  for (const [table, names] of Object.entries(LOOKUP_LISTS)) {
    await db
      .insertInto(table)
      .values(names.map((name, index) => ({ id: index + 1, name })))
      .execute();
  }
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  for (const table of Object.keys(LOOKUP_LISTS)) await db.deleteFrom(table).execute();
  await db.deleteFrom('marketplaces').execute();
}
