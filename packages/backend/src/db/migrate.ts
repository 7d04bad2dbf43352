import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { DOMAINS } from '../modules/domains.ts';
import type { AnyDomainManifest } from '../modules/manifest.ts';
import type { MigrationDeps } from './migration-deps.ts';

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

// A migration's `up` may take a second argument (MigrationDeps); Kysely passes only the database.
type UpWithDeps = (db: Kysely<unknown>, deps: MigrationDeps) => Promise<void>;

// Migrations are imported statically by the domains rather than read from the folder, so they run
// the same under tsx, vitest and any bundler.
const providerFor = (deps: MigrationDeps): MigrationProvider => ({
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(collectMigrations()).map(([id, migration]) => [
        id,
        { ...migration, up: (db: Kysely<unknown>) => (migration.up as UpWithDeps)(db, deps) },
      ]),
    );
  },
});

/** Brings the database to the latest schema; `deps` reach the migrations that need more (a file store). */
export async function migrateToLatest<T>(db: Kysely<T>, deps: MigrationDeps = {}): Promise<void> {
  await migrateUpTo(db, undefined, deps);
}

/** Up to and including migration `id` (tests build an older schema with it); all when none. */
export async function migrateUpTo<T>(
  db: Kysely<T>,
  id: string | undefined,
  deps: MigrationDeps = {},
): Promise<void> {
  // Numbers are handed out to parallel branches ahead of their merge, so a lower one can arrive
  // after a higher one ran (0162 after 0165): such a migration runs then, instead of the database
  // refusing to start. Each migration depends only on tables older than its own number.
  const migrator = new Migrator({ db, provider: providerFor(deps), allowUnorderedMigrations: true });
  const { error, results } = await (id ? migrator.migrateTo(id) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
