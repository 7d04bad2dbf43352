import { object, string } from 'yup';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { collectFieldErrors } from './validate.ts';

/** The dashboard's Lookup ASIN form (spec 2 §5). */
export const asinLookupSchema = object({
  asin: string().trim().required(VALIDATION_MESSAGES.asinNumberRequired),
});

/** 'Update ASIN' (spec 2 §5); the backend runs the same schema on PUT asins/{asin}. */
export const asinUpdateSchema = object({
  asin: string().trim().required(VALIDATION_MESSAGES.asinRequired),
  brand_code: string().trim().required(VALIDATION_MESSAGES.brandRequired),
  parent: string().nullable(),
});

export interface AsinUpdateInput {
  asin?: unknown;
  brand_code?: unknown;
  parent?: unknown;
}

/** One message per field, empty when the ASIN may be saved. */
export const validateAsinUpdate = (input: AsinUpdateInput) => collectFieldErrors(asinUpdateSchema, input);
