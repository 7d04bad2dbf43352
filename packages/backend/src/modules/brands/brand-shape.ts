import {
  BRAND_BOOLEAN_FIELDS,
  BRAND_DATE_FIELDS,
  BRAND_LOOKUP_FIELDS,
  BRAND_NUMBER_FIELDS,
  BRAND_ROLE_FIELDS,
  BRAND_TEXT_FIELDS,
  type CustomAttributeType,
  SECRET_MASK,
} from '@portal/schema';
import type { brandsContract, RouteAnswerBody } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { accessSubjectOf } from '../../http/contract-route.ts';
import { withoutRefusedData } from '../../http/embedded-data.ts';
import type { Principal } from '../auth/principal.ts';
import { brandAssetUrl } from '../brand-reports/brand-asset-links.ts';
import type { BrandExtras, BrandJoinedRow } from './brands.repository.ts';

export type RestBrand = RouteAnswerBody<typeof brandsContract.get>;

const pick = <K extends string, V>(names: readonly K[], value: (name: K) => V) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<K, V>;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const groupBy = <T extends { brand_code: string | null }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    if (row.brand_code === null) continue;
    map.set(row.brand_code, [...(map.get(row.brand_code) ?? []), row]);
  }
  return map;
};

/**
 * Rows as the contract answers them; secrets only as whether they are set; data of a permission the
 * caller lacks (EMBEDDED_PERMISSIONS: custom attributes) answered empty.
 */
export async function toRestBrands(
  ctx: AppContext,
  principal: Principal,
  rows: BrandJoinedRow[],
  extras: BrandExtras,
): Promise<RestBrand[]> {
  const subject = accessSubjectOf(principal);
  const attributes = groupBy(extras.attributes);
  const marketplaces = groupBy(extras.marketplaces);
  const users = groupBy(extras.users);
  const watched = new Set(extras.watched.map((w) => w.brand_code));
  const ads = new Set(extras.ads.map((a) => a.brand_code));
  const images = new Set(extras.images.map((i) => `${i.brand_code}:${i.kind}`));
  const image = (code: string, kind: 'logo' | 'product') =>
    images.has(`${code}:${kind}`)
      ? brandAssetUrl(ctx, code, kind === 'logo' ? 'logo' : 'product-image')
      : null;

  return Promise.all(
    rows.map(async (row) => {
      const code = row.brand_code;
      const raw = row as unknown as Record<string, unknown>;
      const brand: RestBrand = {
        brand_code: code,
        parent_brand_code: row.parent_brand_code,
        brand_type_code: row.brand_type,
        ...pick(BRAND_TEXT_FIELDS, (name) => (raw[name] as string | null) ?? null),
        // Sealed at rest; a reader learns only whether one is stored (decision 0311).
        mws_auth_token: row.mws_auth_token === null ? null : SECRET_MASK,
        ...pick(BRAND_NUMBER_FIELDS, (name) => numberOrNull(raw[name])),
        ...pick(BRAND_DATE_FIELDS, (name) => (raw[name] as string | null) ?? null),
        ...pick(BRAND_BOOLEAN_FIELDS, (name) => raw[name] === true),
        ...pick(BRAND_LOOKUP_FIELDS, (name) => numberOrNull(raw[name])),
        ...pick(BRAND_ROLE_FIELDS, (name) => (raw[name] as string | null) ?? null),
        brand_status: row.status_name,
        status_name: row.status_name,
        brand_type: row.type_name,
        type_name: row.type_name,
        ordering_method: row.ordering_method,
        agreement_type: row.agreement_type,
        account_manager: row.account_manager,
        logo: await image(code, 'logo'),
        product_image: await image(code, 'product'),
        advertising_profiles: row.advertising_profiles as Record<string, unknown>[],
        watched: watched.has(code),
        performance_checklist: row.performance_checklist as Record<string, { status: string }>,
        custom_attributes: Object.fromEntries(
          (attributes.get(code) ?? []).map((a) => [
            a.name,
            { type: a.type as CustomAttributeType, value: a.value },
          ]),
        ),
        marketplaces: [...new Set((marketplaces.get(code) ?? []).map((m) => m.marketplace_id))],
        sp_api_authorized_marketplaces: (marketplaces.get(code) ?? []).map(({ brand_code: _, ...m }) => m),
        amazon_notifications_subscriptions: row.amazon_notifications_subscriptions as string[],
        stripe_subscription_status: row.subscription_status,
        stripe_subscription_id: row.stripe_subscription_id,
        stripe_customer_ids: row.stripe_customer_ids as string[],
        stripe_subscription_items: row.stripe_subscription_items as Record<string, unknown>[],
        users: (users.get(code) ?? []).map(({ brand_code: _, ...u }) => u),
        google_drive_folders: row.google_drive_folders as Record<string, string>,
        last_success: iso(row.last_success),
        created_at: iso(row.created_at) ?? '',
        has_seller_central_credentials: row.seller_central_credentials !== null,
        advertising_connected: ads.has(code),
      };
      // One shape for the list and the single brand: both operations embed the same data.
      return withoutRefusedData('brand', subject, brand);
    }),
  );
}
