import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from './apply-demo-seed.ts';
import { formatDemoAccounts } from './demo-accounts.ts';

// `pnpm --filter @portal/backend seed -- --scale 10`: migrates, then seeds an empty database.
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a positive integer');
  process.exit(2);
}
const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDataDir: process.env.PGLITE_DATA_DIR,
});
await migrateToLatest(db);
const seeded = await seedDemoData(db, { scale });
await db.destroy();
console.log(
  seeded
    ? `Demo data seeded (scale ${scale}).\n${formatDemoAccounts()}`
    : 'Database is not empty: seed skipped.',
);
