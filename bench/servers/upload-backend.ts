// The backend as its own process for the upload bench (issue 32): no demo seed, one ffp seller, an
// admin who may upload, files under BENCH_FILES_DIR; on PostgreSQL at DATABASE_URL (the deployed
// shape) or in-memory PGlite. Prints `ready <url>` once it listens, so the bench can read this
// process's own RSS from /proc while a file streams in.
import { createBackend, hashPassword } from '@portal/backend';

export const UPLOAD_BENCH_ACCOUNT = {
  sellerId: 'ABENCHUPLOAD',
  marketplaceId: 'ATVPDKIKX0DER',
  brandCode: 'BENCHU',
  email: 'bench-upload@demo.test',
  password: 'Bench!2026-upload',
} as const;

const databaseUrl = process.env.DATABASE_URL;
const backend = await createBackend({
  ...(databaseUrl ? { databaseUrl } : { pgliteDataDir: 'memory://' }),
  seed: 'none',
  logger: false,
  filesDir: process.env.BENCH_FILES_DIR,
  workers: false,
});
const a = UPLOAD_BENCH_ACCOUNT;
await backend.db
  .insertInto('brands')
  .values({ brand_code: a.brandCode, name: 'Bench Upload', brand_type: 'ffp', status_id: 1 })
  .execute();
await backend.db
  .insertInto('authorized_marketplaces')
  .values({
    brand_code: a.brandCode,
    seller_id: a.sellerId,
    seller_name: 'Bench',
    marketplace_id: a.marketplaceId,
  })
  .execute();
await backend.db
  .insertInto('users')
  .values({ email: a.email, name: 'Bench', role: 'admin', password_hash: await hashPassword(a.password) })
  .execute();
console.log(`ready ${await backend.listen(Number(process.env.PORT ?? 0), '127.0.0.1')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
