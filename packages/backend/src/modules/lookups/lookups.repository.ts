import type { lookupsContract, RouteAnswerBody } from '@portal/schema/rest';
import type { Kysely } from 'kysely';
import type { Database, LookupListTable } from '../../db/schema.ts';

/** A list row as the contract answers it. */
export type LookupItem = RouteAnswerBody<typeof lookupsContract.brandStatuses>[number];

export function listLookup(db: Kysely<Database>, table: LookupListTable): Promise<LookupItem[]> {
  return db.selectFrom(table).select(['id', 'name']).orderBy('id').execute();
}

/** Agency staff who can be assigned to brand roles (account manager assistant, case manager, …). */
export function listBrandRoleAssignees(db: Kysely<Database>): Promise<LookupItem[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('role', 'in', ['admin', 'manager', 'user', 'standard_agency_user'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function listAccountManagers(db: Kysely<Database>) {
  const managers = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'manager')
    .orderBy('email')
    .execute();
  const brands = await db
    .selectFrom('brands')
    .select(['brand_code', 'name', 'account_manager_id'])
    .where('account_manager_id', 'is not', null)
    .orderBy('brand_code')
    .execute();
  return managers.map((m) => ({
    id: m.id,
    email: m.email,
    brands: brands
      .filter((b) => b.account_manager_id === m.id)
      .map((b) => ({ brand_code: b.brand_code, name: b.name })),
  }));
}
