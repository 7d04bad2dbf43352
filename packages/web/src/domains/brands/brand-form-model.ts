import {
  BRAND_TYPE_MAX_CONTROL,
  BRAND_TYPE_MAX_RESULTS,
  type BrandTextField,
  brandTextRefusal,
  type FieldErrors,
  SECRET_MASK,
  sellerCentralCredentialErrors,
  VALIDATION_MESSAGES,
  validateBrandEdit,
} from '@portal/schema';
import type { BrandFormFieldsFragment, BrandInput } from '../../gql/graphql';

/** The brand form's values: what the inputs hold (text), converted once on save. */
export type BrandFormValues = {
  brandCode: string;
  name: string;
  statusId: string;
  typeId: string;
  sellerCentralAccountLocation: string;
  sellerId: string;
  mwsAuthToken: string;
  relativeSellerId: string;
  buDate: string;
  accountManagerId: string;
  orderingMethodId: string;
  agreementTypeId: string;
  website: string;
  category: string;
  contactName: string;
  email: string;
  phone: string;
  brandTier: string;
  monthlyAdBudget: string;
  contractDate: string;
  onboardingBegin: string;
  fba: boolean;
  fbm: boolean;
  onHold: boolean;
  requiresVerificationPhotos: boolean;
  credentialsEmail: string;
  credentialsPassword: string;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const emptyBrandForm = (): BrandFormValues => ({
  brandCode: '',
  name: '',
  statusId: '',
  typeId: '',
  sellerCentralAccountLocation: '',
  sellerId: '',
  mwsAuthToken: '',
  relativeSellerId: '',
  buDate: '',
  accountManagerId: '',
  orderingMethodId: '',
  agreementTypeId: '',
  website: '',
  category: '',
  contactName: '',
  email: '',
  phone: '',
  brandTier: '',
  monthlyAdBudget: '',
  contractDate: '',
  onboardingBegin: '',
  fba: false,
  fbm: false,
  onHold: false,
  requiresVerificationPhotos: false,
  credentialsEmail: '',
  credentialsPassword: '',
});

export const brandFormOf = (brand: BrandFormFieldsFragment): BrandFormValues => ({
  ...emptyBrandForm(),
  brandCode: brand.brandCode,
  name: text(brand.name),
  statusId: text(brand.statusId),
  typeId: text(brand.typeId),
  sellerCentralAccountLocation: text(brand.sellerCentralAccountLocation),
  sellerId: text(brand.sellerId),
  accountManagerId: text(brand.accountManagerId),
  orderingMethodId: text(brand.orderingMethodId),
  agreementTypeId: text(brand.agreementTypeId),
  website: text(brand.website),
  category: text(brand.category),
  contactName: text(brand.contactName),
  email: text(brand.email),
  phone: text(brand.phone),
  brandTier: text(brand.brandTier),
  monthlyAdBudget: text(brand.monthlyAdBudget),
  contractDate: text(brand.contractDate),
  onboardingBegin: text(brand.onboardingBegin),
  fba: brand.fba,
  fbm: brand.fbm,
  onHold: brand.onHold,
  requiresVerificationPhotos: brand.requiresVerificationPhotos,
});

export const isMaxControl = (values: BrandFormValues) => Number(values.typeId) === BRAND_TYPE_MAX_CONTROL;
export const isMaxResults = (values: BrandFormValues) => Number(values.typeId) === BRAND_TYPE_MAX_RESULTS;

/**
 * The §5 rules on the form's values, by form field name (validated on every change); on create a
 * brand also needs its type, which the server refuses without (checked here first).
 */
/** The form's text boxes and the brand text fields they write (the contract checks each). */
export const BRAND_FORM_TEXT_FIELDS = {
  name: 'name',
  sellerCentralAccountLocation: 'seller_central_account_location',
  sellerId: 'seller_id',
  mwsAuthToken: 'mws_auth_token',
  relativeSellerId: 'relative_seller_id',
  website: 'website',
  category: 'category',
  contactName: 'contact_name',
  email: 'email',
  phone: 'phone',
  brandTier: 'brand_tier',
} as const satisfies Partial<Record<keyof BrandFormValues, BrandTextField>>;

/** Each text box's refusal in the contract's words (issue 38 point 13); a kept secret is not checked. */
function textErrors(values: BrandFormValues): FieldErrors<keyof BrandFormValues & string> {
  const errors: FieldErrors<keyof BrandFormValues & string> = {};
  for (const [box, field] of Object.entries(BRAND_FORM_TEXT_FIELDS)) {
    const value = values[box as keyof typeof BRAND_FORM_TEXT_FIELDS];
    const refusal = value === SECRET_MASK ? undefined : brandTextRefusal(field, value);
    if (refusal) errors[box as keyof typeof BRAND_FORM_TEXT_FIELDS] = refusal;
  }
  return errors;
}

export function validateBrandForm(
  values: BrandFormValues,
  mode: 'create' | 'edit' = 'edit',
): FieldErrors<keyof BrandFormValues & string> {
  const errors = validateBrandEdit({
    brand_code: values.brandCode,
    name: values.name,
    status_id: values.statusId,
    type_id: values.typeId,
    seller_central_account_location: values.sellerCentralAccountLocation || null,
    monthly_ad_budget: values.monthlyAdBudget,
  });
  return {
    ...textErrors(values),
    ...(errors.brand_code ? { brandCode: errors.brand_code } : {}),
    ...(errors.name ? { name: errors.name } : {}),
    ...(errors.status_id ? { statusId: errors.status_id } : {}),
    ...(errors.seller_central_account_location
      ? { sellerCentralAccountLocation: errors.seller_central_account_location }
      : {}),
    ...(errors.monthly_ad_budget ? { monthlyAdBudget: errors.monthly_ad_budget } : {}),
    ...(mode === 'create' && values.typeId === '' ? { typeId: VALIDATION_MESSAGES.typeRequired } : {}),
    ...(mode === 'create' ? credentialErrors(values) : {}),
  };
}

/** The create form's Seller Central pair, checked as the credentials call will be. */
function credentialErrors(values: BrandFormValues): FieldErrors<keyof BrandFormValues & string> {
  const errors = sellerCentralCredentialErrors(values.credentialsEmail.trim(), values.credentialsPassword);
  return {
    ...(errors.email ? { credentialsEmail: errors.email } : {}),
    ...(errors.password ? { credentialsPassword: errors.password } : {}),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The values as the API takes them; create-only and type-only fields only where they apply. */
export function brandInputOf(values: BrandFormValues, mode: 'create' | 'edit'): BrandInput {
  const input: BrandInput = {
    brandCode: values.brandCode.trim(),
    name: values.name.trim(),
    statusId: idOrNull(values.statusId),
    typeId: idOrNull(values.typeId),
    sellerCentralAccountLocation: isMaxResults(values) ? orNull(values.sellerCentralAccountLocation) : null,
    accountManagerId: orNull(values.accountManagerId),
    orderingMethodId: idOrNull(values.orderingMethodId),
    agreementTypeId: idOrNull(values.agreementTypeId),
    website: orNull(values.website),
    category: orNull(values.category),
    contactName: orNull(values.contactName),
    email: orNull(values.email),
    phone: orNull(values.phone),
    brandTier: orNull(values.brandTier),
    monthlyAdBudget: values.monthlyAdBudget.trim() === '' ? null : Number(values.monthlyAdBudget),
    contractDate: orNull(values.contractDate),
    onboardingBegin: orNull(values.onboardingBegin),
    fba: values.fba,
    fbm: values.fbm,
    onHold: values.onHold,
    requiresVerificationPhotos: values.requiresVerificationPhotos,
  };
  if (isMaxControl(values)) input.sellerId = orNull(values.sellerId);
  if (mode === 'create') {
    input.buDate = orNull(values.buDate);
    input.relativeSellerId = orNull(values.relativeSellerId);
    if (isMaxControl(values)) input.mwsAuthToken = orNull(values.mwsAuthToken);
  }
  return input;
}
