import { type Kysely, sql } from 'kysely';

// The local billing ledger's one promotion code (issue 33): `welcome`, a 30-day trial, so sign-up
// with a code works offline as it does against Stripe. Only the local ledger reads this table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into billing_ledger_promotion_codes (id, code, trial_days, active)
    values ('promo_local_welcome', 'welcome', 30, true) on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from billing_ledger_promotion_codes where id = 'promo_local_welcome'`.execute(db);
}
