import { mixed, number, object, string } from 'yup';
import { BRAND_TYPE_MAX_RESULTS } from '../brands/brand-fields.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { collectFieldErrors } from './validate.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Brand edit and create (spec 2 §5), in the spec's order. The form runs it on every change; the
 * backend runs it on the brand a PATCH or PUT would leave behind, so the server refuses what the
 * form refuses, with the same text.
 */
export const brandEditSchema = object({
  brand_code: string().trim().required(VALIDATION_MESSAGES.brandCodeRequired),
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
});

export interface BrandEditInput {
  brand_code?: unknown;
  name?: unknown;
  status_id?: unknown;
  type_id?: unknown;
  seller_central_account_location?: unknown;
}

/** One message per field, empty when the brand may be saved. */
export const validateBrandEdit = (input: BrandEditInput) => collectFieldErrors(brandEditSchema, input);
