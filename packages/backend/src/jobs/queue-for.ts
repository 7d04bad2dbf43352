import type { Kysely } from 'kysely';
import type { DatabaseConnection } from '../db/connection.ts';
import { DOMAINS } from '../modules/domains.ts';
import { pgliteBossDb } from './boss-db.ts';
import type { AnyJobKind } from './job-kind.ts';
import { JobQueue } from './job-queue.ts';

/** Every domain's job kinds, collected from the manifests (no hand list). */
export const DOMAIN_JOB_KINDS: readonly AnyJobKind[] = DOMAINS.flatMap((domain) => domain.jobs ?? []);

/** The job queue on the database the portal already has: a PostgreSQL server or the embedded PGlite. */
export function queueFor(
  connection: DatabaseConnection,
  opts: {
    extraKinds: readonly AnyJobKind[];
    pollingIntervalSeconds?: number;
    maintenanceIntervalSeconds?: number;
    concurrency?: number;
  },
): JobQueue {
  const kinds = [...DOMAIN_JOB_KINDS, ...opts.extraKinds];
  const timings = {
    pollingIntervalSeconds: opts.pollingIntervalSeconds,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds,
    concurrency: opts.concurrency,
  };
  if (connection.pglite)
    return new JobQueue({
      connection: { db: pgliteBossDb(connection.db as unknown as Kysely<unknown>, connection.pglite) },
      kinds,
      ...timings,
    });
  if (!connection.databaseUrl) throw new Error('the job queue needs the database URL of a PostgreSQL server');
  return new JobQueue({ connection: { connectionString: connection.databaseUrl }, kinds, ...timings });
}
