import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

// `pnpm --filter @portal/backend migrate`: brings the configured database to the latest schema.
const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDataDir: process.env.PGLITE_DATA_DIR,
});
await migrateToLatest(db);
await db.destroy();
console.log('Database migrated.');
