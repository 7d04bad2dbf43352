import { mixed, number, object, string } from 'yup';
import {
  BRAND_CODE_MAX_LENGTH,
  BRAND_CODE_PATTERN,
  BRAND_CODE_RULE_TEXT,
  BRAND_ENTERED_NUMBER_FIELDS,
  BRAND_NUMBER_BOUNDS,
  BRAND_TYPE_MAX_RESULTS,
  type BrandEnteredNumberField,
  brandNumberRangeText,
} from '../brands/brand-fields.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { collectFieldErrors } from './validate.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A brand number within its bounds (decision 0290), blank allowed: one message, the range in words,
 * for anything outside it, below it or with more decimals than its step.
 */
const boundedNumber = (field: BrandEnteredNumberField) => {
  const { min, max, step } = BRAND_NUMBER_BOUNDS[field];
  const message = brandNumberRangeText(field);
  return number()
    .transform((value, raw) => (blankToUndefined(raw) === undefined ? undefined : value))
    .nullable()
    .typeError(message)
    .min(min, message)
    .max(max, message)
    .test(
      'step',
      message,
      (value) => value == null || Math.abs(Math.round(value / step) * step - value) < 1e-9,
    );
};

const numberRules = Object.fromEntries(
  BRAND_ENTERED_NUMBER_FIELDS.map((field) => [field, boundedNumber(field)]),
) as Record<BrandEnteredNumberField, ReturnType<typeof boundedNumber>>;

/**
 * Brand edit and create (spec 2 §5), in the spec's order. The form runs it on every change; the
 * backend runs it on the brand a PATCH or PUT would leave behind, so the server refuses what the
 * form refuses, with the same text.
 */
export const brandEditSchema = object({
  // The code's characters and length as the contract checks them, in the words the form shows.
  brand_code: string()
    .trim()
    .required(VALIDATION_MESSAGES.brandCodeRequired)
    .max(BRAND_CODE_MAX_LENGTH, BRAND_CODE_RULE_TEXT)
    .matches(BRAND_CODE_PATTERN, BRAND_CODE_RULE_TEXT),
  name: string().trim().required(VALIDATION_MESSAGES.nameRequired),
  status_id: number()
    .transform((value, raw) => (blankToUndefined(raw) === undefined ? undefined : value))
    .typeError(VALIDATION_MESSAGES.statusRequired)
    .required(VALIDATION_MESSAGES.statusRequired),
  type_id: mixed().nullable(),
  seller_central_account_location: string()
    .nullable()
    // The function form of `when` (an object with `then` reads as a promise to the linter).
    .when('type_id', ([typeId], schema) =>
      Number(typeId) === BRAND_TYPE_MAX_RESULTS
        ? schema.trim().required(VALIDATION_MESSAGES.sellerCentralLocationRequired)
        : schema,
    ),
  ...numberRules,
});

export interface BrandEditInput {
  brand_code?: unknown;
  name?: unknown;
  status_id?: unknown;
  type_id?: unknown;
  seller_central_account_location?: unknown;
  monthly_ad_budget?: unknown;
  seniority?: unknown;
  inactive_seniority?: unknown;
}

/** One message per field, empty when the brand may be saved. */
export const validateBrandEdit = (input: BrandEditInput) => collectFieldErrors(brandEditSchema, input);
