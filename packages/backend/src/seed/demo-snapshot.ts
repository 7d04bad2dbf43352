import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import { MEMORY_DATA_DIR } from '../config/paths.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { LEAN_WAL } from '../db/pglite-settings.ts';
import type { Database } from '../db/schema.ts';
import { seedDemoData } from './apply-demo-seed.ts';

// Seeding the demo data (15 months of advertising) takes tens of seconds; dozens of test files each
// need a fresh seeded database. The test run seeds once into a PGlite tarball and every in-memory
// backend of that run starts from a copy. Only when PORTAL_DEMO_SNAPSHOT names the tarball.
export const SNAPSHOT_ENV = 'PORTAL_DEMO_SNAPSHOT';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Changes whenever a migration, the seed or anything else in the backend's source changes, or the day. */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        hash.update(relative(srcDir, path)).update(readFileSync(path));
      }
    }
  };
  walk(srcDir);
  hash.update(new Date().toISOString().slice(0, 10)); // the seed is dated relative to today
  return hash.digest('hex').slice(0, 16);
}

/** Snapshots of other sources older than this are removed when a new one is built. */
const STALE_SNAPSHOT_MS = 24 * 3_600_000;

/**
 * Builds (or reuses) the seeded tarball for this source and day; returns its path. The tarball is
 * not compressed: 430 MB on disk against 45 MB gzipped, but a backend starts from it in about
 * 2 s instead of 4.5 s, and every in-memory test backend starts from it.
 */
export async function buildDemoSnapshot(): Promise<string> {
  const file = join(tmpdir(), `portal-demo-${sourceFingerprint()}.tar`);
  if (existsSync(file)) return file;
  removeStaleSnapshots();
  // Loaded here, not at the top: the backend imports this file for demoSnapshotFor on every start.
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  const pglite = await PGlite.create({ postgresqlconf: LEAN_WAL });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedDemoData(db, { scale: 1 });
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  // Write then rename, so a parallel project never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** Earlier days' snapshots; a run of another checkout today may still be reading its own. */
function removeStaleSnapshots(): void {
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    if (!/^portal-demo-[0-9a-f]{16}\.tar(\.gz)?$/.test(name)) continue;
    const path = join(tmpdir(), name);
    try {
      if (now - statSync(path).mtimeMs > STALE_SNAPSHOT_MS) rmSync(path, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/** The snapshot a demo-seeded in-memory backend of a test run starts from, if the run made one. */
export async function demoSnapshotFor(opts: {
  databaseUrl?: string;
  pgliteDataDir?: string;
  seed?: 'demo' | 'none';
  scale?: number;
}): Promise<Blob | undefined> {
  const file = process.env[SNAPSHOT_ENV];
  const applies =
    file &&
    !opts.databaseUrl &&
    opts.pgliteDataDir === MEMORY_DATA_DIR &&
    opts.seed === 'demo' &&
    (opts.scale ?? 1) === 1;
  if (!applies || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
