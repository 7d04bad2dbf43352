import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { DOMAINS } from '../modules/domains.ts';
import type { AnyDomainManifest } from '../modules/manifest.ts';

/**
 * The migrations of every domain, by id. Kysely runs them in id order and records each id in its
 * migration table, so ids never change. Two domains claiming one id is refused here rather than
 * one silently replacing the other.
 */
export function collectMigrations(
  domains: readonly AnyDomainManifest[] = DOMAINS,
): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const domain of domains) {
    for (const [id, migration] of Object.entries(domain.migrations ?? {})) {
      if (Object.hasOwn(all, id))
        throw new Error(`Migration ${id} is registered twice (again by ${domain.name})`);
      all[id] = migration;
    }
  }
  return all;
}

// Migrations are imported statically by the domains rather than read from the folder, so they run
// the same under tsx, vitest and any bundler.
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return collectMigrations();
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
