import { BRAND_EDITABLE_FIELDS, camelName } from '@portal/schema';
import type {
  brandNotesContract,
  brandsContract,
  RouteAnswerBody,
  RouteBodyInput,
} from '@portal/schema/rest';
import type { Brand, BrandInput, BrandNote, CustomAttributeValue } from '../../generated/resolvers-types.ts';

export type RestBrand = RouteAnswerBody<typeof brandsContract.get>;
type RestNote = RouteAnswerBody<typeof brandNotesContract.create>;
type RestBrandInput = RouteBodyInput<typeof brandsContract.put>;

/** The `BrandField` enum value of a REST field and back (`brand_tier` ⇄ `BRAND_TIER`). */
export const restFieldOf = (field: string): (typeof BRAND_EDITABLE_FIELDS)[number] => {
  const name = field.toLowerCase();
  const found = BRAND_EDITABLE_FIELDS.find((f) => f === name);
  if (!found) throw new Error(`Unknown brand field ${field}`);
  return found;
};

export const toCustomAttributeValues = (values: RestBrand['custom_attributes']): CustomAttributeValue[] =>
  Object.entries(values)
    .map(([name, v]) => ({ name, type: v.type, value: v.value }))
    .sort((a, b) => a.name.localeCompare(b.name));

export function toBrand(rest: RestBrand): Brand {
  // The field groups map name for name; the SDL test keeps brand-type.graphql in step with the lists.
  const groups = Object.fromEntries(
    BRAND_EDITABLE_FIELDS.map((f) => [camelName(f), rest[f]]),
  ) as Partial<Brand>;
  return {
    ...groups,
    brandCode: rest.brand_code,
    parentBrandCode: rest.parent_brand_code,
    brandTypeCode: rest.brand_type_code,
    brandStatus: rest.brand_status,
    brandType: rest.brand_type,
    orderingMethod: rest.ordering_method,
    agreementType: rest.agreement_type,
    accountManager: rest.account_manager,
    logo: rest.logo,
    productImage: rest.product_image,
    advertisingProfiles: rest.advertising_profiles,
    watched: rest.watched,
    performanceChecklist: Object.entries(rest.performance_checklist).map(([name, item]) => ({
      name,
      status: item.status,
    })),
    customAttributes: toCustomAttributeValues(rest.custom_attributes),
    marketplaces: rest.marketplaces,
    spApiAuthorizedMarketplaces: rest.sp_api_authorized_marketplaces.map((m) => ({
      marketplaceId: m.marketplace_id,
      sellerId: m.seller_id,
      sellerName: m.seller_name,
    })),
    amazonNotificationsSubscriptions: rest.amazon_notifications_subscriptions,
    stripeSubscriptionStatus: rest.stripe_subscription_status,
    stripeSubscriptionId: rest.stripe_subscription_id,
    stripeCustomerIds: rest.stripe_customer_ids,
    users: rest.users,
    googleDriveFolders: rest.google_drive_folders,
    lastSuccess: rest.last_success,
    createdAt: rest.created_at,
    hasSellerCentralCredentials: rest.has_seller_central_credentials,
    advertisingConnected: rest.advertising_connected,
  } as Brand;
}

/** A form's brand as the REST body: absent GraphQL fields stay absent (PUT keeps their value). */
export function toRestBrandInput(input: BrandInput): RestBrandInput {
  const values = input as Record<string, unknown>;
  const body: Record<string, unknown> = { brand_code: input.brandCode };
  if (input.parentBrandCode !== undefined) body.parent_brand_code = input.parentBrandCode;
  for (const field of BRAND_EDITABLE_FIELDS) {
    const value = values[camelName(field)];
    if (value !== undefined) body[field] = value;
  }
  if (input.advertisingProfiles !== undefined && input.advertisingProfiles !== null)
    body.advertising_profiles = input.advertisingProfiles;
  return body as RestBrandInput;
}

export const toBrandNote = (note: RestNote): BrandNote => ({
  id: String(note.id),
  brandCode: note.brand_code,
  userId: note.user_id,
  authorName: note.author_name,
  description: note.content.description,
  createdAt: note.created_at,
  updatedAt: note.updated_at,
});
