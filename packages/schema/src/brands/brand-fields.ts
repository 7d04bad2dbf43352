// The brand of spec 2 §3, field group by field group. The REST shapes, the PATCH whitelist, the
// migration's columns, the repository and the edit form all read these lists: one place per field.

/** Free text of the identity and commercial groups. */
export const BRAND_TEXT_FIELDS = [
  'name',
  'website',
  'category',
  'contact_name',
  'email',
  'phone',
  'item_label_url',
  'seller_id',
  'seller_central_account_location',
  'relative_seller_id',
  'mws_auth_token',
  'brand_tier',
  'brand_registered_name',
  'account_location',
  'think_tank',
] as const;

/**
 * Text fields that are secrets: sealed at rest by the backend's secrets service and never answered
 * back. A reader gets SECRET_MASK when one is stored and null when none (the field keeps its place
 * and type in the contract; docs/decisions/0311). A writer sending SECRET_MASK back leaves it unchanged.
 */
export const BRAND_SECRET_FIELDS = ['mws_auth_token'] as const satisfies readonly BrandTextFieldName[];
type BrandTextFieldName = (typeof BRAND_TEXT_FIELDS)[number];
export const SECRET_MASK = '********';
export const isBrandSecretField = (name: string): name is (typeof BRAND_SECRET_FIELDS)[number] =>
  (BRAND_SECRET_FIELDS as readonly string[]).includes(name);

/** Amounts and counts (monthly_ad_budget in the brand's currency; revenue rates in percent). */
export const BRAND_NUMBER_FIELDS = [
  'monthly_ad_budget',
  'seniority',
  'inactive_seniority',
  'revenue_rate_1d',
  'revenue_rate_7d',
  'revenue_rate_30d',
] as const;

/** The numbers a user types (the revenue rates are worked out from sales, never entered). */
export const BRAND_ENTERED_NUMBER_FIELDS = ['monthly_ad_budget', 'seniority', 'inactive_seniority'] as const;
export type BrandEnteredNumberField = (typeof BRAND_ENTERED_NUMBER_FIELDS)[number];

/**
 * The range a user expects of each entered number (spec 2 is silent; decision 0290): no negative
 * budget or seniority, a budget in cents up to ten million a month, seniority in whole months up to
 * 50 years. The schema, the form's hint and its input's min, max and step all read them, so the
 * form says before submit what the server refuses.
 */
export const BRAND_NUMBER_BOUNDS: Record<
  BrandEnteredNumberField,
  { label: string; min: number; max: number; step: number }
> = {
  monthly_ad_budget: { label: 'Monthly Ad Budget', min: 0, max: 10_000_000, step: 0.01 },
  seniority: { label: 'Seniority', min: 0, max: 600, step: 1 },
  inactive_seniority: { label: 'Inactive Seniority', min: 0, max: 600, step: 1 },
};

const boundFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const decimalsOf = (step: number) => String(step).split('.')[1]?.length ?? 0;

/** The bounds as a refusal, as the server and the form refuse a number outside them. */
export function brandNumberRangeText(field: BrandEnteredNumberField): string {
  const { label, min, max, step } = BRAND_NUMBER_BOUNDS[field];
  const decimals = decimalsOf(step);
  const kind = decimals === 0 ? 'a whole number' : `a number with at most ${decimals} decimals`;
  return `${label} must be ${kind} from ${boundFormat.format(min)} to ${boundFormat.format(max)}`;
}

/** The bounds as a hint under the field, before anything is typed ('0 to 10,000,000, up to 2 decimals'). */
export function brandNumberHintText(field: BrandEnteredNumberField): string {
  const { min, max, step } = BRAND_NUMBER_BOUNDS[field];
  const decimals = decimalsOf(step);
  const range = `${boundFormat.format(min)} to ${boundFormat.format(max)}`;
  return decimals === 0 ? `A whole number, ${range}` : `${range}, up to ${decimals} decimals`;
}

/** Calendar days, `YYYY-MM-DD` (ft_converstion_date keeps the spec's spelling: it is the contract). */
export const BRAND_DATE_FIELDS = [
  'bu_date',
  'contract_date',
  'ft_converstion_date',
  'mc_phase_2_date',
  'onboarding_begin',
] as const;

export const BRAND_BOOLEAN_FIELDS = [
  'fba',
  'fbm',
  'ft',
  'ppe',
  'sell_out',
  'on_hold',
  'requires_verification_photos',
] as const;

/** Ids into the lookup lists (brands/statuses, brands/types, …). type_id 1 = Max Control, 2 = Max Results. */
export const BRAND_LOOKUP_FIELDS = [
  'status_id',
  'type_id',
  'ordering_method_id',
  'agreement_type_id',
] as const;

/** The account manager and the 19 role assignments: user ids of agency staff. */
export const BRAND_ROLE_FIELDS = [
  'account_manager_id',
  'account_manager_assistant_id',
  'advertising_id',
  'case_manager_id',
  'br_onboarding_cm_id',
  'cs_manager_id',
  'customer_service_manager_id',
  'inventory_lead_id',
  'inventory_manager_id',
  'inventory_onboarding_supervisor_id',
  'lead_inventory_onboarding_supervisor_id',
  'inventory_reporting_id',
  'inventory_supervisor_id',
  'onboarding_copy_id',
  'onboarding_design_id',
  'onboarding_upload_id',
  'catalog_id',
  'content_id',
  'listing_qa_id',
  'marketing_team_member_id',
] as const;

