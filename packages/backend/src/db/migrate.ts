import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m0001 from './migrations/0001_platform.ts';
import * as m0002 from './migrations/0002_reference_data.ts';
import * as m0003 from './migrations/0003_advertising.ts';
import * as m0004 from './migrations/0004_brand_reports.ts';
import * as m0005 from './migrations/0005_marketplace_timezones.ts';

// Migrations are imported statically rather than read from the folder, so they run the same
// under tsx, vitest and any bundler. Add new files here in order.
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001_platform': m0001,
      '0002_reference_data': m0002 as unknown as Migration,
      '0003_advertising': m0003,
      '0004_brand_reports': m0004,
      '0005_marketplace_timezones': m0005 as unknown as Migration,
    };
  },
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
