import { mixed, object, string } from 'yup';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { IGNORE_CHOICES, type IgnoreChoice } from '../constants/products.ts';
import { collectFieldErrors } from './validate.ts';

/** Product detail's Ignore edit (spec 3 §5: 'This field is required'). */
export const productIgnoreSchema = object({
  ignore: mixed<IgnoreChoice>()
    .oneOf([...IGNORE_CHOICES], VALIDATION_MESSAGES.fieldRequired)
    .required(VALIDATION_MESSAGES.fieldRequired),
});

/** Product detail's Sub Brand edit: a sub brand code, or none (empty). */
export const productSubBrandSchema = object({
  sub_brand_code: string().trim().nullable(),
});

export const validateProductIgnore = (input: { ignore?: unknown }) =>
  collectFieldErrors(productIgnoreSchema, input);
