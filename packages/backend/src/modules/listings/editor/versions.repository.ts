import { type Kysely, sql } from 'kysely';
import type { ListingAttributes } from '../../../connectors/listings/listings-connector.ts';
import type { Database } from '../../../db/schema.ts';
import type { SellerKey } from '../sync/store-listings.ts';

export type VersionKind = 'create' | 'update' | 'change-product-type' | 'revert';

export interface NewVersion {
  sku: string;
  kind: VersionKind;
  productType: string;
  attributes: ListingAttributes;
  previousAttributes: ListingAttributes;
  changedKeys: string[];
  revertsVersion: number | null;
  skipValidation: boolean;
  userId: string;
  userEmail: string;
}

/** Records a version (QUEUED) numbered after the listing's last one; answers its id and number. */
export async function insertVersion(db: Kysely<Database>, key: SellerKey, v: NewVersion) {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('listing_versions')
      .select(sql<number>`coalesce(max(version), 0)`.as('last'))
      .where('seller_id', '=', key.sellerId)
      .where('marketplace_id', '=', key.marketplaceId)
      .where('sku', '=', v.sku)
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('listing_versions')
      .values({
        seller_id: key.sellerId,
        marketplace_id: key.marketplaceId,
        sku: v.sku,
        version: Number(last.last) + 1,
        kind: v.kind,
        product_type: v.productType,
        attributes: JSON.stringify(v.attributes),
        previous_attributes: JSON.stringify(v.previousAttributes),
        changed_keys: v.changedKeys,
        status: 'QUEUED',
        reverts_version: v.revertsVersion,
        skip_validation: v.skipValidation,
        user_id: v.userId,
        user_email: v.userEmail,
      } as never)
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  });
}

export const findVersionById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('listing_versions').selectAll().where('id', '=', id).executeTakeFirst();

export const findVersion = (db: Kysely<Database>, key: SellerKey, sku: string, version: number) =>
  db
    .selectFrom('listing_versions')
    .selectAll()
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', '=', sku)
    .where('version', '=', version)
    .executeTakeFirst();

export const listVersions = (db: Kysely<Database>, key: SellerKey, sku: string) =>
  db
    .selectFrom('listing_versions')
    .selectAll()
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('sku', '=', sku)
    .orderBy('version', 'desc')
    .limit(200)
    .execute();

export async function setVersionStatus(
  db: Kysely<Database>,
  id: number,
  status: string,
  patch: { submissionId?: string; issues?: unknown[]; reflectingState?: number } = {},
) {
  await db
    .updateTable('listing_versions')
    .set({
      status,
      ...(patch.submissionId ? { submission_id: patch.submissionId } : {}),
      ...(patch.issues ? { issues: JSON.stringify(patch.issues) } : {}),
      ...(patch.reflectingState !== undefined ? { reflecting_state: patch.reflectingState } : {}),
    } as never)
    .where('id', '=', id)
    .execute();
}
