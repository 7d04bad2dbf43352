import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { createAccountSchema, loginSchema, resetPasswordSchema, setPasswordSchema } from './auth.ts';
import { advertisingCallbackSchema, amazonAuthorizationCallbackSchema } from './callbacks.ts';
import { dateRangeSchema } from './date-range.ts';

/** First message per field; empty when the input is valid. Form-level problems sit under `_form`. */
export type FieldErrors<K extends string = string> = Partial<Record<K | '_form', string>>;

/** Runs a schema the way the forms do and reports one message per field, in rule order. */
export const collectFieldErrors = <S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): FieldErrors<keyof InferType<S> & string> => {
  try {
    schema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const key = failure.path || '_form';
      errors[key] ??= failure.message;
    }
    return errors as FieldErrors<keyof InferType<S> & string>;
  }
};

type Loose<S extends AnyObjectSchema> = Partial<Record<keyof InferType<S>, unknown>>;

export type LoginInput = InferType<typeof loginSchema>;
export type SetPasswordInput = InferType<typeof setPasswordSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
export type CreateAccountInput = InferType<typeof createAccountSchema>;
export type AdvertisingCallbackInput = InferType<typeof advertisingCallbackSchema>;
export type AmazonAuthorizationCallbackInput = InferType<typeof amazonAuthorizationCallbackSchema>;

// Plain functions for the gateway and backend, so a request is refused with the same texts the form shows.
export const validateLogin = (input: Loose<typeof loginSchema>) => collectFieldErrors(loginSchema, input);
export const validateSetPassword = (input: Loose<typeof setPasswordSchema>) =>
  collectFieldErrors(setPasswordSchema, input);
export const validateResetPassword = (input: Loose<typeof resetPasswordSchema>) =>
  collectFieldErrors(resetPasswordSchema, input);
export const validateCreateAccount = (input: Loose<typeof createAccountSchema>) =>
  collectFieldErrors(createAccountSchema, input);
export const validateAdvertisingCallback = (input: Loose<typeof advertisingCallbackSchema>) =>
  collectFieldErrors(advertisingCallbackSchema, input);
export const validateAmazonAuthorizationCallback = (input: Loose<typeof amazonAuthorizationCallbackSchema>) =>
  collectFieldErrors(amazonAuthorizationCallbackSchema, input);
export const validateDateRange = (input: { from?: unknown; to?: unknown }, today?: string) =>
  collectFieldErrors(dateRangeSchema(today), input);

/** True when a validator found nothing. */
export const isValid = (errors: FieldErrors): boolean => Object.keys(errors).length === 0;
