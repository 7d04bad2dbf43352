import { VALIDATION_MESSAGES as M } from '@portal/schema';
import { object, ref, string } from 'yup';

// Temporary copies of the @portal/schema validation (spec 1 §5, spec 2 §5) until its index exports
// them; same field names and messages, so switching is a one-line import change.

const PLAIN = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;
const BRACKETED = /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}>$/;
const isValidEmail = (value: string) => PLAIN.test(value.trim()) || BRACKETED.test(value.trim());

const emailField = () =>
  string()
    .required(M.emailRequired)
    .test('email', M.emailInvalid, (value) => !value || isValidEmail(value));

const isStrongPassword = (value: string) =>
  value.length >= 8 &&
  /[a-z]/.test(value) &&
  /[A-Z]/.test(value) &&
  /\d/.test(value) &&
  /[^A-Za-z0-9\s]/.test(value);

export const loginSchema = object({ email: emailField(), password: string().required(M.passwordRequired) });

export const resetPasswordSchema = object({ email: emailField() });

export const setPasswordSchema = object({
  password: string()
    .required(M.passwordRequired)
    .test('password-rules', M.passwordRules, (value) => !value || isStrongPassword(value)),
  confirmPassword: string()
    .required(M.passwordsMustMatch)
    .oneOf([ref('password')], M.passwordsMustMatch),
});
