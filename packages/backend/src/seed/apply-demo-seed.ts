import { todayUtc } from '@portal/schema';
import type { Kysely } from 'kysely';
import { BRAND_TYPE_IDS } from '../config/lookups.ts';
import type { Database } from '../db/schema.ts';
import { generateAlerts } from '../modules/alerts/generate-alerts.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { analyzeFacts, vacuumIndexOnlyTables } from '../modules/seller-data/pipeline/analyze-facts.ts';
import { demoMarketplaceFor } from '../modules/seller-data/simulator/demo-marketplace-for.ts';
import type { SyncRequest } from '../modules/seller-data/sync/sync-request.ts';
import { syncSellerData } from '../modules/seller-data/sync/sync-seller-data.ts';
import type { ReportStartProgress } from '../start-progress.ts';
import { seedDemoBilling } from './apply-billing-seed.ts';
import { seedDemoBrandReports } from './apply-brand-reports-seed.ts';
import { seedDemoBrandFields } from './apply-brands-seed.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoAdvertising } from './demo-advertising.ts';
import { markWorkedListingAlerts } from './demo-alert-sources.ts';
import { seedDemoCommissions } from './demo-commissions.ts';
import { buildDemoData, DEFAULT_DEMO_SEED, type DemoDataOptions } from './demo-data.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoSellerData } from './demo-seller-data.ts';

const CHUNK = 500;

/** True when no user exists yet: the demo seed never touches a database in use. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * How the demo's older seller history arrives: `inline` loads it before the seed returns (tests,
 * the seed command); `background` answers it as sync requests for the job queue, so the portal
 * serves the recent days while the rest loads (`npm start`, docs/decisions/0281).
 */
export type DemoHistory = 'inline' | 'background';

export interface DemoSeedResult {
  /** The sync requests still to run: empty when the history was loaded inline. */
  backfill: SyncRequest[];
}

/** Seeds the demo data set when the database is empty; answers false when it did not seed. */
export async function seedDemoData(
  db: Kysely<Database>,
  opts: DemoDataOptions & { onProgress?: ReportStartProgress; history?: DemoHistory } = {},
): Promise<DemoSeedResult | false> {
  if (!(await isDatabaseEmpty(db))) return false;
  const progress = opts.onProgress ?? (() => {});
  progress({ phase: 'seed', message: 'demo users, brands and advertising' });
  const data = buildDemoData(opts);
  // One hash for all demo accounts: they share a public password, and hashing each would only
  // slow start-up (argon2id costs ~12 ms per hash by design).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await insertChunks(data.users, (rows) =>
      trx
        .insertInto('users')
        .values(
          rows.map((u) => ({
            id: u.id,
            email: u.email,
            name: u.name,
            role: u.role,
            password_hash: passwordHash,
            brand_admin: u.brandAdmin,
            account_features: u.accountFeatures,
          })),
        )
        .execute(),
    );
    // Parents before sub brands, so the parent reference always resolves.
    const ordered = [...data.brands].sort(
      (a, b) => Number(a.parentBrandCode !== null) - Number(b.parentBrandCode !== null),
    );
    await insertChunks(ordered, (rows) =>
      trx
        .insertInto('brands')
        .values(
          rows.map((b) => ({
            brand_code: b.brandCode,
            name: b.name,
            parent_brand_code: b.parentBrandCode,
            brand_type: b.brandType,
            type_id: BRAND_TYPE_IDS[b.brandType] ?? null,
            status_id: b.statusId,
            account_manager_id: b.accountManagerId,
            subscription_status: b.subscriptionStatus,
            created_at: b.createdAt,
          })),
        )
        .execute(),
    );
    for (const user of data.users.filter((u) => u.brandCode)) {
      await trx.updateTable('users').set({ brand_code: user.brandCode }).where('id', '=', user.id).execute();
    }
    await insertChunks(data.authorizedMarketplaces, (rows) =>
      trx
        .insertInto('authorized_marketplaces')
        .values(
          rows.map((a) => ({
            brand_code: a.brandCode,
            seller_id: a.sellerId,
            seller_name: a.sellerName,
            marketplace_id: a.marketplaceId,
          })),
        )
        .execute(),
    );
    await insertChunks(data.activity, (rows) =>
      trx
        .insertInto('activity_entries')
        .values(
          rows.map((a) => ({
            seller_id: a.sellerId,
            marketplace_id: a.marketplaceId,
            sku: a.sku,
            type: a.type,
            comment: a.comment,
            is_read: a.isRead,
            created_at: a.createdAt,
            user_id: a.userId,
          })),
        )
        .execute(),
    );
  });
  await seedDemoAdvertising(db, data.brands, opts);
  // After advertising: the sellers' sales follow their ad revenue (documents through the pipeline).
  const seller = await seedDemoSellerData(db, data, {
    seed: opts.seed ?? DEFAULT_DEMO_SEED,
    scale: Math.max(1, Math.floor(opts.scale ?? 1)),
    now: opts.now ?? new Date(),
    onProgress: progress,
  });
  if (opts.history !== 'background')
    await loadHistoryInline(db, seller.backfill, opts.seed ?? DEFAULT_DEMO_SEED, progress);
  await analyzeFacts(db);
  await vacuumIndexOnlyTables(db);
  progress({ phase: 'derive', message: 'alerts, brand reports and commissions' });
  // After seller data: the alerts are raised from its facts, as after every load.
  await generateAlerts(db, { now: opts.now });
  await markWorkedListingAlerts(db, todayUtc(opts.now ?? new Date()));
  // After seller data: report sales are reconciled with the daily sales.
  await seedDemoBrandReports(db, opts);
  await seedDemoBrandFields(db);
  // After the brand fields (their sub_/cus_ ids) and the authorized marketplaces.
  await seedDemoBilling(db, opts.now);
  // After seller data: the commissions are figured from the brands' daily sales when asked.
  await seedDemoCommissions(db, opts.now);
  await seedDemoListings(db, { now: opts.now });
  return { backfill: opts.history === 'background' ? seller.backfill : [] };
}

/** The older history through the same sync the background jobs run, one account after another. */
async function loadHistoryInline(
  db: Kysely<Database>,
  requests: readonly SyncRequest[],
  seed: number,
  progress: ReportStartProgress,
): Promise<void> {
  const documentsAt = requests[0]?.documentsAt;
  if (!documentsAt) return;
  // Every request of one seed is produced as of the seed: one marketplace serves them all.
  const { marketplace } = await demoMarketplaceFor(db, { seed, now: new Date(documentsAt) });
  for (const [index, request] of requests.entries()) {
    progress({
      phase: 'history',
      message: 'older seller history loaded',
      done: index,
      total: requests.length,
    });
    await syncSellerData(db, marketplace, request, { reconcileMonths: false });
  }
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}
