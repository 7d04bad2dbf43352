import { join } from 'node:path';
import { ConfigurationError, readBackendEnv } from '../config/env.ts';
import { REPO_ROOT } from '../config/paths.ts';
import { connectorConfigFrom } from '../connectors/connector-config.ts';
import { createFileStore } from '../connectors/registry.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

// `pnpm --filter @portal/backend migrate`: brings the configured database to the latest schema.
// The file store is the backend's (FILES_DIR or the configured S3): a migration may move bytes
// from table rows into it.
let env: ReturnType<typeof readBackendEnv>;
try {
  env = readBackendEnv();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { db } = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
const files = createFileStore(connectorConfigFrom(env), {
  filesDir: env.FILES_DIR ?? join(REPO_ROOT, '.data', 'files'),
});
await migrateToLatest(db, { files });
await db.destroy();
console.log('Database migrated.');
