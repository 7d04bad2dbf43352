import { number, object } from 'yup';
import { COMMISSION_WAIVER } from '../constants/commissions.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { collectFieldErrors } from './validate.ts';

const tenths = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9;

/**
 * Spec 3 §5 'Gross sales percent waiver': a number from 0 to 100 in steps of 0.1; an empty field
 * becomes 0 (no waiver), as the spec says, rather than an error.
 */
export const commissionWaiverSchema = object({
  salesPercentage: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? 0 : value,
    )
    .typeError(VALIDATION_MESSAGES.waiverPercentageRange)
    .min(COMMISSION_WAIVER.min, VALIDATION_MESSAGES.waiverPercentageRange)
    .max(COMMISSION_WAIVER.max, VALIDATION_MESSAGES.waiverPercentageRange)
    .test('step', VALIDATION_MESSAGES.waiverPercentageStep, (value) => value === undefined || tenths(value))
    // Formik hands an emptied field over as undefined, which skips transforms: it defaults to 0 too.
    .default(0),
});

export const validateCommissionWaiver = (input: { salesPercentage?: unknown }) =>
  collectFieldErrors(commissionWaiverSchema, input);
