import { object, ref, string } from 'yup';
import { SIGN_UP_MESSAGES } from '../constants/connections.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';

const SIGN_UP_MESSAGES_WRONG_CAPTCHA = SIGN_UP_MESSAGES.wrongCaptcha;

import { emailField, isPlainEmail } from './email.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** The longest password the server takes (a hash input bound), refused in these words on both sides. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
/** The set-password rule in words under the box, before anything is typed (issue 38 point 13). */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters with a lowercase and an uppercase letter, a number and a special character; at most ${PASSWORD_MAX_LENGTH}`;

const hasSpecial = (value: string): boolean => /[^A-Za-z0-9\s]/.test(value);

/** Set-password rule (spec 2 §5): 8+ characters with a lowercase, an uppercase, a digit and a special one. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH &&
  /[a-z]/.test(value) &&
  /[A-Z]/.test(value) &&
  /\d/.test(value) &&
  hasSpecial(value);

/** Create-account rule (spec 3 §5): the same without the lowercase requirement. */
export const isSignUpPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(value) && /\d/.test(value) && hasSpecial(value);

const passwordField = (accepts: (value: string) => boolean) =>
  string()
    .required(VALIDATION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
    .test('password-rules', VALIDATION_MESSAGES.passwordRules, (value) => !value || accepts(value));

const confirmationField = () =>
  string()
    .required(VALIDATION_MESSAGES.passwordsMustMatch)
    .oneOf([ref('password')], VALIDATION_MESSAGES.passwordsMustMatch);

/** Login (spec 1 §5): password is only required; its strength is the server's concern. */
export const loginSchema = object({
  email: emailField(),
  password: string().required(VALIDATION_MESSAGES.passwordRequired),
});

/** Set-password and password-reset completion (spec 2 §5). */
export const setPasswordSchema = object({
  password: passwordField(isStrongPassword),
  confirmPassword: confirmationField(),
});

/** Reset password request: one email field (spec 2 §5). */
export const resetPasswordSchema = object({
  email: emailField(),
});

/** Create account (spec 3 §5): plain addresses only, 'Email not valid'; the promotion code is optional. */
export const createAccountSchema = object({
  email: emailField(VALIDATION_MESSAGES.emailNotValid, isPlainEmail),
  password: passwordField(isSignUpPassword),
  confirmPassword: confirmationField(),
  couponCode: string().optional(),
  // The offline captcha's answer (issue 33); the server checks it.
  captchaAnswer: string().required(SIGN_UP_MESSAGES_WRONG_CAPTCHA),
});

/** Amazon audit registration (spec 3 §5): 'Email is required', 'Email is invalid', 'Wrong captcha'. */
export const amazonAuditSchema = object({
  email: emailField(VALIDATION_MESSAGES.emailInvalid, isPlainEmail),
  captchaAnswer: string().required(SIGN_UP_MESSAGES_WRONG_CAPTCHA),
});