/** Fields the create form offers and the edit form does not (spec 2 §2 'Brand update'). */
export const BRAND_CREATE_ONLY_FIELDS = [
  'advertising_profiles',
  'bu_date',
  'mws_auth_token',
  'relative_seller_id',
  'seller_central_credentials',
] as const;

export type BrandTextField = (typeof BRAND_TEXT_FIELDS)[number];
export type BrandNumberField = (typeof BRAND_NUMBER_FIELDS)[number];
export type BrandDateField = (typeof BRAND_DATE_FIELDS)[number];
export type BrandBooleanField = (typeof BRAND_BOOLEAN_FIELDS)[number];
export type BrandLookupField = (typeof BRAND_LOOKUP_FIELDS)[number];
export type BrandRoleField = (typeof BRAND_ROLE_FIELDS)[number];

/** Every field one PATCH may change (brand_code is the key; images and secrets have their own calls). */
export const BRAND_EDITABLE_FIELDS = [
  ...BRAND_TEXT_FIELDS,
  ...BRAND_NUMBER_FIELDS,
  ...BRAND_DATE_FIELDS,
  ...BRAND_BOOLEAN_FIELDS,
  ...BRAND_LOOKUP_FIELDS,
  ...BRAND_ROLE_FIELDS,
] as const;
export type BrandEditableField = (typeof BRAND_EDITABLE_FIELDS)[number];

export const isBrandEditableField = (name: string): name is BrandEditableField =>
  (BRAND_EDITABLE_FIELDS as readonly string[]).includes(name);

/** brand_types ids the spec names. */
export const BRAND_TYPE_MAX_CONTROL = 1;
export const BRAND_TYPE_MAX_RESULTS = 2;

/** The four custom attribute types (spec 2 §9), TEXT the default. */
export const CUSTOM_ATTRIBUTE_TYPES = ['TEXT', 'LINK', 'NUMBER', 'USER'] as const;
export type CustomAttributeType = (typeof CUSTOM_ATTRIBUTE_TYPES)[number];
export const DEFAULT_CUSTOM_ATTRIBUTE_TYPE: CustomAttributeType = 'TEXT';

/** Brands grid (spec 2 §9): 40 rows, brand_status ascending. */
export const BRANDS_PAGE_SIZE = 40;
export const BRANDS_DEFAULT_SORT = { sortField: 'brand_status', sortOrder: 'asc' } as const;
/** Columns the grid may sort and filter on the server. */
export const BRANDS_SORT_FIELDS = [
  'brand_status',
  'brand_code',
  'name',
  'brand_type',
  'account_manager',
  'created_at',
  'monthly_ad_budget',
  'revenue_rate_30d',
] as const;
export const BRANDS_FILTER_FIELDS = [
  'name',
  'brand_code',
  'brand_status',
  'brand_type',
  'account_manager',
] as const;
export const BRANDS_TABLE_NAME = 'brands';

/** Stripe brands grid (spec 2 §9): created_at descending (its 40 rows: STRIPE_BRANDS_PAGE_SIZE). */
export const STRIPE_BRANDS_DEFAULT_SORT = { sortBy: 'created_at', sortDirection: 'desc' } as const;

/** Checklist status that shows green (spec 2 §9); anything else is red. */
export const CHECKLIST_GOOD = 'Good';

/** Logo and product image uploads: images only, at most this many bytes. */
export const BRAND_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A sub brand's longest name, in characters: the sub-brand contract and its form (issue 38 point 13). */
export const SUB_BRAND_NAME_MAX_LENGTH = 200;
/** A brand code's longest length and its characters: the contract, the edit rules and the form. */
export const BRAND_CODE_MAX_LENGTH = 100;
export const BRAND_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
/** The brand code's rule in words: the form's hint before submit and both sides' refusal (issue 38 point 13). */
export const BRAND_CODE_RULE_TEXT = `Letters, digits, dots, dashes or underscores; at most ${BRAND_CODE_MAX_LENGTH} characters`;
/** A custom attribute's longest name, in characters: its contract and the Add box (issue 38 point 13). */
export const CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH = 100;
export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/**
 * Decoded size bounds of a brand image (a logo or a product shot needs far less): a small file may
 * declare a huge canvas (a 6 KB PNG of 60000 × 60000 px decodes to 14 GB), so the upload is decoded
 * within these bounds and re-encoded (docs/decisions/0312).
 */
export const BRAND_IMAGE_MAX_SIDE = 4096;
export const BRAND_IMAGE_MAX_PIXELS = 4096 * 4096;
export const BRAND_IMAGE_TOO_LARGE = `The image must be at most ${BRAND_IMAGE_MAX_SIDE} × ${BRAND_IMAGE_MAX_SIDE} pixels`;
export const BRAND_IMAGE_UNREADABLE = 'The file could not be read as a PNG, JPEG, WebP or GIF image';
