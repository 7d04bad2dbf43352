import { isValidEmail } from '../validation/email.ts';

/** What PUT brands/{code}/seller-central-credentials takes: the contract and every form read it. */
export const SELLER_CENTRAL_CREDENTIAL_LIMITS = { email: 320, password: 500 } as const;

export const SELLER_CENTRAL_CREDENTIAL_MESSAGES = {
  // Not quoted by the spec: the brand form takes the two together or not at all.
  bothOrNeither: 'Enter both the Seller Central email and password, or neither',
  emailInvalid: 'Seller Central Email must be an e-mail address',
  emailTooLong: `Seller Central Email must be at most ${SELLER_CENTRAL_CREDENTIAL_LIMITS.email} characters`,
  passwordTooLong: `Seller Central Password must be at most ${SELLER_CENTRAL_CREDENTIAL_LIMITS.password} characters`,
  emailHint: `Optional, with the password; up to ${SELLER_CENTRAL_CREDENTIAL_LIMITS.email} characters`,
  passwordHint: `Optional, with the email; up to ${SELLER_CENTRAL_CREDENTIAL_LIMITS.password} characters`,
  notStored: (reason: string) =>
    `The brand was created, but its Seller Central credentials were not stored: ${reason}`,
} as const;

/**
 * The refusals of a pair of credentials typed into the brand form, by field; none for an empty
 * pair. The same limits the contract refuses past, so nothing is created that the second call
 * would refuse.
 */
export function sellerCentralCredentialErrors(
  email: string,
  password: string,
): { email?: string; password?: string } {
  const m = SELLER_CENTRAL_CREDENTIAL_MESSAGES;
  if (email === '' && password === '') return {};
  const errors: { email?: string; password?: string } = {};
  if (email === '') errors.email = m.bothOrNeither;
  else if (email.length > SELLER_CENTRAL_CREDENTIAL_LIMITS.email) errors.email = m.emailTooLong;
  else if (!isValidEmail(email)) errors.email = m.emailInvalid;
  if (password === '') errors.password = m.bothOrNeither;
  else if (password.length > SELLER_CENTRAL_CREDENTIAL_LIMITS.password) errors.password = m.passwordTooLong;
  return errors;
}
