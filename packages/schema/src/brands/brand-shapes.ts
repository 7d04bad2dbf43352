import { z } from 'zod';
import { noteTooLongMessage } from '../constants/note-html.ts';
import { day, nullableString } from '../rest/shapes.ts';
import {
  BRAND_BOOLEAN_FIELDS,
  BRAND_CODE_MAX_LENGTH,
  BRAND_CODE_PATTERN,
  BRAND_CODE_RULE_TEXT,
  BRAND_DATE_FIELDS,
  BRAND_LOOKUP_FIELDS,
  BRAND_NUMBER_FIELDS,
  BRAND_ROLE_FIELDS,
  BRAND_TEXT_FIELDS,
  CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH,
  CUSTOM_ATTRIBUTE_TYPES,
  SECRET_MASK,
} from './brand-fields.ts';

/** One zod schema for each name of a field group. */
const group = <const K extends readonly string[], S extends z.ZodType>(names: K, schema: () => S) =>
  Object.fromEntries(names.map((name) => [name, schema()])) as { [N in K[number]]: S };

export const brandCodeShape = z
  .string()
  .trim()
  .min(1)
  .max(BRAND_CODE_MAX_LENGTH, BRAND_CODE_RULE_TEXT)
  .regex(BRAND_CODE_PATTERN, BRAND_CODE_RULE_TEXT)
  .meta({ description: 'The brand code.' });

export const customAttributeTypeShape = z.enum(CUSTOM_ATTRIBUTE_TYPES);

/** name → {type, value} (spec 2 §3 'custom_attributes'). */
export const customAttributeValuesShape = z.record(
  z.string(),
  z.object({ type: customAttributeTypeShape, value: nullableString }),
);

const code = (what: string) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9._|-]*$/, `must be ${what}: letters, digits, dots, dashes, underscores or bars`)
    .nullable();

/** Every editable field as a writer sends it (PATCH one of them, PUT and create all). */
export const brandFieldInputs = {
  ...group(BRAND_TEXT_FIELDS, () => z.string().max(500).nullable()),
  // Formatted identity fields: an address, Amazon ids and a country or region code.
  email: z.email().max(320).nullable(),
  seller_id: code('a seller id'),
  relative_seller_id: code('a seller id'),
  // The mask a reader was answered may come back in a whole-brand PUT: it means "unchanged".
  mws_auth_token: z.union([code('an MWS authorization token'), z.literal(SECRET_MASK)]),
  seller_central_account_location: code('a country or region code'),
  ...group(BRAND_NUMBER_FIELDS, () => z.number().min(-1e9).max(1e9).nullable()),
  ...group(BRAND_DATE_FIELDS, () => day.nullable()),
  ...group(BRAND_BOOLEAN_FIELDS, () => z.boolean()),
  ...group(BRAND_LOOKUP_FIELDS, () => z.number().int().positive().max(1_000_000).nullable()),
  ...group(BRAND_ROLE_FIELDS, () => z.uuid().nullable()),
};

const checklistItem = z.object({ status: z.string() });

/** The brand of spec 2 §3 as the backend answers it. Secrets never appear: only whether they are set. */
export const brandShape = z
  .object({
    brand_code: z.string(),
    parent_brand_code: nullableString,
    brand_type_code: z.string().meta({ description: 'The portal brand type: ffp, ecom3k, mr, mc or aa.' }),
    ...group(BRAND_TEXT_FIELDS, () => nullableString),
    mws_auth_token: z
      .literal(SECRET_MASK)
      .nullable()
      .meta({
        description: `\`${SECRET_MASK}\` when an MWS auth token is stored (sealed; never shown), else null.`,
      }),
    ...group(BRAND_NUMBER_FIELDS, () => z.number().nullable()),
    ...group(BRAND_DATE_FIELDS, () => nullableString),
    ...group(BRAND_BOOLEAN_FIELDS, () => z.boolean()),
    ...group(BRAND_LOOKUP_FIELDS, () => z.number().int().nullable()),
    ...group(BRAND_ROLE_FIELDS, () => nullableString),
    brand_status: nullableString.meta({ description: 'Status name (edited as status_id).' }),
    status_name: nullableString,
    brand_type: nullableString.meta({ description: 'Type name (edited as type_id).' }),
    type_name: nullableString,
    ordering_method: nullableString,
    agreement_type: nullableString,
    account_manager: nullableString.meta({ description: 'The account manager’s name.' }),
    logo: nullableString.meta({ description: 'A signed link to the logo, valid one hour.' }),
    product_image: nullableString,
    advertising_profiles: z.array(z.record(z.string(), z.unknown())),
    watched: z.boolean().meta({ description: 'Whether the caller watches the brand.' }),
    performance_checklist: z.record(z.string(), checklistItem),
    custom_attributes: customAttributeValuesShape,
    marketplaces: z.array(z.string()),
    sp_api_authorized_marketplaces: z.array(
      z.object({ marketplace_id: z.string(), seller_id: z.string(), seller_name: z.string() }),
    ),
    amazon_notifications_subscriptions: z.array(z.string()),
    stripe_subscription_status: nullableString,
    stripe_subscription_id: nullableString,
    stripe_customer_ids: z.array(z.string()),
    stripe_subscription_items: z.array(z.record(z.string(), z.unknown())),
    users: z.array(z.object({ id: z.string(), email: z.string(), name: z.string() })),
    google_drive_folders: z.record(z.string(), z.string()),
    last_success: nullableString,
    created_at: z.string(),
    has_seller_central_credentials: z.boolean(),
    advertising_connected: z.boolean().meta({ description: 'An Ads API refresh token is stored.' }),
  })
  .meta({ id: 'Brand', description: 'The brand of spec 2 §3.' });

/** PUT brands/{id} and create: the whole brand without logo, product_image and advertising_profiles. */
export const brandInputShape = z
  .object({
    brand_code: brandCodeShape,
    parent_brand_code: brandCodeShape.nullable().optional(),
    ...brandFieldInputs,
    performance_checklist: z.record(z.string().max(100), checklistItem).optional(),
    google_drive_folders: z.record(z.string().max(100), z.string().max(500)).optional(),
    last_success: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .partial()
  // brand_code, name and status_id are required by the §5 rules, checked with their messages.
  .meta({ id: 'BrandInput' });

/** PATCH brands/{brand_code}: exactly one field with its new value. */
export const brandPatchShape = z
  .object({ ...brandFieldInputs, google_drive_folders: z.record(z.string().max(100), z.string().max(500)) })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length === 1, 'must change exactly one field')
  .meta({ id: 'BrandPatch' });

export const brandNoteShape = z
  .object({
    id: z.number().int(),
    brand_code: z.string(),
    user_id: nullableString,
    author_name: nullableString,
    content: z.object({ description: z.string() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BrandNote' });

export const customAttributeShape = z
  .object({ name: z.string(), type: customAttributeTypeShape })
  .meta({ id: 'CustomAttribute' });

// Refused in the words the Add box shows (issue 38 point 13).
export const customAttributeNameShape = z
  .string()
  .trim()
  .min(1)
  .max(CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH, noteTooLongMessage('The name', CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH));
export const customAttributeValueShape = z.union([z.string().max(2000), z.number()]).nullable();
